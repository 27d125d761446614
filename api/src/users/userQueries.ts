// Reading accounts: the admins' list of users.
import type { ListUsersQuerySchema, UserList } from '@glow/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/database';
import { users } from '../db/schema';
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
