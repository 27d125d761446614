import { defineConfig } from '@playwright/test';

export const SHELL_PORT = 18080;
export const CDN_PORT = 18081;

// The suites run against the production build (`node scripts/build.mjs`), published to a CDN
// folder of their own and served the way `npm start` serves it.
export default defineConfig({
  testDir: './tests',
  workers: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL: `http://localhost:${SHELL_PORT}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: {
    cwd: '..',
    command:
      `node scripts/publish-remotes.mjs --cdn-dir e2e/.cdn --origin http://localhost:${CDN_PORT} && ` +
      `node scripts/serve.mjs --shell-port ${SHELL_PORT} --cdn-port ${CDN_PORT} --cdn-dir e2e/.cdn`,
    url: `http://localhost:${SHELL_PORT}/remotes.json`,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
