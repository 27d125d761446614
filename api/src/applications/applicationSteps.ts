// The order of a contributor's application steps, enforced on every write (a step can only be
// done when the steps before it are complete): the same applicationSteps the stepper
// shows, computed from the rows, inside the write's transaction with the rows locked.
import {
  ACCEPTED_DOCUMENTS,
  APPLICATION_STEPS,
  CURRENT_DOCUMENT_VERSIONS,
  STEP_ACTIONS,
  applicationSteps,
  endedWithCohort,
  stepState,
  type AcceptedDocument,
  type ApplicationFacts,
  type ApplicationProgress,
  type ApplicationStep,
  type CohortPeriod,
} from '@glow/contract';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { applications, cohorts, contributors, documentAcceptances, users } from '../db/schema';
import { conflict, DomainError, notFound, unauthenticated } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Actor } from '../system/auditLog';

export type ApplicationRow = typeof applications.$inferSelect;
export type ContributorRow = typeof contributors.$inferSelect;
/** An application's row with its cohort's period (once closed, an unfinished one is over). */
export type ApplicationInCohort = ApplicationRow & { cohortPeriod: CohortPeriod };

export interface Acceptance {
  version: string;
  acceptedAt: Date;
}

/** What a person did once for all their applications: their password, documents, wallet. */
export interface PersonFacts {
  hasPassword: boolean;
  /** Per document, the current version's acceptance, else the latest one, else null. */
  acceptances: Record<AcceptedDocument, Acceptance | null>;
}

export async function personFactsOf(db: Database, userId: number): Promise<PersonFacts> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  const rows = await db
    .select({
      document: documentAcceptances.document,
      version: documentAcceptances.version,
      acceptedAt: documentAcceptances.acceptedAt,
    })
    .from(documentAcceptances)
    .where(eq(documentAcceptances.userId, userId))
    .orderBy(desc(documentAcceptances.acceptedAt), desc(documentAcceptances.id));
  const acceptanceOf = (document: AcceptedDocument): Acceptance | null => {
    const own = rows.filter((row) => row.document === document);
    const current = own.find((row) => row.version === CURRENT_DOCUMENT_VERSIONS[document]);
    const chosen = current ?? own[0];
    return chosen ? { version: chosen.version, acceptedAt: chosen.acceptedAt } : null;
  };
  return {
    hasPassword: Boolean(user?.passwordHash),
    acceptances: Object.fromEntries(
      ACCEPTED_DOCUMENTS.map((document) => [document, acceptanceOf(document)]),
    ) as PersonFacts['acceptances'],
  };
}

/** The application's steps, from its row, its contributor and the person's facts. */
export function progressOf(
  application: Pick<ApplicationInCohort, 'status' | 'eligibility' | 'kycStatus' | 'cohortPeriod'>,
  contributor: Pick<ContributorRow, 'walletRegisteredAt'>,
  person: PersonFacts,
): ApplicationProgress {
  const facts: ApplicationFacts = {
    status: application.status,
    cohortPeriod: application.cohortPeriod,
    hasPassword: person.hasPassword,
    acceptedVersions: {
      terms: person.acceptances.terms?.version ?? null,
      codeOfConduct: person.acceptances.codeOfConduct?.version ?? null,
    },
    eligibilityAnswered: application.eligibility !== null,
    walletRegistered: contributor.walletRegisteredAt !== null,
    kycStatus: application.kycStatus,
  };
  return applicationSteps(facts, CURRENT_DOCUMENT_VERSIONS);
}

/**
 * Whether `step` may not be written now: it is locked, or done but an earlier step is current
 * again (a new version of the terms comes before changing the wallet).
 */
function isClosed(progress: ApplicationProgress, step: ApplicationStep): boolean {
  if (stepState(progress, step) === 'locked') return true;
  const { current } = progress;
  return current !== null && APPLICATION_STEPS.indexOf(current) < APPLICATION_STEPS.indexOf(step);
}

/** `conflict` "previous steps must be completed first: {what the current step asks}". */
function previousStepsFirst(progress: ApplicationProgress, step: ApplicationStep): DomainError {
  return conflict(MESSAGES.previousStepsFirst(progress.nextAction ?? STEP_ACTIONS[step]));
}

/**
 * The caller's contributor record, locked; `notFound` "application not found" when they have none.
 * An erasure locks the same row before it erases their applications and ends their sessions: a
 * write that waited for it is refused as their session is (`unauthenticated`), so nothing of theirs
 * lands after the erasure.
 */
async function lockContributorOf(tx: Database, actor: Actor): Promise<ContributorRow> {
  const [contributor] = await tx
    .select()
    .from(contributors)
    .where(eq(contributors.userId, actor.id))
    .for('update');
  if (!contributor) throw notFound(MESSAGES.applicationNotFound);
  // Read after the lock, in a statement of its own: it sees an erasure that committed meanwhile.
  const [person] = await tx
    .select({ erasedAt: users.erasedAt })
    .from(users)
    .where(eq(users.id, actor.id));
  if (person?.erasedAt) throw unauthenticated(MESSAGES.pleaseLogin);
  return contributor;
}

/**
 * Why the application ended, as its `conflict` says, or null while it runs: not eligible, withdrawn
 * with its nominations, unfinished when its cohort closed, or its cohort cancelled.
 */
function endOf({
  status,
  cohortPeriod,
}: Pick<ApplicationInCohort, 'status' | 'cohortPeriod'>): string | null {
  if (status === 'notEligible') return MESSAGES.applicationEndedNotEligible;
  if (status === 'withdrawn') return MESSAGES.applicationWithdrawn;
  if (endedWithCohort(status, cohortPeriod)) {
    return cohortPeriod === 'cancelled'
      ? MESSAGES.applicationEndedCohortCancelled
      : MESSAGES.applicationEndedCohortClosed;
  }
  return null;
}

/** `conflict` for an application that ended, saying how. */
function refuseEnded(application: Pick<ApplicationInCohort, 'status' | 'cohortPeriod'>): void {
  const end = endOf(application);
  if (end !== null) throw conflict(end);
}

/** The contributor's applications with their cohorts' periods, newest first. */
function applicationsInCohorts(tx: Database, where: SQL | undefined) {
  return tx
    .select({ application: applications, cohortPeriod: cohorts.period })
    .from(applications)
    .innerJoin(cohorts, eq(cohorts.id, applications.cohortId))
    .where(where)
    .orderBy(desc(applications.createdAt), desc(applications.id));
}

export interface ApplicationForWrite {
  application: ApplicationInCohort;
  contributor: ContributorRow;
  person: PersonFacts;
  progress: ApplicationProgress;
}

/**
 * Inside the write's transaction: the caller's application, its contributor and application rows
 * locked (`for update`), checked before `step` is written: `notFound` "application not found" for
 * another person's or an unknown one (never `forbidden`: no existence leak), `conflict` for an
 * ended one, `conflict` "previous steps must be completed first: …" while `step` is locked. A step
 * done already is let through: whether it may be written again is the route's rule.
 */
export async function loadApplicationForWrite(
  tx: Database,
  actor: Actor,
  applicationId: number,
  step: ApplicationStep,
): Promise<ApplicationForWrite> {
  const contributor = await lockContributorOf(tx, actor);
  const [row] = await applicationsInCohorts(
    tx,
    and(eq(applications.id, applicationId), eq(applications.contributorId, contributor.id)),
  ).for('update', { of: applications });
  if (!row) throw notFound(MESSAGES.applicationNotFound);
  const application = { ...row.application, cohortPeriod: row.cohortPeriod };
  refuseEnded(application);
  const person = await personFactsOf(tx, actor.id);
  const progress = progressOf(application, contributor, person);
  if (isClosed(progress, step)) throw previousStepsFirst(progress, step);
  return { application, contributor, person, progress };
}

export interface PersonForWrite {
  contributor: ContributorRow;
  person: PersonFacts;
}

/**
 * Inside the write's transaction: checks a step the person takes once for all their applications
 * (the documents, the wallet) with their contributor row locked. It is open when it is current or
 * done in one of their applications still running; else `conflict` "previous steps …" naming what
 * the newest running application asks first, or why none runs.
 */
export async function loadPersonForWrite(
  tx: Database,
  actor: Actor,
  step: Extract<ApplicationStep, 'terms' | 'codeOfConduct' | 'wallet'>,
): Promise<PersonForWrite> {
  const contributor = await lockContributorOf(tx, actor);
  const rows = (
    await applicationsInCohorts(tx, eq(applications.contributorId, contributor.id))
  ).map(({ application, cohortPeriod }) => ({ ...application, cohortPeriod }));
  const running = rows.filter((application) => endOf(application) === null);
  if (running.length === 0) {
    if (rows[0]) refuseEnded(rows[0]);
    throw notFound(MESSAGES.applicationNotFound);
  }
  const person = await personFactsOf(tx, actor.id);
  const progresses = running.map((application) => progressOf(application, contributor, person));
  if (progresses.every((progress) => isClosed(progress, step))) {
    throw previousStepsFirst(progresses[0]!, step);
  }
  return { contributor, person };
}
