import { rateLimited } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Handlers } from '../http/handler';
import { countAttempt } from '../system/rateLimiter';
import { changePassword, sendResetLink, setPassword } from './passwordChanges';
import { normaliseEmail } from './userViews';

const RESET_ANSWER =
  'If an account exists for this email, a link to reset its password has been sent';

export const passwordRoutes: Pick<Handlers, 'resetPassword' | 'setPassword' | 'changePassword'> = {
  async resetPassword({ body, clientAddress, afterAnswer }, { db, config }) {
    const { resetRequestsPerAddress, windowMs } = config.loginLimits;
    const check = await countAttempt(
      db,
      `reset:address:${clientAddress}`,
      resetRequestsPerAddress,
      windowMs,
    );
    if (!check.allowed) throw rateLimited(MESSAGES.tooManyResetRequests(check.retryAfterMinutes));

    // Whether the email is known decides all the rest, so none of it happens before the answer:
    // the answer takes the same statements for every email and tells nothing about who exists.
    afterAnswer(() => sendResetLink(db, config, normaliseEmail(body.email)));
    return { success: true, message: RESET_ANSWER };
  },

  async setPassword({ body }, { db }) {
    await setPassword(db, body.token, body.password);
    return { success: true, message: 'Your password has been set; you can now sign in' };
  },

  async changePassword({ body, actor, sessionId }, { db, config }) {
    await changePassword(db, config, actor, sessionId, body);
    return { success: true, message: 'Password changed; your other sessions ended' };
  },
};
