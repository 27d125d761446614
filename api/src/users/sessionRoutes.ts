import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { forbidden, rateLimited, unauthenticated } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Handlers } from '../http/handler';
import { unusablePasswordHash, verifyPassword } from './passwords';
import { clearAttempts, countAttempt, forgiveAttempt } from '../system/rateLimiter';
import { endSession, replaceSession } from './sessions';
import { normaliseEmail, toUser } from './userViews';

export const sessionRoutes: Pick<Handlers, 'login' | 'verifyUser' | 'logout'> = {
  async login({ body, clientAddress, sessionId, wallet }, { db, config }) {
    const email = normaliseEmail(body.email);
    const { perEmail, perAddress, windowMs } = config.loginLimits;
    const emailKey = `login:email:${email}`;
    const addressKey = `login:address:${clientAddress}`;
    // Counted before the password is checked, so parallel guesses cannot slip past the limit. The
    // address first, and a client over its limit is refused before the email's count moves: one
    // client cannot keep other people's accounts locked by failing logins with their emails.
    const byAddress = await countAttempt(db, addressKey, perAddress, windowMs);
    if (!byAddress.allowed)
      throw rateLimited(MESSAGES.tooManyLoginAttempts(byAddress.retryAfterMinutes));
    const byEmail = await countAttempt(db, emailKey, perEmail, windowMs);
    if (!byEmail.allowed)
      throw rateLimited(MESSAGES.tooManyLoginAttempts(byEmail.retryAfterMinutes));

    const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    const passwordMatches = await verifyPassword(
      body.password,
      user?.passwordHash ?? (await unusablePasswordHash()),
    );
    if (!user || !user.passwordHash || !passwordMatches)
      throw unauthenticated(MESSAGES.wrongCredentials);
    // Said only to someone who knows the password.
    if (user.deactivatedAt) throw forbidden(MESSAGES.accountDeactivated);

    await clearAttempts(db, emailKey);
    await forgiveAttempt(db, addressKey);
    // A wallet connected before signing in stays connected.
    const apiToken = await replaceSession(
      db,
      sessionId,
      { userId: user.id, wallet },
      config.sessionTtlMs,
    );
    return { success: true, message: 'Login successful', api_token: apiToken };
  },

  async verifyUser({ actor }, { db }) {
    const [user] = await db.select().from(users).where(eq(users.id, actor.id)).limit(1);
    if (!user) throw unauthenticated(MESSAGES.pleaseLogin);
    return { success: true, userInfo: toUser(user) };
  },

  async logout({ sessionId }, { db }) {
    await endSession(db, sessionId);
    return { success: true, message: 'Logged out' };
  },
};
