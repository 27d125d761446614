import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Handlers } from '../http/handler';
import { recordChange } from '../system/auditLog';
import { toUser } from './userViews';

export const profileRoutes: Pick<Handlers, 'updateProfile'> = {
  async updateProfile({ body, actor }, { db }) {
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ firstName: body.firstName || null, lastName: body.lastName || null })
        .where(eq(users.id, actor.id))
        .returning();
      if (!row) throw notFound(MESSAGES.userNotFound);
      await recordChange(tx, actor, {
        action: 'user.profile.update',
        entity: 'user',
        entityId: row.id,
        details: { firstName: row.firstName, lastName: row.lastName },
      });
      return row;
    });
    return { success: true, message: 'Profile updated', userInfo: toUser(updated) };
  },
};
