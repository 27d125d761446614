import type { AdminWaitingItem } from '@glow/contract';
import { counted, formatDay } from '@glow/shared-ui/pages';
import { applicationsPath, cohortPath, paths, paymentsPath } from '../../paths';

/** One thing waiting on an admin, as "Needs your attention" lists it: what, and where it is done. */
export interface WaitingLine {
  count: number;
  text: string;
  to: string;
}

/** The line of each item the dashboard's read answers, in its order. */
export function waitingLines(items: readonly AdminWaitingItem[]): WaitingLine[] {
  return items.map(({ kind, cohort, count, since }): WaitingLine => {
    switch (kind) {
      case 'applicationsToReview':
        return {
          count,
          text: `${counted(count, ['application', 'applications'])} submitted for review in ${cohort.name}`,
          to: `${applicationsPath(cohort.id)}?status=submitted`,
        };
      case 'kycRejected':
        return {
          count,
          text: `${counted(count, ['KYC check', 'KYC checks'])} rejected in ${cohort.name}: ask again, or the grant goes back to the pool at the close`,
          to: applicationsPath(cohort.id),
        };
      case 'grantsPayable':
        return {
          count,
          text: `${counted(count, ['grant', 'grants'])} of ${cohort.name} ready to pay`,
          to: paymentsPath(cohort.id),
        };
      case 'judgesUnfinished':
        return {
          count,
          text: `${counted(count, ['judge has', 'judges have'])} not finished assessing ${cohort.name}`,
          to: `${cohortPath(cohort.id)}#cohort-judging`,
        };
      case 'votingOverdue':
        return {
          count,
          text: `${cohort.name}'s voting was planned to end ${since ? formatDay(since) : 'earlier'}: it stays open until you start the assessment`,
          to: cohortPath(cohort.id),
        };
    }
  });
}

/** The contact messages no admin has answered yet, when there are any. */
export function messagesLine(newMessages: number): WaitingLine[] {
  if (newMessages === 0) return [];
  return [
    {
      count: newMessages,
      text: `${counted(newMessages, ['message', 'messages'])} from the contact form to answer`,
      to: `${paths.messages}?state=new`,
    },
  ];
}
