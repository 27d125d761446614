// What people are told when a cohort ends or its due date moves:
// a contributor whose grant went back to the pool at the close, the scouts, nominees and judges
// of a cancelled cohort, contributors with an unfinished application whose due date changed or
// comes near. Queued in the transaction of the change (or the reminder's claim).
import type { Email } from '../clients/mailer';
import { plural, xrpOfDrops } from '../system/wording';

/** Whom a contributor's email goes to and which cohort it is about. */
export interface ContributorNotice {
  to: string;
  firstName: string;
  cohortName: string;
}

const applicationsUrl = (appUrl: string) => `${appUrl}/contributor/applications`;

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "14 March 2027": a due day (YYYY-MM-DD, UTC) as an email writes it. */
export const dueDayWords = (dueOn: string) => dayFormat.format(new Date(`${dueOn}T00:00:00Z`));

/** "Your Glow grant for Wave 1 went back to the pool": the amount and what was left to do. */
export function grantReturnedEmail(
  notice: ContributorNotice,
  grant: { amountDrops: string; waitingFor: readonly string[] },
  appUrl: string,
): Email {
  return {
    to: notice.to,
    subject: `Your Glow grant for ${notice.cohortName} went back to the pool`,
    text: [
      `Hello ${notice.firstName},`,
      '',
      `${notice.cohortName} has closed before your application was complete, so your grant of ${xrpOfDrops(grant.amountDrops)} cannot be paid: its amount goes back to the programme's pool for the next cohort.`,
      '',
      'When the cohort closed, the grant was waiting for:',
      ...grant.waitingFor.map((reason) => `- ${reason}`),
      '',
      'You can be nominated again in a later cohort. Your applications:',
      applicationsUrl(appUrl),
    ].join('\n'),
  };
}

/** "Your Glow application for Wave 1 is due by …": the date moved, and what is left. */
export function applicationsDueChangedEmail(
  notice: ContributorNotice,
  change: { from: string | null; to: string },
  appUrl: string,
): Email {
  const was = change.from === null ? '' : ` (it was ${dueDayWords(change.from)})`;
  return {
    to: notice.to,
    subject: `Your Glow application for ${notice.cohortName} is now due by ${dueDayWords(change.to)}`,
    text: [
      `Hello ${notice.firstName},`,
      '',
      `The Glow team set a new date for the applications of ${notice.cohortName}: complete yours by ${dueDayWords(change.to)}${was}.`,
      'An application not complete when the cohort closes cannot be paid.',
      '',
      applicationsUrl(appUrl),
    ].join('\n'),
  };
}

/** "Your Glow application for Wave 1 is due in 7 days": the date and the next step. */
export function applicationDueReminderEmail(
  notice: ContributorNotice,
  reminder: { dueOn: string; daysLeft: number; nextAction: string },
  appUrl: string,
): Email {
  const left = reminder.daysLeft <= 1 ? 'tomorrow' : `in ${plural(reminder.daysLeft, 'day')}`;
  return {
    to: notice.to,
    subject: `Your Glow application for ${notice.cohortName} is due ${left}`,
    text: [
      `Hello ${notice.firstName},`,
      '',
      `Your application for a Glow grant in ${notice.cohortName} is not complete yet. Complete it by ${dueDayWords(reminder.dueOn)}: an application not complete when the cohort closes cannot be paid.`,
      '',
      `Next: ${reminder.nextAction}.`,
      '',
      applicationsUrl(appUrl),
    ].join('\n'),
  };
}

/** Who hears of a cancelled cohort, and in which part. */
export type CancelledRecipient =
  | { part: 'scout'; to: string; nominations: number }
  | { part: 'nominee'; to: string; firstName: string }
  | { part: 'judge'; to: string };

/** What a cancelled cohort means for the reader. */
function cancellationMeaning(recipient: CancelledRecipient): string {
  switch (recipient.part) {
    case 'scout':
      return `The ${plural(recipient.nominations, 'nomination')} you made or back in it will not be judged or funded. You can nominate again when the next cohort opens.`;
    case 'nominee':
      return 'Your nomination in it will not be judged and no grant will be paid from it; your application there has ended. You can be nominated again in a later cohort.';
    case 'judge':
      return 'Its nominations will not be assessed: there is nothing left for you to do in it.';
  }
}

/** "Wave 2 was cancelled": the admin's reason, and what it means for the reader. */
export function cohortCancelledEmail(
  cohortName: string,
  reason: string,
  recipient: CancelledRecipient,
): Email {
  return {
    to: recipient.to,
    subject: `${cohortName} was cancelled`,
    text: [
      recipient.part === 'nominee' ? `Hello ${recipient.firstName},` : 'Hello,',
      '',
      `The Glow team cancelled ${cohortName}, with this reason:`,
      '',
      `«${reason}»`,
      '',
      cancellationMeaning(recipient),
    ].join('\n'),
  };
}
