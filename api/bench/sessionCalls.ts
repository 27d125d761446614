// `pnpm --filter @glow/api bench`: how long login and verify take over HTTP (median and p95 of
// a few hundred calls) and how long the API takes to start, on PGlite and, when
// BENCH_DATABASE_URL names a PostgreSQL database, on PostgreSQL.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../src/config';
import { demoEmail, DEMO_PASSWORD } from '../src/seed';
import { createApi } from '../src/server';

const CALLS = Number(process.env.BENCH_CALLS ?? 300);
const API_DIR = path.resolve(import.meta.dirname, '..');

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

function summary(name: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const format = (ms: number) => `${ms.toFixed(1)} ms`;
  return `${name.padEnd(8)} median ${format(percentile(sorted, 0.5))}, p95 ${format(percentile(sorted, 0.95))} (${samples.length} calls)`;
}

async function timed(call: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await call();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`call failed with ${response.status}`);
  return performance.now() - started;
}

async function measureCalls(env: NodeJS.ProcessEnv): Promise<void> {
  const config = loadConfig({
    ...env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'true',
    API_PORT: '0',
  });
  const api = await createApi(config);
  await api.app.listen({ host: '127.0.0.1', port: 0 });
  const address = api.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
  const login = () =>
    fetch(`${base}/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: demoEmail('judge'), password: DEMO_PASSWORD }),
    });
  const token = ((await (await login()).json()) as { api_token: string }).api_token;
  const verify = () =>
    fetch(`${base}/users/verify`, { headers: { Authorization: `Bearer ${token}` } });

  const logins: number[] = [];
  const verifies: number[] = [];
  for (let i = 0; i < CALLS; i += 1) {
    logins.push(await timed(login));
    verifies.push(await timed(verify));
  }
  console.info(summary('login', logins));
  console.info(summary('verify', verifies));
  await api.close();
}

/** Milliseconds from spawning `src/main.ts` until /api/health answers. */
async function measureStart(env: NodeJS.ProcessEnv): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { ...process.env, ...env, API_PORT: '0', LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'true' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /listening on http:\/\/[^:]+:(\d+)/.exec(chunk.toString());
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the API exited with ${code}`)));
  });
  const response = await fetch(`http://127.0.0.1:${port}/api/health`);
  if (!response.ok) throw new Error('health check failed');
  const elapsed = performance.now() - started;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  return elapsed;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'glow-bench-'));
try {
  console.info(`PGlite (on disk), ${CALLS} calls each`);
  await measureCalls({ PGLITE_DATA_DIR: path.join(dataDir, 'calls') });
  const startDir = path.join(dataDir, 'start');
  console.info(
    `start    first (creates the database) ${(await measureStart({ PGLITE_DATA_DIR: startDir })).toFixed(0)} ms`,
  );
  console.info(
    `start    again (existing database)   ${(await measureStart({ PGLITE_DATA_DIR: startDir })).toFixed(0)} ms`,
  );

  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (postgresUrl) {
    console.info(`\nPostgreSQL, ${CALLS} calls each`);
    await measureCalls({ DATABASE_URL: postgresUrl });
    console.info(`start    ${(await measureStart({ DATABASE_URL: postgresUrl })).toFixed(0)} ms`);
  } else {
    console.info('\nPostgreSQL: set BENCH_DATABASE_URL to measure it too');
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
