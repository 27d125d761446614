// Reading accounts: the admins' list of users, and one user.
import type { ListUsersQuerySchema, UserDetail, UserList } from '@glow/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Actor } from '../system/auditLog';
import { roleChangesOf } from './roleChanges';
import { toListedUser } from './userViews';

/** A page of users, newest first, optionally of one role. */
export async function listUsers(
  db: Database,
  query: z.output<typeof ListUsersQuerySchema>,
): Promise<UserList> {
  const where = query.role ? eq(users.role, query.role) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return {
    users: rows.map(toListedUser),
    page: query.page,
    limit: query.limit,
    total: total?.value ?? 0,
  };
}

/** User `userId` as an admin manages them, with the roles `admin` may or may not give them. */
export async function readUser(db: Database, admin: Actor, userId: number): Promise<UserDetail> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw notFound(MESSAGES.userNotFound);
  return { ...toListedUser(row), roleChanges: await roleChangesOf(db, admin, row) };
}
