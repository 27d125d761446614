// `npm test`: installs what the tests need (pnpm, packages, Debian's chromium and PostgreSQL),
// then runs lint, type checks, every Jest suite (the API's on PGlite and again on PostgreSQL) and
// the Playwright suites against the production build. Ends with one line: "N passed, N failed".
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { provisionTestDatabase } from './lib/postgres.mjs';
import { installDependencies, ROOT, run } from './lib/run.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Playwright needs Debian's chromium at ${CHROMIUM}: run "apt-get install -y chromium" as root.`,
    );
    process.exit(1);
  }
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** How long each phase took, printed at the end so a slow phase shows in CI's log. */
const timings = [];
function timed(name, phase) {
  const started = Date.now();
  const result = phase();
  timings.push({ name, seconds: Math.round((Date.now() - started) / 1000) });
  return result;
}

timed('install', () => {
  installDependencies();
  ensureChromium();
});
timed('lint', () => run('pnpm', ['lint']));
timed('type checks', () => run('pnpm', ['typecheck']));

const report = (name) => join(ROOT, 'coverage', `jest-${name}.json`);
// Two API test files at once: Jest's default on two cores is one worker, which leaves the second
// core idle through the API's runs (each file's start-up is mostly one core's work).
const apiWorkers = ['--maxWorkers=2'];
const jestSuites = [
  // The API's suites start databases and servers: they run on their own, not beside the others.
  { name: 'browser packages and simulators', args: ['--ignoreProjects', 'api'] },
  { name: 'API on PGlite', args: ['--selectProjects', 'api', ...apiWorkers] },
  { name: 'API on PostgreSQL', args: ['--selectProjects', 'api', ...apiWorkers], postgres: true },
];
const e2eReport = join(ROOT, 'e2e', 'test-results', 'results.json');
mkdirSync(join(ROOT, 'coverage'), { recursive: true });
for (const file of [...jestSuites.map((suite) => report(suite.name)), e2eReport]) {
  rmSync(file, { force: true });
}

/** One Jest run; the API suite uses PGlite unless `databaseUrl` names a PostgreSQL database. */
function jest({ name, args }, databaseUrl) {
  console.log(`\n> Jest: ${name}`);
  const env = { ...process.env };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return spawnSync('pnpm', ['test:unit', ...args, '--json', `--outputFile=${report(name)}`], {
    cwd: ROOT,
    stdio: 'inherit',
    env,
  });
}
const database = provisionTestDatabase();
const jestRuns = [];
try {
  for (const suite of jestSuites) {
    jestRuns.push(
      timed(`Jest, ${suite.name}`, () => jest(suite, suite.postgres ? database.url : null)),
    );
  }
} finally {
  database.drop();
}
timed('build', () => run('node', ['scripts/build.mjs', '--no-install']));
const e2e = timed('Playwright', () =>
  spawnSync('pnpm', ['test:e2e'], { cwd: ROOT, stdio: 'inherit' }),
);

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}
const jestResults = jestSuites.map((suite) => readJson(report(suite.name)));
const e2eResults = readJson(e2eReport);
const jestPassed = jestResults.reduce((sum, results) => sum + (results?.numPassedTests ?? 0), 0);
const jestFailed = jestResults.reduce((sum, results) => sum + (results?.numFailedTests ?? 0), 0);
const e2ePassed = e2eResults?.stats.expected ?? 0;
const failed = jestFailed + (e2eResults?.stats.unexpected ?? 0) + (e2eResults?.stats.flaky ?? 0);

console.log('');
jestSuites.forEach((suite, index) => {
  console.log(`Jest, ${suite.name}: ${jestResults[index]?.numPassedTests ?? 0} passed`);
});
console.log(`Playwright: ${e2ePassed} passed`);
const total = timings.reduce((sum, { seconds }) => sum + seconds, 0);
for (const { name, seconds } of [...timings, { name: 'total', seconds: total }]) {
  console.log(
    `Time, ${name}: ${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`,
  );
}
console.log(`${jestPassed + e2ePassed} passed, ${failed} failed`);
const allRan = jestResults.every(Boolean) && e2eResults;
const allSucceeded = [...jestRuns, e2e].every((result) => result.status === 0);
process.exit(allRan && allSucceeded && failed === 0 ? 0 : 1);
