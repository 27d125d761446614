// Runs the built system as `npm start` does: the simulators (SMTP inbox, Xaman, XRPL, S3, GitHub,
// KYC provider), the API with its database and demo data, and the web origins (shell + API proxy,
// CDN and its mirror). Stops them all together.
//   node scripts/run-system.mjs [--shell-port 8080] [--cdn-port 8081] [--cdn-mirror-port 8083]
//     [--cdn-dir .cdn] [--api-port 8082] [--smtp-port 2525] [--inbox-port 8025] [--xaman-port 8026]
//     [--xrpl-port 8027] [--s3-port 8028 (0: any free port)] [--github-port 8029] [--kyc-port 8030]
//     [--data-dir api/.data/pglite] [--fresh-data] [--shell-dir shell/dist]
//     [--github-repositories <file>]
// DATABASE_URL in the environment makes the API use that PostgreSQL server instead of PGlite.
// --github-repositories: a JSON array of repositories (the GitHub stand-in's POST /__simulator/repos
// bodies) it holds besides the demo ones, added before the API starts: those of projects the data
// already have (the browser suites' chapters of the demo data).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/run.mjs';

const { values } = parseArgs({
  options: {
    'shell-port': { type: 'string', default: '8080' },
    'cdn-port': { type: 'string', default: '8081' },
    'cdn-mirror-port': { type: 'string', default: '8083' },
    'cdn-dir': { type: 'string', default: '.cdn' },
    'api-port': { type: 'string', default: '8082' },
    'smtp-port': { type: 'string', default: '2525' },
    'inbox-port': { type: 'string', default: '8025' },
    'xaman-port': { type: 'string', default: '8026' },
    'xrpl-port': { type: 'string', default: '8027' },
    's3-port': { type: 'string', default: '8028' },
    'github-port': { type: 'string', default: '8029' },
    'kyc-port': { type: 'string', default: '8030' },
    'data-dir': { type: 'string', default: join('api', '.data', 'pglite') },
    'fresh-data': { type: 'boolean', default: false },
    'shell-dir': { type: 'string', default: join('shell', 'dist') },
    'github-repositories': { type: 'string' },
  },
});
const dataDir = resolve(ROOT, values['data-dir']);
if (values['fresh-data']) rmSync(dataDir, { recursive: true, force: true });

// The API runs as built (node scripts/build.mjs); the simulators, stand-ins for development and
// tests only, run their TypeScript with tsx.
const apiBundle = join(ROOT, 'api', 'dist', 'main.js');
if (!existsSync(apiBundle)) {
  console.error(`${apiBundle} is missing: build first (node scripts/build.mjs)`);
  process.exit(1);
}

const children = [];

function start(name, command, args, { cwd = ROOT, env = {} } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream.on('data', (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop();
      for (const line of lines) console.log(`[${name}] ${line}`);
    });
  }
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[${name}] stopped (${code ?? signal}); stopping the system`);
    stop(1);
  });
  children.push(child);
  return child;
}

/** How long the processes may take to stop (the API lets requests finish) before being killed. */
const STOP_TIMEOUT_MS = 10_000;

let stopping = false;
/** Stops every process and exits once each has: their ports are free when this one ends. */
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  const exited = running.map((child) => new Promise((done) => child.once('exit', done)));
  for (const child of running) child.kill('SIGTERM');
  const killer = setTimeout(() => {
    for (const child of running) child.kill('SIGKILL');
  }, STOP_TIMEOUT_MS);
  Promise.all(exited).then(() => {
    clearTimeout(killer);
    process.exit(code);
  });
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(url, name, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  console.error(`${name} did not answer at ${url} within ${timeoutMs / 1000} s`);
  stop(1);
}

const shellUrl = `http://localhost:${values['shell-port']}`;
// The KYC stand-in and the API must share the key and the webhook secret: the development ones
// unless the environment sets them.
const kycCredentials = {
  KYC_API_KEY: process.env.KYC_API_KEY ?? 'glow-dev-kyc-key',
  KYC_WEBHOOK_SECRET: process.env.KYC_WEBHOOK_SECRET ?? 'glow-dev-kyc-webhook-secret',
};
// The API signs previews with it and the web server checks them: one per run unless set.
const previewSecret = {
  GLOW_PREVIEW_SECRET: process.env.GLOW_PREVIEW_SECRET ?? randomBytes(32).toString('hex'),
};
start('simulators', process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: join(ROOT, 'simulators'),
  env: {
    SMTP_PORT: values['smtp-port'],
    SMTP_INBOX_PORT: values['inbox-port'],
    XAMAN_PORT: values['xaman-port'],
    XRPL_PORT: values['xrpl-port'],
    S3_PORT: values['s3-port'],
    GITHUB_PORT: values['github-port'],
    KYC_PORT: values['kyc-port'],
    KYC_WEBHOOK_URL: `http://127.0.0.1:${values['api-port']}/api/kyc/webhook`,
    ...kycCredentials,
  },
});
// The API reads its projects' repositories as it starts: those the data need are there first.
const githubRepositories = values['github-repositories']
  ? JSON.parse(readFileSync(resolve(ROOT, values['github-repositories']), 'utf8'))
  : [];
if (githubRepositories.length > 0) {
  const githubControl = `http://127.0.0.1:${values['github-port']}/__simulator/repos`;
  await waitFor(githubControl, 'The GitHub stand-in');
  for (const repository of githubRepositories) {
    const added = await fetch(githubControl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(repository),
    });
    if (!added.ok) {
      console.error(`The GitHub stand-in refused ${repository.fullName}: ${await added.text()}`);
      stop(1);
    }
  }
}
start('api', process.execPath, ['--enable-source-maps', apiBundle], {
  cwd: join(ROOT, 'api'),
  env: {
    API_PORT: values['api-port'],
    PGLITE_DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${values['smtp-port']}`,
    XAMAN_API_URL: `http://127.0.0.1:${values['xaman-port']}`,
    XRPL_RPC_URL: `http://127.0.0.1:${values['xrpl-port']}`,
    // Transaction links lead to the ledger stand-in's own explorer page.
    XRPL_EXPLORER_TX_URL: `http://127.0.0.1:${values['xrpl-port']}/transactions/{hash}`,
    GITHUB_API_URL: `http://127.0.0.1:${values['github-port']}`,
    KYC_API_URL: `http://127.0.0.1:${values['kyc-port']}`,
    ...kycCredentials,
    PUBLIC_APP_URL: shellUrl,
    ...previewSecret,
    // The CDN folder and the shell the web origins serve: a failing new version of a remote is
    // rolled back there by the API itself.
    GLOW_CDN_DIR: resolve(ROOT, values['cdn-dir']),
    GLOW_SHELL_DIR: resolve(ROOT, values['shell-dir']),
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});
start(
  'web',
  process.execPath,
  [
    'web-server/bin/glow-web.mjs',
    '--shell-port',
    values['shell-port'],
    '--cdn-port',
    values['cdn-port'],
    '--cdn-mirror-port',
    values['cdn-mirror-port'],
    '--cdn-dir',
    values['cdn-dir'],
    '--api-url',
    `http://127.0.0.1:${values['api-port']}`,
    '--shell-dir',
    values['shell-dir'],
    // The page may show the stand-in's QR codes and open its websockets.
    '--xaman-url',
    process.env.XAMAN_PUBLIC_URL ?? `http://127.0.0.1:${values['xaman-port']}`,
  ],
  { env: previewSecret },
);

// The API itself first: asking through the web origin while the API starts logs a proxy error
// for every try. On a fresh database it first plays the demo story through itself: allow for a
// slow machine.
await waitFor(`http://127.0.0.1:${values['api-port']}/api/health`, 'The API', 180_000);
await waitFor(`${shellUrl}/api/health`, 'The web origin');
await waitFor(`http://127.0.0.1:${values['inbox-port']}/messages`, 'The SMTP inbox');
console.log(`
Glow is running: ${shellUrl}
  Sign in as admin@glow.local, scout@glow.local, contributor@glow.local or one of the four
  judges judge@glow.local, judge2@glow.local, judge3@glow.local, judge4@glow.local
  with the password "glow-demo".
  Emails the API sends: http://localhost:${values['inbox-port']}
  Xaman stand-in:       http://localhost:${values['xaman-port']} (approve sign-ins at a payload's page)
  XRP Ledger stand-in:  http://localhost:${values['xrpl-port']} (JSON-RPC; a faucet funds new accounts; the programme's
                        account is funded at start; transactions at /transactions/{hash})
  CDN (and mirror):     http://localhost:${values['cdn-port']}, http://localhost:${values['cdn-mirror-port']}
  S3 stand-in:          http://127.0.0.1:${values['s3-port']} (pnpm deploy:remote <name> --s3; see deploy/docs/deploying.md)
  GitHub stand-in:      http://localhost:${values['github-port']} (the demo projects' repositories; controls under /__simulator/)
  KYC stand-in:         http://127.0.0.1:${values['kyc-port']} (verifications, approve or reject at /verify/{id}; controls under /__simulator/)
  API documentation:    ${shellUrl}/api/docs
Stop with Ctrl+C.`);
