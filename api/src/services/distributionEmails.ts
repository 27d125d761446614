// The emails an assessment change sends about the cohort's distribution (PLAN-16 §4): "ready for
// your approval" to each judge still to approve when the last final size is decided, and "please
// approve it again" to the judges whose approval a change of a final size reset. No individual
// assessment and no judge's name is in them; they are queued in the change's transaction.
import {
  ASSESSMENT_SIZE_NAMES,
  ASSESSMENT_SIZES,
  type AssessmentSize,
  type ReviewTotals,
} from '@glow/contract';
import type { Email } from './mailer';

export interface DistributionCohort {
  id: number;
  name: string;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const xrp = (amount: number) => `${amount.toLocaleString('en-US')} XRP`;
const sizeName = (size: AssessmentSize | null) => (size ? ASSESSMENT_SIZE_NAMES[size] : 'no size');

const distributionLink = (cohort: DistributionCohort, appUrl: string) =>
  `${appUrl}/judge/distributions/${cohort.id}`;

export function readyForApproval(
  cohort: DistributionCohort,
  to: string,
  totals: ReviewTotals,
  appUrl: string,
): Email {
  const sizes = ASSESSMENT_SIZES.filter((size) => totals.bySize[size].count > 0).map(
    (size) => `${ASSESSMENT_SIZE_NAMES[size]}: ${totals.bySize[size].count}`,
  );
  return {
    to,
    subject: `${cohort.name}'s distribution is ready for your approval`,
    text: [
      'Hello,',
      '',
      `Every nomination of ${cohort.name} has a final size: ${plural(totals.nominations, 'nomination')}, ${xrp(totals.total)} in total (${sizes.join(', ')}).`,
      'Please review the distribution and approve it:',
      '',
      distributionLink(cohort, appUrl),
    ].join('\n'),
  };
}

export function approvalsReset(
  cohort: DistributionCohort,
  to: string,
  change: { nomination: string; from: AssessmentSize | null; to: AssessmentSize | null },
  appUrl: string,
): Email {
  return {
    to,
    subject: `${cohort.name}'s distribution changed; please approve it again`,
    text: [
      'Hello,',
      '',
      `${change.nomination} changed from ${sizeName(change.from)} to ${sizeName(change.to)}, so the approvals of ${cohort.name}'s distribution were reset.`,
      'Please look at it again and approve it when it is complete:',
      '',
      distributionLink(cohort, appUrl),
    ].join('\n'),
  };
}
