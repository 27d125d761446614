// `pnpm coverage`: the Jest suites of `npm test` (scripts/lib/jestSuites.mjs) with Jest's coverage
// (its default provider, babel-plugin-istanbul), then one table: line coverage of api/src (what its
// PostgreSQL and PGlite runs covered together) and of each browser package, and the tests each
// package (and each folder of api/src) ran. Written to coverage/summary.md as well.
// Needs PostgreSQL like `npm test` (GLOW_TEST_DATABASE_URL, or run as root).
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { provisionTestDatabase } from './lib/postgres.mjs';
import { formatSeconds, runPhase } from './lib/phases.mjs';
import {
  clearReport,
  JEST_SUITES,
  jestCommand,
  jestEnvironment,
  readReport,
} from './lib/jestSuites.mjs';
import { ROOT } from './lib/run.mjs';

const BROWSER_PACKAGES = [
  'shell',
  'shared-api',
  'shared-ui',
  'shared-wallet',
  'remote-public',
  'remote-admin',
  'remote-judge',
  'remote-scout',
  'remote-contributor',
];
// Product code only: not the tests, not the helpers that only tests use.
const NOT_PRODUCT_CODE = ['!**/*.test.{ts,tsx}', '!**/testing/**', '!**/*.d.ts'];

function sourcesOf(suite) {
  if (suite.name.startsWith('API')) return ['api/src/**/*.ts'];
  if (suite.name.startsWith('browser')) {
    return BROWSER_PACKAGES.map((dir) => `${dir}/src/**/*.{ts,tsx}`);
  }
  throw new Error(`No sources named for the suite ${suite.name}`);
}

const coverageFolder = (suite) =>
  join(ROOT, 'coverage', `lines-${suite.name.replace(/[^a-z0-9]+/gi, '-')}`);

const database = provisionTestDatabase();
const runs = [];
try {
  for (const suite of JEST_SUITES) {
    clearReport(suite);
    rmSync(coverageFolder(suite), { recursive: true, force: true });
    const [command, args] = jestCommand(suite, [
      '--coverage',
      '--coverageReporters=json',
      `--coverageDirectory=${coverageFolder(suite)}`,
      ...[...sourcesOf(suite), ...NOT_PRODUCT_CODE].map((glob) => `--collectCoverageFrom=${glob}`),
    ]);
    runs.push(
      await runPhase(`Jest, ${suite.name}`, command, args, {
        env: jestEnvironment(suite, database.url),
      }),
    );
  }
} finally {
  database.drop();
}

/**
 * Istanbul's line coverage of one file: a line is covered when a statement starting on it ran
 * (istanbul-lib-coverage's getLineCoverage). `hits` adds up the statements' counts of every run.
 */
function linesOf(fileCoverages) {
  const [first] = fileCoverages;
  const lines = new Map();
  for (const [id, statement] of Object.entries(first.statementMap)) {
    const count = fileCoverages.reduce((sum, coverage) => sum + (coverage.s[id] ?? 0), 0);
    const line = statement.start.line;
    lines.set(line, Math.max(lines.get(line) ?? 0, count));
  }
  return { total: lines.size, covered: [...lines.values()].filter((count) => count > 0).length };
}

/** Every file's coverage from every run, by path relative to the root. */
const byFile = new Map();
for (const suite of JEST_SUITES) {
  const file = join(coverageFolder(suite), 'coverage-final.json');
  if (!existsSync(file)) continue;
  for (const [path, coverage] of Object.entries(JSON.parse(readFileSync(file, 'utf8')))) {
    const key = relative(ROOT, path);
    byFile.set(key, [...(byFile.get(key) ?? []), coverage]);
  }
}

const packageOf = (path) => (path.startsWith('api/src/') ? 'api/src' : path.split('/')[0]);
const lineTotals = new Map();
for (const [path, coverages] of byFile) {
  const { total, covered } = linesOf(coverages);
  const sum = lineTotals.get(packageOf(path)) ?? { total: 0, covered: 0, files: 0 };
  lineTotals.set(packageOf(path), {
    total: sum.total + total,
    covered: sum.covered + covered,
    files: sum.files + 1,
  });
}

/** Tests that ran, by package, and for the API by its folder under api/src, per suite. */
function testCounts(report) {
  const counts = new Map();
  for (const result of report?.testResults ?? []) {
    const path = relative(ROOT, result.name);
    const group = path.startsWith('api/src/')
      ? `api/src/${relative('api/src', dirname(path)) || '.'}`
      : path.split('/')[0];
    const tests = result.assertionResults.length;
    counts.set(group, (counts.get(group) ?? 0) + tests);
  }
  return counts;
}
const reports = JEST_SUITES.map((suite) => readReport(suite));
const countsBySuite = reports.map(testCounts);

const percent = ({ covered, total }) => (total ? ((100 * covered) / total).toFixed(2) : '-');
const lines = [
  '| package | line coverage | lines covered / lines | files |',
  '| --- | ---: | ---: | ---: |',
  ...['api/src', ...BROWSER_PACKAGES].map((name) => {
    const sum = lineTotals.get(name) ?? { total: 0, covered: 0, files: 0 };
    return `| ${name} | ${percent(sum)} % | ${sum.covered} / ${sum.total} | ${sum.files} |`;
  }),
  '',
  `| tests by package or API folder | ${JEST_SUITES.map((suite) => suite.name).join(' | ')} |`,
  `| --- | ${JEST_SUITES.map(() => '---:').join(' | ')} |`,
  ...[...new Set(countsBySuite.flatMap((counts) => [...counts.keys()]))]
    .sort()
    .map(
      (group) =>
        `| ${group} | ${countsBySuite.map((counts) => counts.get(group) ?? 0).join(' | ')} |`,
    ),
  `| total | ${reports.map((report) => report?.numTotalTests ?? 0).join(' | ')} |`,
  '',
  ...runs.map(
    (run) =>
      `${run.name}: ${run.status === 0 ? 'passed' : 'FAILED'}, ${formatSeconds(run.seconds)}`,
  ),
];
writeFileSync(join(ROOT, 'coverage', 'summary.md'), `${lines.join('\n')}\n`);
console.log(`\n${lines.join('\n')}\n\n(coverage/summary.md)`);
process.exit(runs.every((run) => run.status === 0) ? 0 : 1);
