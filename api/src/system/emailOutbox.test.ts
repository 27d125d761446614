// The email outbox: a mail server that hangs or fails delays emails, never a request, and loses
// none; two API instances send each email once.
import { performance } from 'node:perf_hooks';
import type { UserOutcome } from '@glow/contract';
import { eq } from 'drizzle-orm';
import { emailOutbox, sentEmails } from '../db/schema';
import { createApi } from '../server';
import { eventually } from '../testing/eventually';
import { startTestApi, type TestApi } from '../testing/testApi';
import { passwordLinkIn } from '../testing/testInbox';
import { enqueueEmail } from './emailOutbox';
import type { Mailer } from '../clients/mailer';

/** What "answers at once" means here: far below any SMTP time-out, with room for a busy machine. */
const PROMPT_MS = 1500;

let api: TestApi;
let admin: string;
/** Sends the failing mailer below refuses before it lets one through. */
let failuresLeft = 0;
const attempts: Array<{ to: string; at: number }> = [];

beforeAll(async () => {
  api = await startTestApi(
    {},
    {
      wrapMailer: (mailer): Mailer => ({
        async send(email) {
          attempts.push({ to: email.to, at: performance.now() });
          if (failuresLeft > 0) {
            failuresLeft -= 1;
            throw Object.assign(new Error(`451 try again later, ${email.to}`), {
              code: 'EENVELOPE',
            });
          }
          await mailer.send(email);
        },
        close: () => mailer.close(),
      }),
    },
  );
  admin = await api.loginAs('admin');
});

afterAll(() => api.close());

function createUser(email: string) {
  return api.call<UserOutcome>('POST', '/api/users', {
    token: admin,
    body: { email, role: 'judge' },
  });
}

async function timed<T>(call: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await call();
  return { result, ms: performance.now() - started };
}

async function outboxRowsTo(email: string) {
  return api.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email));
}

describe('with the mail server hanging', () => {
  afterEach(() => api.inbox.setBehaviour({ hang: false }));

  it('creating a user answers at once, other calls stay fast, the invitation arrives after', async () => {
    await api.inbox.setBehaviour({ hang: true });
    const created = await timed(() => createUser('hung-invitee@example.com'));
    expect(created.result.status).toBe(201);
    expect(created.ms).toBeLessThan(PROMPT_MS);

    // The outbox's worker is now waiting on the mail server.
    await eventually(async () => (await api.inbox.behaviour()).waiting >= 1);
    const calls = {
      health: () => api.call('GET', '/api/health'),
      login: () =>
        api.call('POST', '/api/users/login', {
          body: { email: 'scout@glow.local', password: 'glow-demo' },
        }),
      listUsers: () => api.call('GET', '/api/users', { token: admin }),
      activeCohort: () => api.call('GET', '/api/cohorts/active'),
      anotherUser: () => createUser('second-hung-invitee@example.com'),
      passwordReset: () =>
        api.call('POST', '/api/users/password/reset', { body: { email: 'judge@glow.local' } }),
    };
    for (const [name, call] of Object.entries(calls)) {
      const { result, ms } = await timed(call);
      expect({ name, status: result.status, fast: ms < PROMPT_MS }).toEqual({
        name,
        status: name === 'anotherUser' ? 201 : 200,
        fast: true,
      });
    }
    expect(await api.inbox.messagesTo('hung-invitee@example.com')).toEqual([]);

    await api.inbox.setBehaviour({ hang: false });
    for (const email of ['hung-invitee@example.com', 'second-hung-invitee@example.com']) {
      const invitation = await api.inbox.waitForMessage(email, 1, 10_000);
      expect(invitation.subject).toBe('You are invited to Glow');
    }
    const reset = await api.inbox.waitForMessage('judge@glow.local', 1, 10_000);
    expect(reset.subject).toBe('Reset your Glow password');

    // The link works, and the sent email leaves the outbox.
    const { token } = passwordLinkIn((await api.inbox.messagesTo('hung-invitee@example.com'))[0]!);
    expect(
      (
        await api.call('POST', '/api/users/password', {
          body: { token, password: 'a-fine-password' },
        })
      ).status,
    ).toBe(200);
    await eventually(async () => (await outboxRowsTo('hung-invitee@example.com')).length === 0);
    // What stays: to whom and which subject, not the text with its link.
    expect(
      await api.db
        .select({ subject: sentEmails.subject })
        .from(sentEmails)
        .where(eq(sentEmails.recipient, 'hung-invitee@example.com')),
    ).toEqual([{ subject: 'You are invited to Glow' }]);
  });
});

describe('with the mail server refusing for a while', () => {
  it('retries with growing waits and sends the invitation once it is taken', async () => {
    failuresLeft = 3;
    expect((await createUser('retried@example.com')).status).toBe(201);
    const message = await api.inbox.waitForMessage('retried@example.com', 1, 10_000);
    expect(message.subject).toBe('You are invited to Glow');

    const times = attempts.filter((attempt) => attempt.to === 'retried@example.com');
    expect(times).toHaveLength(4);
    const waits = times.slice(1).map((attempt, index) => attempt.at - times[index]!.at);
    // EMAIL_RETRY_MS is 100 in the tests: at least 100, 200, 400 ms (a little less for timer
    // slack). Only lower bounds: a loaded machine makes every wait longer, never shorter.
    expect(waits.map((wait, index) => wait >= 90 * 2 ** index)).toEqual([true, true, true]);
    expect(await api.inbox.messagesTo('retried@example.com')).toHaveLength(1);
  });
});

it('drops an email whose link expired before it could be sent, and sends the others', async () => {
  await enqueueEmail(
    api.db,
    { to: 'too-late@example.com', subject: 'Expired', text: 'An expired link' },
    { expiresInMs: 0 },
  );
  await enqueueEmail(api.db, { to: 'in-time@example.com', subject: 'In time', text: 'Hello' });
  await api.inbox.waitForMessage('in-time@example.com');
  await eventually(async () => (await outboxRowsTo('too-late@example.com')).length === 0);
  expect(await api.inbox.messagesTo('too-late@example.com')).toEqual([]);
});

it('sends each email once when two API instances share the outbox', async () => {
  // A second API on the same database and inbox: both workers look at the same outbox.
  const second = await createApi(api.config, { connection: api.connection });
  try {
    const emails = Array.from({ length: 12 }, (_, index) => `shared-${index}@example.com`);
    for (const email of emails) expect((await createUser(email)).status).toBe(201);
    for (const email of emails) await api.inbox.waitForMessage(email, 1, 10_000);
    // Give a second copy time to arrive, were any sent twice.
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const email of emails) {
      expect({ email, count: (await api.inbox.messagesTo(email)).length }).toEqual({
        email,
        count: 1,
      });
    }
  } finally {
    await second.close();
  }
});
