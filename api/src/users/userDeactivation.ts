// Deactivating an account: what removing a person with history (userHistory.ts) does instead of
// deleting them, and what an admin may do to anyone, reversibly. The account and
// its email stay, so their nominations, assessments, applications and payments keep naming them
// and the conflict checks keep matching them; they cannot sign in (their sessions end, their
// password links go), are excused from the panel they sit on, and are asked to judge no more.
// Reactivation clears `deactivatedAt`; nothing else here needs undoing.
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { conflict, invalid } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import { users } from '../db/schema';
import { recordChange, type Actor } from '../system/auditLog';
import { enqueueEmail } from '../system/emailOutbox';
import { lockForAdminChange } from './adminLocks';
import { accountDeactivatedEmail, accountReactivatedEmail, invitationEmail } from './userEmails';
import { issuePasswordLink, retirePasswordLinksOf } from './passwordLinks';
import { endAllSessionsOf } from './sessions';
import { excuseDeactivatedJudge } from '../judging/distributionChanges';
import { historyOf, type HistoryKind } from './userHistory';
import { now } from '../clock';

type UserRow = typeof users.$inferSelect;

/** In the caller's transaction, with the user's row locked: deactivates, audits and emails. */
export async function deactivateUser(
  tx: Database,
  user: UserRow,
  history: HistoryKind[],
  admin: Actor,
  appUrl: string,
): Promise<void> {
  await tx.update(users).set({ deactivatedAt: now() }).where(eq(users.id, user.id));
  await endAllSessionsOf(tx, user.id);
  await retirePasswordLinksOf(tx, user.id);
  if (user.role === 'judge') await excuseDeactivatedJudge(tx, user.id, admin, appUrl);
  await recordChange(tx, admin, {
    action: 'user.deactivate',
    entity: 'user',
    entityId: user.id,
    details: { email: user.email, role: user.role, history },
  });
  await enqueueEmail(tx, accountDeactivatedEmail(user.email));
}

/** Deactivates user `userId`, whether or not they have history; an admin never themself. */
export async function deactivateAccount(
  db: Database,
  config: Config,
  admin: Actor,
  userId: number,
): Promise<void> {
  if (userId === admin.id) throw invalid(MESSAGES.cannotDeactivateSelf);
  await db.transaction(async (tx) => {
    const user = await lockForAdminChange(tx, admin, userId);
    if (user.deactivatedAt) throw conflict(MESSAGES.userAlreadyDeactivated(user.email));
    await deactivateUser(tx, user, await historyOf(tx, user.id), admin, config.publicAppUrl);
  });
}

/**
 * Reactivates user `userId`: they sign in with the password they had. One who never set a password
 * (their links were used up by the deactivation) is emailed a new invitation instead. A judge
 * excused from a panel by the deactivation stays excused until an admin takes it back there.
 */
export async function reactivateAccount(
  db: Database,
  config: Config,
  admin: Actor,
  userId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await lockForAdminChange(tx, admin, userId);
    if (!user.deactivatedAt) throw conflict(MESSAGES.userNotDeactivated(user.email));
    await tx.update(users).set({ deactivatedAt: null }).where(eq(users.id, user.id));
    await recordChange(tx, admin, {
      action: 'user.reactivate',
      entity: 'user',
      entityId: user.id,
      details: { email: user.email, role: user.role },
    });
    if (user.passwordHash) {
      await enqueueEmail(tx, accountReactivatedEmail(user.email, config.publicAppUrl));
      return;
    }
    const link = await issuePasswordLink(
      tx,
      user.id,
      'invitation',
      config.invitationTtlMs,
      config.publicAppUrl,
    );
    await enqueueEmail(tx, invitationEmail(user.email, user.role, link), {
      expiresInMs: config.invitationTtlMs,
    });
  });
}
