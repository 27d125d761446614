// Invitation and reset links: single use, expiring, and a reset that tells nothing about who
// exists.
import type { Outcome } from '@glow/contract';
import { eq, sql } from 'drizzle-orm';
import { emailOutbox, passwordTokens, users } from '../db/schema';
import { DEMO_PASSWORD } from '../seed';
import { createApi } from '../server';
import { eventually } from '../testing/eventually';
import { logStatements } from '../testing/statementLog';
import { startTestApi, type TestApi } from '../testing/testApi';
import { passwordLinkIn } from '../testing/testInbox';
import { sendResetLink } from './passwordChanges';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.loginAs('admin');
});

afterAll(() => api.close());

const INVALID_LINK = {
  status: 400,
  body: { message: 'This link is invalid or has expired; ask for a new one' },
};

async function invite(email: string): Promise<string> {
  const created = await api.call('POST', '/api/users', {
    token: admin,
    body: { email, role: 'judge' },
  });
  expect(created.status).toBe(201);
  return passwordLinkIn(await api.inbox.waitForMessage(email)).token;
}

function setPassword(token: string, password: string) {
  return api.call<Outcome>('POST', '/api/users/password', { body: { token, password } });
}

function requestReset(email: string) {
  return api.call<Outcome>('POST', '/api/users/password/reset', { body: { email } });
}

describe('invitation link', () => {
  it('sets the password once; the user can then sign in', async () => {
    const token = await invite('invitee@example.com');
    expect((await api.login('invitee@example.com', 'chosen-password')).status).toBe(401);

    expect(await setPassword(token, 'chosen-password')).toEqual({
      status: 200,
      body: { success: true, message: expect.any(String) },
    });
    expect((await api.login('invitee@example.com', 'chosen-password')).status).toBe(200);

    expect(await setPassword(token, 'another-password')).toEqual(INVALID_LINK);
    expect((await api.login('invitee@example.com', 'another-password')).status).toBe(401);
    expect((await api.login('invitee@example.com', 'chosen-password')).status).toBe(200);
  });

  it('is refused once expired', async () => {
    const token = await invite('late@example.com');
    const [user] = await api.db.select().from(users).where(eq(users.email, 'late@example.com'));
    await api.db
      .update(passwordTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordTokens.userId, user!.id));
    expect(await setPassword(token, 'chosen-password')).toEqual(INVALID_LINK);
    expect((await api.login('late@example.com', 'chosen-password')).status).toBe(401);
  });

  it('refuses an unknown token', async () => {
    expect(await setPassword('made-up-token', 'chosen-password')).toEqual(INVALID_LINK);
  });

  it('refuses a password shorter than 8 characters and keeps the link usable', async () => {
    const token = await invite('short@example.com');
    expect(await setPassword(token, 'short')).toEqual({
      status: 400,
      body: { message: 'password must be at least 8 characters' },
    });
    expect((await setPassword(token, 'long-enough')).status).toBe(200);
  });
});

describe('setting a password', () => {
  // Every link of the user that is still unused dies with it, so an older email (a reset asked
  // for twice, an invitation still lying in the inbox) cannot set the password again.
  it('by reset uses up the other reset links and the invitation of that user', async () => {
    const email = 'many-links@example.com';
    const invitation = await invite(email);
    for (const count of [2, 3]) {
      expect((await requestReset(email)).status).toBe(200);
      await api.inbox.waitForMessage(email, count);
    }
    const [newest, older] = await api.inbox.messagesTo(email);
    const [newestReset, olderReset] = [passwordLinkIn(newest!), passwordLinkIn(older!)];

    expect((await setPassword(newestReset.token, 'the-chosen-one')).status).toBe(200);
    for (const token of [olderReset.token, invitation]) {
      expect(await setPassword(token, 'an-attackers-password')).toEqual(INVALID_LINK);
    }
    expect((await api.login(email, 'the-chosen-one')).status).toBe(200);
  });

  it("by invitation uses up a reset link asked for meanwhile, and no other user's links", async () => {
    const email = 'invited-then-reset@example.com';
    const invitation = await invite(email);
    expect((await requestReset(email)).status).toBe(200);
    const reset = passwordLinkIn(await api.inbox.waitForMessage(email, 2)).token;
    const someoneElse = await invite('someone-else@example.com');

    expect((await setPassword(invitation, 'the-chosen-one')).status).toBe(200);
    expect(await setPassword(reset, 'an-attackers-password')).toEqual(INVALID_LINK);
    expect((await setPassword(someoneElse, 'their-own-password')).status).toBe(200);
  });
});

describe('password reset', () => {
  it('emails a reset link to an existing user', async () => {
    const response = await requestReset('Scout@Glow.Local');
    expect(response).toEqual({ status: 200, body: { success: true, message: expect.any(String) } });
    const message = await api.inbox.waitForMessage('scout@glow.local');
    expect(message.subject).toMatch(/reset/i);
    const link = passwordLinkIn(message);
    expect(link.url.origin + link.url.pathname).toBe('http://localhost:8080/profile/setPassword');
    expect(link.url.searchParams.get('reset')).toBe('1');
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const known = await requestReset('judge@glow.local');
    const unknown = await requestReset('nobody@example.com');
    expect(unknown).toEqual(known);
    await api.inbox.waitForMessage('judge@glow.local');
    // The email to the known address has arrived; one to the unknown address would have too.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await api.inbox.messagesTo('nobody@example.com')).toEqual([]);
  });

  it('runs the same statements before answering, whether or not the email exists', async () => {
    const email = 'reset-work@example.com';
    await api.addUser({ email, role: 'scout', password: 'first-password' });
    const log = logStatements(api.connection);
    // The logged API's outbox worker looks once as it starts, then not again during this test
    // (the test API's own worker sends the email): its statements must not fall among the
    // requests', so the requests wait for that one look. Its GitHub refresh and voter ledger reads,
    // whose rounds would fall among them at any time, do not run.
    const logged = await createApi(
      { ...api.config, emailOutbox: { ...api.config.emailOutbox, pollIntervalMs: 3_600_000 } },
      { connection: log.connection, refreshGitHubFacts: false, readVoterLedgers: false },
    );
    await eventually(() =>
      log.statements.some((statement) => statement.startsWith('update "email_outbox"')),
    );
    try {
      // Each from an address of its own: both start a rate-limit window (and its purge).
      async function requestFrom(remoteAddress: string, to: string) {
        const from = log.statements.length;
        const response = await logged.app.inject({
          method: 'POST',
          url: '/api/users/password/reset',
          payload: { email: to },
          remoteAddress,
        });
        expect(response.statusCode).toBe(200);
        return { response: response.json<Outcome>(), from, before: log.statements.slice(from) };
      }
      const known = await requestFrom('10.0.20.1', email);
      expect(known.before.join('\n')).not.toMatch(/password_tokens|"users"/);
      // The link is still issued and put in the outbox, after the answer (its statements end
      // before the email can leave, so before the next request starts).
      const message = await api.inbox.waitForMessage(email, 2);
      expect(message.subject).toMatch(/reset/i);
      const afterKnown = log.statements.slice(known.from + known.before.length).join('\n');
      expect(afterKnown).toMatch(/insert into "password_tokens"/);
      expect(afterKnown).toMatch(/insert into "email_outbox"/);

      const unknown = await requestFrom('10.0.20.2', 'nobody-at-all@example.com');
      expect(unknown.response).toEqual(known.response);
      expect(known.before.length).toBeGreaterThan(0);
      expect(unknown.before).toEqual(known.before);
    } finally {
      await logged.close();
    }
  });

  it('issues no link to a person erased or deactivated after the request read their account', async () => {
    for (const ended of ['erased', 'deactivated'] as const) {
      const email = `ended-${ended}@example.org`;
      const [person] = await api.db.insert(users).values({ email, role: 'scout' }).returning();
      // The account ends between the request's read and its write.
      const racing = new Proxy(api.db, {
        get(target, property, receiver) {
          if (property !== 'transaction') return Reflect.get(target, property, receiver);
          return async (...args: Parameters<typeof target.transaction>) => {
            const moment = new Date();
            await target
              .update(users)
              .set(
                ended === 'erased'
                  ? {
                      email: `erased-${person!.id}@erased.invalid`,
                      deactivatedAt: moment,
                      erasedAt: moment,
                    }
                  : { deactivatedAt: moment },
              )
              .where(eq(users.id, person!.id));
            return target.transaction(...args);
          };
        },
      });
      await sendResetLink(racing, api.config, email);
      expect(
        await api.db.select().from(passwordTokens).where(eq(passwordTokens.userId, person!.id)),
      ).toEqual([]);
      expect(
        await api.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email)),
      ).toEqual([]);
    }
  });

  it('sets a new password and ends every existing session', async () => {
    const sessions = [await api.loginAs('contributor'), await api.loginAs('contributor')];
    expect((await requestReset('contributor@glow.local')).status).toBe(200);
    const { token } = passwordLinkIn(await api.inbox.waitForMessage('contributor@glow.local'));

    expect((await setPassword(token, 'a-new-password')).status).toBe(200);
    for (const session of sessions) {
      expect(await api.call('GET', '/api/users/verify', { token: session })).toEqual({
        status: 401,
        body: { message: 'Please login' },
      });
    }
    expect((await api.login('contributor@glow.local', DEMO_PASSWORD)).status).toBe(401);
    expect((await api.login('contributor@glow.local', 'a-new-password')).status).toBe(200);
    expect(await setPassword(token, 'yet-another-one')).toEqual(INVALID_LINK);
  });

  it('leaves the password alone until the link is used', async () => {
    expect((await requestReset('admin@glow.local')).status).toBe(200);
    await api.inbox.waitForMessage('admin@glow.local');
    expect((await api.login('admin@glow.local', DEMO_PASSWORD)).status).toBe(200);
    expect((await api.call('GET', '/api/users/verify', { token: admin })).status).toBe(200);
  });
});
