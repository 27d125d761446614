// Passwords set with an emailed link or changed by their user, and the reset links sent: each in
// its own transaction.
import type { ChangePasswordRequest } from '@glow/contract';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { invalid, rateLimited } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import { recordChange, type Actor } from '../system/auditLog';
import { enqueueEmail } from '../system/emailOutbox';
import { consumePasswordLink, issuePasswordLink, retirePasswordLinksOf } from './passwordLinks';
import { clearAttempts, countAttempt } from '../system/rateLimiter';
import { hashPassword, verifyPassword } from './passwords';
import { endAllSessionsOf, endOtherSessionsOf } from './sessions';
import { passwordChangedEmail, passwordResetEmail } from './userEmails';

/** Sets the password of the user an invitation or reset link (`token`) was issued to. */
export async function setPassword(db: Database, token: string, password: string): Promise<void> {
  await db.transaction(async (tx) => {
    // The link is checked before the (deliberately slow) hashing, so made-up tokens cost little.
    const link = await consumePasswordLink(tx, token);
    if (!link) throw invalid(MESSAGES.invalidPasswordLink);
    const passwordHash = await hashPassword(password);
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, link.userId))
      .returning();
    if (!user) throw invalid(MESSAGES.invalidPasswordLink);
    await retirePasswordLinksOf(tx, user.id);
    // A new password ends every session signed in with the old one.
    await endAllSessionsOf(tx, user.id);
    await recordChange(tx, user, {
      action: link.purpose === 'invitation' ? 'user.password.set' : 'user.password.reset',
      entity: 'user',
      entityId: user.id,
    });
  });
}

/**
 * Queues a reset link for the user with this email, in the transaction that issues it; nothing when
 * there is none, or it is deactivated.
 */
export async function sendResetLink(db: Database, config: Config, email: string): Promise<void> {
  const [user] = await db
    .select({ id: users.id, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  // A deactivated account gets no link: it could not sign in with the new password anyway.
  if (!user || user.deactivatedAt) return;
  await db.transaction(async (tx) => {
    // Read again, locked: an account deactivated or erased since (its email replaced) gets no
    // link, and its old address no email.
    const [current] = await tx
      .select({ email: users.email, deactivatedAt: users.deactivatedAt })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    if (!current || current.deactivatedAt || current.email !== email) return;
    const link = await issuePasswordLink(
      tx,
      user.id,
      'reset',
      config.resetTtlMs,
      config.publicAppUrl,
    );
    await enqueueEmail(tx, passwordResetEmail(email, link), { expiresInMs: config.resetTtlMs });
  });
}

/**
 * The signed-in user's new password, given their current one: their other sessions end (the one
 * that asked stays), their unused links go, and they are told by email. Wrong current passwords
 * are counted per user like logins, so a stolen session cannot guess the password.
 */
export async function changePassword(
  db: Database,
  config: Config,
  actor: Actor,
  sessionId: number,
  request: ChangePasswordRequest,
): Promise<void> {
  const { perEmail, windowMs } = config.loginLimits;
  const key = `password-change:user:${actor.id}`;
  const attempt = await countAttempt(db, key, perEmail, windowMs);
  if (!attempt.allowed)
    throw rateLimited(MESSAGES.tooManyPasswordChanges(attempt.retryAfterMinutes));
  const [user] = await db.select().from(users).where(eq(users.id, actor.id)).limit(1);
  if (!user?.passwordHash || !(await verifyPassword(request.currentPassword, user.passwordHash))) {
    throw invalid(MESSAGES.wrongCurrentPassword, { fields: ['currentPassword'] });
  }
  if (request.newPassword === request.currentPassword) {
    throw invalid(MESSAGES.samePassword, { fields: ['newPassword'] });
  }
  await clearAttempts(db, key);
  const passwordHash = await hashPassword(request.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await retirePasswordLinksOf(tx, user.id);
    await endOtherSessionsOf(tx, user.id, sessionId);
    await recordChange(tx, actor, {
      action: 'user.password.change',
      entity: 'user',
      entityId: user.id,
    });
    await enqueueEmail(tx, passwordChangedEmail(user.email, config.publicAppUrl));
  });
}
