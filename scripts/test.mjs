// `npm test`: installs what the tests need (pnpm, packages, Debian's Chromium headless shell and
// PostgreSQL), then runs lint, type checks, every Jest suite (the API's whole suite on PostgreSQL,
// its files where PGlite differs on PGlite too: scripts/lib/jestSuites.mjs), builds for production
// once and runs the Playwright suites against that build. Phases that do not compete for the same
// core run side by side, each writing to its own log, printed whole when it ends. Ends with each
// phase's time and one line: "N passed, N failed".
//   npm test [-- --no-playwright]   (--no-playwright: every phase up to the build, not Playwright)
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { provisionTestDatabase } from './lib/postgres.mjs';
import { formatSeconds, runPhase, runSideBySide, timed, timings } from './lib/phases.mjs';
import {
  clearReport,
  JEST_SUITES,
  jestCommand,
  jestEnvironment,
  missingFiles,
  readReport,
} from './lib/jestSuites.mjs';
import { installDependencies, ROOT, run } from './lib/run.mjs';

// The browser e2e/playwright.config.ts drives: Chromium's headless shell (why: there).
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const PLAYWRIGHT = !process.argv.includes('--no-playwright');

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Playwright needs Chromium's headless shell at ${CHROMIUM}: run "apt-get install -y chromium-headless-shell" as root.`,
    );
    process.exit(1);
  }
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium-headless-shell'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const started = Date.now();
/** Stops the run when one of `results` failed (lint, types, build: nothing after them is worth it). */
function stopUnlessPassed(results) {
  const failed = results.filter((result) => result.status !== 0);
  if (failed.length === 0) return;
  console.error(`\n${failed.map((result) => result.name).join(', ')} failed: stopping here.`);
  printTimes();
  process.exit(1);
}

function printTimes() {
  const total = Math.round((Date.now() - started) / 1000);
  for (const { name, seconds } of [...timings, { name: 'total', seconds: total }]) {
    console.log(`Time, ${name}: ${formatSeconds(seconds)}`);
  }
}

await timed('install', () => {
  installDependencies();
  ensureChromium();
});

// Lint and the type checks each keep one core busy.
stopUnlessPassed(
  await runSideBySide([
    { name: 'lint', command: 'pnpm', args: ['lint'] },
    { name: 'type checks', command: 'pnpm', args: ['typecheck'] },
  ]),
);

const e2eReport = join(ROOT, 'e2e', 'test-results', 'results.json');
for (const suite of JEST_SUITES) clearReport(suite);
rmSync(e2eReport, { force: true });

const jestPhase = (suite, databaseUrl) => {
  const [command, args] = jestCommand(suite);
  return { name: `Jest, ${suite.name}`, command, args, env: jestEnvironment(suite, databaseUrl) };
};
const [browserSuite, postgresSuite, pgliteSuite] = JEST_SUITES;
const database = provisionTestDatabase();
const jestRuns = [];
try {
  // The API's files spend much of their time waiting on PostgreSQL and their own servers: the
  // browser packages' suite fills what they leave of the two cores.
  jestRuns.push(
    ...(await runSideBySide([
      jestPhase(browserSuite, database.url),
      jestPhase(postgresSuite, database.url),
    ])),
  );
} finally {
  database.drop();
}
// The build and the API on PGlite side by side: webpack's two builds at a time and the PGlite
// files' start-ups share the cores.
const [pgliteRun, build] = await runSideBySide([
  jestPhase(pgliteSuite, null),
  {
    name: 'build',
    command: 'node',
    args: ['scripts/build.mjs', '--no-install'],
  },
]);
jestRuns.push(pgliteRun);
stopUnlessPassed([build]);

const e2e = PLAYWRIGHT ? await runPhase('Playwright', 'pnpm', ['test:e2e']) : null;

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}
const jestResults = JEST_SUITES.map(readReport);
const wrongFiles = JEST_SUITES.flatMap((suite, index) =>
  missingFiles(suite, jestResults[index]).map((problem) => `Jest, ${suite.name}: ${problem}`),
);
const e2eResults = readJson(e2eReport);
const jestPassed = jestResults.reduce((sum, results) => sum + (results?.numPassedTests ?? 0), 0);
const jestFailed = jestResults.reduce((sum, results) => sum + (results?.numFailedTests ?? 0), 0);
const e2ePassed = e2eResults?.stats.expected ?? 0;
const failed = jestFailed + (e2eResults?.stats.unexpected ?? 0) + (e2eResults?.stats.flaky ?? 0);

console.log('');
for (const problem of wrongFiles) console.error(problem);
JEST_SUITES.forEach((suite, index) => {
  console.log(`Jest, ${suite.name}: ${jestResults[index]?.numPassedTests ?? 0} passed`);
});
if (PLAYWRIGHT) console.log(`Playwright: ${e2ePassed} passed`);
printTimes();
console.log(`${jestPassed + e2ePassed} passed, ${failed} failed`);
const allRan = jestResults.every(Boolean) && (e2eResults || !PLAYWRIGHT) && wrongFiles.length === 0;
const allSucceeded = [...jestRuns, ...(e2e ? [e2e] : [])].every((result) => result.status === 0);
process.exit(allRan && allSucceeded && failed === 0 ? 0 : 1);
