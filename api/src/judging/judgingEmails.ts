// The judging emails. About the cohort's distribution, queued in the assessment change's
// transaction: "ready for your approval" to each judge still to approve when the last final size
// is decided, and "please approve it again" to the judges whose approval a change of a final size
// reset. And the reminder an admin sends the judges with nominations left. No individual
// assessment, no judge's name and no score is in them, and no size a judge may not see yet.
import {
  ASSESSMENT_SIZE_NAMES,
  ASSESSMENT_SIZES,
  type AssessmentSize,
  type ReviewTotals,
} from '@glow/contract';
import type { Email } from '../clients/mailer';
import { plural } from '../system/wording';

/** The cohort a judging email is about. */
export interface JudgingCohort {
  id: number;
  name: string;
}

const xrp = (amount: number) => `${amount.toLocaleString('en-US')} XRP`;
const sizeName = (size: AssessmentSize | null) => (size ? ASSESSMENT_SIZE_NAMES[size] : 'no size');

const distributionLink = (cohort: JudgingCohort, appUrl: string) =>
  `${appUrl}/judge/distributions/${cohort.id}`;

/** "Medium: 2, Large: 1": the final sizes of `totals`, those with a count. */
function sizeCounts(totals: ReviewTotals): string {
  return ASSESSMENT_SIZES.filter((size) => totals.bySize[size].count > 0)
    .map((size) => `${ASSESSMENT_SIZE_NAMES[size]}: ${totals.bySize[size].count}`)
    .join(', ');
}

/**
 * "Wave 3's distribution is ready for your approval", with the total as the judge may see it
 * (`totals` seen by them): every final size, or those of the nominations they assessed and how
 * many others' sizes are not shown to them.
 */
export function readyForApproval(
  cohort: JudgingCohort,
  to: string,
  totals: ReviewTotals,
  appUrl: string,
): Email {
  const shown = totals.nominations - totals.notShown;
  const figures =
    totals.notShown === 0
      ? `Every nomination of ${cohort.name} has a final size: ${plural(totals.nominations, 'nomination')}, ${xrp(totals.total)} in total (${sizeCounts(totals)}).`
      : `Every nomination of ${cohort.name} has a final size. ${shown === 0 ? 'You have assessed none of them, so no size is shown to you' : `Your ${plural(shown, 'assessed nomination')} ${shown === 1 ? 'comes' : 'come'} to ${xrp(totals.total)} (${sizeCounts(totals)})`}; the sizes of ${plural(totals.notShown, 'nomination')} you did not assess are not shown to you.`;
  return {
    to,
    subject: `${cohort.name}'s distribution is ready for your approval`,
    text: [
      'Hello,',
      '',
      figures,
      'Please review the distribution and approve it:',
      '',
      distributionLink(cohort, appUrl),
    ].join('\n'),
  };
}

/**
 * "Wave 3's distribution changed; please approve it again": which nomination's final size changed,
 * from what to what when the judge may see its sizes (`sizes`), else only that it changed.
 */
export function approvalsReset(
  cohort: JudgingCohort,
  to: string,
  change: {
    nomination: string;
    sizes: { from: AssessmentSize | null; to: AssessmentSize | null } | null;
  },
  appUrl: string,
): Email {
  const what = change.sizes
    ? `${change.nomination} changed from ${sizeName(change.sizes.from)} to ${sizeName(change.sizes.to)}`
    : `The final size of ${change.nomination} changed`;
  return {
    to,
    subject: `${cohort.name}'s distribution changed; please approve it again`,
    text: [
      'Hello,',
      '',
      `${what}, so the approvals of ${cohort.name}'s distribution were reset.`,
      'Please look at it again and approve it when it is complete:',
      '',
      distributionLink(cohort, appUrl),
    ].join('\n'),
  };
}

/** At most this many nominations are listed in a reminder. */
export const REMINDER_LINES = 10;

/** "Reminder: 4 nominations of Wave 3 still need your assessment", listing up to 10. */
export function judgeReminder(
  cohort: JudgingCohort,
  to: string,
  left: string[],
  appUrl: string,
): Email {
  const more = left.length - REMINDER_LINES;
  return {
    to,
    subject: `Reminder: ${plural(left.length, 'nomination')} of ${cohort.name} still ${left.length === 1 ? 'needs' : 'need'} your assessment`,
    text: [
      'Hello,',
      '',
      `${cohort.name} is in its assessment period, and these nominations still need your assessment (or your recusal):`,
      '',
      ...left.slice(0, REMINDER_LINES).map((line) => `- ${line}`),
      ...(more > 0 ? [`- and ${plural(more, 'more nomination')}`] : []),
      '',
      `${appUrl}/judge/evaluations?filter=todo`,
    ].join('\n'),
  };
}
