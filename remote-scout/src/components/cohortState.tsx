import type { Cohort } from '@glow/contract';
import { COHORT_PERIOD_NAMES } from '@glow/shared-api';
import { formatDate, votingPlan } from '@glow/shared-ui/pages';

/** Whether scouts may nominate now: a started cohort in its nomination period. */
export function nominationsOpen(cohort: Cohort | null | undefined): boolean {
  return cohort?.period === 'nomination';
}

/**
 * What the nomination period of the active cohort is: open since when (its end is unknown: an
 * admin opens voting), or closed and why.
 */
export function NominationPeriod({ cohort }: { cohort: Cohort | null }) {
  if (!cohort) return <>No active cohort: nominations open when an admin starts one.</>;
  if (cohort.period === 'nomination')
    return (
      <>
        Nominations open since{' '}
        <time dateTime={cohort.periodStartedAt}>{formatDate(cohort.periodStartedAt)}</time>, until
        an admin opens voting.
      </>
    );
  const period = COHORT_PERIOD_NAMES[cohort.period].toLowerCase();
  return (
    <>
      Nominations are closed: {cohort.name} is in its {period} period.
      {cohort.period === 'voting' && ` ${votingPlan(cohort)}.`}
    </>
  );
}
