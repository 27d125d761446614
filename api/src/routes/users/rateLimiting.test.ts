// Login attempts are limited per email and per client address; the counters live in the
// database, so every API instance on it counts the same attempts.
import { like, sql } from 'drizzle-orm';
import { rateLimits } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed';
import { createApi, type RunningApi } from '../../server';
import { startTestApi, type TestApi } from '../../testing/testApi';

const PER_ADDRESS = 8;
const TOO_MANY = /^Too many login attempts/;

let api: TestApi;

beforeAll(async () => {
  // Per email: the default of 5 attempts in 15 minutes.
  api = await startTestApi({ LOGIN_ATTEMPTS_PER_ADDRESS: String(PER_ADDRESS) });
});

afterAll(() => api.close());

async function failLogins(email: string, times: number, remoteAddress: string) {
  for (let i = 0; i < times; i++) {
    const response = await api.login(email, 'wrong-password', remoteAddress);
    expect(response.status).toBe(401);
  }
}

describe('per email', () => {
  it('refuses the 6th attempt within the window, even with the right password', async () => {
    expect(api.config.loginLimits.perEmail).toBe(5);
    await failLogins('scout@glow.local', 5, '10.0.1.1');

    const wrong = await api.login('scout@glow.local', 'wrong-password', '10.0.1.1');
    expect(wrong.status).toBe(429);
    expect(wrong.body.message).toMatch(TOO_MANY);
    expect(wrong.body.message).toMatch(/15 minutes/);

    const right = await api.login('scout@glow.local', DEMO_PASSWORD, '10.0.1.1');
    expect(right).toEqual({ status: 429, body: { message: expect.stringMatching(TOO_MANY) } });
    // From another address too: the email is what is limited, whatever its case.
    expect((await api.login('SCOUT@glow.local', DEMO_PASSWORD, '10.0.1.2')).status).toBe(429);
  });

  it('leaves another email from another address alone', async () => {
    expect((await api.login('judge@glow.local', DEMO_PASSWORD, '10.0.1.3')).status).toBe(200);
  });

  it('starts counting afresh once the window is over', async () => {
    await failLogins('contributor@glow.local', 5, '10.0.2.1');
    expect((await api.login('contributor@glow.local', DEMO_PASSWORD, '10.0.2.2')).status).toBe(429);
    // Moves the counters of this email (not the others) 16 minutes into the past.
    await api.db
      .update(rateLimits)
      .set({ windowStartedAt: sql`now() - interval '16 minutes'` })
      .where(like(rateLimits.key, '%contributor@glow.local'));
    expect((await api.login('contributor@glow.local', DEMO_PASSWORD, '10.0.2.3')).status).toBe(200);
  });

  it('forgets earlier failures after a successful login', async () => {
    await failLogins('admin@glow.local', 4, '10.0.3.1');
    expect((await api.login('admin@glow.local', DEMO_PASSWORD, '10.0.3.1')).status).toBe(200);
    await failLogins('admin@glow.local', 5, '10.0.3.2');
    expect((await api.login('admin@glow.local', DEMO_PASSWORD, '10.0.3.2')).status).toBe(429);
  });
});

describe('per client address', () => {
  it(`refuses attempt ${PER_ADDRESS + 1} from one address, whatever the email`, async () => {
    for (let i = 0; i < PER_ADDRESS; i++) {
      const response = await api.login(`guess${i}@example.com`, 'wrong-password', '10.0.4.1');
      expect(response.status).toBe(401);
    }
    const blocked = await api.login('judge@glow.local', DEMO_PASSWORD, '10.0.4.1');
    expect(blocked).toEqual({ status: 429, body: { message: expect.stringMatching(TOO_MANY) } });
    // The same user from another address is let in.
    expect((await api.login('judge@glow.local', DEMO_PASSWORD, '10.0.4.2')).status).toBe(200);
  });

  it('does not count successful logins against the address', async () => {
    for (let i = 0; i < PER_ADDRESS + 2; i++) {
      expect((await api.login('judge@glow.local', DEMO_PASSWORD, '10.0.4.3')).status).toBe(200);
    }
  });

  it('does not let an untrusted client pick its address with X-Forwarded-For', async () => {
    for (let i = 0; i < PER_ADDRESS; i++) {
      const response = await api.call('POST', '/api/users/login', {
        body: { email: `spoof${i}@example.com`, password: 'wrong-password' },
        remoteAddress: '10.0.5.1',
        headers: { 'x-forwarded-for': `192.0.2.${i + 1}` },
      });
      expect(response.status).toBe(401);
    }
    const blocked = await api.call('POST', '/api/users/login', {
      body: { email: 'judge@glow.local', password: DEMO_PASSWORD },
      remoteAddress: '10.0.5.1',
      headers: { 'x-forwarded-for': '192.0.2.200' },
    });
    expect(blocked.status).toBe(429);
  });
});

describe('a second API instance on the same database', () => {
  let second: RunningApi;

  beforeAll(async () => {
    // On PostgreSQL the second instance opens its own connection pool to the test database;
    // embedded PGlite has one connection, which both instances share.
    second = await createApi(
      api.config,
      api.config.database.kind === 'postgresql' ? {} : { connection: api.connection },
    );
  });

  afterAll(() => second.close());

  function loginOnSecond(email: string, password: string, remoteAddress: string) {
    return second.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email, password },
      remoteAddress,
    });
  }

  it('sees the attempts counted by the first', async () => {
    expect((await loginOnSecond('scout@glow.local', DEMO_PASSWORD, '10.0.6.1')).statusCode).toBe(
      429,
    );
    expect((await loginOnSecond('judge@glow.local', DEMO_PASSWORD, '10.0.4.1')).statusCode).toBe(
      429,
    );
  });

  it('adds to the same counters', async () => {
    const email = 'shared-count@example.com';
    for (let i = 0; i < 5; i++) {
      const response =
        i % 2 === 0
          ? (await api.login(email, 'wrong-password', `10.0.7.${i}`)).status
          : (await loginOnSecond(email, 'wrong-password', `10.0.7.${i}`)).statusCode;
      expect(response).toBe(401);
    }
    expect((await loginOnSecond(email, 'wrong-password', '10.0.7.9')).statusCode).toBe(429);
    expect((await api.login(email, 'wrong-password', '10.0.7.9')).status).toBe(429);
  });
});

describe('password reset requests', () => {
  it('are limited per client address, whether or not the email exists', async () => {
    const limit = api.config.loginLimits.resetRequestsPerAddress;
    for (let i = 0; i < limit; i++) {
      const email = i % 2 === 0 ? 'judge@glow.local' : `nobody-${i}@example.org`;
      const answer = await api.call('POST', '/api/users/password/reset', {
        body: { email },
        remoteAddress: '10.0.9.1',
      });
      expect(answer.status).toBe(200);
    }
    const refused = await api.call('POST', '/api/users/password/reset', {
      body: { email: 'judge@glow.local' },
      remoteAddress: '10.0.9.1',
    });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many password reset requests/);

    const elsewhere = await api.call('POST', '/api/users/password/reset', {
      body: { email: 'judge@glow.local' },
      remoteAddress: '10.0.9.2',
    });
    expect(elsewhere.status).toBe(200);
  });
});

describe('wallet challenges', () => {
  it('are limited per client address across the three wallets', async () => {
    const limited = await startTestApi({ WALLET_CHALLENGES_PER_ADDRESS: '3' });
    try {
      const ask = () =>
        limited.call('GET', '/api/wallets/crossmark/hash', { remoteAddress: '10.0.10.1' });
      for (let i = 0; i < 3; i++) expect((await ask()).status).toBe(200);
      const refused = await limited.call('POST', '/api/wallets/xaman/createpayload', {
        body: { transaction: { TransactionType: 'SignIn' } },
        remoteAddress: '10.0.10.1',
      });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many wallet sign-in requests/);
      const elsewhere = await limited.call('GET', '/api/wallets/crossmark/hash', {
        remoteAddress: '10.0.10.2',
      });
      expect(elsewhere.status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
