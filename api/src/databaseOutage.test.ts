// A PostgreSQL restart under a running API process and a stream of calls: the process survives,
// every call answers (503 with Retry-After while the server is down, never a 500, never a hang),
// calls succeed again once it is back, and no acknowledged write is lost.
// The server is one of this test's own: the shared test server keeps running for the other files.
// PostgreSQL only: api/jest.config.cjs leaves this file out when DATABASE_URL is unset.
import fs from 'node:fs';
import path from 'node:path';
import { VOTE_VALUES, type LoginResponse, type VoteType } from '@glow/contract';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseConnection } from './db/database';
import { users, votes } from './db/schema';
import { DEMO_PASSWORD } from './seed';
import { API_DIR, startApiProcess, stopApiProcess, type ApiProcess } from './testing/apiProcess';
import { startOwnPostgresServer, type OwnPostgresServer } from './testing/ownPostgresServer';
import { startTestInbox, type TestInbox } from './testing/testInbox';
import {
  insertVoters,
  unclosedCohortNominationIds,
  type InsertedVoter,
} from './testing/testProgramme';

const CONNECT_TIMEOUT_MS = 1000;
const OUTAGE_MS = 2000;
/** No call may take longer, outage or not. */
const LONGEST_CALL_MS = 4000;
const VOTERS = 16;
const TYPES: readonly VoteType[] = ['UP', 'DOWN', 'NONE'];
const FIGURES_FILE_DIR = path.join(API_DIR, '..', 'coverage');

let server: OwnPostgresServer;
let inbox: TestInbox;
let api: ApiProcess;

/** A connection of the test's own, open only while it reads or writes (never across the outage). */
async function withDatabase<T>(work: (db: DatabaseConnection['db']) => Promise<T>): Promise<T> {
  const connection = await openDatabase({ kind: 'postgresql', url: server.url('glow') });
  try {
    return await work(connection.db);
  } finally {
    await connection.close();
  }
}

beforeAll(async () => {
  server = await startOwnPostgresServer();
  const admin = new pg.Client({ connectionString: server.url() });
  await admin.connect();
  await admin.query('CREATE DATABASE glow');
  await admin.end();
  inbox = await startTestInbox();
  api = await startApiProcess('outage', {
    DATABASE_URL: server.url('glow'),
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    SMTP_URL: inbox.smtpUrl,
    XRPL_RPC_URL: 'http://127.0.0.1:1',
    DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
    DATABASE_STATEMENT_TIMEOUT_MS: '3000',
    EMAIL_POLL_INTERVAL_MS: '100',
    EMAIL_RETRY_MS: '200',
  });
}, 180_000);

afterAll(async () => {
  if (api) await stopApiProcess(api);
  await inbox?.close();
  await server?.destroy();
}, 30_000);

type Kind = 'health' | 'activeCohort' | 'verify' | 'createUser' | 'vote';

interface Call {
  kind: Kind;
  startedAt: number;
  endedAt: number;
  /** 0: no answer at all (the connection failed or the call was given up). */
  status: number;
  retryAfter: string | null;
  body: unknown;
}

/** One vote key's history: the last acknowledged value and the values sent since, unanswered. */
interface VoteHistory {
  acknowledged: number | null;
  uncertain: Set<number>;
}

it('answers 503 while PostgreSQL restarts, recovers, and loses no acknowledged write', async () => {
  const calls: Call[] = [];
  let streaming = true;

  async function call(kind: Kind, method: string, path: string, token?: string, body?: unknown) {
    const startedAt = performance.now();
    let status = 0;
    let retryAfter: string | null = null;
    let answer: unknown = null;
    try {
      const response = await fetch(`${api.url}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(LONGEST_CALL_MS * 2),
      });
      status = response.status;
      retryAfter = response.headers.get('retry-after');
      answer = await response.json();
    } catch (error) {
      answer = String(error);
    }
    const made: Call = {
      kind,
      startedAt,
      endedAt: performance.now(),
      status,
      retryAfter,
      body: answer,
    };
    calls.push(made);
    return made;
  }

  const login = await fetch(`${api.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@glow.local', password: DEMO_PASSWORD }),
  });
  const adminToken = ((await login.json()) as LoginResponse).api_token;
  const { voters, nominationIds } = await withDatabase(async (db) => ({
    voters: await insertVoters(db, VOTERS),
    nominationIds: await unclosedCohortNominationIds(db),
  }));

  const voteHistory = new Map<string, VoteHistory>();
  const createdUsers: string[] = [];

  async function voteStream(voter: InsertedVoter) {
    while (streaming) {
      const nominationId = nominationIds[Math.floor(Math.random() * nominationIds.length)]!;
      const type = TYPES[Math.floor(Math.random() * TYPES.length)]!;
      const key = `${voter.id}:${nominationId}`;
      const history = voteHistory.get(key) ?? { acknowledged: null, uncertain: new Set() };
      voteHistory.set(key, history);
      const made = await call('vote', 'POST', '/api/votes', voter.token, { nominationId, type });
      if (made.status === 200) {
        history.acknowledged = VOTE_VALUES[type];
        history.uncertain.clear();
      } else {
        history.uncertain.add(VOTE_VALUES[type]);
        if (made.status === 503) await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }

  async function stream(kind: Kind, once: (index: number) => Promise<Call>) {
    for (let index = 0; streaming; index += 1) {
      const made = await once(index);
      if (made.status !== 200 && made.status !== 201)
        await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return kind;
  }

  const streams = [
    ...voters.map(voteStream),
    stream('health', () => call('health', 'GET', '/api/health')),
    stream('activeCohort', () => call('activeCohort', 'GET', '/api/cohorts/active')),
    stream('verify', () => call('verify', 'GET', '/api/users/verify', adminToken)),
    stream('createUser', async (index) => {
      const email = `outage-${index}@example.com`;
      const made = await call('createUser', 'POST', '/api/users', adminToken, {
        email,
        role: 'judge',
      });
      if (made.status === 201) createdUsers.push(email);
      return made;
    }),
  ];

  const kinds: Kind[] = ['health', 'activeCohort', 'verify', 'createUser', 'vote'];
  const succeeded = (call: Call) => call.status === 200 || call.status === 201;
  async function waitUntil(check: () => boolean, timeoutMs: number, what: string) {
    const deadline = performance.now() + timeoutMs;
    while (!check()) {
      if (api.child.exitCode !== null || api.child.signalCode !== null)
        throw new Error(`The API process ended (${what} yet):\n${api.output().slice(-3000)}`);
      if (performance.now() > deadline) throw new Error(`Not within ${timeoutMs} ms: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  let stopping: number, down: number, outageEnds: number, back: number, recovered: number;
  try {
    // Every kind of call works before the outage.
    await waitUntil(
      () => kinds.every((kind) => calls.filter((c) => c.kind === kind && succeeded(c)).length >= 3),
      15_000,
      'every kind of call succeeded three times',
    );

    stopping = performance.now();
    await server.stop();
    down = performance.now();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    outageEnds = performance.now();
    await server.start();
    back = performance.now();

    await waitUntil(
      () =>
        kinds.every((kind) =>
          calls.some((c) => c.kind === kind && c.startedAt >= back && succeeded(c)),
        ),
      15_000,
      'every kind of call succeeded after the server came back',
    );
    recovered = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 1000));
  } finally {
    streaming = false;
    await Promise.all(streams);
  }

  // The process survived.
  expect({ exitCode: api.child.exitCode, signal: api.child.signalCode }).toEqual({
    exitCode: null,
    signal: null,
  });

  // Every call answered, quickly, with a success or a 503 that says when to try again.
  const unexpected = calls.filter((c) => !succeeded(c) && c.status !== 503);
  expect(unexpected.map((c) => `${c.kind} ${c.status} ${JSON.stringify(c.body)}`)).toEqual([]);
  const slowest = Math.max(...calls.map((c) => c.endedAt - c.startedAt));
  expect(slowest).toBeLessThan(LONGEST_CALL_MS);
  const unavailable = calls.filter((c) => c.status === 503);
  for (const c of unavailable) {
    expect({ retryAfter: c.retryAfter, body: c.body }).toEqual({
      retryAfter: '5',
      body:
        c.kind === 'health'
          ? {
              status: 'down',
              database: 'postgresql',
              message: 'The database is not reachable right now; please try again in a moment',
            }
          : { message: 'The database is not reachable right now; please try again in a moment' },
    });
  }

  // While the server was down, nothing succeeded; every kind of call was answered 503.
  const duringOutage = calls.filter((c) => c.startedAt >= down && c.endedAt <= outageEnds);
  expect(duringOutage.filter(succeeded)).toEqual([]);
  for (const kind of kinds) {
    expect({ kind, answered503: duringOutage.some((c) => c.kind === kind) }).toEqual({
      kind,
      answered503: true,
    });
  }
  // Once back, a call that started after the first success of its kind succeeded.
  const firstSuccessAfter = new Map(
    kinds.map((kind) => [
      kind,
      Math.min(
        ...calls
          .filter((c) => c.kind === kind && c.startedAt >= back && succeeded(c))
          .map((c) => c.endedAt),
      ),
    ]),
  );
  const failedAfterRecovery = calls.filter(
    (c) => c.startedAt > firstSuccessAfter.get(c.kind)! && !succeeded(c),
  );
  expect(failedAfterRecovery.map((c) => `${c.kind} ${c.status}`)).toEqual([]);

  // No acknowledged write is lost: the votes answered 200 and the users answered 201 are stored,
  // and every created user's invitation arrives.
  const { storedVotes, storedUsers } = await withDatabase(async (db) => ({
    storedVotes: await db.select().from(votes),
    storedUsers: await db
      .select({ email: users.email })
      .from(users)
      .where(inArray(users.email, createdUsers)),
  }));
  const stored = new Map(
    storedVotes.map((row) => [`${row.voterId}:${row.nominationId}`, row.value]),
  );
  const lost: string[] = [];
  for (const [key, history] of voteHistory) {
    const found = stored.get(key) ?? 0;
    const allowed = new Set([history.acknowledged ?? 0, ...history.uncertain]);
    if (!allowed.has(found))
      lost.push(`${key}: acknowledged ${history.acknowledged}, stored ${found}`);
  }
  expect(lost).toEqual([]);
  expect(createdUsers.length).toBeGreaterThan(0);
  expect(storedUsers.map((row) => row.email).sort()).toEqual([...createdUsers].sort());
  for (const email of createdUsers) await inbox.waitForMessage(email, 1, 15_000);

  const figures = {
    stopMs: Math.round(down - stopping),
    outageMs: Math.round(outageEnds - down),
    restartMs: Math.round(back - outageEnds),
    calls: calls.length,
    succeeded: calls.filter(succeeded).length,
    answered503: unavailable.length,
    answered503WhileDown: duringOutage.length,
    slowestCallMs: Math.round(slowest),
    recoveredAfterRestartMs: Math.round(recovered - back),
    firstSuccessAfterRestartMs: Object.fromEntries(
      kinds.map((kind) => [kind, Math.round(firstSuccessAfter.get(kind)! - back)]),
    ),
    usersCreatedAndInvited: createdUsers.length,
    voteKeysChecked: voteHistory.size,
  };
  // For the run's report: the figures also go to coverage/ (ignored by git), beside Jest's.
  fs.mkdirSync(FIGURES_FILE_DIR, { recursive: true });
  fs.writeFileSync(
    path.join(FIGURES_FILE_DIR, 'database-outage.json'),
    `${JSON.stringify(figures, null, 2)}\n`,
  );
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.info(
    [
      `PostgreSQL outage: stopped in ${seconds(figures.stopMs)}, down ${seconds(figures.outageMs)}, restarted in ${seconds(figures.restartMs)}`,
      `${figures.calls} calls: ${figures.succeeded} succeeded, ${figures.answered503} answered 503 (${figures.answered503WhileDown} of them while the server was down), 0 others`,
      `slowest call ${figures.slowestCallMs} ms; every kind of call succeeded again ${seconds(figures.recoveredAfterRestartMs)} after the server was back ` +
        `(${kinds.map((kind) => `${kind} ${figures.firstSuccessAfterRestartMs[kind]} ms`).join(', ')})`,
      `${figures.usersCreatedAndInvited} users created and invited, ${figures.voteKeysChecked} vote keys checked, none lost`,
    ].join('\n'),
  );
}, 120_000);
