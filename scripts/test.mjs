// `npm test`: installs what the tests need, then runs lint, type checks, every Jest suite and
// the Playwright suites against the production build. Ends with one line: "N passed, N failed".
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
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
const e2eReport = join(ROOT, 'e2e', 'test-results', 'results.json');
mkdirSync(join(ROOT, 'coverage'), { recursive: true });
for (const report of [jestReport, e2eReport]) rmSync(report, { force: true });
const jest = spawnSync('pnpm', ['exec', 'jest', '--json', `--outputFile=${jestReport}`], {
  cwd: ROOT,
  stdio: 'inherit',
});
run('node', ['scripts/build.mjs', '--no-install']);
const e2e = spawnSync('pnpm', ['test:e2e'], { cwd: ROOT, stdio: 'inherit' });

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}
const jestResults = readJson(jestReport);
const e2eResults = readJson(e2eReport);
const passed = (jestResults?.numPassedTests ?? 0) + (e2eResults?.stats.expected ?? 0);
const failed =
  (jestResults?.numFailedTests ?? 0) +
  (e2eResults?.stats.unexpected ?? 0) +
  (e2eResults?.stats.flaky ?? 0);

console.log(
  `\nJest: ${jestResults?.numPassedTests ?? 0} passed; Playwright: ${e2eResults?.stats.expected ?? 0} passed`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(
  jest.status === 0 && e2e.status === 0 && jestResults && e2eResults && failed === 0 ? 0 : 1,
);
