import type { CohortPeriod } from '@glow/shared-api';

/** The four periods a cohort runs through, in order; it is then closed. */
export const PERIODS: ReadonlyArray<{
  period: Exclude<CohortPeriod, 'closed'>;
  name: string;
  text: string;
}> = [
  {
    period: 'nomination',
    name: 'Nomination',
    text: 'Scouts nominate contributors for their work on open-source projects of the XRP Ledger.',
  },
  {
    period: 'voting',
    name: 'Voting',
    text: 'Anyone with an XRPL wallet votes up or down on the nominations of the cohort.',
  },
  {
    period: 'assessment',
    name: 'Assessment',
    text: 'At least three judges assess each nomination and give it a size.',
  },
  {
    period: 'distribution',
    name: 'Distribution',
    text: 'The judges approve the grants, and each is paid on the ledger to the contributor.',
  },
];

/** "voting" → "Voting"; "closed" → "Closed". */
export function periodName(period: CohortPeriod): string {
  return PERIODS.find((entry) => entry.period === period)?.name ?? 'Closed';
}
