// `pnpm bench:votes` (from the root, or `pnpm --filter @glow/api bench:votes`): how many votes
// per second the API takes over HTTP, and their latency, at several levels of concurrency, next
// to GET /api/health at the same levels in the same run.
//
// The API runs as a real process (`src/main.ts` under tsx, LOG_LEVEL=warn), on
// PostgreSQL (a database of its own, created on the server of BENCH_DATABASE_URL, whose role
// must be allowed to CREATE DATABASE, and dropped afterwards) and on PGlite (a folder on disk).
// Before the API starts, the database gets the demo cohort and BENCH_VOTERS registered voters,
// each with a wallet session, written straight into it. The load comes from this process:
// keep-alive connections (node:http Agent), one per concurrent caller and opened before the
// clock starts, each caller sending its next call as soon as the last one is answered, for
// BENCH_SECONDS per level.
//
// Settings (environment): BENCH_DATABASE_URL, BENCH_VOTERS (5000), BENCH_SECONDS (5),
// BENCH_LEVELS (1,8,32,64,128), BENCH_DATABASES (postgresql,pglite), BENCH_SQL (statements run
// on the prepared database before the API starts, to try an index say), DATABASE_POOL_SIZE
// (passed on to the API), BENCH_LOG_LEVEL (the API's LOG_LEVEL, warn unless given).
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { VOTE_TYPES } from '@glow/contract';
import { sql } from 'drizzle-orm';
import type { Config } from '../src/config';
import { openDatabase } from '../src/db/database';
import { seedDemoData } from '../src/seed';
import { MIGRATIONS_FOLDER } from '../src/db/migrations';
import { startApiProcess, stopApiProcess } from '../src/testing/apiProcess';
import { createPostgresTestDatabase } from '../src/testing/testDatabase';
import {
  insertVoters,
  unclosedCohortNominationIds,
  type InsertedVoter,
} from '../src/testing/testProgramme';
import { percentile, send, type Call } from './benchHttp';

const VOTERS = Number(process.env.BENCH_VOTERS ?? 5000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const LEVELS = (process.env.BENCH_LEVELS ?? '1,8,32,64,128').split(',').map(Number);
const DATABASES = (process.env.BENCH_DATABASES ?? 'postgresql,pglite').split(',');
/** The target on PostgreSQL at 64 concurrent callers. */
const TARGET = { concurrency: 64, votesPerSecond: 1500, p99Ms: 50 };

interface Run {
  calls: number;
  errors: number;
  /** Calls answered per second over the run. */
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  firstError?: string;
}

const HEALTH: Call = { method: 'GET', path: '/api/health' };

/** `concurrency` callers, each calling `next(caller, n)` one call after another, for `seconds`. */
async function load(
  base: URL,
  concurrency: number,
  seconds: number,
  next: (caller: number, n: number) => Call,
): Promise<Run> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  // Open every connection first: a busy server accepts new connections slowly (on PGlite at 128,
  // the last ones waited up to 5 s), which would count connection set-up, not calls.
  await Promise.all(Array.from({ length: concurrency }, () => send(agent, base, HEALTH)));
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, caller) => {
      for (let n = 0; performance.now() < deadline; n += 1) {
        const call = next(caller, n);
        const sent = performance.now();
        try {
          const { status, body } = await send(agent, base, call);
          if (status !== 200) throw new Error(`${status} ${body}`);
        } catch (error) {
          errors += 1;
          firstError ??= error instanceof Error ? error.message : String(error);
        }
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = Float64Array.from(latencies).sort();
  return {
    calls: latencies.length,
    errors,
    perSecond: latencies.length / elapsed,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? NaN,
    ...(firstError ? { firstError } : {}),
  };
}

/** Votes of many voters on the demo nominations: caller c uses its own slice of the voters. */
function voteCalls(voters: InsertedVoter[], nominationIds: number[], concurrency: number) {
  const perCaller = Math.max(1, Math.floor(voters.length / concurrency));
  return (caller: number, n: number): Call => {
    const voter = voters[(caller * perCaller + (n % perCaller)) % voters.length]!;
    const nominationId = nominationIds[Math.floor(Math.random() * nominationIds.length)]!;
    const type = VOTE_TYPES[Math.floor(Math.random() * VOTE_TYPES.length)]!;
    return {
      method: 'POST',
      path: '/api/votes',
      headers: { authorization: `Bearer ${voter.token}` },
      body: JSON.stringify({ nominationId, type }),
    };
  };
}

interface Prepared {
  env: Record<string, string>;
  voters: InsertedVoter[];
  nominationIds: number[];
  cleanUp(): Promise<void>;
}

/** Migrations, the demo cohort, the voters and their sessions, written before the API starts. */
async function prepare(kind: 'postgresql' | 'pglite'): Promise<Prepared> {
  let database: Config['database'];
  let env: Record<string, string>;
  let cleanUp: () => Promise<void>;
  if (kind === 'postgresql') {
    const created = await createPostgresTestDatabase(process.env.BENCH_DATABASE_URL!);
    database = { kind, url: created.url };
    env = { DATABASE_URL: created.url };
    cleanUp = created.drop;
  } else {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'glow-bench-votes-'));
    database = { kind, dataDir };
    env = { PGLITE_DATA_DIR: dataDir };
    cleanUp = async () => rmSync(dataDir, { recursive: true, force: true });
  }
  const connection = await openDatabase(database);
  try {
    await connection.migrate(MIGRATIONS_FOLDER);
    await seedDemoData(connection);
    const voters = await insertVoters(connection.db, VOTERS);
    if (process.env.BENCH_SQL) await connection.db.execute(sql.raw(process.env.BENCH_SQL));
    const nominationIds = await unclosedCohortNominationIds(connection.db);
    return { env, voters, nominationIds, cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  } finally {
    await connection.close();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
const rate = (value: number) => `${Math.round(value)}/s`.padStart(8);

function row(concurrency: number, votes: Run, health: Run): string {
  const errors = votes.errors + health.errors;
  return [
    String(concurrency).padStart(11),
    rate(votes.perSecond),
    ms(votes.p50),
    ms(votes.p99),
    ms(votes.max),
    '  |',
    rate(health.perSecond),
    ms(health.p50),
    ms(health.p99),
    errors ? `  ${errors} errors: ${votes.firstError ?? health.firstError}` : '',
  ].join(' ');
}

async function bench(kind: 'postgresql' | 'pglite'): Promise<Map<number, Run>> {
  const preparing = performance.now();
  const prepared = await prepare(kind);
  console.info(
    `\n${kind === 'postgresql' ? 'PostgreSQL' : 'PGlite (on disk)'}: ${prepared.voters.length} voters with sessions, ` +
      `${prepared.nominationIds.length} nominations, prepared in ${((performance.now() - preparing) / 1000).toFixed(1)} s; ` +
      `${SECONDS} s per level`,
  );
  const results = new Map<number, Run>();
  const api = await startApiProcess(kind, {
    ...prepared.env,
    ...(process.env.DATABASE_POOL_SIZE
      ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE }
      : {}),
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    SMTP_URL: 'smtp://127.0.0.1:1',
    XRPL_RPC_URL: 'http://127.0.0.1:1',
  });
  try {
    const base = new URL(api.url);
    // Warm up: the JIT, the connection pool, the caches of both.
    await load(base, 8, 1, voteCalls(prepared.voters, prepared.nominationIds, 8));
    await load(base, 8, 0.5, () => HEALTH);
    console.info(
      'concurrency    votes/s   vote p50  vote p99  vote max   |  health/s health p50 health p99',
    );
    for (const concurrency of LEVELS) {
      const votes = await load(
        base,
        concurrency,
        SECONDS,
        voteCalls(prepared.voters, prepared.nominationIds, concurrency),
      );
      const health = await load(base, concurrency, Math.max(1, SECONDS / 2), () => HEALTH);
      results.set(concurrency, votes);
      console.info(row(concurrency, votes, health));
    }
  } finally {
    await stopApiProcess(api);
    await prepared.cleanUp();
  }
  return results;
}

for (const kind of DATABASES) {
  if (kind === 'postgresql') {
    if (!process.env.BENCH_DATABASE_URL) {
      console.info(
        '\nPostgreSQL: skipped. Set BENCH_DATABASE_URL to a server and a role allowed to CREATE DATABASE, e.g.\n' +
          '  BENCH_DATABASE_URL=postgres://glow_dev:glow_dev@127.0.0.1:5432/glow_dev pnpm bench:votes',
      );
      continue;
    }
    const results = await bench('postgresql');
    const atTarget = results.get(TARGET.concurrency);
    if (atTarget) {
      const met =
        atTarget.perSecond >= TARGET.votesPerSecond &&
        atTarget.p99 < TARGET.p99Ms &&
        atTarget.errors === 0;
      console.info(
        `target at ${TARGET.concurrency} concurrent: >= ${TARGET.votesPerSecond} votes/s with p99 < ${TARGET.p99Ms} ms: ` +
          `${met ? 'met' : 'MISSED'} (${Math.round(atTarget.perSecond)}/s, p99 ${atTarget.p99.toFixed(1)} ms)`,
      );
    }
  } else if (kind === 'pglite') {
    await bench('pglite');
  } else {
    throw new Error(`BENCH_DATABASES: unknown database ${kind} (postgresql or pglite)`);
  }
}
