import { count, desc, eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { Handlers } from '../http/handler';
import { createUser, removeUser } from './userChanges';
import { toListedUser, toUser } from './userViews';

export const userRoutes: Pick<Handlers, 'createUser' | 'listUsers' | 'deleteUser'> = {
  async createUser({ body, actor }, { db, config }) {
    const created = await createUser(db, config, actor, body);
    return {
      success: true,
      message: 'User created; the invitation is on its way',
      user: toUser(created),
    };
  },

  async listUsers({ query }, { db }) {
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
  },

  deleteUser: ({ body, actor }, { db, config }) => removeUser(db, config, actor, body.id),
};
