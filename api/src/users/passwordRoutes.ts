import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { invalid, rateLimited } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Handlers, Services } from '../http/handler';
import { recordChange } from '../system/auditLog';
import { enqueueEmail } from '../system/emailOutbox';
import { countAttempt } from '../system/rateLimiter';
import { passwordResetEmail } from '../clients/mailer';
import { consumePasswordLink, issuePasswordLink, retirePasswordLinksOf } from './passwordLinks';
import { hashPassword } from './passwords';
import { endAllSessionsOf } from './sessions';
import { normaliseEmail } from './userViews';

const RESET_ANSWER =
  'If an account exists for this email, a link to reset its password has been sent';

export const passwordRoutes: Pick<Handlers, 'resetPassword' | 'setPassword'> = {
  async resetPassword({ body, clientAddress, afterAnswer }, services) {
    const { db, config } = services;
    const { resetRequestsPerAddress, windowMs } = config.loginLimits;
    const check = await countAttempt(
      db,
      `reset:address:${clientAddress}`,
      resetRequestsPerAddress,
      windowMs,
    );
    if (!check.allowed) throw rateLimited(MESSAGES.tooManyResetRequests(check.retryAfterMinutes));

    // Whether the email is known decides all the rest, so none of it happens before the answer:
    // the answer takes the same statements for every email and tells nothing about who exists.
    afterAnswer(() => sendResetLink(normaliseEmail(body.email), services));
    return { success: true, message: RESET_ANSWER };
  },

  async setPassword({ body }, { db }) {
    await db.transaction(async (tx) => {
      // The link is checked before the (deliberately slow) hashing, so made-up tokens cost little.
      const link = await consumePasswordLink(tx, body.token);
      if (!link) throw invalid(MESSAGES.invalidPasswordLink);
      const passwordHash = await hashPassword(body.password);
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
    return { success: true, message: 'Your password has been set; you can now sign in' };
  },
};

/**
 * Queues a reset link for the user with this email, in the transaction that issues it; nothing when
 * there is none, or it is deactivated.
 */
async function sendResetLink(email: string, { db, config }: Services): Promise<void> {
  const [user] = await db
    .select({ id: users.id, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  // A deactivated account gets no link: it could not sign in with the new password anyway.
  if (!user || user.deactivatedAt) return;
  await db.transaction(async (tx) => {
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
