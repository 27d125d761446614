// The Jest runs of `npm test` (and of `pnpm coverage`, which runs the same ones with coverage on).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ROOT } from './run.mjs';

/**
 * The API files that run on PGlite as well as on PostgreSQL, by file name (wherever their folder):
 * what differs between the two databases. The API opens its database, migrates it and seeds the
 * demo data through another driver on PGlite (drizzle-orm/pglite, one connection in the process),
 * and the Jest global setup plays the demo story on it; `npm start`'s default database is PGlite.
 * Every area's reads and writes also run on PGlite in the demo story and in the Playwright suites,
 * whose systems run on it. Every other file runs on PostgreSQL only.
 */
export const PGLITE_FILES = [
  // Start-up and migrations: the migrated and seeded data directories every PGlite file starts
  // from, the health answer naming the database, a start and a graceful stop of the whole API.
  'migratedPglite.test.ts',
  'system.test.ts',
  'shutdown.test.ts',
  // The demo seed: the story as played through every area, its payments replayed on a fresh
  // stand-in ledger.
  'demoStory.test.ts',
  'demoPayments.test.ts',
  // Raw SQL (sessions and rate limits, vote counts, reports and exports), which each driver runs
  // its own way, and two requests racing, which PGlite runs one after the other on its one
  // connection.
  'rateLimiting.test.ts',
  'votes.test.ts',
  'reporting.test.ts',
  'xamanSignIn.test.ts',
  // API processes racing to roll the same failing remote back (their claim of the try).
  'automaticRollback.test.ts',
];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Jest's --testPathPatterns value matching exactly these file names, in any folder. */
export function fileNamePattern(fileNames) {
  return `/(${fileNames.map(escape).join('|')})$`;
}

const API_WORKERS = '--maxWorkers=2';

/**
 * The Jest suites: the browser packages with the simulators, deploy, web server, tooling and
 * contract; the API's whole suite on PostgreSQL; the API's PGLITE_FILES on PGlite.
 * `expectFiles`: file names the run must have run, each once.
 */
export const JEST_SUITES = [
  { name: 'browser packages and simulators', args: ['--ignoreProjects', 'api'] },
  {
    name: 'API on PostgreSQL',
    args: ['--selectProjects', 'api', API_WORKERS],
    postgres: true,
  },
  {
    name: 'API on PGlite',
    args: [
      '--selectProjects',
      'api',
      API_WORKERS,
      '--testPathPatterns',
      fileNamePattern(PGLITE_FILES),
    ],
    expectFiles: PGLITE_FILES,
  },
];

export function reportFile(suite) {
  return join(ROOT, 'coverage', `jest-${suite.name.replace(/[^a-z0-9]+/gi, '-')}.json`);
}

export function clearReport(suite) {
  mkdirSync(join(ROOT, 'coverage'), { recursive: true });
  rmSync(reportFile(suite), { force: true });
}

/** The command of one suite's run: `pnpm test:unit …`, its results as JSON in reportFile. */
export function jestCommand(suite, extraArgs = []) {
  return [
    'pnpm',
    ['test:unit', ...suite.args, '--json', `--outputFile=${reportFile(suite)}`, ...extraArgs],
  ];
}

/** The environment of one suite: the API on PGlite unless the suite is PostgreSQL's. */
export function jestEnvironment(suite, databaseUrl) {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  if (suite.postgres) env.DATABASE_URL = databaseUrl;
  return env;
}

/** Jest's JSON report of the suite's last run, or null when it wrote none. */
export function readReport(suite) {
  const file = reportFile(suite);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** What is wrong with the run's files: a file name of `expectFiles` that did not run once. */
export function missingFiles(suite, report) {
  if (!suite.expectFiles || !report) return [];
  const ran = report.testResults.map((result) => basename(result.name));
  return suite.expectFiles
    .map((name) => ({ name, count: ran.filter((file) => file === name).length }))
    .filter(({ count }) => count !== 1)
    .map(({ name, count }) =>
      count === 0 ? `no test file named ${name}` : `${count} test files named ${name}`,
    );
}
