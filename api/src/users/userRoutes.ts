import type { Handlers } from '../http/handler';
import { createUser, removeUser } from './userChanges';
import { listUsers } from './userQueries';
import { toUser } from './userViews';

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
    return listUsers(db, query);
  },

  deleteUser: ({ body, actor }, { db, config }) => removeUser(db, config, actor, body.id),
};
