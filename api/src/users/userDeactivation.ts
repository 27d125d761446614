// Deactivating a person with history (userHistory.ts) instead of deleting them: the account and
// its email stay, so their nominations, assessments, applications and payments keep naming them
// and the conflict checks keep matching them; they cannot sign in (their sessions end, their
// password links go), are excused from the panel they sit on, and are asked to judge no more.
// Reactivation would clear `deactivatedAt`; nothing else here needs undoing.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { recordChange, type Actor } from '../system/auditLog';
import { enqueueEmail } from '../system/emailOutbox';
import { accountDeactivatedEmail } from './userEmails';
import { retirePasswordLinksOf } from './passwordLinks';
import { endAllSessionsOf } from './sessions';
import { excuseDeactivatedJudge } from '../judging/distributionChanges';
import type { HistoryKind } from './userHistory';
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
