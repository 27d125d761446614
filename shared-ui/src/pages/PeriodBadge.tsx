import { COHORT_PERIOD_NAMES, type CohortPeriod } from '@glow/shared-api';
import { Badge, type Tone } from '@glow/shared-ui';

const TONES: Record<CohortPeriod, Tone> = {
  nomination: 'info',
  voting: 'success',
  assessment: 'warning',
  distribution: 'warning',
  closed: 'neutral',
  cancelled: 'danger',
};

/** The period a cohort is in, as a badge: "Voting". */
export function PeriodBadge({ period }: { period: CohortPeriod }) {
  return <Badge $tone={TONES[period]}>{COHORT_PERIOD_NAMES[period]}</Badge>;
}
