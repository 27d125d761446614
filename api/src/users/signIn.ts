// Signing in with an email and a password: attempts counted per client address and per email
// before the password is checked, and a session (or the wallet session, upgraded) answered.
import { eq } from 'drizzle-orm';
import { now } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { forbidden, rateLimited, unauthenticated } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import { clearAttempts, countAttempt, forgiveAttempt } from '../system/rateLimiter';
import { unusablePasswordHash, verifyPassword } from './passwords';
import { replaceSession, type ConnectedWallet } from './sessions';
import { normaliseEmail } from './userViews';

/** The api_token of a new session for the user with this email and password. */
export async function signIn(
  db: Database,
  config: Config,
  request: { email: string; password: string },
  client: { clientAddress: string; sessionId: number | null; wallet: ConnectedWallet | null },
): Promise<string> {
  const { clientAddress, sessionId, wallet } = client;
  const email = normaliseEmail(request.email);
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
  if (!byEmail.allowed) throw rateLimited(MESSAGES.tooManyLoginAttempts(byEmail.retryAfterMinutes));

  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const passwordMatches = await verifyPassword(
    request.password,
    user?.passwordHash ?? (await unusablePasswordHash()),
  );
  if (!user || !user.passwordHash || !passwordMatches)
    throw unauthenticated(MESSAGES.wrongCredentials);
  // Said only to someone who knows the password.
  if (user.deactivatedAt) throw forbidden(MESSAGES.accountDeactivated);

  await db.update(users).set({ lastSignedInAt: now() }).where(eq(users.id, user.id));
  await clearAttempts(db, emailKey);
  await forgiveAttempt(db, addressKey);
  // A wallet connected before signing in stays connected.
  return replaceSession(db, sessionId, { userId: user.id, wallet }, config.sessionTtlMs);
}
