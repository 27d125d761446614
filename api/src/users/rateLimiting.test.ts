// Login attempts are limited per email and per client address; the counters live in the
// database, so every API instance on it counts the same attempts.
import { like, sql } from 'drizzle-orm';
import { rateLimits } from '../db/schema';
import { DEMO_PASSWORD } from '../seed';
import { createApi, type RunningApi } from '../server';
import { startTestApi, type TestApi } from '../testing/testApi';

const PER_ADDRESS = 8;
const TOO_MANY = /^Too many login attempts/;

let api: TestApi;

beforeAll(async () => {
  // Per email: the default of 5 attempts in 15 minutes.
  api = await startTestApi({ LOGIN_ATTEMPTS_PER_ADDRESS: String(PER_ADDRESS) });
  // Before the tests below lock the admin's email.
  await api.addUser({ email: 'locked-out@example.com', role: 'judge', password: 'her-password' });
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
    // Ends the window of this email's counter (not the others').
    await api.db
      .update(rateLimits)
      .set({ windowEndsAt: sql`now() - interval '1 minute'` })
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

describe('a client over its address limit', () => {
  it("is refused before the email's count moves, so it cannot lock other people out", async () => {
    const attacker = '10.0.11.1';
    for (let i = 0; i < PER_ADDRESS; i++) {
      expect((await api.login(`guess-${i}@example.com`, 'wrong', attacker)).status).toBe(401);
    }
    // Far more than the email's limit (5), all refused by the address's limit...
    for (let i = 0; i < 10; i++) {
      const refused = await api.login('locked-out@example.com', 'wrong', attacker);
      expect(refused).toEqual({ status: 429, body: { message: expect.stringMatching(TOO_MANY) } });
    }
    // ...so none of them counted against her: she signs in from her own address.
    expect((await api.login('locked-out@example.com', 'her-password', '10.0.11.2')).status).toBe(
      200,
    );
  });
});

describe('IPv6 clients', () => {
  it('are counted per /64: every address of the network shares one limit', async () => {
    for (let i = 0; i < PER_ADDRESS; i++) {
      const address = `2001:db8:70:1::${(i + 1).toString(16)}`;
      expect((await api.login(`v6-${i}@example.com`, 'wrong', address)).status).toBe(401);
    }
    const sameNetwork = await api.login('judge@glow.local', DEMO_PASSWORD, '2001:db8:70:1:ab::9');
    expect(sameNetwork).toEqual({
      status: 429,
      body: { message: expect.stringMatching(TOO_MANY) },
    });
    // The next /64 is another client.
    expect((await api.login('judge@glow.local', DEMO_PASSWORD, '2001:db8:70:2::1')).status).toBe(
      200,
    );
  });

  it('count an IPv4-mapped address (a dual-stack socket) as the IPv4 address', async () => {
    for (let i = 0; i < PER_ADDRESS; i++) {
      const address = i % 2 === 0 ? '10.0.12.1' : '::ffff:10.0.12.1';
      expect((await api.login(`mapped-${i}@example.com`, 'wrong', address)).status).toBe(401);
    }
    expect((await api.login('judge@glow.local', DEMO_PASSWORD, '10.0.12.1')).status).toBe(429);
  });
});

describe('ended counters', () => {
  it('are purged when a window starts; counters of windows in progress are kept', async () => {
    const ended = ['purge-test:a', 'purge-test:b', 'purge-test:c'];
    await api.db
      .insert(rateLimits)
      .values([
        ...ended.map((key) => ({ key, count: 3, windowEndsAt: sql`now() - interval '1 second'` })),
        { key: 'purge-test:live', count: 3, windowEndsAt: sql`now() + interval '10 minutes'` },
      ]);
    // A login from a new address starts that address's window.
    expect((await api.login('judge@glow.local', DEMO_PASSWORD, '10.0.14.1')).status).toBe(200);
    const left = await api.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(like(rateLimits.key, 'purge-test:%'));
    expect(left).toEqual([{ key: 'purge-test:live' }]);
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  let proxied: TestApi;
  const PROXY = '10.0.13.1';

  beforeAll(async () => {
    proxied = await startTestApi({
      TRUST_PROXY: '10.0.13.0/24',
      LOGIN_ATTEMPTS_PER_ADDRESS: '3',
    });
  });

  afterAll(() => proxied.close());

  function loginThrough(forwardedFor: string, email: string) {
    return proxied.call('POST', '/api/users/login', {
      body: { email, password: 'wrong-password' },
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': forwardedFor },
    });
  }

  it("counts the client the trusted proxy names, not the proxy's own address", async () => {
    for (let i = 0; i < 3; i++) {
      expect((await loginThrough('198.51.100.7', `behind-${i}@example.com`)).status).toBe(401);
    }
    expect((await loginThrough('198.51.100.7', 'behind-3@example.com')).status).toBe(429);
    // Another client behind the same proxy has its own count.
    expect((await loginThrough('198.51.100.8', 'behind-4@example.com')).status).toBe(401);
  });

  it('ignores what the client itself wrote in front of the address the proxy saw', async () => {
    // The proxy appends the address it saw; what the client sent comes first and changes nothing.
    for (let i = 0; i < 3; i++) {
      const forged = `203.0.113.${i + 1}, 198.51.100.20`;
      expect((await loginThrough(forged, `forged-${i}@example.com`)).status).toBe(401);
    }
    expect((await loginThrough('203.0.113.99, 198.51.100.20', 'forged@example.com')).status).toBe(
      429,
    );
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
