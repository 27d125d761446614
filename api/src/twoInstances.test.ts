// Two API processes on one PostgreSQL database, as behind a load balancer: started together
// (the migrations must not clash), they share sessions and login limits, count the votes cast
// through both exactly, and send each email of the outbox once, also when one dies while sending.
// PostgreSQL only: api/jest.config.cjs leaves this file out when DATABASE_URL is unset.
import { VOTE_VALUES, type NominationList, type VoteType } from '@glow/contract';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { openDatabase, type DatabaseConnection } from './db/database';
import { emailOutbox, sentEmails } from './db/schema';
import { DEMO_PASSWORD } from './seed';
import { enqueueEmail } from './system/emailOutbox';
import { eventually } from './testing/eventually';
import {
  killApiProcess,
  startApiProcess,
  stopApiProcess,
  type ApiProcess,
} from './testing/apiProcess';
import { createPostgresTestDatabase, type PostgresTestDatabase } from './testing/testDatabase';
import { startTestInbox, type TestInbox } from './testing/testInbox';
import { insertVoters, storedVotes, unclosedCohortNominationIds } from './testing/testProgramme';

const LEASE_MS = 15_000;
const ANSWER_TIMEOUT_MS = 2000;

let database: PostgresTestDatabase;
let connection: DatabaseConnection;
let inbox: TestInbox;
const running: ApiProcess[] = [];
let a: ApiProcess;
let b: ApiProcess;

beforeAll(async () => {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('twoInstances.test.ts needs DATABASE_URL');
  database = await createPostgresTestDatabase(serverUrl);
  inbox = await startTestInbox();
  const env = {
    DATABASE_URL: database.url,
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    SMTP_URL: inbox.smtpUrl,
    // Both outbox workers look often, so they compete for the same emails; a send that finds
    // no mail server fails fast and is retried soon; a claimed email is its worker's for 15 s.
    // The lease and the answers' time-out leave room for a loaded machine: a lease that runs out
    // while its worker is starved, or a send given up on after the inbox took it, sends the email
    // again by design, which this test would count as sent twice.
    EMAIL_POLL_INTERVAL_MS: '50',
    EMAIL_RETRY_MS: '200',
    OUTSIDE_CONNECT_TIMEOUT_MS: '500',
    OUTSIDE_ANSWER_TIMEOUT_MS: String(ANSWER_TIMEOUT_MS),
    EMAIL_LEASE_MS: String(LEASE_MS),
  };
  // Both at once: they apply the migrations and seed the same empty database together.
  const started = await Promise.allSettled([
    startApiProcess('A', env, { timeoutMs: 180_000 }),
    startApiProcess('B', env, { timeoutMs: 180_000 }),
  ]);
  for (const result of started) {
    if (result.status === 'fulfilled') running.push(result.value);
    else throw result.reason;
  }
  [a, b] = running as [ApiProcess, ApiProcess];
  connection = await openDatabase({ kind: 'postgresql', url: database.url });
}, 200_000);

afterAll(async () => {
  await Promise.all(running.map(stopApiProcess));
  await connection?.close();
  await inbox?.close();
  await database?.drop();
}, 30_000);

async function call(
  instance: ApiProcess,
  method: string,
  route: string,
  init: { token?: string; body?: unknown } = {},
) {
  const response = await fetch(`${instance.url}${route}`, {
    method,
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function login(instance: ApiProcess, email: string, password: string) {
  return call(instance, 'POST', '/api/users/login', { body: { email, password } });
}

it('starts both on the same database', async () => {
  expect(a.url).not.toBe(b.url);
  for (const instance of [a, b]) {
    expect(await call(instance, 'GET', '/api/health')).toEqual({
      status: 200,
      body: { status: 'ok', database: 'postgresql' },
    });
  }
});

it('accepts on B a token issued by A, and a logout on B ends it on A', async () => {
  const signedIn = await login(a, 'judge@glow.local', DEMO_PASSWORD);
  expect(signedIn.status).toBe(200);
  const token = String(signedIn.body.api_token);

  const verified = await call(b, 'GET', '/api/users/verify', { token });
  expect(verified.status).toBe(200);
  expect(verified.body.userInfo).toMatchObject({ email: 'judge@glow.local', role: 'judge' });

  expect((await call(b, 'POST', '/api/users/logout', { token })).status).toBe(200);
  expect(await call(a, 'GET', '/api/users/verify', { token })).toEqual({
    status: 401,
    body: { message: 'Please login' },
  });
});

it('counts failed logins on A and B together', async () => {
  for (const instance of [a, b, a, b, a]) {
    expect((await login(instance, 'scout@glow.local', 'wrong-password')).status).toBe(401);
  }
  for (const instance of [b, a]) {
    const refused = await login(instance, 'scout@glow.local', DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many login attempts/);
  }
});

it("counts every vote exactly when each voter's votes go through both at once", async () => {
  const voters = await insertVoters(connection.db, 100);
  const nominationIds = await unclosedCohortNominationIds(connection.db);
  const types: readonly VoteType[] = ['UP', 'DOWN', 'NONE'];
  const lastAnswered = new Map<string, number>();
  // Every voter at once, each vote after the last was answered, on A and B in turn.
  await Promise.all(
    voters.map(async (voter, index) => {
      for (let vote = 0; vote < 10; vote += 1) {
        const nominationId = nominationIds[(index + vote) % nominationIds.length]!;
        const type = types[(index * 7 + vote) % types.length]!;
        const instance = (index + vote) % 2 === 0 ? a : b;
        const answer = await call(instance, 'POST', '/api/votes', {
          token: voter.token,
          body: { nominationId, type },
        });
        expect(answer.status).toBe(200);
        lastAnswered.set(`${voter.id}:${nominationId}`, VOTE_VALUES[type]);
      }
    }),
  );

  const stored = await storedVotes(connection.db, nominationIds);
  const differing = [...lastAnswered].filter(
    ([key, value]) => (stored.byKey.get(key) ?? 0) !== value,
  );
  expect(differing).toEqual([]);

  // Both answer the scores the stored votes add up to.
  for (const instance of [a, b]) {
    const listed = (await call(instance, 'GET', '/api/nominations?limit=100'))
      .body as unknown as NominationList;
    expect(new Map(listed.nominations.map((n) => [n.id, n.score]))).toEqual(stored.sums);
  }
}, 120_000);

it("sends each of the outbox's emails once while both outbox workers take from it", async () => {
  const recipient = 'outbox@two-instances.test';
  const subjects = Array.from({ length: 150 }, (_, index) => `Email ${index + 1}`);
  await connection.db.transaction(async (tx) => {
    for (const subject of subjects)
      await enqueueEmail(tx, { to: recipient, subject, text: `${subject} of ${subjects.length}` });
  });

  await inbox.waitForMessage(recipient, subjects.length, 60_000);
  // Any second sending would come after the first: give it time to show.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const received = (await inbox.messagesTo(recipient)).map((message) => message.subject).sort();
  expect(received).toEqual([...subjects].sort());
  const [left] = await connection.db
    .select({ n: count() })
    .from(emailOutbox)
    .where(eq(emailOutbox.recipient, recipient));
  expect(left?.n).toBe(0);
  const [sent] = await connection.db
    .select({ n: count() })
    .from(sentEmails)
    .where(eq(sentEmails.recipient, recipient));
  expect(sent?.n).toBe(subjects.length);
}, 90_000);

// Last: it kills A.
it('leaves the emails of an instance killed while sending to the other, after their lease, once each', async () => {
  const recipient = 'lease@two-instances.test';
  const subjects = Array.from({ length: 20 }, (_, index) => `Leased ${index + 1}`);
  // The mail server accepts connections and never greets: every send hangs until its time-out.
  await inbox.setBehaviour({ hang: true });
  await connection.db.transaction(async (tx) => {
    for (const subject of subjects)
      await enqueueEmail(tx, { to: recipient, subject, text: subject });
  });
  const leased = () =>
    connection.db
      .select({ id: emailOutbox.id, subject: emailOutbox.subject, until: emailOutbox.leasedUntil })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.recipient, recipient), gt(emailOutbox.leasedUntil, sql`now()`)));
  // Each worker sends 5 at a time: with 10 leased, A is sending 5 of them.
  let sending = await leased();
  while (sending.length < 10) sending = await leased();
  await killApiProcess(a);
  // B's sends end at their time-out and give their emails back (B then leases them anew); A's stay
  // leased as they were. How soon B's come back depends on the machine's load: wait for it, well
  // within A's lease.
  const stillLeasedAsSeen = async () => {
    const stillLeased = await leased();
    return sending.filter(({ id, until }) =>
      stillLeased.some((row) => row.id === id && row.until?.getTime() === until?.getTime()),
    );
  };
  await eventually(async () => (await stillLeasedAsSeen()).length <= 5, LEASE_MS / 2);
  const orphans = await stillLeasedAsSeen();
  expect(orphans).toHaveLength(5);

  await inbox.setBehaviour({ hang: false });
  await inbox.waitForMessage(recipient, subjects.length, 30_000);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const received = await inbox.messagesTo(recipient);
  expect(received.map((message) => message.subject).sort()).toEqual([...subjects].sort());
  // B sent A's emails, and only once their lease had ended.
  for (const orphan of orphans) {
    const message = received.find(({ subject }) => subject === orphan.subject)!;
    expect(new Date(message.receivedAt).getTime()).toBeGreaterThanOrEqual(orphan.until!.getTime());
  }
}, 60_000);
