// Erasing a person at their request, in one transaction: their names, emails, handles, sign-in
// data and the free text about them are replaced by placeholders (placeholders.ts), while every
// record of the programme keeps its ids, amounts, dates, sizes, vote values and ledger hashes, so
// counts, results and reports stay the same. The rules: api/docs/personal-data.md.
import type { ApplicationDetails } from '@glow/contract';
import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { now } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/database';
import {
  applications,
  auditLogs,
  cohortJudges,
  coNominations,
  contributors,
  githubCommitCounts,
  grants,
  judgeAssessments,
  kycVerifications,
  kycWebhookEvents,
  nominationConsensusSizes,
  nominations,
  passwordTokens,
  paymentBatches,
  paymentEvents,
  sessions,
  users,
  walletChallenges,
  xamanPayloads,
} from '../db/schema';
import { conflict } from '../errors/domainErrors';
import { excuseDeactivatedJudge } from '../judging/distributionChanges';
import { recordChange, type Actor } from '../system/auditLog';
import { lockWithActiveAdmin } from '../users/adminLocks';
import { erasureRefusalOf } from './erasureRules';
import {
  eraseContactMessages,
  eraseEvidenceAbout,
  eraseQueuedEmails,
  eraseSentEmails,
} from './messageErasure';
import {
  ERASED_FIRST_NAME,
  ERASED_TEXT,
  erasedEmail,
  erasedGithubUsername,
  erasedLastName,
  erasedName,
} from './placeholders';
import { scrubJson, type Identifier } from './scrubbing';

type Tx = Database;

/** An erased text, or null where there was none (a nullable reason stays absent). */
const erasedIfSet = (column: Parameters<typeof sql>[1]) =>
  sql`case when ${column} is null then null else ${ERASED_TEXT} end`;

/** The application's answers without the free text and links: the yes/no answers stay. */
function erasedDetails(details: ApplicationDetails | null): ApplicationDetails | null {
  if (!details) return null;
  return {
    previousXrplGrants: details.previousXrplGrants,
    previousAccelerator: details.previousAccelerator,
  };
}

/** The person's applications: answers, signed name, admins' reasons, KYC references. */
async function eraseApplications(tx: Tx, contributorId: number, userId: number): Promise<void> {
  const rows = await tx
    .select({ id: applications.id, details: applications.details })
    .from(applications)
    .where(eq(applications.contributorId, contributorId));
  for (const row of rows) {
    await tx
      .update(applications)
      .set({
        details: erasedDetails(row.details),
        agreementName: sql`case when ${applications.agreementName} is null then null else ${erasedName(userId)} end`,
        returnReason: erasedIfSet(applications.returnReason),
        reopenReason: erasedIfSet(applications.reopenReason),
        kycRequestReason: erasedIfSet(applications.kycRequestReason),
      })
      .where(eq(applications.id, row.id));
  }
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return;
  const verifications = await tx
    .select({ id: kycVerifications.id, providerId: kycVerifications.providerId })
    .from(kycVerifications)
    .where(inArray(kycVerifications.applicationId, ids));
  for (const verification of verifications) {
    const reference = `erased-${verification.id}`;
    await tx
      .update(kycVerifications)
      .set({ providerId: reference, redirectUrl: '' })
      .where(eq(kycVerifications.id, verification.id));
    await tx
      .update(kycWebhookEvents)
      .set({ verificationProviderId: reference })
      .where(eq(kycWebhookEvents.verificationProviderId, verification.providerId));
  }
}

/** The free text others wrote about the person: nominations, notes, judges' words. */
async function eraseTextAboutThem(tx: Tx, contributorId: number): Promise<void> {
  const received = tx
    .select({ id: nominations.id })
    .from(nominations)
    .where(eq(nominations.contributorId, contributorId));
  await tx
    .update(nominations)
    .set({ description: ERASED_TEXT })
    .where(eq(nominations.contributorId, contributorId));
  await tx
    .update(coNominations)
    .set({ note: ERASED_TEXT })
    .where(inArray(coNominations.nominationId, received));
  await tx
    .update(judgeAssessments)
    .set({
      comment: erasedIfSet(judgeAssessments.comment),
      rejectionReason: erasedIfSet(judgeAssessments.rejectionReason),
      recusalReason: erasedIfSet(judgeAssessments.recusalReason),
    })
    .where(inArray(judgeAssessments.nominationId, received));
  await tx
    .update(nominationConsensusSizes)
    .set({ reason: ERASED_TEXT })
    .where(inArray(nominationConsensusSizes.nominationId, received));
}

/** The contributor record: names, email, handles; a wallet only suggested (never proved) goes. */
async function eraseContributor(
  tx: Tx,
  contributor: typeof contributors.$inferSelect,
  userId: number,
): Promise<void> {
  await tx
    .update(contributors)
    .set({
      firstName: ERASED_FIRST_NAME,
      lastName: erasedLastName(userId),
      email: erasedEmail(userId),
      githubUsername: erasedGithubUsername(userId),
      xHandle: null,
      ...(contributor.walletRegisteredAt ? {} : { xrplAddress: null, walletKind: null }),
    })
    .where(eq(contributors.id, contributor.id));
  await tx
    .delete(githubCommitCounts)
    .where(eq(githubCommitCounts.githubUsername, contributor.githubUsername.toLowerCase()));
  await eraseTextAboutThem(tx, contributor.id);
  await eraseApplications(tx, contributor.id, userId);
}

/** The account: placeholders, no password, no sessions or links; it cannot sign in again. */
async function eraseAccount(tx: Tx, user: typeof users.$inferSelect): Promise<void> {
  const moment = now();
  await tx
    .update(users)
    .set({
      email: erasedEmail(user.id),
      firstName: ERASED_FIRST_NAME,
      lastName: erasedLastName(user.id),
      passwordHash: null,
      deactivatedAt: user.deactivatedAt ?? moment,
      erasedAt: moment,
    })
    .where(eq(users.id, user.id));
  await tx.delete(sessions).where(eq(sessions.userId, user.id));
  await tx.delete(passwordTokens).where(eq(passwordTokens.userId, user.id));
  await tx.delete(walletChallenges).where(eq(walletChallenges.userId, user.id));
  await tx
    .delete(xamanPayloads)
    .where(and(eq(xamanPayloads.userId, user.id), isNull(xamanPayloads.paymentId)));
  await tx
    .update(cohortJudges)
    .set({ excuseReason: ERASED_TEXT })
    .where(and(eq(cohortJudges.judgeId, user.id), isNotNull(cohortJudges.excuseReason)));
  // The admin's name on the payments they sent and the statuses they set.
  await tx
    .update(paymentBatches)
    .set({ createdByEmail: erasedEmail(user.id) })
    .where(eq(paymentBatches.createdBy, user.id));
  await tx
    .update(paymentEvents)
    .set({ actorEmail: erasedEmail(user.id) })
    .where(eq(paymentEvents.actorId, user.id));
}

/** The audit log: the person's email as actor, and their data in the entries' details. */
async function eraseAuditDetails(
  tx: Tx,
  userId: number,
  about: { entity: string; ids: number[] }[],
  identifiers: Identifier[],
): Promise<void> {
  await tx
    .update(auditLogs)
    .set({ actorEmail: erasedEmail(userId) })
    .where(eq(auditLogs.actorId, userId));
  const aboutThem = about
    .filter(({ ids }) => ids.length > 0)
    .map(({ entity, ids }) =>
      and(eq(auditLogs.entity, entity), inArray(auditLogs.entityId, ids.map(String))),
    );
  const entries = await tx
    .select({
      id: auditLogs.id,
      entity: auditLogs.entity,
      entityId: auditLogs.entityId,
      details: auditLogs.details,
    })
    .from(auditLogs)
    .where(
      or(
        ...aboutThem,
        ...identifiers.map(({ text }) => sql`${auditLogs.details}::text ilike ${`%${text}%`}`),
      ),
    );
  for (const entry of entries) {
    const isAbout = about.some(
      ({ entity, ids }) => entity === entry.entity && ids.map(String).includes(entry.entityId),
    );
    const details = scrubJson(entry.details, identifiers, isAbout) as Record<string, unknown>;
    if (JSON.stringify(details) === JSON.stringify(entry.details)) continue;
    await tx.update(auditLogs).set({ details }).where(eq(auditLogs.id, entry.id));
  }
}

/** The person's email and full names, as they are before the erasure, and their placeholders. */
function identifiersOf(
  user: typeof users.$inferSelect,
  contributor: typeof contributors.$inferSelect | null,
): Identifier[] {
  const name = erasedName(user.id);
  const email = erasedEmail(user.id);
  const candidates: Identifier[] = [
    { text: user.email, replacement: email },
    ...(user.firstName && user.lastName
      ? [{ text: `${user.firstName} ${user.lastName}`, replacement: name }]
      : []),
    ...(contributor
      ? [
          { text: contributor.email, replacement: email },
          { text: `${contributor.firstName} ${contributor.lastName}`, replacement: name },
        ]
      : []),
  ];
  return candidates.filter(
    (candidate, index) =>
      candidate.text.trim().length >= 3 &&
      candidates.findIndex((other) => other.text.toLowerCase() === candidate.text.toLowerCase()) ===
        index,
  );
}

export interface ErasedPerson {
  placeholderName: string;
}

/**
 * Erases the person `userId` (see the file's opening comment); refused (409) when erasureRules.ts
 * says so. Audited without the erased data.
 */
export async function erasePerson(
  db: Database,
  config: Config,
  admin: Actor,
  userId: number,
): Promise<ErasedPerson> {
  return db.transaction(async (tx) => {
    // The acting admin is locked with the person: two admins erasing each other at once leave one.
    const user = await lockWithActiveAdmin(tx, admin, userId);
    const [contributor] = await tx
      .select()
      .from(contributors)
      .where(eq(contributors.userId, userId))
      .for('update');
    // A batch paying their grant locks it first: it waits for this erasure, or this sees it.
    const grantRows = contributor
      ? await tx
          .select({ id: grants.id })
          .from(grants)
          .where(eq(grants.contributorId, contributor.id))
          .for('update')
      : [];
    const refusal = await erasureRefusalOf(tx, admin, user, contributor?.id ?? null);
    if (refusal) throw conflict(refusal);

    const identifiers = identifiersOf(user, contributor ?? null);
    const applicationIds = contributor
      ? (
          await tx
            .select({ id: applications.id })
            .from(applications)
            .where(eq(applications.contributorId, contributor.id))
        ).map((row) => row.id)
      : [];
    const nominationIds = contributor
      ? (
          await tx
            .select({ id: nominations.id })
            .from(nominations)
            .where(eq(nominations.contributorId, contributor.id))
        ).map((row) => row.id)
      : [];
    const about = [
      { entity: 'user', ids: [user.id] },
      { entity: 'contributor', ids: contributor ? [contributor.id] : [] },
      { entity: 'nomination', ids: nominationIds },
      { entity: 'application', ids: applicationIds },
    ];

    // A judge sitting on a panel under assessment is excused first, as a deactivation does.
    if (user.role === 'judge' && !user.deactivatedAt) {
      await excuseDeactivatedJudge(tx, user.id, admin, config.publicAppUrl);
    }
    await eraseAccount(tx, user);
    if (contributor) await eraseContributor(tx, contributor, user.id);
    const recipients = [user.email, ...(contributor ? [contributor.email] : [])];
    await eraseQueuedEmails(tx, recipients, identifiers);
    await eraseSentEmails(tx, user.id, recipients, identifiers);
    await eraseContactMessages(tx, user.id, recipients);
    await eraseEvidenceAbout(tx, nominationIds);
    await eraseAuditDetails(tx, user.id, about, identifiers);
    await recordChange(tx, admin, {
      action: 'personalData.erase',
      entity: 'user',
      entityId: user.id,
      details: {
        contributorId: contributor?.id ?? null,
        grants: grantRows.length,
      },
    });
    return { placeholderName: erasedName(user.id) };
  });
}
