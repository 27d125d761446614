import { defineConfig } from '@playwright/test';
import checks from './playwright.config';

// The screenshots of ./screenshots, over the same system as the checks.
export default defineConfig({
  ...checks,
  testDir: './screenshots',
  // The scout's pages need a cohort open for nominations, which closes the demo's Wave 1 for
  // good: they come after every screenshot of the demo programme as it is seeded. The judge's
  // pages move that cohort on to its assessment period and approve its distribution; the
  // contributor's pages apply in it. The payments pages pay Wave 1's grants, whose distribution
  // was approved when the scout's pages closed it: after the contributor's.
  projects: [
    {
      name: 'screenshots',
      testIgnore: [
        /scoutPages\.spec\.ts$/,
        /judgePages\.spec\.ts$/,
        /contributorPages\.spec\.ts$/,
        /paymentPages\.spec\.ts$/,
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
  ],
  reporter: [['list']],
});
