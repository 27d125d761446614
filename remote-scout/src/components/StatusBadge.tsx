import { NOMINATION_STATUS_NAMES, type NominationStatus } from '@glow/shared-api';
import { Badge, type Tone } from '@glow/shared-ui';

const TONES: Record<NominationStatus, Tone> = {
  nominated: 'info',
  'in voting': 'success',
  'being assessed': 'warning',
  sized: 'warning',
  declined: 'neutral',
  paid: 'success',
  'cohort closed': 'neutral',
};

/** Where a nomination is in the cycle, as a badge: "In voting". */
export function StatusBadge({ status }: { status: NominationStatus }) {
  return <Badge $tone={TONES[status]}>{NOMINATION_STATUS_NAMES[status]}</Badge>;
}
