// A vote storm on a real API process, killed with SIGKILL in the middle of it, then restarted on
// the same database: every vote that was answered 200 must be in the votes table with its value.
// A vote in flight when the process died may or may not be there (it was never acknowledged).
// PostgreSQL only: api/jest.config.cjs leaves this file out when DATABASE_URL is unset.
import {
  VOTE_VALUES,
  type CastVoteResponse,
  type NominationList,
  type VoteType,
} from '@glow/contract';
import {
  killApiProcess,
  startApiProcess,
  stopApiProcess,
  type ApiProcess,
} from './testing/apiProcess';
import { openTestDatabase, type TestDatabaseConnection } from './testing/testDatabase';
import {
  insertVoters,
  storedVotes,
  unclosedCohortNominationIds,
  type InsertedVoter,
  withoutUnclosedCohortVotes,
} from './testing/testProgramme';

const VOTERS = 200;
/** The process is killed once this many votes were acknowledged. */
const KILL_AFTER = 1500;
const TYPES: readonly VoteType[] = ['UP', 'DOWN', 'NONE'];

let database: TestDatabaseConnection;
let env: Record<string, string>;
const running: ApiProcess[] = [];

beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('voteStorm.test.ts needs DATABASE_URL');
  // A copy of the run's seeded template: the demo data's open cohort, without seeding it again.
  database = await openTestDatabase({ seeded: true });
  await withoutUnclosedCohortVotes(database.db);
  env = {
    DATABASE_URL: database.url!,
    LOG_LEVEL: 'warn',
    // Nothing here sends email or reads the ledger.
    SMTP_URL: 'smtp://127.0.0.1:1',
    XRPL_RPC_URL: 'http://127.0.0.1:1',
  };
  running.push(await startApiProcess('first', env));
}, 180_000);

afterAll(async () => {
  await Promise.all(running.map(stopApiProcess));
  await database?.close();
}, 30_000);

interface Pending {
  key: string;
  value: -1 | 0 | 1;
}

it(`keeps every acknowledged vote of a storm of ${VOTERS} voters through a SIGKILL`, async () => {
  const [first] = running as [ApiProcess];
  const voters = await insertVoters(database.db, VOTERS);
  const nominationIds = await unclosedCohortNominationIds(database.db);
  expect(nominationIds.length).toBeGreaterThan(1);

  const lastAcknowledged = new Map<string, -1 | 0 | 1>();
  /** The one vote per voter that was sent and never answered. */
  const unanswered: Pending[] = [];
  let acknowledged = 0;
  let killing: Promise<void> | null = null;

  // Each voter votes one vote after another (as a browser does), all voters at once, until the
  // process dies under them.
  async function storm(voter: InsertedVoter): Promise<void> {
    for (;;) {
      const nominationId = nominationIds[Math.floor(Math.random() * nominationIds.length)]!;
      const type = TYPES[Math.floor(Math.random() * TYPES.length)]!;
      const key = `${voter.id}:${nominationId}`;
      let response: Response;
      try {
        response = await fetch(`${first.url}/api/votes`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${voter.token}` },
          body: JSON.stringify({ nominationId, type }),
        });
        if (response.status !== 200) {
          throw new Error(`${key} ${type}: ${response.status} ${await response.text()}`);
        }
        await response.json();
      } catch (error) {
        if (!killing) throw error;
        unanswered.push({ key, value: VOTE_VALUES[type] });
        return;
      }
      lastAcknowledged.set(key, VOTE_VALUES[type]);
      acknowledged += 1;
      if (acknowledged >= KILL_AFTER && !killing) killing = killApiProcess(first);
    }
  }
  await Promise.all(voters.map(storm));
  await killing;
  expect(first.child.signalCode).toBe('SIGKILL');
  expect(acknowledged).toBeGreaterThanOrEqual(KILL_AFTER);
  expect(unanswered.length).toBeGreaterThan(0);

  // Restart on the same database (the migrations and demo data are there already).
  const second = await startApiProcess('restarted', env);
  running.push(second);

  const { byKey: stored, sums } = await storedVotes(database.db, nominationIds);
  const pendingByKey = new Map(unanswered.map((pending) => [pending.key, pending.value]));
  const lost: string[] = [];
  for (const [key, value] of lastAcknowledged) {
    const found = stored.get(key) ?? 0;
    const pending = pendingByKey.get(key);
    if (found !== value && found !== pending)
      lost.push(`${key}: acknowledged ${value}, stored ${found}`);
  }
  // Nothing stored that nobody asked for.
  const unexpected = [...stored.keys()].filter(
    (key) => !lastAcknowledged.has(key) && !pendingByKey.has(key),
  );
  expect({ lost, unexpected }).toEqual({ lost: [], unexpected: [] });

  const committedUnanswered = unanswered.filter(
    ({ key, value }) => (stored.get(key) ?? 0) === value && lastAcknowledged.get(key) !== value,
  ).length;
  console.info(
    `vote storm: ${acknowledged} votes acknowledged, ${unanswered.length} in flight at SIGKILL ` +
      `(${committedUnanswered} of them visibly committed), ${stored.size} votes stored, none lost`,
  );

  // The restarted API answers from what is stored: the scores are the sums of the stored votes.
  const listed = (await (
    await fetch(`${second.url}/api/nominations?limit=100`)
  ).json()) as NominationList;
  expect(new Map(listed.nominations.map((n) => [n.id, n.score]))).toEqual(sums);

  // And a voter carries on where the database says they are.
  const [voter] = voters as [InsertedVoter];
  const nominationId = nominationIds[0]!;
  const current = stored.get(`${voter.id}:${nominationId}`) ?? 0;
  const answer = (await (
    await fetch(`${second.url}/api/votes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${voter.token}` },
      body: JSON.stringify({ nominationId, type: 'UP' }),
    })
  ).json()) as CastVoteResponse;
  expect(answer).toMatchObject({
    message: current === 1 ? 'no change' : current === 0 ? 'upvote' : 'change to upvote',
    myVote: 'UP',
    score: sums.get(nominationId)! - current + 1,
  });
}, 60_000);
