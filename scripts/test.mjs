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

installDependencies();
ensureChromium();
run('pnpm', ['lint']);
run('pnpm', ['typecheck']);

const jestReport = join(ROOT, 'coverage', 'jest-results.json');
const apiOnPostgresReport = join(ROOT, 'coverage', 'jest-api-postgresql-results.json');
const e2eReport = join(ROOT, 'e2e', 'test-results', 'results.json');
mkdirSync(join(ROOT, 'coverage'), { recursive: true });
for (const report of [jestReport, apiOnPostgresReport, e2eReport]) rmSync(report, { force: true });

/** One Jest run; the API suite uses PGlite unless `databaseUrl` names a PostgreSQL database. */
function jest(args, report, databaseUrl) {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return spawnSync('pnpm', ['test:unit', ...args, '--json', `--outputFile=${report}`], {
    cwd: ROOT,
    stdio: 'inherit',
    env,
  });
}
const jestRuns = [jest([], jestReport)];
const database = provisionTestDatabase();
try {
  console.log('\n> The API suite again, on PostgreSQL');
  jestRuns.push(jest(['--selectProjects', 'api'], apiOnPostgresReport, database.url));
} finally {
  database.drop();
}
run('node', ['scripts/build.mjs', '--no-install']);
const e2e = spawnSync('pnpm', ['test:e2e'], { cwd: ROOT, stdio: 'inherit' });

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}
const jestResults = [jestReport, apiOnPostgresReport].map(readJson);
const e2eResults = readJson(e2eReport);
const jestPassed = jestResults.reduce((sum, results) => sum + (results?.numPassedTests ?? 0), 0);
const jestFailed = jestResults.reduce((sum, results) => sum + (results?.numFailedTests ?? 0), 0);
const e2ePassed = e2eResults?.stats.expected ?? 0;
const failed = jestFailed + (e2eResults?.stats.unexpected ?? 0) + (e2eResults?.stats.flaky ?? 0);

console.log(
  `\nJest: ${jestResults[0]?.numPassedTests ?? 0} passed (API on PGlite); ` +
    `Jest, API on PostgreSQL: ${jestResults[1]?.numPassedTests ?? 0} passed; Playwright: ${e2ePassed} passed`,
);
console.log(`${jestPassed + e2ePassed} passed, ${failed} failed`);
const allRan = jestResults.every(Boolean) && e2eResults;
const allSucceeded = [...jestRuns, e2e].every((result) => result.status === 0);
process.exit(allRan && allSucceeded && failed === 0 ? 0 : 1);
