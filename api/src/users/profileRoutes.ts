import type { Handlers } from '../http/handler';
import { updateProfile } from './userChanges';
import { toUser } from './userViews';

export const profileRoutes: Pick<Handlers, 'updateProfile'> = {
  async updateProfile({ body, actor }, { db }) {
    const updated = await updateProfile(db, actor, body);
    return { success: true, message: 'Profile updated', userInfo: toUser(updated) };
  },
};
