import { defineConfig } from '@playwright/test';
import checks, { SHELL_PORT } from './playwright.config';
import { publishArgs, runSystemArgs } from './system/runningSystem';

// The screenshots of ./screenshots, over the system the checks use, on the demo data played
// fresh for them, one system for every project.
export default defineConfig({
  ...checks,
  globalSetup: undefined,
  workers: 1,
  testDir: './screenshots',
  webServer: {
    cwd: '..',
    command: [
      ['node', ...publishArgs(0)],
      ['node', ...runSystemArgs(0, 'e2e/.data/pglite'), '--fresh-data'],
    ]
      .map((args) => args.join(' '))
      .join(' && '),
    url: `http://localhost:${SHELL_PORT}/api/health`,
    // Fresh data: the API plays the demo story before it answers (run-system allows it 180 s).
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
  // The scout's pages need a cohort open for nominations, which closes the demo's Wave 1 for
  // good: they come after every screenshot of the demo programme as it is seeded. The judge's
  // pages move that cohort on to its assessment period and approve its distribution; the
  // contributor's pages apply in it. The payments pages pay Wave 1's grants, whose distribution
  // was approved when the scout's pages closed it: after the contributor's. The closing pages close
  // the cohort the judge's pages sized, cancel another and deactivate a judge: last of all.
  projects: [
    {
      name: 'screenshots',
      testIgnore: [
        /scoutPages\.spec\.ts$/,
        /judgePages\.spec\.ts$/,
        /contributorPages\.spec\.ts$/,
        /paymentPages\.spec\.ts$/,
        /closingPages\.spec\.ts$/,
      ],
    },
    {
      name: 'scout-screenshots',
      testMatch: /scoutPages\.spec\.ts$/,
      dependencies: ['screenshots'],
    },
    {
      name: 'judge-screenshots',
      testMatch: /judgePages\.spec\.ts$/,
      dependencies: ['scout-screenshots'],
    },
    {
      name: 'contributor-screenshots',
      testMatch: /contributorPages\.spec\.ts$/,
      dependencies: ['judge-screenshots'],
    },
    {
      name: 'payments-screenshots',
      testMatch: /paymentPages\.spec\.ts$/,
      dependencies: ['contributor-screenshots'],
    },
    {
      name: 'closing-screenshots',
      testMatch: /closingPages\.spec\.ts$/,
      dependencies: ['payments-screenshots'],
    },
  ],
  reporter: [['list']],
});
