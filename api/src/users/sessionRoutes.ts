import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { endPreviews } from '../deploys/endPreviews';
import { unauthenticated } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Handlers } from '../http/handler';
import { endAllSessionsOf, endSession } from './sessions';
import { signIn } from './signIn';
import { toUser } from './userViews';

export const sessionRoutes: Pick<Handlers, 'login' | 'verifyUser' | 'logout' | 'endAllSessions'> = {
  async login({ body, clientAddress, sessionId, wallet }, { db, config }) {
    const apiToken = await signIn(db, config, body, { clientAddress, sessionId, wallet });
    return { success: true, message: 'Login successful', api_token: apiToken };
  },

  async verifyUser({ actor }, { db }) {
    const [user] = await db.select().from(users).where(eq(users.id, actor.id)).limit(1);
    if (!user) throw unauthenticated(MESSAGES.pleaseLogin);
    return { success: true, userInfo: toUser(user) };
  },

  async logout(request, { db }) {
    await endSession(db, request.sessionId);
    endPreviews(request);
    return { success: true, message: 'Logged out' };
  },

  async endAllSessions(request, { db }) {
    await endAllSessionsOf(db, request.actor.id);
    endPreviews(request);
    return { success: true, message: 'Signed out everywhere, here too' };
  },
};
