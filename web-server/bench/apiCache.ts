// What the shell origin's cache of the API's anonymous answers is worth under a spike: requests per
// second of an anonymous GET (`/api/cohorts/active`) through the origin, answered from its cache,
// and the same with a cookie, which the cache passes to the API (the origin as a plain proxy).
//   pnpm --filter @glow/web-server bench [-- --api-url http://127.0.0.1:8082]
// Without --api-url it starts the API (api/src/main.ts) on a new PGlite database with the demo data.
// Settings (environment): BENCH_PATH (/api/cohorts/active), BENCH_CALLERS (100), BENCH_SECONDS (10).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../src/testing/freePort';
import { createSiteFixture } from '../src/testing/siteFixture';

const PATH = process.env.BENCH_PATH ?? '/api/cohorts/active';
const CALLERS = Number(process.env.BENCH_CALLERS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const API_DIR = join(import.meta.dirname, '..', '..', 'api');
const GLOW_WEB = join(import.meta.dirname, '..', 'bin', 'glow-web.mjs');

interface Run {
  perSecond: number;
  statuses: Map<number, number>;
  errors: number;
}

/** CALLERS keep-alive callers, each sending its next GET when its last is answered. */
async function load(port: number, headers: Record<string, string>, seconds: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CALLERS });
  const statuses = new Map<number, number>();
  let answered = 0;
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const call = () =>
    new Promise<void>((resolve) => {
      const request = http.get({ host: '127.0.0.1', port, path: PATH, agent, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          answered++;
          statuses.set(res.statusCode ?? 0, (statuses.get(res.statusCode ?? 0) ?? 0) + 1);
          resolve();
        });
      });
      request.on('error', () => {
        errors++;
        resolve();
      });
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CALLERS }, async () => {
      while (performance.now() < end) await call();
    }),
  );
  agent.destroy();
  return { perSecond: answered / ((performance.now() - started) / 1000), statuses, errors };
}

/** Resolves with the first match of `pattern` in what the process writes. */
function waitForLine(child: ChildProcess, name: string, pattern: RegExp): Promise<string> {
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-65_536);
      const match = pattern.exec(output);
      if (match) resolve(match[1] ?? match[0]);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}:\n${output}`)));
  });
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The shell origin in a process of its own, as `npm start` runs it, over a small site. */
async function startShellOrigin(apiUrl: string) {
  const site = createSiteFixture();
  const port = await freePort();
  const ports = [await freePort(), await freePort()];
  const child = spawn(
    process.execPath,
    [
      GLOW_WEB,
      ...['--shell-port', String(port), '--cdn-port', String(ports[0])],
      ...['--cdn-mirror-port', String(ports[1]), '--api-url', apiUrl],
      ...['--shell-dir', site.shellDir, '--cdn-dir', site.cdnDir],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await waitForLine(child, 'glow-web', /Glow:/);
  return { port, child, site };
}

async function startApi() {
  const dataDir = mkdtempSync(join(tmpdir(), 'glow-bench-origin-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      API_HOST: '127.0.0.1',
      API_PORT: '0',
      PGLITE_DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      SMTP_URL: 'smtp://127.0.0.1:1',
      XRPL_RPC_URL: 'http://127.0.0.1:1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await waitForLine(child, 'The API', /Glow API listening on (http:\/\/\S+:\d+)/);
  return { url, child, dataDir };
}

const describe = ({ perSecond, statuses, errors }: Run) =>
  `${Math.round(perSecond)} requests/s (statuses ${JSON.stringify(Object.fromEntries(statuses))}` +
  `${errors ? `, ${errors} errors` : ''})`;
const load1 = () => loadavg()[0]!.toFixed(2);

async function main() {
  const { values } = parseArgs({ options: { 'api-url': { type: 'string' } } });
  const api = values['api-url'] ? undefined : await startApi();
  const web = await startShellOrigin(values['api-url'] ?? api!.url);
  try {
    const probe = await fetch(`http://127.0.0.1:${web.port}${PATH}`);
    console.info(`${PATH}: ${probe.status}, Cache-Control: ${probe.headers.get('cache-control')}`);
    console.info(`${CALLERS} keep-alive callers, ${SECONDS} s each, alternating:`);
    const anonymous = {};
    const passedOn = { Cookie: 'bench=1' };
    await load(web.port, anonymous, 1);
    await load(web.port, passedOn, 1);
    for (let round = 1; round <= 2; round++) {
      const cached = await load(web.port, anonymous, SECONDS);
      console.info(`  from the cache:     ${describe(cached)}; load average ${load1()}`);
      const proxied = await load(web.port, passedOn, SECONDS);
      console.info(`  passed to the API:  ${describe(proxied)}; load average ${load1()}`);
    }
  } finally {
    await stop(web.child);
    web.site.remove();
    if (api) {
      await stop(api.child);
      rmSync(api.dataDir, { recursive: true, force: true });
    }
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
