// `pnpm bench:integrity` (from the root): vote integrity at scale, on PostgreSQL. Not part of
// `npm test`.
//
// 1. A database of its own (`glow_bench_integrity`, made anew, dropped at the end unless --keep)
//    with the demo story, and a ledger stand-in holding BENCH_VOTERS (100,000) voters' accounts,
//    made by the stand-in's farm control oldest first: BENCH_FARMS (40) farms of 50 wallets fed
//    through an account between, 500 organic voters activated by friends (one to four each), and
//    the rest by 40 exchanges, each of which created 300 accounts for others after theirs. The
//    voters are written straight into Wave 1, registered over ten days (each farm within half an
//    hour).
// 2. Signals: the background round's reads and analysis, unpaced (VOTER_LEDGER_CALLS_PER_SECOND
//    is the pacing in production): JSON-RPC calls made by kind, wall time of the reads, of the
//    funders' reads and counts, and of one analysis alone.
// 3. Scores: 1,000,000 votes in Wave 1 (every voter on its six nominations, the farms alike, and
//    extra voters without a ledger account up to the million), 10 clusters excluded, then
//    BENCH_CALLS (50) timed runs, after 5 warm-up runs, of the integrity page's first screen (as
//    GET /api/cohorts/{id}/vote-integrity reads it), of its ledger reads (a call of their own,
//    GET /api/cohorts/{id}/voter-ledger-reads, shown as it comes), of its first page of flagged
//    voters, and of the tallies: the admin's nominations by score, the ballot, the judges' review
//    order. p50, p95 and max; the target is p95 < 100 ms for the page's first screen.
//
// With --keep the database stays; --again times step 3 again on it, without making it anew.
//
// Environment: BENCH_DATABASE_URL (a server and a role allowed to CREATE DATABASE; without it, run
// as root: Debian's cluster), BENCH_VOTERS, BENCH_FARMS, BENCH_CALLS.
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { eq, isNull, sql } from 'drizzle-orm';
import { createXrplClient, type XrplClient } from '../src/clients/xrplClient';
import { openDatabase, type Database } from '../src/db/database';
import { cohorts, ledgerFunders, users } from '../src/db/schema';
import { analyseCohort } from '../src/integrity/analysis';
import { excludeVoters } from '../src/integrity/exclusions';
import { integrityRound } from '../src/integrity/integrityRound';
import { integrityVotersPage, readVoteIntegrity } from '../src/integrity/integrityQueries';
import { readReview } from '../src/judging/reviewQueries';
import { cohortNominationsPage } from '../src/programme/cohortQueries';
import { seedDemoData } from '../src/seed';
import { MIGRATIONS_FOLDER } from '../src/db/migrations';
import { startTestLedger } from '../src/testing/testLedger';
import { readBallot } from '../src/voting/ballotQueries';
import { cohortLedgerReads } from '../src/voting/voterLedgerReads';
import { readDueVoters } from '../src/workers/voterLedgerWorker';
import { loadConfig } from '../src/config';
import { percentile } from './benchHttp';
import { debianClusterUrl, onServer } from './programmeDatabase';

const VOTERS = Number(process.env.BENCH_VOTERS ?? 100_000);
const FARMS = Number(process.env.BENCH_FARMS ?? 40);
const CALLS = Number(process.env.BENCH_CALLS ?? 50);
const KEEP = process.argv.includes('--keep') || process.argv.includes('--again');
/** Times the scores again on the database a --keep run left, without making it anew. */
const AGAIN = process.argv.includes('--again');
const DATABASE = 'glow_bench_integrity';
const FARM_SIZE = 50;
/** Organic voters activated by a friend (one to four each); the others by exchanges. */
const FRIEND_VOTERS = 500;
const EXCHANGES = 40;
/** The accounts each exchange creates for others after its voters': over the 100 that tell one. */
const EXCHANGE_OTHERS = 300;
const TOTAL_VOTES = 1_000_000;

interface Activated {
  address: string;
  /** Registered this many minutes before now. */
  registeredMinutesAgo: number;
  /** The farm it belongs to, for its votes alike. */
  farm: boolean;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.info(`  ${label}: ${seconds(performance.now() - started)}`);
  return result;
}

interface FarmRequest {
  ageDays: number[];
  throughHop: boolean;
  /** How many of its accounts (the oldest) are voters. */
  voters: number;
  kind: 'friend' | 'farm' | 'exchange';
}

/** The stand-in's farms that make the voters' accounts: few ledgers, each holding many. */
function farmRequests(): FarmRequest[] {
  const requests: FarmRequest[] = [];
  for (let i = 0; i < FARMS; i += 1) {
    const ageDays = Array<number>(FARM_SIZE).fill(3 + (i % 20));
    requests.push({ ageDays, throughHop: true, voters: FARM_SIZE, kind: 'farm' });
  }
  let friends = Math.min(FRIEND_VOTERS, VOTERS - FARMS * FARM_SIZE);
  for (let i = 0; friends > 0; i += 1) {
    const count = Math.min(friends, 1 + (i % 4));
    requests.push({
      ageDays: Array<number>(count).fill(2 + ((i * 37) % 700)),
      throughHop: false,
      voters: count,
      kind: 'friend',
    });
    friends -= count;
  }
  const customers =
    VOTERS - FARMS * FARM_SIZE - Math.min(FRIEND_VOTERS, VOTERS - FARMS * FARM_SIZE);
  for (let i = 0; i < EXCHANGES; i += 1) {
    const voters = Math.floor(customers / EXCHANGES) + (i < customers % EXCHANGES ? 1 : 0);
    // Its voters' accounts, then those it creates for others: its newest transactions. All in one
    // ledger: a farm older than the newest ledger moves the whole history back.
    const ageDays = Array<number>(voters + EXCHANGE_OTHERS).fill(700 + i);
    requests.push({ ageDays, throughHop: false, voters, kind: 'exchange' });
  }
  return requests;
}

/** The accounts of the voters, made on the stand-in oldest first (no history to move back). */
async function buildAccounts(ledger: Awaited<ReturnType<typeof startTestLedger>>) {
  const requests = farmRequests().sort((a, b) => Math.max(...b.ageDays) - Math.max(...a.ageDays));
  const voters: Activated[] = [];
  for (const [index, request] of requests.entries()) {
    const farm = await ledger.farm({ ageDays: request.ageDays, throughHop: request.throughHop });
    const burstStart = 60 * 24 * (1 + (index % 9));
    for (const [n, account] of farm.accounts.slice(0, request.voters).entries()) {
      voters.push({
        address: account.address,
        registeredMinutesAgo:
          request.kind === 'farm'
            ? burstStart - (n * 30) / FARM_SIZE
            : Math.floor(Math.random() * 10 * 24 * 60),
        farm: request.kind === 'farm',
      });
    }
  }
  return voters;
}

/** The voters, written straight into Wave 1 as registration and voting would have left them. */
async function writeVoters(db: Database, cohortId: number, voters: Activated[]) {
  for (let start = 0; start < voters.length; start += 5000) {
    const part = voters.slice(start, start + 5000);
    await db.execute(sql`
      insert into voters (address, registration_tx_hash, registered_at)
      select * from unnest(${sql.param(part.map((v) => v.address))}::text[],
        ${sql.param(part.map(() => randomBytes(32).toString('hex').toUpperCase()))}::text[],
        ${sql.param(part.map((v) => new Date(Date.now() - v.registeredMinutesAgo * 60_000).toISOString()))}::timestamptz[])`);
  }
  await db.execute(sql`insert into voter_ledger_facts (voter_id, address) select id, address from voters
    on conflict do nothing`);
  await db.execute(sql`insert into cohort_voters (cohort_id, voter_id) select ${cohortId}, id from voters
    on conflict do nothing`);
}

function countingClient(client: XrplClient, calls: Record<string, number>): XrplClient {
  return {
    ...client,
    async accountLedgerFacts(address) {
      calls.account_info = (calls.account_info ?? 0) + 1;
      calls['account_tx (forward, limit 1)'] = (calls['account_tx (forward, limit 1)'] ?? 0) + 1;
      return client.accountLedgerFacts(address);
    },
    async accountTransactions(address, query) {
      calls['account_tx (counting, 200 a page)'] =
        (calls['account_tx (counting, 200 a page)'] ?? 0) + 1;
      return client.accountTransactions(address, query);
    },
  };
}

async function signals(db: Database, ledgerUrl: string, cohortId: number) {
  const calls: Record<string, number> = {};
  const config = loadConfig({});
  const ledger = countingClient(createXrplClient(ledgerUrl, config.outsideTimeouts), calls);
  const options = {
    db,
    ledger,
    batch: 5000,
    callsPerSecond: 1_000_000,
    leaseMs: config.voterLedger.leaseMs,
  };
  console.info(`Signals for ${VOTERS.toLocaleString('en')} voters, unpaced:`);
  const started = performance.now();
  await timed('voters read (account_info + account_tx each)', async () => {
    while ((await readDueVoters(options)).read > 0);
  });
  await timed('funders read, counted, signals worked out (background rounds)', async () => {
    for (;;) {
      await integrityRound(options);
      const [left] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(ledgerFunders)
        .where(eq(ledgerFunders.status, 'unread'));
      if (left!.n === 0) break;
    }
  });
  console.info(`  wall time in all: ${seconds(performance.now() - started)}`);
  for (const [kind, count] of Object.entries(calls))
    console.info(`  calls, ${kind}: ${count.toLocaleString('en')}`);
  await timed('one analysis alone (read, clusters, signals, stored)', () =>
    analyseCohort(db, cohortId),
  );
  const [figures] = await db
    .execute(
      sql`select (select count(*) from funding_clusters)::int as clusters,
    (select count(*) from voter_signals)::int as flagged`,
    )
    .then((r) => (r as unknown as { rows: { clusters: number; flagged: number }[] }).rows);
  console.info(
    `  found: ${figures!.clusters} clusters (${FARMS} farms built), ${figures!.flagged.toLocaleString('en')} flagged voters`,
  );
}

/** Every voter on each of Wave 1's nominations, the farms up on the first and down on the second. */
async function castMillionVotes(db: Database, cohortId: number, farmAddresses: string[]) {
  const nominations = (
    await db
      .execute(sql`select id from nominations where cohort_id = ${cohortId} order by id`)
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows)
  ).map((row) => row.id);
  const [{ voters }] = (await db
    .execute(sql`select count(*)::int as voters from cohort_voters where cohort_id = ${cohortId}`)
    .then((r) => (r as unknown as { rows: { voters: number }[] }).rows)) as [{ voters: number }];
  const extra = Math.max(0, Math.ceil(TOTAL_VOTES / nominations.length) - voters);
  await db.execute(sql`insert into voters (address, registration_tx_hash)
    select 'rExtra' || g, md5(g::text) || md5((g + 1)::text) from generate_series(1, ${extra}) g
    on conflict do nothing`);
  await db.execute(sql`insert into cohort_voters (cohort_id, voter_id) select ${cohortId}, id from voters
    on conflict do nothing`);
  await db.execute(
    sql`delete from votes where nomination_id in (select id from nominations where cohort_id = ${cohortId})`,
  );
  await db.execute(sql`insert into votes (voter_id, nomination_id, value)
    select cv.voter_id, n.id,
      case when v.address = any(${sql.param(farmAddresses)}::text[]) then (case when n.id = ${nominations[1]!} then -1 else 1 end)
           when random() < 0.7 then 1 else -1 end
    from cohort_voters cv join voters v on v.id = cv.voter_id
    cross join (select id from nominations where cohort_id = ${cohortId}) n
    where cv.cohort_id = ${cohortId}
    limit ${TOTAL_VOTES}`);
  await db.execute(sql`vacuum analyze`);
}

async function timedRuns(label: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 5; i += 1) await run();
  const times = new Float64Array(CALLS);
  for (let i = 0; i < CALLS; i += 1) {
    const started = performance.now();
    await run();
    times[i] = performance.now() - started;
  }
  times.sort();
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.info(
    `  ${label}: p50 ${ms(percentile(times, 0.5))}, p95 ${ms(percentile(times, 0.95))}, max ${ms(times.at(-1)!)}`,
  );
  return percentile(times, 0.95);
}

async function scores(db: Database, cohortId: number, farmAddresses: string[]) {
  await timed('1,000,000 votes cast (SQL), vacuum analyze', () =>
    castMillionVotes(db, cohortId, farmAddresses),
  );
  await analyseCohort(db, cohortId);
  const [admin] = await db.select().from(users).where(eq(users.role, 'admin')).limit(1);
  const actor = { id: admin!.id, email: admin!.email, role: 'admin' as const };
  const clusters = await db
    .execute(
      sql`select funder from funding_clusters where cohort_id = ${cohortId} order by members desc limit 10`,
    )
    .then((r) => (r as unknown as { rows: { funder: string }[] }).rows);
  // A run --again finds the last run's exclusions: they are made anew.
  await db.execute(sql`delete from vote_exclusions where cohort_id = ${cohortId}`);
  for (const { funder } of clusters) {
    await excludeVoters(db, actor, cohortId, {
      funder,
      reason: 'Bench: one funder behind the wallets',
    });
  }
  const [votes] = await db
    .execute(
      sql`select count(*)::int as n from votes join nominations on nominations.id = votes.nomination_id where cohort_id = ${cohortId}`,
    )
    .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
  const [cohort] = await db.select().from(cohorts).where(eq(cohorts.id, cohortId));
  console.info(
    `Scores of a cohort of ${votes!.n.toLocaleString('en')} votes, ${clusters.length} clusters excluded (${CALLS} runs each):`,
  );
  const pageP95 = await timedRuns("the integrity page's first screen", () =>
    readVoteIntegrity(db, cohort!),
  );
  await timedRuns('its ledger reads, a call of their own shown as it comes', () =>
    cohortLedgerReads(db, cohortId),
  );
  await timedRuns('its first page of flagged voters (20)', () =>
    integrityVotersPage(db, cohortId, { page: 1, limit: 20 }),
  );
  await timedRuns("tally: the admin's nominations by score", () =>
    cohortNominationsPage(db, cohortId, { page: 1, limit: 20, sort: 'score' }),
  );
  await timedRuns('tally: the ballot (public, first page)', () =>
    readBallot(db, { page: 1, limit: 20, sort: 'score' }, null),
  );
  await timedRuns("tally: the judges' review (admin)", () =>
    readReview(db, cohort!, actor, { page: 1, limit: 20 }),
  );
  console.info(
    `Target: p95 < 100 ms for the page's first screen: ${pageP95 < 100 ? 'met' : 'NOT met'}`,
  );
}

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? debianClusterUrl();
  if (!AGAIN) {
    await onServer(serverUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`),
    );
    await onServer(serverUrl, (client) => client.query(`CREATE DATABASE "${DATABASE}"`));
  }
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE}`;
  // Generating a million votes takes longer than the API's statement time-out.
  const connection = await openDatabase({
    kind: 'postgresql',
    url: url.toString(),
    statementTimeoutMs: 30 * 60_000,
  });
  const ledger = await startTestLedger(loadConfig({}).network.id, { closeIntervalMs: 0 });
  try {
    await connection.migrate(MIGRATIONS_FOLDER);
    const wave1Now = async () =>
      (await connection.db.select().from(cohorts).where(isNull(cohorts.endsAt)))[0]!;
    if (AGAIN) {
      const wave1 = await wave1Now();
      const farmed = await connection.db.execute(sql`select v.address from voters v
        join voter_signals s on s.voter_id = v.id and s.cohort_id = ${wave1.id}
        where 'funding_cluster' = any(s.signals)`);
      const farmAddresses = (farmed as unknown as { rows: { address: string }[] }).rows;
      await scores(
        connection.db,
        wave1.id,
        farmAddresses.map((row) => row.address),
      );
      return;
    }
    console.info('Preparing:');
    await timed('demo story', () => seedDemoData(connection));
    const wave1 = await wave1Now();
    const voters = await timed(`${VOTERS.toLocaleString('en')} accounts on the stand-in`, () =>
      buildAccounts(ledger),
    );
    await timed('voters written into Wave 1', () => writeVoters(connection.db, wave1.id, voters));
    await signals(connection.db, ledger.url, wave1.id);
    await scores(
      connection.db,
      wave1.id,
      voters.filter((v) => v.farm).map((v) => v.address),
    );
  } finally {
    await ledger.close();
    await connection.close();
    if (!KEEP)
      await onServer(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`),
      );
  }
}

await main();
