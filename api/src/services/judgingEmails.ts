// The reminder an admin sends the judges with nominations left (PLAN-16 §4, D13): what is left,
// never another judge's sizes or the scores.
import type { Email } from './mailer';

export interface ReminderCohort {
  id: number;
  name: string;
}

/** At most this many nominations are listed in a reminder. */
export const REMINDER_LINES = 10;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "Reminder: 4 nominations of Wave 3 still need your assessment", listing up to 10. */
export function judgeReminder(
  cohort: ReminderCohort,
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
