// Sends the reminders of applications' due dates in the background: every interval it looks for
// the reminders due (applications/applicationDueReminders.ts). Every API process runs one; the
// database decides which of them sends each reminder.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { sendApplicationDueReminders } from '../applications/applicationDueReminders';
import { repeatRounds, type Rounds } from './repeatRounds';

export interface ApplicationReminderWorkerOptions {
  db: Database;
  log: FastifyBaseLogger;
  appUrl: string;
  intervalMs: number;
}

export function startApplicationReminderWorker(options: ApplicationReminderWorkerOptions): Rounds {
  const { db, log, appUrl, intervalMs } = options;
  /** Whether the last round failed, so an outage is logged once, not every round. */
  let failing = false;

  async function roundOnce(): Promise<void> {
    try {
      const sent = await sendApplicationDueReminders(db, appUrl);
      if (sent > 0) log.info({ sent }, 'application due reminders queued');
      if (failing) log.info('application due reminders run again');
      failing = false;
    } catch (error) {
      if (!failing) log.warn({ err: error }, 'application due reminders cannot read the database');
      failing = true;
    }
  }

  return repeatRounds(intervalMs, roundOnce);
}
