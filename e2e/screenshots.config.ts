import { defineConfig } from '@playwright/test';
import checks from './playwright.config';

// The screenshots of ./screenshots, over the same system as the checks.
export default defineConfig({
  ...checks,
  testDir: './screenshots',
  reporter: [['list']],
});
