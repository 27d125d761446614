// The judging emails (PLAN-16 §4). About the cohort's distribution, queued in the assessment
// change's transaction: "ready for your approval" to each judge still to approve when the last final
// size is decided, and "please approve it again" to the judges whose approval a change of a final
// size reset. And the reminder an admin sends the judges with nominations left (D13). No individual
// assessment, no judge's name and no score is in them.
import {
  ASSESSMENT_SIZE_NAMES,
  ASSESSMENT_SIZES,
  type AssessmentSize,
  type ReviewTotals,
} from '@glow/contract';
import type { Email } from './mailer';
import { plural } from './wording';

/** The cohort a judging email is about. */
export interface JudgingCohort {
  id: number;
  name: string;
}

const xrp = (amount: number) => `${amount.toLocaleString('en-US')} XRP`;
const sizeName = (size: AssessmentSize | null) => (size ? ASSESSMENT_SIZE_NAMES[size] : 'no size');

const distributionLink = (cohort: JudgingCohort, appUrl: string) =>
  `${appUrl}/judge/distributions/${cohort.id}`;

export function readyForApproval(
  cohort: JudgingCohort,
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
  cohort: JudgingCohort,
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
