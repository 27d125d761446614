// `pnpm bench:spike` (from the root): a voting spike on PostgreSQL, against one API instance and
// then two. Not part of `npm test`; what it found is in api/docs/scale.md.
//
// 1. The data: a copy of bench:programme's kept database (`glow_bench_programme`, CREATE DATABASE
//    … TEMPLATE, so the kept one is never written), migrated, its active cohort (500 nominations,
//    200,000 votes) put back in its voting period, and BENCH_VOTERS × 100 registered voters, each
//    with a wallet session. The copy is dropped at the end.
// 2. For each number of instances in BENCH_INSTANCES (1,2): that many API processes
//    (src/main.ts under tsx) on the copy, the callers split across them (caller c calls instance
//    c % n; no balancer), then for BENCH_SECONDS (60) each:
//    - health: BENCH_READERS callers on GET /api/health, the yardstick of the run;
//    - readers: BENCH_READERS anonymous callers on what /vote asks the API for, its first page of
//      nominations by score (remote-public's nominations query). No If-None-Match: a visitor's
//      page comes rendered, and the call the browser makes after it is its first of that URL,
//      so it has no ETag to revalidate;
//    - voters: BENCH_VOTERS callers voting (UP, DOWN or NONE on a random nomination), each as its
//      own voters in turn, flat out: the rate, against the target's share of health;
//    - voters paced: the same callers voting at that share of the run's health rate between them,
//      each vote due at a fixed time (keepAliveCallers.ts): the p99 at that rate, against the
//      target's 50 ms. Flat out, 64 callers each waiting for its answer could not show both: at
//      any rate under 1,280 votes/s their mean wait is over 50 ms (Little's law);
//    - readers + voters: both at once.
//    Every caller is a keep-alive connection opened before the clock starts (keepAliveCallers.ts)
//    sending its next call when the last is answered. Per phase: calls/s, p50, p99, errors, the
//    share of the run's health rate against the targets, and the CPU of this load generator (and
//    its event loop's use: near 100 % it is the limit), of the API processes and of PostgreSQL
//    (its backends serving the copy, and its own processes: WAL writer, checkpointer…), read from
//    /proc, per call.
// 3. The voters phase: every statement the copy ran (pg_stat_statements: calls per vote, mean and
//    total ms) and the round trips per vote.
// 4. With --profile (--profile-only: without the phases before): one more instance, started with `node --cpu-prof`, under the voters alone
//    for BENCH_SECONDS; its samples of that time summarised by code and by purpose
//    (cpuProfileSummary.ts). The profile is kept in a temporary folder, named at the end.
//
// Environment: BENCH_DATABASE_URL (a server and a role allowed to CREATE DATABASE; without it, run
// as root, Debian's cluster), BENCH_SECONDS (60), BENCH_READERS (1000), BENCH_VOTERS (64),
// BENCH_INSTANCES (1,2), BENCH_LOG_LEVEL (the API's LOG_LEVEL, warn unless given),
// DATABASE_POOL_SIZE (passed on to the API). pg_stat_statements must be in the server's
// shared_preload_libraries; without it the statements are left out.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readdirSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ENDPOINTS, VOTE_TYPES } from '@glow/contract';
import pg from 'pg';
import { openDatabase } from '../src/db/database';
import { MIGRATIONS_FOLDER } from '../src/db/migrations';
import { startApiProcess, stopApiProcess, type ApiProcess } from '../src/testing/apiProcess';
import {
  createPostgresTestDatabase,
  postgresTestDatabase,
  type PostgresTestDatabase,
} from '../src/testing/testDatabase';
import {
  insertVoters,
  unclosedCohortNominationIds,
  type InsertedVoter,
} from '../src/testing/testProgramme';
import type { Call } from './benchHttp';
import { summariseProfile } from './cpuProfileSummary';
import { runLoad, type Load, type LoadResult } from './keepAliveCallers';
import { cpuMsOf, postgresProcesses, watchCpu } from './processCpu';
import { GENERATION_SIGNATURE } from './programmeData';
import {
  asClusterSuperuser,
  BENCH_DATABASE,
  BENCH_ROLE,
  debianClusterUrl,
  onServer,
} from './programmeDatabase';
import {
  measureStatements,
  sampleWaits,
  statementStatsUnavailable,
  type StatementCost,
} from './statementStats';

const FLAGS = ['--profile', '--profile-only'] as const;
const unknownFlags = process.argv
  .slice(2)
  .filter((arg) => !(FLAGS as readonly string[]).includes(arg));
if (unknownFlags.length > 0) {
  throw new Error(`bench:spike: unknown ${unknownFlags.join(', ')} (flags: ${FLAGS.join(', ')})`);
}

function wholeNumbers(name: string, fallback: string): number[] {
  return (process.env[name] ?? fallback).split(',').map((text) => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1) {
      throw new Error(`${name} must be whole numbers greater than 0, not ${process.env[name]}`);
    }
    return value;
  });
}

const [SECONDS] = wholeNumbers('BENCH_SECONDS', '60') as [number];
const [READERS] = wholeNumbers('BENCH_READERS', '1000') as [number];
const [VOTERS] = wholeNumbers('BENCH_VOTERS', '64') as [number];
const INSTANCES = wholeNumbers('BENCH_INSTANCES', '1,2');
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'warn';
/** Each voting caller votes as these many voters in turn. */
const VOTERS_PER_CALLER = 100;
/** The issue's targets, as shares of the same run's health rate. */
const TARGET = { readersShare: 0.5, votesShare: 0.25, voteP99Ms: 50 };
const PACED_VOTERS = 'voters paced';

const HEALTH: Call = { method: 'GET', path: ENDPOINTS.health.path };
/** remote-public's /vote, anonymous: page 1 of NOMINATIONS_PAGE_SIZE (10), by score. */
const READ: Call = {
  method: 'GET',
  path: `${ENDPOINTS.listNominations.path}?page=1&limit=10&sort=score`,
};

interface Copy {
  name: string;
  url: string;
  drop(): Promise<void>;
  voters: InsertedVoter[];
  nominationIds: number[];
  size: string;
  /** Why the statements cannot be measured, or null. */
  statementsUnavailable: string | null;
}

/** Debian's cluster's role of this bench: its own, so that bench:programme may run meanwhile. */
const SPIKE_ROLE = 'glow_bench_spike';

/** The server's URL, checked to hold bench:programme's database of today's shape. */
async function programmeServer(): Promise<string> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? debianClusterUrl(SPIKE_ROLE);
  const comment = await onServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ comment: string | null }>(
      `SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1`,
      [BENCH_DATABASE],
    );
    return rows[0] ? (rows[0].comment ?? '') : null;
  });
  if (comment !== GENERATION_SIGNATURE) {
    throw new Error(
      `bench:spike reads the programme bench:programme keeps in the database ${BENCH_DATABASE}, ` +
        `which ${comment === null ? 'is not there' : 'holds another generation or an unfinished one'}. ` +
        'Make it with `pnpm bench:programme` (same BENCH_DATABASE_URL), then run bench:spike again.',
    );
  }
  return serverUrl;
}

/**
 * A new copy of the kept database, with pg_stat_statements created in it (which needs a
 * superuser). On Debian's cluster the superuser copies it for this bench's role (only a
 * superuser or the owner, bench:programme's role, may copy it); with BENCH_DATABASE_URL its role
 * copies it, and creates the extension if it may.
 */
async function copyOnce(serverUrl: string): Promise<PostgresTestDatabase> {
  if (process.env.BENCH_DATABASE_URL) {
    const copy = await createPostgresTestDatabase(serverUrl, BENCH_DATABASE);
    await onServer(copy.url, (client) =>
      client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements'),
    ).catch(() => undefined);
    return copy;
  }
  const name = `glow_bench_spike_${randomBytes(6).toString('hex')}`;
  // The copy's tables keep their owner, bench:programme's role, whose rights this role takes.
  asClusterSuperuser(
    'postgres',
    `GRANT ${BENCH_ROLE} TO ${SPIKE_ROLE};
     CREATE DATABASE "${name}" TEMPLATE "${BENCH_DATABASE}" OWNER ${SPIKE_ROLE};`,
  );
  const copy = postgresTestDatabase(serverUrl, name);
  try {
    asClusterSuperuser(
      name,
      `CREATE EXTENSION IF NOT EXISTS pg_stat_statements;
       ALTER DATABASE "${name}" SET pg_stat_statements.track = 'all';`,
    );
  } catch (error) {
    await copy.drop();
    throw error;
  }
  return copy;
}

/** How long to wait for bench:programme to let go of its database before copying it. */
const COPY_WAIT_MS = 10 * 60_000;

/** copyOnce, waiting while another connection (bench:programme) holds the kept database. */
async function copyOfProgramme(serverUrl: string): Promise<PostgresTestDatabase> {
  const giveUpAt = Date.now() + COPY_WAIT_MS;
  for (;;) {
    try {
      return await copyOnce(serverUrl);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const held = message.includes('is being accessed by other users');
      if (!held || Date.now() > giveUpAt) {
        throw new Error(
          `Copying ${BENCH_DATABASE} failed${held ? ' (a copy needs no other connection to it: is bench:programme running?)' : ''}: ${message}`,
        );
      }
      console.info(`${BENCH_DATABASE} is in use (bench:programme?): trying again in 10 s.`);
      await new Promise((resolve) => setTimeout(resolve, 10_000));
    }
  }
}

async function prepareCopy(serverUrl: string): Promise<Copy> {
  const copy = await copyOfProgramme(serverUrl);
  try {
    const statementsUnavailable = await onServer(copy.url, statementStatsUnavailable);
    const connection = await openDatabase({ kind: 'postgresql', url: copy.url });
    try {
      await connection.migrate(MIGRATIONS_FOLDER);
      const client = (connection.db as unknown as { $client: pg.Pool }).$client;
      // bench:programme leaves its active cohort in its assessment period: voting again here.
      await client.query(
        `UPDATE cohorts SET period = 'voting' WHERE ends_at IS NULL;
         DELETE FROM cohort_periods
         WHERE cohort_id = (SELECT id FROM cohorts WHERE ends_at IS NULL)
           AND period NOT IN ('nomination', 'voting')`,
      );
      const voters = await insertVoters(connection.db, VOTERS * VOTERS_PER_CALLER);
      await client.query('VACUUM ANALYZE voters, sessions');
      const nominationIds = await unclosedCohortNominationIds(connection.db);
      const { rows } = await client.query<{ size: string }>(
        'SELECT pg_size_pretty(pg_database_size(current_database())) AS size',
      );
      return { ...copy, voters, nominationIds, size: rows[0]!.size, statementsUnavailable };
    } finally {
      await connection.close();
    }
  } catch (error) {
    await copy.drop();
    throw error;
  }
}

/** Caller c votes as its own VOTERS_PER_CALLER voters in turn, on random nominations. */
function voteCall({ voters, nominationIds }: Copy) {
  return (caller: number, n: number): Call => {
    const voter = voters[(caller * VOTERS_PER_CALLER + (n % VOTERS_PER_CALLER)) % voters.length]!;
    const nominationId = nominationIds[Math.floor(Math.random() * nominationIds.length)]!;
    const type = VOTE_TYPES[Math.floor(Math.random() * VOTE_TYPES.length)]!;
    return {
      method: 'POST',
      path: ENDPOINTS.castVote.path,
      headers: { authorization: `Bearer ${voter.token}` },
      body: JSON.stringify({ nominationId, type }),
    };
  };
}

function apiEnvironment(copy: Copy) {
  return {
    DATABASE_URL: copy.url,
    ...(process.env.DATABASE_POOL_SIZE
      ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE }
      : {}),
    LOG_LEVEL,
    // No outside service answers: the background jobs fail fast and wait for their next round.
    SMTP_URL: 'smtp://127.0.0.1:1',
    XRPL_RPC_URL: 'http://127.0.0.1:1',
    GITHUB_API_URL: 'http://127.0.0.1:1',
    KYC_API_URL: 'http://127.0.0.1:1',
  };
}

interface PhaseResult {
  name: string;
  readers?: LoadResult;
  votes?: LoadResult;
  health?: LoadResult;
  seconds: number;
  load: number;
  generatorCpuMs: number;
  generatorLoopUse: number;
  apiCpuMs: number;
  backendsCpuMs: number;
  postgresOwnCpuMs: number;
  statements: StatementCost[] | null;
  /** What the copy's active backends waited for, each wait's share of the samples. */
  waits: [string, number][] | null;
}

interface PhaseLoads {
  name: string;
  health?: Load;
  readers?: Load;
  votes?: Load;
}

async function runPhase(
  phase: PhaseLoads,
  apis: ApiProcess[],
  copy: Copy,
  stats: pg.Client | null,
): Promise<PhaseResult> {
  const load = loadavg()[0]!;
  const statements = stats ? await measureStatements(stats) : null;
  const waits = stats ? sampleWaits(stats) : null;
  const apiCpu = watchCpu(() => apis.map((api) => api.child.pid!));
  const backendsCpu = watchCpu(() => postgresProcesses(copy.name).backends);
  const postgresOwnCpu = watchCpu(() => postgresProcesses(copy.name).own);
  const cpu = process.cpuUsage();
  const loop = performance.eventLoopUtilization();
  const started = performance.now();
  const [health, readers, votes] = await Promise.all(
    [phase.health, phase.readers, phase.votes].map((one) => (one ? runLoad(one) : undefined)),
  );
  const seconds = (performance.now() - started) / 1000;
  const generatorCpu = process.cpuUsage(cpu);
  const generatorLoopUse = performance.eventLoopUtilization(loop).utilization;
  return {
    name: phase.name,
    ...(health ? { health } : {}),
    ...(readers ? { readers } : {}),
    ...(votes ? { votes } : {}),
    seconds,
    load,
    generatorCpuMs: (generatorCpu.user + generatorCpu.system) / 1000,
    generatorLoopUse,
    apiCpuMs: apiCpu.stop(),
    backendsCpuMs: backendsCpu.stop(),
    postgresOwnCpuMs: postgresOwnCpu.stop(),
    waits: waits ? await waits.stop() : null,
    statements: statements ? await statements.stop() : null,
  };
}

const fixed = (value: number, digits = 1) => value.toFixed(digits);
const percent = (value: number) => `${Math.round(value * 100)} %`;
const cell = (text: string, width: number) => text.padStart(width);

function printPhase(instances: number, result: PhaseResult, healthRate: number | null) {
  type Row = [string, LoadResult | undefined, string, (run: LoadResult, share: number) => boolean];
  const paced = result.name === PACED_VOTERS;
  const votes: Row = [
    'votes',
    result.votes,
    paced ? `p99 < ${TARGET.voteP99Ms} ms` : `>= ${percent(TARGET.votesShare)}`,
    // Paced, the pace must be kept too: nearly every vote due was sent and answered.
    paced
      ? (run, share) => run.p99 < TARGET.voteP99Ms && share >= TARGET.votesShare * 0.98
      : (_run, share) => share >= TARGET.votesShare,
  ];
  const rows: Row[] = [
    ['health', result.health, '', () => true],
    [
      'readers',
      result.readers,
      `>= ${percent(TARGET.readersShare)}`,
      (_run, share) => share >= TARGET.readersShare,
    ],
    votes,
  ];
  for (const [what, run, target, met] of rows) {
    if (!run) continue;
    const share = healthRate ? run.perSecond / healthRate : null;
    const verdict =
      target === '' || share === null || result.name === 'readers + voters'
        ? ''
        : met(run, share) && run.errors === 0
          ? 'met'
          : 'MISSED';
    console.info(
      [
        cell(String(instances), 3),
        result.name.padEnd(17),
        what.padEnd(8),
        cell(`${Math.round(run.perSecond)}/s`, 9),
        cell(`${fixed(run.p50)} ms`, 10),
        cell(`${fixed(run.p99)} ms`, 10),
        cell(String(run.errors), 7),
        cell(share === null ? '' : percent(share), 7),
        cell(target, 17),
        ` ${verdict}`,
        run.firstError ? `  first error: ${run.firstError}` : '',
      ].join(' '),
    );
  }
  const calls =
    (result.health?.calls ?? 0) + (result.readers?.calls ?? 0) + (result.votes?.calls ?? 0);
  const core = (ms: number) => percent(ms / 1000 / result.seconds);
  const perCall = (ms: number) => `${fixed(ms / calls, 2)} ms/call`;
  console.info(
    `      CPU (100 % = one core), load ${fixed(result.load, 2)}: generator ${core(result.generatorCpuMs)} ` +
      `(event loop ${percent(result.generatorLoopUse)} busy), API ${core(result.apiCpuMs)} (${perCall(result.apiCpuMs)}), ` +
      `PostgreSQL backends ${core(result.backendsCpuMs)} (${perCall(result.backendsCpuMs)}), ` +
      `its own processes ${core(result.postgresOwnCpuMs)} (${perCall(result.postgresOwnCpuMs)})`,
  );
}

/** The cost of one call of a phase with one kind of call (the voters or the readers alone). */
function printCallCost(instances: number, result: PhaseResult, what: 'vote' | 'read') {
  const run = what === 'vote' ? result.votes : result.readers;
  // Per call answered: a call refused (a 503 after waiting for a connection) costs little.
  const calls = run ? run.calls - run.errors : 0;
  if (!calls) return;
  const perCall = (ms: number) => fixed(ms / calls, 3);
  console.info(
    `\nCPU per ${what}, ${instances} instance${instances > 1 ? 's' : ''}, ${result.name} alone (${calls} answered, ${run!.errors} errors): ` +
      `API ${perCall(result.apiCpuMs)} ms, PostgreSQL backends ${perCall(result.backendsCpuMs)} ms, ` +
      `PostgreSQL's own processes ${perCall(result.postgresOwnCpuMs)} ms (shared with any other database of the server)`,
  );
  if (result.waits) {
    const waits = result.waits.slice(0, 5).map(([wait, share]) => `${wait} ${percent(share)}`);
    console.info(`Active backends sampled (pg_stat_activity): ${waits.join(', ')}`);
  }
  if (!result.statements) return;
  const topLevel = result.statements.filter((statement) => statement.topLevel);
  const roundTrips = topLevel.reduce((sum, statement) => sum + statement.calls, 0);
  const executionMs = topLevel.reduce((sum, statement) => sum + statement.totalMs, 0);
  console.info(
    `Statements (pg_stat_statements): ${fixed(roundTrips / calls, 2)} round trips per ${what}, ` +
      `${perCall(executionMs)} ms of execution per ${what} (nested: run by a trigger or function, ` +
      `within the time of the statement that ran it)\n` +
      `  per ${what}    calls   mean ms   total ms  statement`,
  );
  for (const statement of result.statements.slice(0, 12)) {
    const oneLine = `${statement.topLevel ? '' : '(nested) '}${statement.query.replace(/\s+/g, ' ')}`;
    console.info(
      `  ${cell(fixed(statement.calls / calls, 3), 8)} ${cell(String(statement.calls), 8)} ` +
        `${cell(fixed(statement.totalMs / statement.calls, 3), 9)} ${cell(fixed(statement.totalMs, 0), 10)}  ` +
        `${oneLine.slice(0, 160)}${oneLine.length > 160 ? '…' : ''}`,
    );
  }
}

async function startInstances(copy: Copy, count: number, nodeArgs: string[] = []) {
  const apis: ApiProcess[] = [];
  try {
    // One after another: the first applies any pending migration, the others find none.
    for (let index = 1; index <= count; index += 1) {
      apis.push(await startApiProcess(`spike-${index}`, apiEnvironment(copy), { nodeArgs }));
    }
  } catch (error) {
    await Promise.all(apis.map(stopApiProcess));
    throw error;
  }
  const bases = apis.map((api) => new URL(api.url));
  // Warm up: the JIT, the pools, PostgreSQL's caches.
  await Promise.all([
    runLoad({ bases, callers: 8 * count, seconds: 3, next: voteCall(copy) }),
    runLoad({ bases, callers: 50 * count, seconds: 3, next: () => READ }),
  ]);
  return { apis, bases };
}

async function benchInstances(copy: Copy, count: number, stats: pg.Client | null) {
  const { apis, bases } = await startInstances(copy, count);
  const results: PhaseResult[] = [];
  try {
    const readers: Load = { bases, callers: READERS, seconds: SECONDS, next: () => READ };
    const votes: Load = { bases, callers: VOTERS, seconds: SECONDS, next: voteCall(copy) };
    const phases: PhaseLoads[] = [
      { name: 'health', health: { ...readers, next: () => HEALTH } },
      { name: 'readers', readers },
      { name: 'voters', votes },
      { name: PACED_VOTERS, votes },
      { name: 'readers + voters', readers, votes },
    ];
    let healthRate: number | null = null;
    for (const phase of phases) {
      if (phase.name === PACED_VOTERS && healthRate) {
        phase.votes = { ...votes, perSecond: TARGET.votesShare * healthRate };
      }
      const result = await runPhase(phase, apis, copy, stats);
      healthRate ??= result.health?.perSecond ?? null;
      printPhase(count, result, healthRate);
      results.push(result);
    }
  } finally {
    await Promise.all(apis.map(stopApiProcess));
  }
  return results;
}

/** One instance under `node --cpu-prof`, the voters alone; its profile of that time, summarised. */
async function profileVoters(copy: Copy) {
  const folder = mkdtempSync(path.join(tmpdir(), 'glow-bench-spike-profile-'));
  const { apis, bases } = await startInstances(copy, 1, ['--cpu-prof', `--cpu-prof-dir=${folder}`]);
  const [api] = apis as [ApiProcess];
  const cpuBefore = cpuMsOf(api.child.pid!) ?? 0;
  const fromUs = Number(process.hrtime.bigint() / 1000n);
  const run = await runLoad({ bases, callers: VOTERS, seconds: SECONDS, next: voteCall(copy) });
  const toUs = Number(process.hrtime.bigint() / 1000n);
  const cpuMs = (cpuMsOf(api.child.pid!) ?? 0) - cpuBefore;
  // Node writes the profile as the process ends, which takes longer on a busy machine than
  // stopApiProcess waits before its SIGKILL.
  const ended = once(api.child, 'exit');
  api.child.kill('SIGTERM');
  await ended;
  const file = readdirSync(folder).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`node --cpu-prof wrote no profile into ${folder}`);
  const summary = summariseProfile(path.join(folder, file), fromUs, toUs);
  const ofBusy = (ms: number) =>
    `${cell(percent(ms / summary.busyMs), 5)} ${cell(fixed(ms / run.calls, 3), 7)} ms/vote`;
  console.info(
    `\nProfile of one instance under ${VOTERS} voters (node --cpu-prof), ${Math.round(run.perSecond)} votes/s, ` +
      `p99 ${fixed(run.p99)} ms; ${fixed(cpuMs / run.calls, 3)} ms of CPU per vote by /proc, ` +
      `${fixed(summary.busyMs / run.calls, 3)} ms sampled busy, the rest of the window idle (${fixed(summary.idleMs / 1000)} s)\n` +
      'By code (self time):',
  );
  for (const [code, ms] of summary.byCode.slice(0, 18)) console.info(`  ${ofBusy(ms)}  ${code}`);
  console.info(
    'By purpose (a frame of it on the stack; one sample may count for several), without the samples ' +
      'in writev (the kernel sending, on loopback receiving too, and time off the CPU on a busy ' +
      'machine: compare the sampled busy time with the CPU time):',
  );
  for (const [purpose, ms] of summary.byPurpose) console.info(`  ${ofBusy(ms)}  ${purpose}`);
  console.info(`The profile: ${path.join(folder, file)} (open it in Chrome's DevTools).`);
}

const serverUrl = await programmeServer();
const preparing = performance.now();
const copy = await prepareCopy(serverUrl);
console.info(
  `bench:spike on a copy of ${BENCH_DATABASE} (${copy.size}): the active cohort's ${copy.nominationIds.length} nominations, ` +
    `${copy.voters.length} voters with sessions; prepared in ${fixed((performance.now() - preparing) / 1000)} s.\n` +
    `${SECONDS} s per phase; ${READERS} readers (GET ${READ.path}, no If-None-Match), ${VOTERS} voters; ` +
    `the API's LOG_LEVEL ${LOG_LEVEL}; load average ${loadavg()
      .map((value) => fixed(value, 2))
      .join(' ')}.`,
);
if (copy.statementsUnavailable) {
  console.info(
    `pg_stat_statements unavailable, statements left out: ${copy.statementsUnavailable}`,
  );
}
const stats = copy.statementsUnavailable ? null : new pg.Client({ connectionString: copy.url });
try {
  await stats?.connect();
  console.info(
    `\ninst phase             calls    answered/s        p50        p99  errors /health            target`,
  );
  const votesPerSecond = new Map<number, number>();
  for (const count of process.argv.includes('--profile-only') ? [] : INSTANCES) {
    const results = await benchInstances(copy, count, stats);
    const voters = results.find((result) => result.name === 'voters')!;
    votesPerSecond.set(count, voters.votes!.perSecond);
    printCallCost(count, voters, 'vote');
    printCallCost(
      count,
      results.find((result) => result.name === 'readers')!,
      'read',
    );
    console.info('');
  }
  const [one, two] = [votesPerSecond.get(1), votesPerSecond.get(2)];
  if (one !== undefined && two !== undefined) {
    console.info(
      `Two instances against one, voters alone: ${Math.round(two)} against ${Math.round(one)} votes/s: ` +
        `${two >= one ? 'no fewer (met)' : `FEWER by ${percent(1 - two / one)}`}`,
    );
  }
  if (process.argv.includes('--profile') || process.argv.includes('--profile-only')) {
    await profileVoters(copy);
  }
} finally {
  await stats?.end();
  await copy.drop();
  console.info(
    `\nDropped the copy; load average ${loadavg()
      .map((value) => fixed(value, 2))
      .join(' ')}.`,
  );
}
