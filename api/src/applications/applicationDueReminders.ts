// Reminders of an application's due date (the programme reminds contributors of unfinished
// steps): a contributor whose application is still theirs to finish is emailed at each offset of
// APPLICATION_REMINDER_DAYS before the cohort's due date, once each. The database decides who is
// reminded: a reminder is a row whose key (application, due date, offset) only one insert can
// claim, in the transaction that queues its email, so two API instances never send it twice; a new
// due date is reminded again. Only the nearest offset reached is sent (a contributor nominated
// late, or an API that was down, gets one reminder, not two at once), and none whose moment came
// before the nomination (its email named the date).
import {
  APPLICATION_REMINDER_DAYS,
  applicationsDueAt,
  type ApplicationStatus,
} from '@glow/contract';
import { and, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../db/database';
import { applicationDueReminders, applications, cohorts, contributors, users } from '../db/schema';
import { personFactsOf, progressOf } from './applicationSteps';
import { applicationDueReminderEmail } from '../programme/cohortEndEmails';
import { enqueueEmail } from '../system/emailOutbox';
import { now } from '../clock';

const DAY_MS = 24 * 3600_000;
const FURTHEST = Math.max(...APPLICATION_REMINDER_DAYS);

/** The statuses whose next step is the contributor's. */
const UNFINISHED: ApplicationStatus[] = ['inProgress', 'returned'];

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The offset (days before the due moment) whose reminder is due at `at` for an application
 * created at `createdAt`, or null: the nearest offset reached, unless the application is younger
 * than that moment; none once the date has passed.
 */
export function reminderDue(dueOn: string, createdAt: Date, at: Date): number | null {
  const dueAt = applicationsDueAt(dueOn).getTime();
  if (at.getTime() >= dueAt) return null;
  const reached = APPLICATION_REMINDER_DAYS.filter((days) => at.getTime() >= dueAt - days * DAY_MS);
  if (reached.length === 0) return null;
  const nearest = Math.min(...reached);
  return createdAt.getTime() < dueAt - nearest * DAY_MS ? nearest : null;
}

/**
 * Unfinished applications of running cohorts due within the furthest offset, of contributors whose
 * account (if any) is not deactivated.
 */
function candidates(db: Database, at: Date) {
  return db
    .select({
      application: applications,
      cohortName: cohorts.name,
      cohortPeriod: cohorts.period,
      dueOn: cohorts.applicationsDueOn,
      contributor: contributors,
      userEmail: users.email,
    })
    .from(applications)
    .innerJoin(cohorts, eq(cohorts.id, applications.cohortId))
    .innerJoin(contributors, eq(contributors.id, applications.contributorId))
    .leftJoin(users, eq(users.id, contributors.userId))
    .where(
      and(
        isNull(cohorts.endsAt),
        inArray(applications.status, UNFINISHED),
        // A deactivated account cannot sign in to finish it.
        or(isNull(contributors.userId), isNull(users.deactivatedAt)),
        gte(cohorts.applicationsDueOn, utcDay(at)),
        lte(cohorts.applicationsDueOn, utcDay(new Date(at.getTime() + FURTHEST * DAY_MS))),
      ),
    );
}

type Candidate = Awaited<ReturnType<typeof candidates>>[number];

/** Claims the reminder and queues its email in one transaction; false when another claimed it. */
async function remindOnce(
  db: Database,
  candidate: Candidate,
  dueOn: string,
  daysBefore: number,
  at: Date,
  appUrl: string,
): Promise<boolean> {
  const { application, contributor } = candidate;
  const person = contributor.userId === null ? null : await personFactsOf(db, contributor.userId);
  const progress = person
    ? progressOf({ ...application, cohortPeriod: candidate.cohortPeriod }, contributor, person)
    : null;
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(applicationDueReminders)
      .values({ applicationId: application.id, dueOn, daysBefore })
      .onConflictDoNothing()
      .returning({ applicationId: applicationDueReminders.applicationId });
    if (claimed.length === 0) return false;
    const daysLeft = Math.ceil((applicationsDueAt(dueOn).getTime() - at.getTime()) / DAY_MS);
    await enqueueEmail(
      tx,
      applicationDueReminderEmail(
        {
          to: candidate.userEmail ?? contributor.email,
          firstName: contributor.firstName,
          cohortName: candidate.cohortName,
        },
        { dueOn, daysLeft, nextAction: progress?.nextAction ?? 'set your password' },
        appUrl,
      ),
    );
    return true;
  });
}

/** Sends the reminders due at `at`; answers how many were emailed. */
export async function sendApplicationDueReminders(
  db: Database,
  appUrl: string,
  at = now(),
): Promise<number> {
  const found = await candidates(db, at);
  if (found.length === 0) return 0;
  // Those sent already are skipped here; the insert decides between instances racing.
  const sentBefore = await db
    .select()
    .from(applicationDueReminders)
    .where(
      inArray(
        applicationDueReminders.applicationId,
        found.map((candidate) => candidate.application.id),
      ),
    );
  const wasSent = (applicationId: number, dueOn: string, daysBefore: number) =>
    sentBefore.some(
      (row) =>
        row.applicationId === applicationId && row.dueOn === dueOn && row.daysBefore === daysBefore,
    );
  let sent = 0;
  for (const candidate of found) {
    const dueOn = candidate.dueOn;
    if (dueOn === null) continue;
    const daysBefore = reminderDue(dueOn, candidate.application.createdAt, at);
    if (daysBefore === null || wasSent(candidate.application.id, dueOn, daysBefore)) continue;
    if (await remindOnce(db, candidate, dueOn, daysBefore, at, appUrl)) sent += 1;
  }
  return sent;
}
