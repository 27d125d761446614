import { defineConfig } from '@playwright/test';
import checks from './playwright.config';

// The screenshots of ./screenshots, over the same system as the checks.
export default defineConfig({
  ...checks,
  testDir: './screenshots',
  // One project: the checks' programme-cycle project has no screenshots.
  projects: [{ name: 'screenshots' }],
  reporter: [['list']],
});
