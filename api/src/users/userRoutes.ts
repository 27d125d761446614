import type { Handlers } from '../http/handler';
import { changeUserRole } from './roleChanges';
import { createUser, removeUser, renameUser, resendInvitation } from './userChanges';
import { deactivateAccount, reactivateAccount } from './userDeactivation';
import { listUsers, readUser } from './userQueries';
import { toUser } from './userViews';

export const userRoutes: Pick<
  Handlers,
  | 'createUser'
  | 'listUsers'
  | 'deleteUser'
  | 'getUser'
  | 'updateUser'
  | 'changeUserRole'
  | 'resendInvitation'
  | 'deactivateUser'
  | 'reactivateUser'
> = {
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

  getUser: ({ params, actor }, { db }) => readUser(db, actor, params.id),

  async updateUser({ params, body, actor }, { db }) {
    const renamed = await renameUser(db, actor, params.id, body);
    return { success: true, message: 'Name saved', user: toUser(renamed) };
  },

  async changeUserRole({ params, body, actor }, { db, config }) {
    const changed = await changeUserRole(db, config, actor, params.id, body.role);
    return {
      success: true,
      message: `Role changed to ${changed.role}; their sessions ended and they were emailed`,
      user: toUser(changed),
    };
  },

  async resendInvitation({ params, actor }, { db, config }) {
    await resendInvitation(db, config, actor, params.id);
    return { success: true, message: 'Invitation sent again; the earlier links no longer work' };
  },

  async deactivateUser({ params, actor }, { db, config }) {
    await deactivateAccount(db, config, actor, params.id);
    return { success: true, message: 'User deactivated: they can no longer sign in' };
  },

  async reactivateUser({ params, actor }, { db, config }) {
    await reactivateAccount(db, config, actor, params.id);
    return { success: true, message: 'User reactivated: they can sign in again' };
  },
};
