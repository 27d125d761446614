// A nominated contributor's Glow account, for their onboarding: made, with the
// contributor role, when a nomination of theirs is submitted, never earlier (the email names the
// nomination). An email that belongs to an account of another role cannot be a contributor's.
import type { ContributorEmail } from '@glow/contract';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { contributors, users } from '../db/schema';
import { conflict, notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import { ensureApplication } from '../applications/applications';
import { recordChange, type Actor } from '../system/auditLog';
import {
  nominatedEmail,
  nominationInvitationEmail,
  type NominationNotice,
} from './contributorEmails';
import { enqueueEmail } from '../system/emailOutbox';
import { issuePasswordLink } from '../users/passwordLinks';

type UserRow = typeof users.$inferSelect;

/**
 * The contributor-role user with this email, or null when there is none; a user of another role is
 * refused: `conflict` "user exists with a different role", naming `field` (the request's field that
 * led to the email).
 */
export async function contributorUserOf(
  db: Database,
  email: string,
  field: 'email' | 'contributorId',
): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user ? refuseOtherRole(user, field) : null;
}

/**
 * `user`, when it is a contributor's; else `conflict` "user exists with a different role" on
 * `field`.
 */
function refuseOtherRole(user: UserRow, field: 'email' | 'contributorId'): UserRow {
  if (user.role !== 'contributor') {
    throw conflict(MESSAGES.contributorEmailHasOtherRole, { fields: [field] });
  }
  return user;
}

export interface ContributorAccount {
  userId: number;
  /** What the contributor was emailed: an invitation to set a password, or the news alone. */
  emailed: ContributorEmail;
}

export type AccountConfig = Pick<Config, 'invitationTtlMs' | 'publicAppUrl'>;

/**
 * Inside the nomination's transaction: makes sure the contributor has a contributor-role user
 * (created and linked when missing, audited as `user.create` by the scout) and an application in
 * the nomination's cohort (one per person per cohort: ensureApplication), and queues the email
 * telling them of the nomination: an invitation with a password link while the account has no
 * password, else "you were nominated". Locks the contributor's row, so two nominations of one new
 * contributor make one user. Throws `notFound` for an unknown contributor and `conflict` when their
 * email belongs to a user of another role (nothing is saved then: the caller's transaction rolls
 * back).
 */
export async function ensureContributorAccount(
  tx: Database,
  actor: Actor,
  config: AccountConfig,
  contributorId: number,
  notice: NominationNotice,
): Promise<ContributorAccount> {
  const [contributor] = await tx
    .select()
    .from(contributors)
    .where(eq(contributors.id, contributorId))
    .for('update');
  if (!contributor) throw notFound(MESSAGES.contributorNotFound);

  const user =
    (await linkedUserOf(tx, contributor.userId)) ??
    (await contributorUserOf(tx, contributor.email, 'contributorId')) ??
    (await createContributorUser(tx, actor, contributor));
  if (contributor.userId !== user.id) {
    await tx
      .update(contributors)
      .set({ userId: user.id })
      .where(eq(contributors.id, contributorId));
  }
  await ensureApplication(tx, actor, contributorId, notice.cohortId);

  if (user.passwordHash !== null) {
    await enqueueEmail(
      tx,
      nominatedEmail(user.email, contributor.firstName, notice, config.publicAppUrl),
    );
    return { userId: user.id, emailed: 'nominated' };
  }
  const link = await issuePasswordLink(
    tx,
    user.id,
    'invitation',
    config.invitationTtlMs,
    config.publicAppUrl,
  );
  await enqueueEmail(
    tx,
    nominationInvitationEmail(user.email, contributor.firstName, notice, link, config.publicAppUrl),
    { expiresInMs: config.invitationTtlMs },
  );
  return { userId: user.id, emailed: 'invitation' };
}

/** The account already linked to the contributor; it must still be a contributor's. */
async function linkedUserOf(tx: Database, userId: number | null): Promise<UserRow | null> {
  if (userId === null) return null;
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  return user ? refuseOtherRole(user, 'contributorId') : null;
}

async function createContributorUser(
  tx: Database,
  actor: Actor,
  contributor: typeof contributors.$inferSelect,
): Promise<UserRow> {
  const [created] = await tx
    .insert(users)
    .values({
      email: contributor.email,
      role: 'contributor',
      firstName: contributor.firstName,
      lastName: contributor.lastName,
    })
    .onConflictDoNothing()
    .returning();
  // An admin created a user with this email since the check: take theirs, or refuse its role.
  const user = created ?? (await contributorUserOf(tx, contributor.email, 'contributorId'));
  if (!user) throw new Error(`No user with the email of contributor ${contributor.id}`);
  if (created) {
    await recordChange(tx, actor, {
      action: 'user.create',
      entity: 'user',
      entityId: created.id,
      details: { email: created.email, role: 'contributor', via: 'nomination' },
    });
  }
  return user;
}
