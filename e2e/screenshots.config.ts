import { defineConfig } from '@playwright/test';
import checks from './playwright.config';

// The screenshots of ./screenshots, over the same system as the checks.
export default defineConfig({
  ...checks,
  testDir: './screenshots',
  // The scout's pages need a cohort open for nominations, which closes the demo's Wave 1 for
  // good: they come after every screenshot of the demo programme as it is seeded.
  projects: [
    { name: 'screenshots', testIgnore: /scoutPages\.spec\.ts$/ },
    {
      name: 'scout-screenshots',
      testMatch: /scoutPages\.spec\.ts$/,
      dependencies: ['screenshots'],
    },
  ],
  reporter: [['list']],
});
