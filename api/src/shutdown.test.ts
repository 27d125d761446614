// Graceful shutdown: a stopping API tells the load balancer at once that it is not ready, keeps
// serving for its drain, then takes no more requests and finishes those in flight; it finishes the
// emails it is sending when the mail server answers in time, and otherwise stops at its time
// limit, keeping the unsent emails in the outbox for the next start (which sends each of them once).
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { LoginResponse } from '@glow/contract';
import { eq } from 'drizzle-orm';
import { loadConfig, type Config } from './config';
import { emailOutbox } from './db/schema';
import { eventually } from './testing/eventually';
import { DEMO_PASSWORD, demoEmail } from './seed';
import { createApi, type RunningApi } from './server';
import { openTestDatabase, type TestDatabaseConnection } from './testing/testDatabase';
import { startTestInbox, type TestInbox } from './testing/testInbox';

const SHUTDOWN_TIMEOUT_MS = 400;
/** Handing back unsent emails and a busy machine, on top of the time limit. */
const SHUTDOWN_SLACK_MS = 1500;

let connection: TestDatabaseConnection;
let inbox: TestInbox;
let config: Config;
const running = new Set<RunningApi>();

beforeAll(async () => {
  connection = await openTestDatabase({ seeded: true });
  inbox = await startTestInbox();
  config = loadConfig({
    LOG_LEVEL: 'silent',
    SMTP_URL: inbox.smtpUrl,
    EMAIL_POLL_INTERVAL_MS: '20',
    EMAIL_RETRY_MS: '100',
    SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
  });
});

afterEach(async () => {
  await inbox.setBehaviour({ hang: false, delayMs: 0 });
  for (const api of running) await api.close();
  running.clear();
});

afterAll(async () => {
  await connection.close();
  await inbox.close();
});

async function startApi(): Promise<RunningApi> {
  const api = await createApi(config, { connection });
  running.add(api);
  return api;
}

async function stopApi(api: RunningApi): Promise<number> {
  running.delete(api);
  const started = performance.now();
  await api.close();
  return performance.now() - started;
}

/** Creates a user as the demo admin: their invitation goes into the outbox. */
async function inviteUser(api: RunningApi, email: string): Promise<void> {
  const login = await api.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: demoEmail('admin'), password: DEMO_PASSWORD },
  });
  const created = await api.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: { authorization: `Bearer ${login.json<LoginResponse>().api_token}` },
    payload: { email, role: 'judge' },
  });
  expect(created.statusCode).toBe(201);
}

/** Waits until the mail server holds `count` connections or messages back. */
async function mailServerHolding(count: number): Promise<void> {
  const deadline = Date.now() + 5000;
  while ((await inbox.behaviour()).waiting < count) {
    if (Date.now() > deadline) throw new Error(`The mail server never held ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function outboxRowsTo(email: string) {
  return connection.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email));
}

it('finishes an email being sent when the mail server takes it within the time limit', async () => {
  await inbox.setBehaviour({ delayMs: 200 });
  const api = await startApi();
  await inviteUser(api, 'finished@example.com');
  await mailServerHolding(1);

  const stopMs = await stopApi(api);
  expect(stopMs).toBeLessThan(SHUTDOWN_TIMEOUT_MS + SHUTDOWN_SLACK_MS);
  expect(await inbox.messagesTo('finished@example.com')).toHaveLength(1);
  expect(await outboxRowsTo('finished@example.com')).toEqual([]);
});

it('stops at its time limit with the mail server hanging, and keeps the email for the next start', async () => {
  await inbox.setBehaviour({ hang: true });
  const api = await startApi();
  await inviteUser(api, 'kept@example.com');
  await mailServerHolding(1);

  const stopMs = await stopApi(api);
  expect(stopMs).toBeGreaterThanOrEqual(SHUTDOWN_TIMEOUT_MS - 50);
  expect(stopMs).toBeLessThan(SHUTDOWN_TIMEOUT_MS + SHUTDOWN_SLACK_MS);
  // Kept, and handed back: the next start need not wait for a lease to run out.
  const kept = await outboxRowsTo('kept@example.com');
  expect(kept.map((row) => ({ subject: row.subject, leased: row.leasedUntil !== null }))).toEqual([
    { subject: 'You are invited to Glow', leased: false },
  ]);
  expect(await inbox.messagesTo('kept@example.com')).toEqual([]);

  await inbox.setBehaviour({ hang: false });
  await startApi();
  const invitation = await inbox.waitForMessage('kept@example.com', 1, 5000);
  expect(invitation.subject).toBe('You are invited to Glow');
  // Sent once, and no longer kept.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await inbox.messagesTo('kept@example.com')).toHaveLength(1);
  expect(await outboxRowsTo('kept@example.com')).toEqual([]);
});

/** The status of a GET, or `refused` when no answer came (the listener is closed). */
async function statusOrRefused(url: string): Promise<number | 'refused'> {
  try {
    return (await fetch(url)).status;
  } catch {
    return 'refused';
  }
}

it('answers readiness 503 through its drain while serving, then finishes the requests in flight', async () => {
  const DRAIN_MS = 1500;
  const api = await createApi(
    { ...config, shutdownDrainMs: DRAIN_MS, shutdownTimeoutMs: 10_000 },
    { connection },
  );
  running.add(api);
  // A request in flight until the test lets it end.
  let entered!: () => void;
  const inside = new Promise<void>((resolve) => (entered = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  api.app.get('/test/in-flight', async () => {
    entered();
    await released;
    return { finished: true };
  });
  await api.app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);
  const inFlight = fetch(`${base}/test/in-flight`).then(async (response) => ({
    status: response.status,
    body: await response.json(),
  }));
  await inside;

  running.delete(api);
  const closing = api.close();
  const ready = await fetch(`${base}/api/health/ready`);
  expect({ status: ready.status, body: await ready.json() }).toEqual({
    status: 503,
    body: expect.objectContaining({ status: 'notReady', reason: 'shuttingDown' }),
  });
  // Still serving through the drain.
  expect((await fetch(`${base}/api/health/live`)).status).toBe(200);

  // Then the listener takes no more requests, and the one in flight finishes.
  await eventually(
    async () => (await statusOrRefused(`${base}/api/health/live`)) === 'refused',
    DRAIN_MS + 3000,
  );
  release();
  expect(await inFlight).toEqual({ status: 200, body: { finished: true } });
  await closing;
});
