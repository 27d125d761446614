import { defineConfig } from '@playwright/test';

export const SHELL_PORT = 18080;
export const CDN_PORT = 18081;
/** The CDN's mirror: the same folder on a second origin, listed second in remotes.json. */
export const CDN_MIRROR_PORT = 18083;
export const API_PORT = 18082;
export const SMTP_PORT = 12525;
/** The SMTP inbox simulator's HTTP side: the emails the API sent, as JSON at /messages. */
export const INBOX_URL = 'http://127.0.0.1:18025';
/** The Xaman platform stand-in: its payload pages and `/__simulator/` control endpoints. */
export const XAMAN_URL = 'http://127.0.0.1:18026';
/** The XRP Ledger stand-in's JSON-RPC (POST /) and `/__simulator/` control endpoints. */
export const XRPL_URL = 'http://127.0.0.1:18027';
/** The GitHub REST stand-in (the API's GITHUB_API_URL) and its `/__simulator/` controls. */
export const GITHUB_URL = 'http://127.0.0.1:18029';
/** The KYC provider stand-in: its verification pages (/verify/{id}) and `/__simulator/` controls. */
export const KYC_URL = 'http://127.0.0.1:18030';

// The suites run against the production build (`node scripts/build.mjs`), published to a CDN
// folder of their own and run the way `npm start` runs it (API with fresh demo data, SMTP inbox).
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
  projects: [
    {
      name: 'checks',
      testIgnore: [
        /programmeCycle\.spec\.ts$/,
        /scoutJourney\.spec\.ts$/,
        /judgeJourney\.spec\.ts$/,
        /contributorJourney\.spec\.ts$/,
        /paymentsJourney\.spec\.ts$/,
      ],
    },
    // Runs the demo cohort through its periods for good (Wave 1 closed, Wave 2 started): after
    // every other check. Alone: `playwright test --project programme-cycle --no-deps`.
    {
      name: 'programme-cycle',
      testMatch: /programmeCycle\.spec\.ts$/,
      dependencies: ['checks'],
    },
    // Closes the cohort programme-cycle left in voting and starts the next one, in which scouts
    // nominate: last of all. Alone: `playwright test --project scout-journey --no-deps`.
    {
      name: 'scout-journey',
      testMatch: /scoutJourney\.spec\.ts$/,
      dependencies: ['programme-cycle'],
    },
    // Judges assess the nominations scout-journey left in voting, review them, approve the
    // distribution, and the admin moves the cohort to distribution: after scout-journey, whose
    // cohort it needs. Alone, with that journey first on fresh data:
    // `playwright test --project scout-journey --project judge-journey --no-deps`.
    {
      name: 'judge-journey',
      testMatch: /judgeJourney\.spec\.ts$/,
      dependencies: ['scout-journey'],
    },
    // The two contributors judge-journey left in distribution apply: Ines Moreau through every
    // step, KYC on the KYC stand-in's page and the admin's approval; Tomás Vidal fails the
    // eligibility questions. After judge-journey, whose cohort it needs. Alone, with the two
    // journeys first on fresh data:
    // `playwright test --project scout-journey --project judge-journey --project contributor-journey --no-deps`.
    {
      name: 'contributor-journey',
      testMatch: /contributorJourney\.spec\.ts$/,
      dependencies: ['judge-journey'],
    },
    // The admin pays Wave 1's three approved grants (its distribution approved by programme-cycle,
    // or by scout-journey when it closes Wave 1 itself) with GemWallet in one bulk request, and
    // Ines Moreau's, whom contributor-journey approved, with Xaman; the contributors are emailed
    // and the public results list the payments. After contributor-journey. Alone, with the three
    // journeys first on fresh data:
    // `playwright test --project scout-journey --project judge-journey --project contributor-journey --project payments-journey --no-deps`.
    {
      name: 'payments-journey',
      testMatch: /paymentsJourney\.spec\.ts$/,
      dependencies: ['contributor-journey'],
    },
  ],
  webServer: {
    cwd: '..',
    command:
      `node scripts/publish-remotes.mjs --cdn-dir e2e/.cdn ` +
      `--origin http://localhost:${CDN_PORT} --origin http://localhost:${CDN_MIRROR_PORT} && ` +
      `node scripts/run-system.mjs --shell-port ${SHELL_PORT} --cdn-port ${CDN_PORT} ` +
      `--cdn-mirror-port ${CDN_MIRROR_PORT} --cdn-dir e2e/.cdn ` +
      `--api-port ${API_PORT} --smtp-port ${SMTP_PORT} --inbox-port ${new URL(INBOX_URL).port} ` +
      `--xaman-port ${new URL(XAMAN_URL).port} --xrpl-port ${new URL(XRPL_URL).port} --s3-port 0 ` +
      `--github-port ${new URL(GITHUB_URL).port} --kyc-port ${new URL(KYC_URL).port} ` +
      `--data-dir e2e/.data/pglite --fresh-data`,
    url: `http://localhost:${SHELL_PORT}/api/health`,
    // Fresh data: the API plays the demo story before it answers (run-system allows it 180 s).
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
