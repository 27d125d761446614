import { rateLimited } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Handlers } from '../http/handler';
import { countAttempt } from '../system/rateLimiter';
import { normaliseEmail } from '../users/userViews';
import { keepContactMessage, markAnswered } from './contactChanges';
import { listContactMessages, toContactMessage } from './contactQueries';

export const contactRoutes: Pick<
  Handlers,
  'sendContactMessage' | 'listContactMessages' | 'markContactMessageAnswered'
> = {
  async sendContactMessage({ body, actor, clientAddress }, { db, config }) {
    const { perAddress, perEmail } = config.contact;
    const { windowMs } = config.loginLimits;
    // The client first: one client writing with many emails is stopped before any email's
    // counter moves, so it cannot use up someone else's allowance.
    const byAddress = await countAttempt(
      db,
      `contact:address:${clientAddress}`,
      perAddress,
      windowMs,
    );
    if (!byAddress.allowed)
      throw rateLimited(MESSAGES.tooManyContactMessages(byAddress.retryAfterMinutes));
    // Each message sends a copy to the email given: the per-email limit keeps the form from
    // being used to flood someone's inbox from many clients. It counts the mailbox: the tagged
    // forms of an address (name+anything@) reach the same one at most mail providers.
    const email = normaliseEmail(body.email);
    const mailbox = email.replace(/\+[^@]*@/, '@');
    const byEmail = await countAttempt(db, `contact:email:${mailbox}`, perEmail, windowMs);
    if (!byEmail.allowed)
      throw rateLimited(MESSAGES.tooManyContactMessages(byEmail.retryAfterMinutes));

    await keepContactMessage(db, config, body, actor?.id ?? null);
    return {
      success: true,
      message: `Thank you: your message is on its way to the programme team, and a copy to ${email}`,
    };
  },

  listContactMessages: ({ query }, { db }) => listContactMessages(db, query),

  async markContactMessageAnswered({ params, actor }, { db }) {
    const row = await markAnswered(db, actor, params.id);
    return {
      success: true,
      message: `Message from ${row.name} marked answered`,
      contactMessage: toContactMessage(row),
    };
  },
};
