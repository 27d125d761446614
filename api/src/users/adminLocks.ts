// Two admins changing each other at once (each demoting, deactivating or erasing the other) must
// not both succeed, or no admin would be left: a change to a person locks the acting admin's row
// with the person's, in id order (no deadlock), and goes on only while the actor is still an
// active admin; so does a creation, and an admin demoted meanwhile invites no one.
// An erased person's account changes no more: their name, role and access stay as the erasure left.
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { conflict, forbidden, notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import { formatDay } from '../programme/cohortRules';
import type { Actor } from '../system/auditLog';

type UserRow = typeof users.$inferSelect;

const noLongerAdmin = () =>
  forbidden(MESSAGES.unauthorizedBecause('you are no longer an active admin'));

/**
 * In the caller's transaction: share-locks `admin`'s row and goes on only while they are an active
 * admin (a creation, which names no other person to lock).
 */
export async function requireActiveAdmin(tx: Database, admin: Actor): Promise<void> {
  const [actor] = await tx.select().from(users).where(eq(users.id, admin.id)).for('share');
  if (!actor || actor.role !== 'admin' || actor.deactivatedAt) throw noLongerAdmin();
}

/**
 * In the caller's transaction: locks `admin` and user `userId`, and answers the user's row, erased
 * or not (an erasure says itself why a second one is refused).
 */
export async function lockWithActiveAdmin(
  tx: Database,
  admin: Actor,
  userId: number,
): Promise<UserRow> {
  const rows = await tx
    .select()
    .from(users)
    .where(inArray(users.id, [admin.id, userId]))
    .orderBy(users.id)
    .for('update');
  const actor = rows.find((row) => row.id === admin.id);
  if (!actor || actor.role !== 'admin' || actor.deactivatedAt) throw noLongerAdmin();
  const user = rows.find((row) => row.id === userId);
  if (!user) throw notFound(MESSAGES.userNotFound);
  return user;
}

/** In the caller's transaction: locks `admin` and user `userId`, and answers the user's row. */
export async function lockForAdminChange(
  tx: Database,
  admin: Actor,
  userId: number,
): Promise<UserRow> {
  const user = await lockWithActiveAdmin(tx, admin, userId);
  if (user.erasedAt) throw conflict(MESSAGES.accountOfErasedPerson(formatDay(user.erasedAt)));
  return user;
}
