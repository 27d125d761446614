import type { ScoutedNomination } from '@glow/contract';
import {
  ASSESSMENT_SIZE_NAMES,
  NOMINATION_STATUS_NAMES,
  type NominationStatus,
} from '@glow/shared-api';
import { Badge, type Tone } from '@glow/shared-ui';

const TONES: Record<NominationStatus, Tone> = {
  nominated: 'info',
  'in voting': 'success',
  'being assessed': 'warning',
  sized: 'success',
  declined: 'neutral',
  paid: 'success',
  'cohort closed': 'neutral',
  'cohort cancelled': 'neutral',
};

/** "In voting"; once the judges' distribution is approved, "Sized: Medium" or "Not funded". */
function statusText({ status, finalSize }: Pick<ScoutedNomination, 'status' | 'finalSize'>) {
  return status === 'sized' && finalSize
    ? `${NOMINATION_STATUS_NAMES.sized}: ${ASSESSMENT_SIZE_NAMES[finalSize]}`
    : NOMINATION_STATUS_NAMES[status];
}

/** Where a nomination is in the cycle, as a badge. */
export function StatusBadge({
  nomination,
}: {
  nomination: Pick<ScoutedNomination, 'status' | 'finalSize'>;
}) {
  return <Badge $tone={TONES[nomination.status]}>{statusText(nomination)}</Badge>;
}
