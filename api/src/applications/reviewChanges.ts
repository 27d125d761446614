// The admins' changes to applications: approving or
// returning a submitted application, asking for KYC, reopening a not-eligible one and reminding a
// cohort's contributors of their unfinished steps. Each locks the application's row, changes it,
// audits the change and queues the contributor's email in one transaction.
import {
  APPLICANT_REMINDER_INTERVAL_HOURS,
  endedWithCohort,
  type ApplicationStatus,
  type CohortPeriod,
} from '@glow/contract';
import { and, count, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { now, nowInSql } from '../clock';
import type { Database } from '../db/database';
import { applications, cohorts, contributors, users } from '../db/schema';
import { conflict, notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import {
  applicationApproved,
  applicationReminder,
  applicationReturned,
  kycRequested,
  type ApplicationNotice,
} from './applicationEmails';
import { recordChange, type Actor } from '../system/auditLog';
import { enqueueEmail } from '../system/emailOutbox';
import { findCohort } from '../programme/cohortQueries';
import { formatDay } from '../programme/cohortRules';
import { factColumns, peopleOf, progressOfRow } from './applicationFacts';
import { nameOf, statusWords } from './reviewQueries';

/**
 * The application's row locked for the rest of the transaction, with whom and what it is of;
 * `conflict` "wrong status: Ines Moreau's application is in progress" unless its status is in
 * `allowed`. `withReason`: the change writes an admin's reason about the person, refused once
 * their personal data was erased (an erasure that waited for this lock erases the reason too).
 */
async function lockedApplication(
  tx: Database,
  id: number,
  allowed: ApplicationStatus[],
  { withReason = false } = {},
) {
  const [row] = await tx
    .select({
      id: applications.id,
      status: applications.status,
      kycStatus: applications.kycStatus,
      eligibility: applications.eligibility,
      failingEligibility: applications.failingEligibility,
      firstName: contributors.firstName,
      lastName: contributors.lastName,
      contributorEmail: contributors.email,
      userEmail: users.email,
      walletAddress: contributors.xrplAddress,
      walletRegisteredAt: contributors.walletRegisteredAt,
      agreedAddress: applications.agreedAddress,
      cohortName: cohorts.name,
      cohortPeriod: cohorts.period,
    })
    .from(applications)
    .innerJoin(contributors, eq(contributors.id, applications.contributorId))
    .leftJoin(users, eq(users.id, contributors.userId))
    .innerJoin(cohorts, eq(cohorts.id, applications.cohortId))
    .where(eq(applications.id, id))
    .for('update', { of: applications });
  if (!row) throw notFound(MESSAGES.applicationNotFound);
  if (withReason) {
    // Read after the lock, in a statement of its own: it sees an erasure that committed meanwhile.
    const [person] = await tx
      .select({ erasedAt: users.erasedAt })
      .from(applications)
      .innerJoin(contributors, eq(contributors.id, applications.contributorId))
      .innerJoin(users, eq(users.id, contributors.userId))
      .where(eq(applications.id, id));
    if (person?.erasedAt) throw conflict(MESSAGES.nomineeErased(formatDay(person.erasedAt)));
  }
  if (!allowed.includes(row.status)) {
    throw conflict(MESSAGES.applicationWrongStatus(contributorName(row), statusWords(row.status)));
  }
  return row;
}

/** Whom an application is of: the contributor's name and email addresses. */
interface Applicant {
  firstName: string;
  lastName: string;
  contributorEmail: string;
  userEmail: string | null;
}

const contributorName = (applicant: Applicant) =>
  nameOf({ ...applicant, email: applicant.contributorEmail });

/** Whom the contributor's email goes to: their account's address, else their nomination's. */
const noticeOf = (
  applicant: Omit<Applicant, 'lastName'>,
  cohortName: string,
): ApplicationNotice => ({
  to: applicant.userEmail ?? applicant.contributorEmail,
  firstName: applicant.firstName,
  cohortName,
});

/** Writes the admin's change to the application's row and audits it under `action`. */
async function changeApplication(
  tx: Database,
  admin: Actor,
  id: number,
  changes: Partial<typeof applications.$inferInsert>,
  { action, details }: { action: string; details: Record<string, unknown> },
) {
  await tx
    .update(applications)
    .set({ ...changes, updatedAt: now() })
    .where(eq(applications.id, id));
  await recordChange(tx, admin, { action, entity: 'application', entityId: id, details });
}

/** The columns of an admin's decision on a submitted application. */
const decision = (admin: Actor, status: 'approved' | 'returned', returnReason: string | null) => ({
  status,
  reviewedBy: admin.id,
  reviewedAt: now(),
  returnReason,
});

/**
 * `conflict` "application ended: the cohort is closed" (or was cancelled) for an application so
 * ended.
 */
function refuseEndedWithCohort(status: ApplicationStatus, cohortPeriod: CohortPeriod) {
  if (endedWithCohort(status, cohortPeriod)) {
    throw conflict(
      cohortPeriod === 'cancelled'
        ? MESSAGES.applicationEndedCohortCancelled
        : MESSAGES.applicationEndedCohortClosed,
    );
  }
}

/**
 * Approves a submitted application with the address its agreement names, which its grant is paid
 * to from now on; its KYC, if required, may still be under way. A wallet change since the
 * submission sent it back to the contributor, so the agreement names the registered wallet.
 */
export async function approve(db: Database, id: number, admin: Actor, appUrl: string) {
  return db.transaction(async (tx) => {
    const application = await lockedApplication(tx, id, ['submitted']);
    refuseEndedWithCohort(application.status, application.cohortPeriod);
    const address = application.agreedAddress!;
    await changeApplication(
      tx,
      admin,
      id,
      { ...decision(admin, 'approved', null), approvedAddress: address, walletChangedAt: null },
      { action: 'application.approved', details: { kycStatus: application.kycStatus, address } },
    );
    await enqueueEmail(
      tx,
      applicationApproved(
        noticeOf(application, application.cohortName),
        {
          kycLeft: application.kycStatus === 'required' || application.kycStatus === 'pending',
          walletAddress: address,
        },
        appUrl,
      ),
    );
  });
}

/**
 * Returns a submitted application with a reason: the contributor sees it, the details form and
 * the wallet step reopen, and submitting again makes it `submitted`.
 */
export async function giveBack(
  db: Database,
  id: number,
  reason: string,
  admin: Actor,
  appUrl: string,
) {
  return db.transaction(async (tx) => {
    const application = await lockedApplication(tx, id, ['submitted'], { withReason: true });
    refuseEndedWithCohort(application.status, application.cohortPeriod);
    // Returned, it would be unfinished in a closed cohort: over at once, its grant forfeited.
    if (endedWithCohort('returned', application.cohortPeriod)) {
      throw conflict(MESSAGES.returnAfterClose(application.cohortName));
    }
    await changeApplication(tx, admin, id, decision(admin, 'returned', reason), {
      action: 'application.returned',
      details: { reason },
    });
    await enqueueEmail(
      tx,
      applicationReturned(noticeOf(application, application.cohortName), reason, appUrl),
    );
  });
}

/**
 * Asks the contributor to verify their identity, with a reason: on an application that has not
 * ended, when no KYC is asked for yet or the last one was rejected (after a
 * rejection only an admin's new request opens a new verification).
 */
export async function askForKyc(
  db: Database,
  id: number,
  reason: string,
  admin: Actor,
  appUrl: string,
) {
  return db.transaction(async (tx) => {
    const application = await lockedApplication(
      tx,
      id,
      ['inProgress', 'submitted', 'returned', 'approved', 'walletChanged'],
      { withReason: true },
    );
    refuseEndedWithCohort(application.status, application.cohortPeriod);
    const name = contributorName(application);
    switch (application.kycStatus) {
      case 'required':
        throw conflict(MESSAGES.wrongStatus(`${name}'s KYC is requested already`));
      case 'pending':
        throw conflict(MESSAGES.wrongStatus(`${name}'s KYC verification is under way`));
      case 'approved':
        throw conflict(MESSAGES.wrongStatus(`${name}'s identity is verified already`));
    }
    await changeApplication(
      tx,
      admin,
      id,
      { kycStatus: 'required', kycRequestedBy: admin.id, kycRequestReason: reason },
      { action: 'kyc.requested', details: { reason, previous: application.kycStatus } },
    );
    await enqueueEmail(
      tx,
      kycRequested(noticeOf(application, application.cohortName), { adminReason: reason }, appUrl),
    );
  });
}

/**
 * Reopens a not-eligible application at its eligibility questions, with a reason the contributor
 * sees; the earlier answers stay in the audit log.
 */
export async function reopen(db: Database, id: number, reason: string, admin: Actor) {
  return db.transaction(async (tx) => {
    const application = await lockedApplication(tx, id, ['notEligible'], { withReason: true });
    // Reopened, it would be unfinished in a closed cohort: over at once.
    refuseEndedWithCohort('inProgress', application.cohortPeriod);
    await changeApplication(
      tx,
      admin,
      id,
      {
        status: 'inProgress',
        eligibility: null,
        eligibilityAnsweredAt: null,
        eligibilityAnsweredBy: null,
        failingEligibility: null,
        eligibilityCarriedFrom: null,
        reopenReason: reason,
      },
      {
        action: 'application.reopened',
        details: {
          reason,
          answers: application.eligibility,
          failing: application.failingEligibility,
        },
      },
    );
  });
}

/** The statuses whose next step is the contributor's. */
const UNFINISHED_STATUSES: ApplicationStatus[] = ['inProgress', 'returned', 'walletChanged'];

/**
 * An application of a cohort in `cohortPeriod` the contributor has a step left on: theirs to
 * finish (unless it ended with its closed cohort), or KYC asked for.
 */
function unfinishedIn(cohortPeriod: CohortPeriod) {
  if (cohortPeriod === 'cancelled') return sql`false`;
  const kycAsked = and(
    inArray(applications.status, ['submitted', 'approved']),
    eq(applications.kycStatus, 'required'),
  );
  const theirs = UNFINISHED_STATUSES.filter((status) => !endedWithCohort(status, cohortPeriod));
  return theirs.length > 0 ? or(inArray(applications.status, theirs), kycAsked) : kycAsked;
}

/**
 * Emails each contributor of the cohort with an unfinished step their next one, at most once in
 * 24 hours per contributor (their one application in the cohort): one conditional update claims
 * the reminders, so two admins at once send each one once. Answers how many were emailed and
 * how many were left out as reminded recently.
 */
export async function remind(
  db: Database,
  cohortId: number,
  admin: Actor,
  appUrl: string,
): Promise<{ sent: number; skipped: number }> {
  return db.transaction(async (tx) => {
    const cohort = await findCohort(tx, cohortId);
    if (!cohort) throw notFound(MESSAGES.cohortNotFound);
    // Only a contributor with an account can take a step (every nomination makes one), and only
    // while it is not deactivated.
    const withAccount = tx
      .select({ id: contributors.id })
      .from(contributors)
      .innerJoin(users, eq(users.id, contributors.userId))
      .where(isNull(users.deactivatedAt));
    const ofCohort = and(
      eq(applications.cohortId, cohortId),
      unfinishedIn(cohort.period),
      inArray(applications.contributorId, withAccount),
    );
    const interval = sql`make_interval(hours => ${APPLICANT_REMINDER_INTERVAL_HOURS})`;
    const claimed = await tx
      .update(applications)
      .set({ lastRemindedAt: now() })
      .where(
        and(
          ofCohort,
          // On the row itself: a second reminder waiting on the first's lock re-reads it.
          or(
            isNull(applications.lastRemindedAt),
            lte(applications.lastRemindedAt, sql`${nowInSql()} - ${interval}`),
          ),
        ),
      )
      .returning({ id: applications.id });
    const [pending] = await tx.select({ value: count() }).from(applications).where(ofCohort);
    const sent = claimed.length;
    const skipped = (pending?.value ?? 0) - sent;
    if (sent > 0) {
      await emailReminders(
        tx,
        cohort.name,
        claimed.map((row) => row.id),
        appUrl,
      );
    }
    await recordChange(tx, admin, {
      action: 'application.remindersSent',
      entity: 'cohort',
      entityId: cohortId,
      details: { sent, skipped },
    });
    return { sent, skipped };
  });
}

/** Queues each reminded contributor's email: their next step, a returned one's reason. */
async function emailReminders(tx: Database, cohortName: string, ids: number[], appUrl: string) {
  const rows = await tx
    .select({
      firstName: contributors.firstName,
      contributorEmail: contributors.email,
      userEmail: users.email,
      returnReason: applications.returnReason,
      ...factColumns,
    })
    .from(applications)
    .innerJoin(cohorts, eq(cohorts.id, applications.cohortId))
    .innerJoin(contributors, eq(contributors.id, applications.contributorId))
    .leftJoin(users, eq(users.id, contributors.userId))
    .where(inArray(applications.id, ids));
  const people = await peopleOf(tx, rows);
  for (const row of rows) {
    const { nextAction } = progressOfRow(row, people);
    await enqueueEmail(
      tx,
      applicationReminder(
        noticeOf(row, cohortName),
        nextAction ?? 'open your application',
        row.status === 'returned' ? row.returnReason : null,
        appUrl,
      ),
    );
  }
}
