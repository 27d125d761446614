// How the judge's pages name the projects and sizes of a nomination.
import { ASSESSMENT_SIZE_NAMES, type AssessmentSize } from '@glow/shared-api';

/** "xrpl.js, Clio": the projects of a nomination, by name. */
export function projectNames(projects: readonly { name: string }[]): string {
  return projects.map((project) => project.name).join(', ');
}

/** "Medium", or "—" when there is no size. */
export function sizeName(size: AssessmentSize | null): string {
  return size ? ASSESSMENT_SIZE_NAMES[size] : '—';
}
