// `pnpm bench:programme` (from the root): how fast the admin's programme pages are answered on
// PostgreSQL at scale. Not part of `npm test`.
//
// 1. The database (programmeDatabase.ts): `glow_bench_programme`, migrated, then filled by
//    programmeData.ts (20 cohorts, 2,000 projects, 10,000 nominations, 1,000,000 votes; the
//    generation is timed step by step) with an admin among its users. It is kept afterwards:
//    `--reuse` measures it again without generating it again (still applying new migrations,
//    so an index migration can be tried on it).
// 2. The API as a real process (src/main.ts, LOG_LEVEL=warn) on that database, called over
//    keep-alive HTTP with an admin's session: for each call, one probe (an endpoint answering
//    anything but 2xx is reported as not built, with its answer, and not timed; a 2xx answer must
//    match the contract's response schema), then BENCH_WARM_UP calls (20) and BENCH_CALLS (200)
//    timed ones at each level of BENCH_CONCURRENCY (1,8): p50, p95 and max, and the CPU time per
//    timed call of the API process and of PostgreSQL's backends (processCpu.ts; the API runs on
//    one thread, so at 8 callers a call waits for the API CPU of the calls ahead of it).
//    Judging: the review, the distribution and the evaluations of the cohort in
//    assessment (500 nominations, 7 judges), as an admin and as a judge of its panel; then the
//    review's and the distribution's answer sizes, gzipped.
// 3. The plans: every read each call runs, under EXPLAIN (ANALYZE, BUFFERS) (programmeExplain.ts).
//    Printed in full for statements slower than BENCH_PLAN_MS (10 ms), the project search's from
//    1 ms (for each search term), or all with `--plans`.
//
// Flags: --reuse, --drop (drop the database at the end), --plans. Environment: BENCH_DATABASE_URL
// (a server and a role allowed to CREATE DATABASE; without it, run as root, Debian's cluster),
// BENCH_WARM_UP, BENCH_CALLS, BENCH_CONCURRENCY, BENCH_PLAN_MS, DATABASE_POOL_SIZE (passed on to
// the API), BENCH_LOG_LEVEL (the API's LOG_LEVEL, warn unless given).
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { ENDPOINTS, type EndpointName } from '@glow/contract';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/database';
import { sessions, users } from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/seed';
import { MIGRATIONS_FOLDER } from '../src/db/migrations';
import { hashPassword } from '../src/users/passwords';
import { hashSecretToken, newSecretToken } from '../src/users/secretTokens';
import { startApiProcess, stopApiProcess } from '../src/testing/apiProcess';
import { percentile, send, type Call } from './benchHttp';
import { cpuMsOf, postgresProcesses, watchCpu } from './processCpu';
import { markGenerated, openBenchDatabase } from './programmeDatabase';
import { BENCH_ADMIN_EMAIL, generateProgramme, PROJECT_NAME_WORDS, SCALE } from './programmeData';
import { startExplainer, type ExplainedStatement } from './programmeExplain';

const FLAGS = ['--reuse', '--drop', '--plans'] as const;
const unknownFlags = process.argv
  .slice(2)
  .filter((arg) => !(FLAGS as readonly string[]).includes(arg));
if (unknownFlags.length > 0) {
  throw new Error(
    `bench:programme: unknown ${unknownFlags.join(', ')} (flags: ${FLAGS.join(', ')})`,
  );
}
const flag = (name: (typeof FLAGS)[number]) => process.argv.includes(name);

function wholeNumberSetting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number greater than 0, not ${process.env[name]}`);
  }
  return value;
}

const WARM_UP = wholeNumberSetting('BENCH_WARM_UP', 20);
const CALLS = wholeNumberSetting('BENCH_CALLS', 200);
const PLAN_MS = wholeNumberSetting('BENCH_PLAN_MS', 10);
const LEVELS = (process.env.BENCH_CONCURRENCY ?? '1,8').split(',').map((level) => {
  const value = Number(level);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`BENCH_CONCURRENCY must list whole numbers greater than 0, not ${level}`);
  }
  return value;
});
/** The issue's target for every call, on this machine. */
const TARGET_P95_MS = 100;

/** ENDPOINTS[name].path with its `{param}`s filled in, and the query string. */
function pathOf(
  name: EndpointName,
  params: Record<string, number> = {},
  query: Record<string, string | number> = {},
): string {
  const path = ENDPOINTS[name].path.replace(/\{(\w+)\}/g, (_, param: string) => {
    const value = params[param];
    if (value === undefined) throw new Error(`${name}: no value for {${param}}`);
    return String(value);
  });
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  return search ? `${path}?${search}` : path;
}

/** What the project searches look for, in turn: one name word, a part of names, a miss… */
const SEARCH_TERMS = [
  PROJECT_NAME_WORDS.topics[3]!,
  `${PROJECT_NAME_WORDS.topics[1]}-${PROJECT_NAME_WORDS.kinds[2]}`,
  '-17',
  'XRP Ledger',
  'no such project',
];

interface TimedCall {
  label: string;
  endpoint: EndpointName;
  /** The n-th call (they may differ, as the searches do). */
  call(n: number): Call;
  /** Print the plans of its statements from 1 ms (not only those over BENCH_PLAN_MS). */
  showPlans?: boolean;
}

function timedCalls({
  authorization,
  judgeAuthorization,
  activeId,
  closedId,
}: Prepared): TimedCall[] {
  const get = (path: string, as = authorization): Call => ({
    method: 'GET',
    path,
    headers: { authorization: as },
  });
  const asJudge = (path: string) => get(path, judgeAuthorization);
  const paging = { page: 1, limit: 20 };
  const judging: TimedCall[] = [
    {
      label: 'review, admin, page 1',
      endpoint: 'getReview',
      call: () => get(pathOf('getReview', { id: activeId }, paging)),
    },
    {
      label: 'review, judge, page 1',
      endpoint: 'getReview',
      call: () => asJudge(pathOf('getReview', { id: activeId }, paging)),
    },
    {
      label: 'review, judge, ties',
      endpoint: 'getReview',
      call: () => asJudge(pathOf('getReview', { id: activeId }, { ...paging, filter: 'ties' })),
    },
    {
      label: 'review, admin, closed cohort',
      endpoint: 'getReview',
      call: () => get(pathOf('getReview', { id: closedId }, paging)),
    },
    {
      label: 'distribution, admin (500 items)',
      endpoint: 'getDistribution',
      call: () => get(pathOf('getDistribution', { id: activeId })),
    },
    {
      label: 'distribution, judge (500 items)',
      endpoint: 'getDistribution',
      call: () => asJudge(pathOf('getDistribution', { id: activeId })),
    },
    ...([undefined, 'todo', 'short'] as const).map((filter): TimedCall => ({
      label: `evaluations, judge, page 1${filter ? `, ${filter}` : ''}`,
      endpoint: 'listEvaluations',
      call: () =>
        asJudge(
          pathOf('listEvaluations', { id: activeId }, filter ? { ...paging, filter } : paging),
        ),
    })),
  ];
  return [
    {
      label: 'dashboard',
      endpoint: 'adminDashboard',
      call: () => get(pathOf('adminDashboard')),
    },
    {
      label: 'cohort list, page 1',
      endpoint: 'listCohorts',
      call: () => get(pathOf('listCohorts', {}, paging)),
    },
    ...[
      { which: 'active', id: activeId },
      { which: 'closed', id: closedId },
    ].flatMap(({ which, id }): TimedCall[] => [
      {
        label: `cohort page, ${which}: cohort`,
        endpoint: 'getCohort',
        call: () => get(pathOf('getCohort', { id })),
      },
      {
        label: `cohort page, ${which}: nominations by score`,
        endpoint: 'listCohortNominations',
        call: () => get(pathOf('listCohortNominations', { id }, { ...paging, sort: 'score' })),
      },
    ]),
    {
      label: 'project search, page 1',
      endpoint: 'listProjects',
      call: (n) =>
        get(
          pathOf('listProjects', {}, { ...paging, search: SEARCH_TERMS[n % SEARCH_TERMS.length]! }),
        ),
      showPlans: true,
    },
    {
      label: 'project list, page 50',
      endpoint: 'listProjects',
      call: () => get(pathOf('listProjects', {}, { page: 50, limit: 20 })),
    },
    ...judging,
  ];
}

interface Timing {
  concurrency: number;
  p50: number;
  p95: number;
  max: number;
  /** CPU ms per timed call of the API process, and of PostgreSQL's backends (null: not local). */
  apiCpuMs: number;
  postgresCpuMs: number | null;
  errors: number;
  firstError?: string;
}

/** WARM_UP calls, then CALLS timed ones shared by `concurrency` callers. */
async function measure(
  base: URL,
  { apiPid, databaseName }: { apiPid: number; databaseName: string },
  timed: TimedCall,
  concurrency: number,
): Promise<Timing> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  let next = 0;
  let errors = 0;
  let firstError: string | undefined;
  const latencies: number[] = [];
  const caller = async (until: number, keep: boolean) => {
    for (let n = next++; n < until; n = next++) {
      const started = performance.now();
      const answer = await send(agent, base, timed.call(n));
      const elapsed = performance.now() - started;
      if (!keep) continue;
      latencies.push(elapsed);
      if (answer.status < 200 || answer.status > 299) {
        errors += 1;
        firstError ??= `${answer.status} ${answer.body.slice(0, 200)}`;
      }
    }
  };
  const callers = (until: number, keep: boolean) =>
    Promise.all(Array.from({ length: concurrency }, () => caller(until, keep)));
  await callers(WARM_UP, false);
  next = 0;
  const apiCpuBefore = cpuMsOf(apiPid) ?? 0;
  const backends = () => postgresProcesses(databaseName).backends;
  const postgresLocal = backends().length > 0;
  const postgresCpu = watchCpu(backends);
  await callers(CALLS, true);
  const postgresCpuMs = postgresCpu.stop();
  const apiCpuMs = (cpuMsOf(apiPid) ?? 0) - apiCpuBefore;
  agent.destroy();
  const sorted = Float64Array.from(latencies).sort();
  return {
    concurrency,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted[sorted.length - 1] ?? NaN,
    apiCpuMs: apiCpuMs / CALLS,
    postgresCpuMs: postgresLocal ? postgresCpuMs / CALLS : null,
    errors,
    ...(firstError ? { firstError } : {}),
  };
}

/**
 * Why `timed` cannot be measured (its endpoint is not built, or answers off the contract), or null.
 */
async function probe(base: URL, timed: TimedCall): Promise<string | null> {
  const agent = new http.Agent({ keepAlive: false });
  const answer = await send(agent, base, timed.call(0));
  agent.destroy();
  if (answer.status < 200 || answer.status > 299) {
    const message = (() => {
      try {
        return (JSON.parse(answer.body) as { message?: string }).message ?? answer.body;
      } catch {
        return answer.body;
      }
    })();
    return `not built: ${answer.status} ${message}`.slice(0, 160);
  }
  const checked = ENDPOINTS[timed.endpoint].response.safeParse(JSON.parse(answer.body));
  if (!checked.success) {
    const issue = checked.error.issues[0];
    return `answers off the contract: ${issue?.path.join('.')} ${issue?.message}`;
  }
  return null;
}

const ms = (value: number, width = 7) => value.toFixed(1).padStart(width);

/** The size of the judging answers as sent and gzipped (what a browser downloads). */
async function printAnswerSizes(base: URL, { authorization, activeId }: Prepared) {
  console.info('\nJudging answers of the cohort in assessment: bytes, gzipped');
  const agent = new http.Agent({ keepAlive: false });
  for (const [label, path] of [
    ['review, page 1 (20 rows)', pathOf('getReview', { id: activeId }, { page: 1, limit: 20 })],
    ['review, 100 rows', pathOf('getReview', { id: activeId }, { page: 1, limit: 100 })],
    ['distribution (500 items)', pathOf('getDistribution', { id: activeId })],
  ] as const) {
    const answer = await send(agent, base, { method: 'GET', path, headers: { authorization } });
    const bytes = Buffer.byteLength(answer.body);
    const gzipped = gzipSync(answer.body).length;
    console.info(
      `  ${label.padEnd(28)} ${String(bytes).padStart(8)} ${String(gzipped).padStart(8)}`,
    );
  }
  agent.destroy();
}
const seconds = (value: number) => `${value.toFixed(1)} s`;

/** Generates the programme into the new database; answers the seconds it took. */
async function generate(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    console.info(`Generating (${JSON.stringify(SCALE)}):`);
    const steps = await generateProgramme(client, await hashPassword(DEMO_PASSWORD), (step) =>
      console.info(`  ${seconds(step.seconds).padStart(8)}  ${step.name}`),
    );
    await markGenerated(client);
    return steps.reduce((sum, step) => sum + step.seconds, 0);
  } finally {
    await client.end();
  }
}

interface Prepared {
  authorization: string;
  /** A judge of every cohort's panel (the generated judge 1). */
  judgeAuthorization: string;
  activeId: number;
  closedId: number;
  size: string;
}

/** Migrations, the programme (unless reused), and sessions of its admin and a judge. */
async function prepare(url: string, generated: boolean): Promise<Prepared> {
  const connection = await openDatabase({ kind: 'postgresql', url });
  try {
    await connection.migrate(MIGRATIONS_FOLDER);
    if (generated) {
      console.info('Reusing the programme generated earlier (--reuse).');
      // What a new migration wrote, with its statistics and visibility map as autovacuum would
      // soon leave them (index-only scans depend on the latter).
      await connection.db.execute(sql`VACUUM ANALYZE`);
    } else {
      const started = performance.now();
      const stepSeconds = await generate(url);
      console.info(
        `Generated in ${seconds(stepSeconds)} (${seconds((performance.now() - started) / 1000)} with the password hash).`,
      );
    }
    const [admin] = await connection.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, BENCH_ADMIN_EMAIL));
    const [judge] = await connection.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'scale-judge-1@bench.glow.local'));
    const [token, judgeToken] = [newSecretToken(), newSecretToken()];
    await connection.db.insert(sessions).values(
      [
        { token, userId: admin!.id },
        { token: judgeToken, userId: judge!.id },
      ].map((session) => ({
        tokenHash: hashSecretToken(session.token),
        userId: session.userId,
        expiresAt: new Date(Date.now() + 3600_000),
      })),
    );
    const client = (connection.db as unknown as { $client: pg.Pool }).$client;
    const { rows } = await client.query<{ active: number; closed: number; size: string }>(
      `SELECT (SELECT id FROM cohorts WHERE ends_at IS NULL) AS active,
              (SELECT id FROM cohorts WHERE ends_at IS NOT NULL ORDER BY starts_at DESC LIMIT 1) AS closed,
              pg_size_pretty(pg_database_size(current_database())) AS size`,
    );
    const { active, closed, size } = rows[0]!;
    return {
      authorization: `Bearer ${token}`,
      judgeAuthorization: `Bearer ${judgeToken}`,
      activeId: active,
      closedId: closed,
      size,
    };
  } finally {
    await connection.close();
  }
}

function printPlans(timed: TimedCall, n: number, statements: ExplainedStatement[]): void {
  console.info(`\n${timed.label}: ${timed.call(n).path}`);
  for (const statement of statements) {
    const oneLine = statement.sql.replace(/\s+/g, ' ');
    console.info(
      `  ${ms(statement.executionMs)} ms  ${oneLine.slice(0, 150)}${oneLine.length > 150 ? '…' : ''}`,
    );
    if (
      flag('--plans') ||
      statement.executionMs >= PLAN_MS ||
      (timed.showPlans && statement.executionMs >= 1)
    ) {
      console.info(`    SQL: ${oneLine}`);
      console.info(`    parameters: ${JSON.stringify(statement.params)}`);
      console.info(statement.plan.replace(/^/gm, '    | '));
    }
  }
}

const database = await openBenchDatabase({ reuse: flag('--reuse') });
const prepared = await prepare(database.url, database.generated);
console.info(
  `Database ${prepared.size}; active cohort ${prepared.activeId}, closed ${prepared.closedId}.`,
);

const api = await startApiProcess('programme', {
  DATABASE_URL: database.url,
  ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  SMTP_URL: 'smtp://127.0.0.1:1',
  XRPL_RPC_URL: 'http://127.0.0.1:1',
});
const calls = timedCalls(prepared);
const measurable: TimedCall[] = [];
try {
  const base = new URL(api.url);
  const measured = {
    apiPid: api.child.pid!,
    databaseName: new URL(database.url).pathname.slice(1),
  };
  console.info(
    `\n${WARM_UP} warm-up + ${CALLS} timed calls each; ms; target p95 < ${TARGET_P95_MS} ms\n` +
      `CPU: ms per timed call, of the API process and of PostgreSQL's backends (/proc)\n` +
      `${'call'.padEnd(42)} ${'endpoint'.padEnd(22)} conc     p50     p95     max  API CPU   PG CPU  target`,
  );
  for (const timed of calls) {
    const head = `${timed.label.padEnd(42)} ${timed.endpoint.padEnd(22)}`;
    const unmeasurable = await probe(base, timed);
    if (unmeasurable) {
      console.info(`${head} ${unmeasurable}`);
      continue;
    }
    measurable.push(timed);
    for (const concurrency of LEVELS) {
      const t = await measure(base, measured, timed, concurrency);
      const verdict =
        t.errors > 0
          ? `${t.errors} errors: ${t.firstError}`
          : t.p95 < TARGET_P95_MS
            ? 'met'
            : 'MISSED';
      console.info(
        `${head} ${String(t.concurrency).padStart(4)} ${ms(t.p50)} ${ms(t.p95)} ${ms(t.max)} ` +
          `${ms(t.apiCpuMs, 8)} ${t.postgresCpuMs === null ? '—'.padStart(8) : ms(t.postgresCpuMs, 8)}  ${verdict}`,
      );
    }
  }
  await printAnswerSizes(base, prepared);
} finally {
  await stopApiProcess(api);
}

console.info(`\nStatements of each call (EXPLAIN ANALYZE execution time; plans as flagged above):`);
const explainer = await startExplainer(database.url);
try {
  for (const timed of measurable) {
    const runs = timed.showPlans ? SEARCH_TERMS.map((_, n) => n) : [0];
    for (const n of runs) printPlans(timed, n, await explainer.explain(timed.call(n)));
  }
} finally {
  await explainer.close();
}

if (flag('--drop')) {
  await database.drop();
  console.info(`\nDropped the database.`);
} else {
  console.info(
    `\nThe database is kept: \`pnpm bench:programme --reuse\` measures it again, --drop removes it.`,
  );
}
