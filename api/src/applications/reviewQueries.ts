// What the admins read to review applications: a cohort's applications, paged,
// with each one's steps, and one application in full, each step with who and when (the audit
// rows of the application, of its contributor's wallet and of their documents).
import {
  ACCEPTED_DOCUMENTS,
  failingEligibility,
  type AdminApplicationDetail,
  type AdminApplicationRow,
  type ApplicationStatus,
  type CohortApplicationList,
  type ListCohortApplicationsQuery,
} from '@glow/contract';
import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  applications,
  auditLogs,
  cohorts,
  contributors,
  kycVerifications,
  nominationProjects,
  nominations,
  projects,
  users,
} from '../db/schema';
import { notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import { findCohort } from '../programme/cohortQueries';
import { factColumns, peopleOf, personOf, progressOfRow } from './applicationFacts';
import { nominationCards } from './myApplications';

/** "Ana Ruiz", else the email: how the pages name a person. */
export const nameOf = (person: {
  firstName: string | null;
  lastName: string | null;
  email: string;
}) => [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The columns of a row of the admins' list (the contributor and user joined). */
const rowColumns = {
  id: applications.id,
  contributorId: contributors.id,
  firstName: contributors.firstName,
  lastName: contributors.lastName,
  email: contributors.email,
  submittedAt: applications.submittedAt,
  walletChangedAt: applications.walletChangedAt,
  ...factColumns,
};

type RowFacts = Awaited<ReturnType<typeof selectRows>>[number];

function selectRows(db: Database) {
  return db
    .select(rowColumns)
    .from(applications)
    .innerJoin(cohorts, eq(cohorts.id, applications.cohortId))
    .innerJoin(contributors, eq(contributors.id, applications.contributorId))
    .leftJoin(users, eq(users.id, contributors.userId));
}

/** The projects of each application: those of the person's nominations in its cohort. */
async function projectsOfApplications(db: Database, applicationIds: number[]) {
  const byApplication = new Map<number, AdminApplicationRow['projects']>();
  if (applicationIds.length === 0) return byApplication;
  const rows = await db
    .selectDistinct({
      applicationId: applications.id,
      id: projects.id,
      name: projects.name,
      nominationId: nominations.id,
    })
    .from(applications)
    .innerJoin(
      nominations,
      and(
        eq(nominations.contributorId, applications.contributorId),
        eq(nominations.cohortId, applications.cohortId),
      ),
    )
    .innerJoin(nominationProjects, eq(nominationProjects.nominationId, nominations.id))
    .innerJoin(projects, eq(projects.id, nominationProjects.projectId))
    .where(inArray(applications.id, applicationIds))
    .orderBy(asc(projects.name));
  for (const { applicationId, ...project } of rows) {
    byApplication.set(applicationId, [...(byApplication.get(applicationId) ?? []), project]);
  }
  return byApplication;
}

async function toRows(db: Database, rows: RowFacts[]): Promise<AdminApplicationRow[]> {
  const [people, projectsOf] = await Promise.all([
    peopleOf(db, rows),
    projectsOfApplications(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    contributor: { id: row.contributorId, name: nameOf(row), email: row.email },
    projects: projectsOf.get(row.id) ?? [],
    status: row.status,
    progress: progressOfRow(row, people),
    kycStatus: row.kycStatus,
    walletChangedAfterSubmission: row.walletChangedAt !== null,
    submittedAt: iso(row.submittedAt),
  }));
}

/**
 * One page of a cohort's applications: those awaiting review first, then the others, each by
 * submission (oldest first, unsubmitted last) and contributor name; with how many await
 * review, whatever the filter.
 */
export async function listCohortApplications(
  db: Database,
  cohortId: number,
  { page = 1, limit = 20, status }: ListCohortApplicationsQuery,
): Promise<CohortApplicationList> {
  if (!(await findCohort(db, cohortId))) throw notFound(MESSAGES.cohortNotFound);
  const ofCohort = eq(applications.cohortId, cohortId);
  const where = status ? and(ofCohort, eq(applications.status, status)) : ofCohort;
  const [rows, [total], [awaiting]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(
        desc(sql`${applications.status} = 'submitted'`),
        sql`${applications.submittedAt} asc nulls last`,
        asc(contributors.lastName),
        asc(contributors.firstName),
        asc(applications.id),
      )
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(applications).where(where),
    db
      .select({ value: count() })
      .from(applications)
      .where(and(ofCohort, eq(applications.status, 'submitted'))),
  ]);
  return {
    page,
    limit,
    total: total?.value ?? 0,
    awaitingReview: awaiting?.value ?? 0,
    applications: await toRows(db, rows),
  };
}

/** The wallet audit actions of the contributor shown in an application's history. */
const WALLET_ACTIONS = ['contributor.walletRegistered', 'contributor.walletChanged'];

/**
 * The application's audit rows, its contributor's wallet registrations and their document
 * acceptances, oldest first, each with the name of who did it.
 */
async function historyOf(
  db: Database,
  applicationId: number,
  contributorId: number,
  userId: number | null,
) {
  const rows = await db
    .select({
      at: auditLogs.at,
      action: auditLogs.action,
      details: auditLogs.details,
      actorEmail: auditLogs.actorEmail,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.actorId))
    .where(
      or(
        and(eq(auditLogs.entity, 'application'), eq(auditLogs.entityId, String(applicationId))),
        and(
          eq(auditLogs.entity, 'contributor'),
          eq(auditLogs.entityId, String(contributorId)),
          inArray(auditLogs.action, WALLET_ACTIONS),
        ),
        ...(userId === null
          ? []
          : [
              and(
                eq(auditLogs.entity, 'user'),
                eq(auditLogs.entityId, String(userId)),
                eq(auditLogs.action, 'document.accepted'),
              ),
            ]),
      ),
    )
    .orderBy(asc(auditLogs.at), asc(auditLogs.id));
  return rows.map((row) => ({
    at: row.at.toISOString(),
    by: nameOf({ firstName: row.firstName, lastName: row.lastName, email: row.actorEmail }),
    action: row.action,
    details: row.details,
  }));
}

/** The KYC verifications of the application, oldest first. */
function verificationsOf(db: Database, applicationId: number) {
  return db
    .select({
      status: kycVerifications.status,
      createdAt: kycVerifications.createdAt,
      decidedAt: kycVerifications.decidedAt,
    })
    .from(kycVerifications)
    .where(eq(kycVerifications.applicationId, applicationId))
    .orderBy(asc(kycVerifications.createdAt), asc(kycVerifications.id));
}

/** A user's name by id (null for a deleted one). */
async function userNameOf(db: Database, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return user ? nameOf(user) : null;
}

/** The application whose passing eligibility answers another took over, and its cohort. */
async function carriedFromOf(db: Database, applicationId: number | null) {
  if (applicationId === null) return null;
  const [source] = await db
    .select({ applicationId: applications.id, cohortName: cohorts.name })
    .from(applications)
    .innerJoin(cohorts, eq(cohorts.id, applications.cohortId))
    .where(eq(applications.id, applicationId));
  return source ?? null;
}

/** The application and what its review needs to show; `notFound` when there is none. */
export async function readApplicationDetail(
  db: Database,
  id: number,
): Promise<AdminApplicationDetail> {
  const [[facts], [application]] = await Promise.all([
    selectRows(db).where(eq(applications.id, id)),
    db.select().from(applications).where(eq(applications.id, id)),
  ]);
  if (!facts || !application) throw notFound(MESSAGES.applicationNotFound);
  const [[cohort], [wallet], carriedFrom] = await Promise.all([
    db
      .select({
        id: cohorts.id,
        name: cohorts.name,
        period: cohorts.period,
        applicationsDueOn: cohorts.applicationsDueOn,
        cancelReason: cohorts.cancelReason,
      })
      .from(cohorts)
      .where(eq(cohorts.id, application.cohortId)),
    db
      .select({
        address: contributors.xrplAddress,
        kind: contributors.walletKind,
        registeredAt: contributors.walletRegisteredAt,
      })
      .from(contributors)
      .where(eq(contributors.id, application.contributorId)),
    carriedFromOf(db, application.eligibilityCarriedFrom),
  ]);
  const [[row], cards, people, history, verifications, answeredBy, reviewedBy] = await Promise.all([
    toRows(db, [facts]),
    nominationCards(db, application.contributorId),
    peopleOf(db, [facts]),
    historyOf(db, application.id, application.contributorId, facts.userId),
    verificationsOf(db, application.id),
    userNameOf(db, application.eligibilityAnsweredBy),
    userNameOf(db, application.reviewedBy),
  ]);
  const answers = application.eligibility;
  return {
    ...row!,
    cohort: cohort!,
    nominations: cards.get(application.cohortId) ?? [],
    documents: ACCEPTED_DOCUMENTS.flatMap((document) => {
      const acceptance = personOf(facts, people).acceptances[document];
      return acceptance
        ? [
            {
              document,
              version: acceptance.version,
              acceptedAt: acceptance.acceptedAt.toISOString(),
            },
          ]
        : [];
    }),
    eligibility: answers && {
      answers,
      failing: application.failingEligibility ?? failingEligibility(answers),
      answered: {
        at: (application.eligibilityAnsweredAt ?? application.createdAt).toISOString(),
        by: answeredBy,
      },
      carriedFrom,
    },
    wallet:
      wallet?.registeredAt && wallet.address && wallet.kind
        ? {
            address: wallet.address,
            kind: wallet.kind,
            registeredAt: wallet.registeredAt.toISOString(),
          }
        : null,
    details: application.details,
    agreement:
      application.agreementName &&
      application.agreementVersion &&
      application.agreedAddress &&
      application.submittedAt
        ? {
            name: application.agreementName,
            version: application.agreementVersion,
            address: application.agreedAddress,
            signedAt: application.submittedAt.toISOString(),
          }
        : null,
    approvedAddress: application.status === 'approved' ? application.approvedAddress : null,
    review: application.reviewedAt && {
      reviewed: { at: application.reviewedAt.toISOString(), by: reviewedBy },
      returnReason: application.returnReason,
    },
    kyc: {
      status: application.kycStatus,
      requestReason: application.kycRequestReason,
      verifications: verifications.map((verification) => ({
        status: verification.status,
        createdAt: verification.createdAt.toISOString(),
        decidedAt: iso(verification.decidedAt),
      })),
    },
    history,
  };
}

const STATUS_WORDS: Record<ApplicationStatus, string> = {
  inProgress: 'in progress',
  submitted: 'submitted',
  returned: 'returned',
  approved: 'approved',
  walletChanged: 'waiting for the contributor to confirm a new wallet',
  notEligible: 'not eligible',
  withdrawn: 'withdrawn',
};

/** "in progress", "not eligible"…: a status in a sentence. */
export const statusWords = (status: ApplicationStatus) => STATUS_WORDS[status];
