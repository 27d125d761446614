// `pnpm bench:exports` (from the root): how long the CSV exports of a 1,000,000-vote cohort take,
// and how much memory the API needs for them, on PGlite and on PostgreSQL. Not part of `npm test`.
//
// 1. The data (exportData.ts): one closed cohort of 1,000 nominations, 100,000 voters and
//    1,000,000 votes, judged, grants frozen, 300 paid. In a PGlite data directory under the
//    system's temporary folder, and in the PostgreSQL database `glow_bench_exports` (the server of
//    BENCH_DATABASE_URL, or, run as root without it, Debian's cluster, as bench:programme does).
//    Both are kept: `--reuse` exports again without generating again.
// 2. For each database, each export, and each page size (the exports' own, then 100,000 rows at
//    once for comparison): the API as a real process (src/main.ts) with a 128 MB JavaScript heap
//    (--max-old-space-size=128: an export that loaded a million votes would die with "heap out of
//    memory"), one download over a real socket (so the stream and its back-pressure are real),
//    read to the end: time to the first byte, total time, rows, bytes, and the API process's
//    resident memory before the download and at its peak (Linux /proc: VmRSS, VmHWM; PGlite's
//    WebAssembly heap included).
//
// Flags: --reuse; --only=pglite or --only=postgresql.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase, type DatabaseConnection } from '../src/db/database';
import { sessions } from '../src/db/schema';
import { MIGRATIONS_FOLDER } from '../src/db/migrations';
import { hashSecretToken, newSecretToken } from '../src/users/secretTokens';
import { startApiProcess, stopApiProcess, type ApiProcess } from '../src/testing/apiProcess';
import {
  BENCH_ADMIN_ID,
  BENCH_COHORT_ID,
  generateExportCohort,
  isGenerated,
  VOTES,
} from './exportData';
import { debianClusterUrl } from './programmeDatabase';

const KINDS = ['pglite', 'postgresql'] as const;
type Kind = (typeof KINDS)[number];

const args = process.argv.slice(2);
const unknown = args.filter(
  (arg) => arg !== '--reuse' && !/^--only=(pglite|postgresql)$/.test(arg),
);
if (unknown.length > 0) {
  throw new Error(
    `bench:exports: unknown ${unknown.join(', ')} (flags: --reuse, --only=pglite|postgresql)`,
  );
}
const reuse = args.includes('--reuse');
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length) as
  Kind | undefined;

const PGLITE_DIR = path.join(os.tmpdir(), 'glow-bench-exports-pglite');
const POSTGRES_DATABASE = 'glow_bench_exports';
const HEAP_MB = 128;

const EXPORTS = [
  { name: 'votes per nomination per day', path: `/api/cohorts/${BENCH_COHORT_ID}/exports/votes` },
  { name: 'nominations', path: `/api/cohorts/${BENCH_COHORT_ID}/exports/nominations` },
  { name: 'payments', path: `/api/payments/export?cohortId=${BENCH_COHORT_ID}` },
];
/** null: each export's own page size; then everything in (nearly) one page, for comparison. */
const PAGE_SIZES = [null, 100_000] as const;

/** A PostgreSQL database of its own for the bench, on BENCH_DATABASE_URL's server or Debian's. */
async function postgresUrl(): Promise<string> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? debianClusterUrl();
  const url = new URL(serverUrl);
  url.pathname = `/${POSTGRES_DATABASE}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      POSTGRES_DATABASE,
    ]);
    if (!reuse || rowCount === 0) {
      await client.query(`DROP DATABASE IF EXISTS "${POSTGRES_DATABASE}" WITH (FORCE)`);
      await client.query(`CREATE DATABASE "${POSTGRES_DATABASE}"`);
    }
  } finally {
    await client.end();
  }
  return url.toString();
}

/** The API's environment for a database of `kind`. */
async function databaseEnv(kind: Kind): Promise<Record<string, string>> {
  if (kind === 'postgresql') return { DATABASE_URL: await postgresUrl() };
  if (!reuse) fs.rmSync(PGLITE_DIR, { recursive: true, force: true });
  return { PGLITE_DATA_DIR: PGLITE_DIR };
}

async function open(env: Record<string, string>): Promise<DatabaseConnection> {
  return env.DATABASE_URL
    ? // Generating a million votes takes longer than the API's 10 s statement timeout.
      openDatabase({ kind: 'postgresql', url: env.DATABASE_URL, statementTimeoutMs: 600_000 })
    : openDatabase({ kind: 'pglite', dataDir: env.PGLITE_DATA_DIR! });
}

/** Migrations, the cohort (unless already there) and an admin's session; answers its token. */
async function prepare(kind: Kind, env: Record<string, string>): Promise<string> {
  const connection = await open(env);
  try {
    await connection.migrate(MIGRATIONS_FOLDER);
    if (await isGenerated(connection.db)) {
      console.info(`${kind}: the cohort is there already (--reuse).`);
    } else {
      console.info(`${kind}: generating the cohort (${VOTES.toLocaleString('en')} votes)…`);
      await generateExportCohort(connection.db);
    }
    const token = newSecretToken();
    await connection.db.insert(sessions).values({
      tokenHash: hashSecretToken(token),
      userId: BENCH_ADMIN_ID,
      expiresAt: new Date(Date.now() + 3600_000),
    });
    return token;
  } finally {
    await connection.close();
  }
}

/** The process's resident memory now and at its peak, in MB (Linux). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) =>
    Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

interface Download {
  status: number;
  firstByteMs: number;
  totalMs: number;
  bytes: number;
  rows: number;
}

/** Downloads `exportPath` to the end, counting bytes and lines, as a browser would read it. */
function download(api: ApiProcess, exportPath: string, token: string): Promise<Download> {
  const base = new URL(api.url);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: base.hostname,
        port: base.port,
        path: exportPath,
        headers: { authorization: `Bearer ${token}` },
      },
      (response) => {
        let firstByteMs = NaN;
        let bytes = 0;
        let lines = 0;
        response.on('data', (chunk: Buffer) => {
          if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
          bytes += chunk.length;
          for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            firstByteMs,
            totalMs: performance.now() - started,
            bytes,
            // The header line is not a row.
            rows: lines - 1,
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

async function measure(kind: Kind, env: Record<string, string>, token: string): Promise<void> {
  for (const pageSize of PAGE_SIZES) {
    for (const exported of EXPORTS) {
      const api = await startApiProcess(`exports-${kind}`, {
        ...env,
        NODE_OPTIONS: `--max-old-space-size=${HEAP_MB}`,
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        SMTP_URL: 'smtp://127.0.0.1:1',
        XRPL_RPC_URL: 'http://127.0.0.1:1',
        GITHUB_API_URL: 'http://127.0.0.1:1',
        GITHUB_REFRESH_INTERVAL_MS: '3600000',
        ...(pageSize ? { EXPORT_PAGE_SIZE: String(pageSize) } : {}),
      });
      try {
        const pid = api.child.pid!;
        const before = memoryOf(pid).rss;
        const result = await download(api, exported.path, token).catch((error: Error) => {
          // The API died mid-download: "heap out of memory" when an export loaded it all.
          throw new Error(
            `${kind} ${exported.name}: ${error.message}\n${api.output().slice(-1500)}`,
          );
        });
        const { peak } = memoryOf(pid);
        const line = [
          kind.padEnd(11),
          exported.name.padEnd(29),
          (pageSize ? pageSize.toLocaleString('en') : 'own').padStart(8),
          String(result.status).padStart(4),
          result.rows.toLocaleString('en').padStart(8),
          `${(result.bytes / 1024).toFixed(0)} KB`.padStart(9),
          `${result.firstByteMs.toFixed(0)} ms`.padStart(9),
          `${(result.totalMs / 1000).toFixed(2)} s`.padStart(8),
          `${before.toFixed(0)} MB`.padStart(8),
          `${peak.toFixed(0)} MB`.padStart(8),
        ];
        console.info(line.join(' '));
        if (result.status !== 200) console.info(api.output().slice(-2000));
      } finally {
        await stopApiProcess(api);
      }
    }
  }
}

for (const kind of KINDS.filter((k) => !only || k === only)) {
  const env = await databaseEnv(kind);
  const token = await prepare(kind, env);
  console.info(
    `\n${'database'.padEnd(11)} ${'export'.padEnd(29)} ${'page'.padStart(8)} ${'http'.padStart(4)} ` +
      `${'rows'.padStart(8)} ${'size'.padStart(9)} ${'1st byte'.padStart(9)} ${'total'.padStart(8)} ` +
      `${'RSS'.padStart(8)} ${'peak RSS'.padStart(8)}`,
  );
  await measure(kind, env, token);
  console.info('');
}
