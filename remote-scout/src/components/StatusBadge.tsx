import type { ScoutedNomination } from '@glow/contract';
import {
  ASSESSMENT_SIZE_NAMES,
  NOMINATION_STATUS_NAMES,
  type NominationStatus,
} from '@glow/shared-api';
import { Badge, type Tone } from '@glow/shared-ui';
import styled from 'styled-components';

const TONES: Record<NominationStatus, Tone> = {
  nominated: 'info',
  'in voting': 'success',
  'being assessed': 'warning',
  sized: 'success',
  declined: 'neutral',
  paid: 'success',
  'returned to pool': 'neutral',
  'cohort closed': 'neutral',
  'cohort cancelled': 'neutral',
};

type Shown = Pick<ScoutedNomination, 'status' | 'finalSize' | 'grantReturnedBecause'>;

/**
 * "In voting"; once the judges' distribution is approved, "Sized: Medium" or "Not funded"; then
 * "Paid", or "Sized: Large · grant returned to the pool (KYC failed)".
 */
function statusText({ status, finalSize, grantReturnedBecause }: Shown) {
  const sized =
    finalSize && `${NOMINATION_STATUS_NAMES.sized}: ${ASSESSMENT_SIZE_NAMES[finalSize]}`;
  if (status === 'sized' && sized) return sized;
  if (status === 'returned to pool' && sized) {
    const why = grantReturnedBecause ? ` (${grantReturnedBecause})` : '';
    return `${sized} · ${NOMINATION_STATUS_NAMES[status].toLowerCase()}${why}`;
  }
  return NOMINATION_STATUS_NAMES[status];
}

/**
 * A long status ("… returned to the pool (KYC failed)") wraps in its narrow column, as a rounded
 * box: a pill's round ends would squeeze its lines into an oval.
 */
const StatusText = styled(Badge)`
  white-space: normal;
  border-radius: ${({ theme }) => theme.radius};
`;

/** Where a nomination is in the cycle, as a badge. */
export function StatusBadge({ nomination }: { nomination: Shown }) {
  return <StatusText $tone={TONES[nomination.status]}>{statusText(nomination)}</StatusText>;
}
