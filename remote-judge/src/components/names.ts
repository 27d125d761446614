// How the judge's pages name a size.
import { ASSESSMENT_SIZE_NAMES, type AssessmentSize } from '@glow/shared-api';

/** "Medium", or "—" when there is no size. */
export function sizeName(size: AssessmentSize | null): string {
  return size ? ASSESSMENT_SIZE_NAMES[size] : '—';
}
