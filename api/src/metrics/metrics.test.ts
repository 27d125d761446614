// The operators' metrics: served on a listener of their own (never on the API's port), and moving
// as requests, votes, the outbox's emails, voters waiting for their ledger facts and failures of
// outside services happen.
import type { NominationList } from '@glow/contract';
import { eq } from 'drizzle-orm';
import type { Mailer } from '../clients/mailer';
import type { XrplClient } from '../clients/xrplClient';
import { emailOutbox, voterLedgerFacts } from '../db/schema';
import { outsideServiceFailed } from '../errors/domainErrors';
import { enqueueEmail } from '../system/emailOutbox';
import { eventually } from '../testing/eventually';
import { startTestApi, type TestApi } from '../testing/testApi';
import { scrape, valueOf, type Sample } from '../testing/testMetrics';
import { insertVoters } from '../testing/testProgramme';
import { UNMATCHED_ROUTE } from './requestMetrics';

const HOUR_MS = 3600_000;

let api: TestApi;
let metricsUrl: string;
/** Whether the API's clients of the ledger node and the mail server fail every call. */
const down = { ledger: false, mail: false };

beforeAll(async () => {
  api = await startTestApi(
    { METRICS_PORT: '0' },
    {
      wrapLedger: (client): XrplClient => ({
        ...client,
        transaction: (hash) =>
          down.ledger ? Promise.reject(outsideServiceFailed('down')) : client.transaction(hash),
      }),
      wrapMailer: (mailer): Mailer => ({
        send: (email) =>
          down.mail ? Promise.reject(new Error('421 service not available')) : mailer.send(email),
        close: () => mailer.close(),
      }),
    },
  );
  metricsUrl = api.metricsUrl!;
});

afterAll(() => api.close());

/** How many answers the histogram counted for these labels (0 before the first). */
const answersCounted = (samples: Sample[], labels: Record<string, string>) =>
  valueOf(samples, 'http_request_duration_seconds_count', labels) ?? 0;

describe('the listener', () => {
  it('answers GET /metrics in Prometheus text format', async () => {
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    // The process's own, beside the API's.
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('answers nothing else', async () => {
    const other = new URL('/api/health', metricsUrl);
    expect((await fetch(other)).status).toBe(404);
    expect((await fetch(metricsUrl, { method: 'POST' })).status).toBe(404);
  });

  it('is the only place the metrics are served: the API port has no /metrics', async () => {
    expect((await api.call('GET', '/metrics')).status).toBe(404);
    expect((await api.call('GET', '/api/metrics')).status).toBe(404);
  });
});

describe('http_request_duration_seconds', () => {
  it('counts each answer by method, route pattern and status', async () => {
    const health = { method: 'GET', route: '/api/health', status_code: '200' };
    const application = { method: 'GET', route: '/api/applications/:id', status_code: '401' };
    const before = await scrape(metricsUrl);
    await api.call('GET', '/api/health');
    await api.call('GET', '/api/health');
    await api.call('GET', '/api/applications/424242');
    const after = await scrape(metricsUrl);
    expect(answersCounted(after, health) - answersCounted(before, health)).toBe(2);
    expect(answersCounted(after, application) - answersCounted(before, application)).toBe(1);
    expect(valueOf(after, 'http_request_duration_seconds_sum', health)).toBeGreaterThan(0);
  });

  it('labels an unknown path as unmatched, never with its URL', async () => {
    const unmatched = { method: 'GET', route: UNMATCHED_ROUTE, status_code: '404' };
    const before = await scrape(metricsUrl);
    await api.call('GET', '/api/no-such-thing/31337');
    const after = await scrape(metricsUrl);
    expect(answersCounted(after, unmatched) - answersCounted(before, unmatched)).toBe(1);
    const routes = after.map((sample) => sample.labels.route ?? '');
    expect(routes.filter((route) => /no-such-thing|31337|424242/.test(route))).toEqual([]);
  });
});

it('counts the votes cast, by type', async () => {
  const voter = await api.connectWallet('crossmark');
  await api.registerVoter(voter);
  const { nominations } = (await api.call<NominationList>('GET', '/api/nominations')).body;
  const before = await scrape(metricsUrl);
  for (const type of ['UP', 'DOWN', 'NONE'] as const) {
    const cast = await api.call('POST', '/api/votes', {
      token: voter.token,
      body: { nominationId: nominations[0]!.id, type },
    });
    expect(cast.status).toBe(200);
  }
  const after = await scrape(metricsUrl);
  for (const type of ['UP', 'DOWN', 'NONE']) {
    const counted = (samples: Sample[]) => valueOf(samples, 'glow_votes_cast_total', { type })!;
    expect({ type, cast: counted(after) - counted(before) }).toEqual({ type, cast: 1 });
  }
});

it("reads the outbox's backlog and its oldest email from the database", async () => {
  const before = await scrape(metricsUrl);
  // Not due for an hour: the worker leaves it where the scrape finds it.
  const [held] = await api.db
    .insert(emailOutbox)
    .values({
      recipient: 'held@example.com',
      subject: 'Held',
      body: 'Held back',
      createdAt: new Date(Date.now() - HOUR_MS),
      nextAttemptAt: new Date(Date.now() + HOUR_MS),
    })
    .returning({ id: emailOutbox.id });
  try {
    const after = await scrape(metricsUrl);
    const unsent = (samples: Sample[]) => valueOf(samples, 'glow_email_outbox_unsent')!;
    expect(unsent(after) - unsent(before)).toBe(1);
    expect(valueOf(after, 'glow_email_outbox_oldest_unsent_age_seconds')).toBeGreaterThanOrEqual(
      3600,
    );
  } finally {
    await api.db.delete(emailOutbox).where(eq(emailOutbox.id, held!.id));
  }
});

it('reads the voters whose ledger facts were never read, and the oldest one', async () => {
  const before = await scrape(metricsUrl);
  const [voter] = await insertVoters(api.db, 1);
  await api.db.insert(voterLedgerFacts).values({ voterId: voter!.id, address: voter!.address });
  const after = await scrape(metricsUrl);
  const unread = (samples: Sample[]) => valueOf(samples, 'glow_voter_ledger_unread')!;
  expect(unread(after) - unread(before)).toBe(1);
  expect(valueOf(after, 'glow_voter_ledger_oldest_unread_age_seconds')).toBeGreaterThanOrEqual(0);
});

it('reads the payments in flight and the oldest one, the reconcile lag', async () => {
  const samples = await scrape(metricsUrl);
  expect(valueOf(samples, 'glow_payments_in_flight')).toEqual(expect.any(Number));
  expect(valueOf(samples, 'glow_payments_oldest_in_flight_age_seconds')).toEqual(
    expect.any(Number),
  );
  expect(valueOf(samples, 'glow_database_up')).toBe(1);
});

it("reports the PostgreSQL pool's connections, and none on PGlite (no pool)", async () => {
  const samples = await scrape(metricsUrl);
  if (process.env.DATABASE_URL) {
    expect(valueOf(samples, 'glow_database_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, 'glow_database_pool_idle_connections')).toEqual(expect.any(Number));
    expect(valueOf(samples, 'glow_database_pool_waiting_queries')).toBe(0);
  } else {
    expect(valueOf(samples, 'glow_database_pool_connections')).toBeUndefined();
  }
});

describe('glow_outside_service_failures_total', () => {
  const failuresOf = (samples: Sample[], service: string) =>
    valueOf(samples, 'glow_outside_service_failures_total', { service })!;

  it('starts every service at 0', async () => {
    const samples = await scrape(metricsUrl);
    for (const service of ['xrpl', 'xaman', 'github', 'kyc', 'smtp'])
      expect({ service, failures: failuresOf(samples, service) }).toEqual({
        service,
        failures: expect.any(Number),
      });
  });

  it("counts the ledger node's failures where its client fails", async () => {
    const voter = await api.connectWallet('gemwallet');
    const { hash } = await api.payToRegister(voter);
    const before = await scrape(metricsUrl);
    down.ledger = true;
    try {
      const refused = await api.call('POST', '/api/voters', {
        token: voter.token,
        body: { transactionHash: hash },
      });
      expect(refused.status).toBe(502);
    } finally {
      down.ledger = false;
    }
    const after = await scrape(metricsUrl);
    expect(failuresOf(after, 'xrpl') - failuresOf(before, 'xrpl')).toBeGreaterThanOrEqual(1);
    expect(failuresOf(after, 'smtp')).toBe(failuresOf(before, 'smtp'));
  });

  it("counts the mail server's failures as the outbox meets them", async () => {
    const before = failuresOf(await scrape(metricsUrl), 'smtp');
    down.mail = true;
    try {
      await enqueueEmail(api.db, { to: 'bounced@example.com', subject: 'Hello', text: 'Hi' });
      await eventually(async () => failuresOf(await scrape(metricsUrl), 'smtp') > before);
    } finally {
      down.mail = false;
    }
    await api.inbox.waitForMessage('bounced@example.com');
  });
});
