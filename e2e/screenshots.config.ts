import { defineConfig } from '@playwright/test';
import checks from './playwright.config';

// The screenshots of ./screenshots, over the same system as the checks.
export default defineConfig({
  ...checks,
  testDir: './screenshots',
  // The scout's pages need a cohort open for nominations, which closes the demo's Wave 1 for
  // good: they come after every screenshot of the demo programme as it is seeded. The judge's
  // pages move that cohort on to its assessment period: last of all.
  projects: [
    { name: 'screenshots', testIgnore: [/scoutPages\.spec\.ts$/, /judgePages\.spec\.ts$/] },
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
  ],
  reporter: [['list']],
});
