// A rolling restart under a vote load: two API processes on one PostgreSQL database take the votes
// of 100 voters; A gets SIGTERM in the middle, a new A starts on the same database and takes its
// share again, then B is restarted the same way. The test stands for the balancer: it reads each
// instance's readiness every 100 ms, one check at a time, and sends votes only to those that are
// ready, each on a connection of its own; a vote that finds no process listening (ECONNREFUSED: it
// never reached an API) goes to another instance, as balancers do. A stopping instance says it is
// not ready and keeps serving for SHUTDOWN_DRAIN_MS before it closes. Every vote must be answered
// 200, and the stored votes must be the last answered ones.
// PostgreSQL only: api/jest.config.cjs leaves this file out when DATABASE_URL is unset.
import { VOTE_VALUES, type NominationList, type VoteType } from '@glow/contract';
import { request } from 'node:http';
import { startApiProcess, stopApiProcess, type ApiProcess } from './testing/apiProcess';
import { openTestDatabase, type TestDatabaseConnection } from './testing/testDatabase';
import {
  insertVoters,
  storedVotes,
  unclosedCohortNominationIds,
  withoutUnclosedCohortVotes,
} from './testing/testProgramme';

const VOTERS = 100;
const TYPES: readonly VoteType[] = ['UP', 'DOWN', 'NONE'];

let database: TestDatabaseConnection;
let env: Record<string, string>;
const started: ApiProcess[] = [];

beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('rollingRestart.test.ts needs DATABASE_URL');
  database = await openTestDatabase({ seeded: true });
  await withoutUnclosedCohortVotes(database.db);
  env = {
    DATABASE_URL: database.url!,
    LOG_LEVEL: 'warn',
    // Nothing here sends email or reads the ledger.
    SMTP_URL: 'smtp://127.0.0.1:1',
    XRPL_RPC_URL: 'http://127.0.0.1:1',
    // Thirty of the balancer's readiness checks. They run in this process beside 100 voters, so on a
    // busy 2-core machine they can come over a second late: with 1 s, a stopped A once got votes
    // after it closed.
    SHUTDOWN_DRAIN_MS: '3000',
  };
}, 60_000);

afterAll(async () => {
  await Promise.all(started.map(stopApiProcess));
  await database?.close();
}, 30_000);

async function start(name: string): Promise<ApiProcess> {
  const api = await startApiProcess(name, env);
  started.push(api);
  return api;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  body: string;
}

/** One request on a connection of its own (no keep-alive), as a balancer's new attempt. */
function send(url: string, token: string, body: unknown): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${url}/api/votes`,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          authorization: `Bearer ${token}`,
        },
      },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (text += chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: text }));
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

it('loses no vote and no request while each of two instances is restarted in turn', async () => {
  let a = await start('A');
  let b = await start('B');
  const voters = await insertVoters(database.db, VOTERS);
  const nominationIds = await unclosedCohortNominationIds(database.db);

  /** The instances the balancer sends to: those whose readiness said 200 last. */
  const inRotation = new Set<ApiProcess>([a, b]);
  let probing = true;
  /** One check at a time per instance, as a balancer's prober: a late answer cannot undo a newer one. */
  async function probe(instance: ApiProcess): Promise<void> {
    while (probing) {
      const ready = await fetch(`${instance.url}/api/health/ready`)
        .then((answer) => answer.status === 200)
        .catch(() => false);
      if (ready) inRotation.add(instance);
      else inRotation.delete(instance);
      await pause(100);
    }
  }
  const probes = [probe(a), probe(b)];
  let sent = 0;
  let refusedAndResent = 0;
  const notAnswered: string[] = [];
  const lastAnswered = new Map<string, number>();
  let loading = true;

  async function vote(token: string, nominationId: number, type: VoteType): Promise<void> {
    const instances = [...inRotation];
    const first = sent;
    for (let attempt = 0; attempt < instances.length; attempt += 1) {
      const instance = instances[(first + attempt) % instances.length]!;
      try {
        const answer = await send(instance.url, token, { nominationId, type });
        if (answer.status !== 200)
          notAnswered.push(`${instance.name}: ${answer.status} ${answer.body}`);
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ECONNREFUSED') {
          notAnswered.push(`${instance.name}: ${String(error)}`);
          return;
        }
        refusedAndResent += 1;
      }
    }
    notAnswered.push(`refused by every instance in rotation (${instances.length})`);
  }

  const load = Promise.all(
    voters.map(async (voter, index) => {
      for (let round = 0; loading; round += 1) {
        const nominationId = nominationIds[(index + round) % nominationIds.length]!;
        const type = TYPES[(index + round) % TYPES.length]!;
        sent += 1;
        await vote(voter.token, nominationId, type);
        lastAnswered.set(`${voter.id}:${nominationId}`, VOTE_VALUES[type]);
      }
    }),
  );

  await pause(1500);
  const sentBeforeRestarts = sent;
  // A stops (SIGTERM) while the votes keep coming, and exits by itself; then a new A starts on the
  // same database and joins once it is ready, and B goes the same way.
  for (const restarting of ['A', 'B'] as const) {
    const old = restarting === 'A' ? a : b;
    await stopApiProcess(old);
    expect(old.child.exitCode).toBe(0);
    const fresh = await start(`${restarting} (restarted)`);
    probes.push(probe(fresh));
    while (!inRotation.has(fresh)) await pause(50);
    if (restarting === 'A') a = fresh;
    else b = fresh;
    await pause(1000);
  }
  loading = false;
  await load;
  probing = false;
  await Promise.all(probes);

  expect(notAnswered).toEqual([]);
  expect(sent).toBeGreaterThan(sentBeforeRestarts);
  const stored = await storedVotes(database.db, nominationIds);
  const differing = [...lastAnswered].filter(
    ([key, value]) => (stored.byKey.get(key) ?? 0) !== value,
  );
  expect(differing).toEqual([]);
  const listed = (await (
    await fetch(`${a.url}/api/nominations?limit=100`)
  ).json()) as NominationList;
  expect(new Map(listed.nominations.map((n) => [n.id, n.score]))).toEqual(stored.sums);
  console.info(
    `rolling restart: ${sent} votes sent and answered, ${refusedAndResent} refused by a stopped ` +
      'instance and sent to another',
  );
}, 120_000);
