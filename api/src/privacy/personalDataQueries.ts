// Everything Glow holds about one person, read for the export and the admin's summary: their
// account, sessions and links, their contributor record and what hangs on it (nominations,
// applications, grants and payments), the wallets tied to them and the votes those cast, what
// they wrote as a scout or judge, the emails waiting for them and the audit entries by or about
// them. The shape is documented in api/docs/personal-data.md.
import { PERSONAL_DATA_EXPORT_VERSION, type PersonalDataExport } from '@glow/contract';
import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { now } from '../clock';
import type { Database } from '../db/database';
import {
  applications,
  auditLogs,
  cohorts,
  coNominations,
  contributors,
  documentAcceptances,
  emailOutbox,
  grants,
  judgeAssessments,
  kycVerifications,
  nominationProjects,
  nominations,
  passwordTokens,
  payments,
  projects,
  sessions,
  users,
  voters,
  votes,
} from '../db/schema';
import { notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import { contactMessagesOf, emailsSentTo, evidenceOf } from './messageRecords';
import { withoutOthersIdentity } from './scrubbing';
import { voterRegistrationsOf } from './voterRecords';

type Row<T> = T extends readonly (infer R)[] ? R : never;
type Section<K extends keyof PersonalDataExport> = PersonalDataExport[K];

const iso = (moment: Date) => moment.toISOString();
const isoOrNull = (moment: Date | null) => (moment ? moment.toISOString() : null);
/** `inArray` of an empty list matches nothing (drizzle would write invalid SQL for it). */
const within = <T>(column: Parameters<typeof inArray>[0], values: readonly T[]): SQL =>
  inArray(column, values.length > 0 ? [...values] : [-1]);

export type UserRow = typeof users.$inferSelect;
type ContributorRow = typeof contributors.$inferSelect;

/** The person's account (404 when there is none). */
export async function findPerson(db: Database, userId: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound(MESSAGES.userNotFound);
  return user;
}

/** The contributor record of the person's account, if they were nominated. */
export async function contributorOf(db: Database, userId: number): Promise<ContributorRow | null> {
  const [row] = await db.select().from(contributors).where(eq(contributors.userId, userId));
  return row ?? null;
}

export function accountOf(user: UserRow): PersonalDataExport['person'] {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    createdAt: iso(user.createdAt),
    hasPassword: user.passwordHash !== null,
    deactivatedAt: isoOrNull(user.deactivatedAt),
    erasedAt: isoOrNull(user.erasedAt),
  };
}

function contributorRecordOf(row: ContributorRow): NonNullable<Section<'contributor'>> {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    githubUsername: row.githubUsername,
    xHandle: row.xHandle,
    projectRole: row.projectRole,
    contributorSince: row.contributorSince,
    contributorUntil: row.contributorUntil,
    status: row.status,
    xrplAddress: row.xrplAddress,
    walletKind: row.walletKind,
    walletRegisteredAt: isoOrNull(row.walletRegisteredAt),
    createdAt: iso(row.createdAt),
  };
}

async function nominationRecords(db: Database, where: SQL): Promise<Section<'nominationsMade'>> {
  const rows = await db
    .select({ nomination: nominations, cohortName: cohorts.name })
    .from(nominations)
    .innerJoin(cohorts, eq(cohorts.id, nominations.cohortId))
    .where(where)
    .orderBy(asc(nominations.id));
  const projectRows = await db
    .select({ nominationId: nominationProjects.nominationId, name: projects.name })
    .from(nominationProjects)
    .innerJoin(projects, eq(projects.id, nominationProjects.projectId))
    .where(
      within(
        nominationProjects.nominationId,
        rows.map((row) => row.nomination.id),
      ),
    )
    .orderBy(asc(projects.name));
  return rows.map(({ nomination, cohortName }) => ({
    id: nomination.id,
    cohortId: nomination.cohortId,
    cohortName,
    contributorId: nomination.contributorId,
    scoutId: nomination.scoutId,
    description: nomination.description,
    categories: nomination.categories,
    contributionDate: nomination.contributionDate,
    projects: projectRows
      .filter((row) => row.nominationId === nomination.id)
      .map((row) => row.name),
    createdAt: iso(nomination.createdAt),
  }));
}

async function applicationRecords(
  db: Database,
  contributorId: number | null,
): Promise<Section<'applications'>> {
  if (contributorId === null) return [];
  const rows = await db
    .select({ application: applications, cohortName: cohorts.name })
    .from(applications)
    .innerJoin(cohorts, eq(cohorts.id, applications.cohortId))
    .where(eq(applications.contributorId, contributorId))
    .orderBy(asc(applications.id));
  const verifications = await db
    .select()
    .from(kycVerifications)
    .where(
      within(
        kycVerifications.applicationId,
        rows.map((row) => row.application.id),
      ),
    )
    .orderBy(asc(kycVerifications.id));
  return rows.map(({ application, cohortName }) => ({
    id: application.id,
    cohortId: application.cohortId,
    cohortName,
    status: application.status,
    eligibility: application.eligibility,
    details: application.details,
    agreementName: application.agreementName,
    agreementVersion: application.agreementVersion,
    agreedAddress: application.agreedAddress,
    approvedAddress: application.approvedAddress,
    submittedAt: isoOrNull(application.submittedAt),
    returnReason: application.returnReason,
    reopenReason: application.reopenReason,
    kycStatus: application.kycStatus,
    kycRequestReason: application.kycRequestReason,
    kycVerifications: verifications
      .filter((verification) => verification.applicationId === application.id)
      .map((verification) => ({
        providerId: verification.providerId,
        status: verification.status,
        createdAt: iso(verification.createdAt),
        decidedAt: isoOrNull(verification.decidedAt),
      })),
    createdAt: iso(application.createdAt),
  }));
}

async function grantRecords(
  db: Database,
  contributorId: number | null,
): Promise<Section<'grants'>> {
  if (contributorId === null) return [];
  const grantRows = await db
    .select()
    .from(grants)
    .where(eq(grants.contributorId, contributorId))
    .orderBy(asc(grants.id));
  const paymentRows = await db
    .select()
    .from(payments)
    .where(
      within(
        payments.grantId,
        grantRows.map((grant) => grant.id),
      ),
    )
    .orderBy(asc(payments.id));
  return grantRows.map((grant) => ({
    id: grant.id,
    cohortId: grant.cohortId,
    applicationId: grant.applicationId,
    size: grant.size,
    amountDrops: grant.amountDrops,
    payments: paymentRows
      .filter((payment) => payment.grantId === grant.id)
      .map((payment) => ({
        id: payment.id,
        status: payment.status,
        destination: payment.destination,
        amountDrops: payment.amountDrops,
        txHash: payment.txHash,
        paidAt: isoOrNull(payment.paidAt),
        failedAt: isoOrNull(payment.failedAt),
        createdAt: iso(payment.createdAt),
      })),
    createdAt: iso(grant.createdAt),
  }));
}

/**
 * The wallets tied to the person: the contributor's registered (or suggested) address and the
 * addresses their sessions connected. Each address once, the strongest tie first.
 */
function walletsOf(
  contributor: ContributorRow | null,
  sessionRows: readonly Row<Section<'sessions'>>[],
): Section<'wallets'> {
  const wallets: Section<'wallets'> = [];
  const seen = new Set<string>();
  const add = (address: string | null, source: Row<Section<'wallets'>>['source']) => {
    if (!address || seen.has(address)) return;
    seen.add(address);
    wallets.push({ address, source });
  };
  if (contributor?.xrplAddress) {
    add(contributor.xrplAddress, contributor.walletRegisteredAt ? 'registered' : 'suggested');
  }
  for (const session of sessionRows) add(session.walletAddress, 'signedIn');
  return wallets;
}

/** The audit entries the person made, and those about their account or records. */
async function auditRecords(
  db: Database,
  userId: number,
  about: { entity: string; ids: readonly number[] }[],
): Promise<Section<'auditEntries'>> {
  const aboutThem = or(
    ...about
      .filter(({ ids }) => ids.length > 0)
      .map(({ entity, ids }) =>
        and(eq(auditLogs.entity, entity), within(auditLogs.entityId, ids.map(String))),
      ),
  );
  const rows = await db
    .select()
    .from(auditLogs)
    .where(or(eq(auditLogs.actorId, userId), aboutThem))
    .orderBy(asc(auditLogs.id));
  const isAboutThem = (row: (typeof rows)[number]) =>
    about.some(
      ({ entity, ids }) => entity === row.entity && ids.map(String).includes(row.entityId),
    );
  // Whoever else acted on their records is named by role only, and what the person wrote about
  // someone else's records keeps that person's names, emails and addresses out: the file holds
  // no one else's identity.
  return rows.map((row) => {
    const byThem = row.actorId === userId;
    return {
      id: row.id,
      at: iso(row.at),
      relation: byThem ? ('by' as const) : ('about' as const),
      actorEmail: byThem ? row.actorEmail : null,
      actorRole: row.actorRole,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      details: isAboutThem(row)
        ? row.details
        : (withoutOthersIdentity(row.entity, row.details) as typeof row.details),
    };
  });
}

/** What the audit log's entries about a person name: their records' entities and ids. */
export function auditSubjectsOf(data: PersonalDataExport) {
  return [
    { entity: 'user', ids: [data.person.id] },
    { entity: 'contributor', ids: data.contributor ? [data.contributor.id] : [] },
    { entity: 'nomination', ids: data.nominationsReceived.map((nomination) => nomination.id) },
    { entity: 'application', ids: data.applications.map((application) => application.id) },
    {
      entity: 'payment',
      ids: data.grants.flatMap((grant) => grant.payments.map((payment) => payment.id)),
    },
  ];
}

/** Everything Glow holds about the person `userId` (404 when no such account). */
export async function personalDataOf(db: Database, userId: number): Promise<PersonalDataExport> {
  const user = await findPerson(db, userId);
  const contributor = await contributorOf(db, userId);
  const contributorId = contributor?.id ?? null;

  const sessionRows = (
    await db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.id))
  ).map((session) => ({
    id: session.id,
    createdAt: iso(session.createdAt),
    expiresAt: iso(session.expiresAt),
    revokedAt: isoOrNull(session.revokedAt),
    walletAddress: session.walletAddress,
    walletKind: session.walletKind,
  }));
  const passwordLinks = (
    await db
      .select()
      .from(passwordTokens)
      .where(eq(passwordTokens.userId, userId))
      .orderBy(asc(passwordTokens.id))
  ).map((link) => ({
    purpose: link.purpose,
    createdAt: iso(link.createdAt),
    expiresAt: iso(link.expiresAt),
    usedAt: isoOrNull(link.usedAt),
  }));
  const acceptances = (
    await db
      .select()
      .from(documentAcceptances)
      .where(eq(documentAcceptances.userId, userId))
      .orderBy(asc(documentAcceptances.id))
  ).map((acceptance) => ({
    document: acceptance.document,
    version: acceptance.version,
    acceptedAt: iso(acceptance.acceptedAt),
  }));

  const nominationsReceived =
    contributorId === null
      ? []
      : await nominationRecords(db, eq(nominations.contributorId, contributorId));
  const nominationsMade = await nominationRecords(db, eq(nominations.scoutId, userId));
  const coNominationRows = (
    await db
      .select()
      .from(coNominations)
      .where(eq(coNominations.scoutId, userId))
      .orderBy(asc(coNominations.nominationId))
  ).map((row) => ({
    nominationId: row.nominationId,
    scoutId: row.scoutId,
    note: row.note,
    createdAt: iso(row.createdAt),
  }));

  const wallets = walletsOf(contributor, sessionRows);
  // A vote is cast by a wallet: the person's votes are those of the wallets proved theirs (a
  // registered wallet, or one their sessions signed in with), not a scout's suggestion.
  const voterAddresses = wallets
    .filter((wallet) => wallet.source !== 'suggested')
    .map((wallet) => wallet.address);
  const voterRows = await db
    .select()
    .from(voters)
    .where(within(voters.address, voterAddresses))
    .orderBy(asc(voters.id));
  const voteRows = await db
    .select({
      voterAddress: voters.address,
      nominationId: votes.nominationId,
      cohortId: nominations.cohortId,
      value: votes.value,
      updatedAt: votes.updatedAt,
    })
    .from(votes)
    .innerJoin(voters, eq(voters.id, votes.voterId))
    .innerJoin(nominations, eq(nominations.id, votes.nominationId))
    .where(
      within(
        votes.voterId,
        voterRows.map((voter) => voter.id),
      ),
    )
    .orderBy(asc(votes.nominationId));

  const assessments = (
    await db
      .select()
      .from(judgeAssessments)
      .where(eq(judgeAssessments.judgeId, userId))
      .orderBy(asc(judgeAssessments.id))
  ).map((row) => ({
    nominationId: row.nominationId,
    status: row.status,
    size: row.size,
    comment: row.comment,
    rejectionReason: row.rejectionReason,
    recusalReason: row.recusalReason,
    createdAt: iso(row.createdAt),
  }));

  const recipients = [user.email, ...(contributor ? [contributor.email] : [])];
  const emails = (
    await db
      .select()
      .from(emailOutbox)
      .where(within(emailOutbox.recipient, recipients))
      .orderBy(asc(emailOutbox.id))
  ).map((email) => ({
    recipient: email.recipient,
    subject: email.subject,
    body: email.body,
    createdAt: iso(email.createdAt),
  }));

  const data: PersonalDataExport = {
    version: PERSONAL_DATA_EXPORT_VERSION,
    generatedAt: iso(now()),
    person: accountOf(user),
    sessions: sessionRows,
    passwordLinks,
    documentAcceptances: acceptances,
    contributor: contributor ? contributorRecordOf(contributor) : null,
    nominationsReceived,
    nominationsMade,
    coNominations: coNominationRows,
    applications: await applicationRecords(db, contributorId),
    wallets,
    voterRegistrations: await voterRegistrationsOf(db, voterRows),
    votes: voteRows.map((vote) => ({ ...vote, updatedAt: iso(vote.updatedAt) })),
    grants: await grantRecords(db, contributorId),
    assessments,
    emails,
    emailsSent: await emailsSentTo(db, recipients),
    contactMessages: await contactMessagesOf(db, userId, recipients),
    evidence: await evidenceOf(
      db,
      userId,
      nominationsReceived.map((nomination) => nomination.id),
    ),
    auditEntries: [],
  };
  data.auditEntries = await auditRecords(db, userId, auditSubjectsOf(data));
  return data;
}
