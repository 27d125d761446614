import { defineConfig } from '@playwright/test';
import type { SystemOptions } from './tests/fixtures';

/**
 * The ports of one system. Each parallel worker runs a system of its own (tests/fixtures.ts), on
 * the ports of its slot (Playwright's TEST_PARALLEL_INDEX; 0 in the runner): the first slot's,
 * moved by 200 for the second. GLOW_E2E_PORT_OFFSET moves every slot, so two checkouts can run their
 * suites side by side (1000 for the second checkout, 2000 for a third).
 */
export function systemPorts(slot: number) {
  const shift = 200 * slot + Number(process.env.GLOW_E2E_PORT_OFFSET ?? 0);
  return {
    shell: 18080 + shift,
    cdn: 18081 + shift,
    /** The CDN's mirror: the same folder on a second origin, listed second in remotes.json. */
    cdnMirror: 18083 + shift,
    api: 18082 + shift,
    smtp: 12525 + shift,
    inbox: 18025 + shift,
    xaman: 18026 + shift,
    xrpl: 18027 + shift,
    github: 18029 + shift,
    kyc: 18030 + shift,
  };
}

/**
 * Chromium's headless shell (Debian's chromium-headless-shell): the browser's engine without its
 * desktop shell, which runs these suites on about a quarter less CPU than the full browser's
 * headless mode. The deploy command's check in deploys.spec.ts opens its routes in it too.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** The slot of this worker's system. */
export const SYSTEM_SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const PORTS = systemPorts(SYSTEM_SLOT);

export const SHELL_PORT = PORTS.shell;
export const CDN_PORT = PORTS.cdn;
export const CDN_MIRROR_PORT = PORTS.cdnMirror;
export const API_PORT = PORTS.api;
export const SMTP_PORT = PORTS.smtp;
/** The SMTP inbox simulator's HTTP side: the emails the API sent, as JSON at /messages. */
export const INBOX_URL = `http://127.0.0.1:${PORTS.inbox}`;
/** The Xaman platform stand-in: its payload pages and `/__simulator/` control endpoints. */
export const XAMAN_URL = `http://127.0.0.1:${PORTS.xaman}`;
/** The XRP Ledger stand-in's JSON-RPC (POST /) and `/__simulator/` control endpoints. */
export const XRPL_URL = `http://127.0.0.1:${PORTS.xrpl}`;
/** The GitHub REST stand-in (the API's GITHUB_API_URL) and its `/__simulator/` controls. */
export const GITHUB_URL = `http://127.0.0.1:${PORTS.github}`;
/** The KYC provider stand-in: its verification pages (/verify/{id}) and `/__simulator/` controls. */
export const KYC_URL = `http://127.0.0.1:${PORTS.kyc}`;

/** The journeys: each in a project of its own, starting from its chapter of the demo data. */
const JOURNEYS = [
  /programmeCycle\.spec\.ts$/,
  /scoutJourney\.spec\.ts$/,
  /judgeJourney\.spec\.ts$/,
  /contributorJourney\.spec\.ts$/,
  /paymentsJourney\.spec\.ts$/,
  /privacyJourney\.spec\.ts$/,
  /evidenceJourney\.spec\.ts$/,
];

// The suites run against the production build (`node scripts/build.mjs`), published to a CDN
// folder of their own and run the way `npm start` runs it: each project's worker starts the system
// on its own copy of the demo data (tests/fixtures.ts), the demo story as `npm start` plays it, or
// the story told further to where a journey starts (the `chapter` option, system/chapters.ts). So
// every project runs alone, and one that fails leaves the others their data.
export default defineConfig<object, SystemOptions>({
  testDir: './tests',
  globalSetup: './system/globalSetup.ts',
  // Two systems side by side, one per worker (e2e/docs/systems-and-chapters.md).
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL: `http://localhost:${SHELL_PORT}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
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
    { name: 'checks', testIgnore: JOURNEYS },
    // Wave 1 leaves voting, closes; Wave 2 starts and opens voting: on the demo data.
    { name: 'programme-cycle', testMatch: /programmeCycle\.spec\.ts$/ },
    // Closes Wave 1 and starts Wave 2, in which the scouts nominate: on the demo data.
    { name: 'scout-journey', testMatch: /scoutJourney\.spec\.ts$/ },
    // A scout adds evidence to a Wave 1 nomination; Wave 1 moves to assessment and a judge reads
    // it: on the demo data.
    { name: 'evidence-journey', testMatch: /evidenceJourney\.spec\.ts$/ },
    // Judges assess the nominations the scouts left in voting, approve, and the admin moves the
    // cohort to distribution.
    {
      name: 'judge-journey',
      testMatch: /judgeJourney\.spec\.ts$/,
      use: { chapter: 'scouting' },
    },
    // The two contributors the judges left in distribution apply: Ines Moreau through every
    // step, KYC on the KYC stand-in's page and the admin's approval; Tomás Vidal fails the
    // eligibility questions.
    {
      name: 'contributor-journey',
      testMatch: /contributorJourney\.spec\.ts$/,
      use: { chapter: 'judging' },
    },
    // The admin pays Wave 1's three approved grants with GemWallet in one bulk request, and
    // Ines Moreau's, approved in the chapter before, with Xaman; the contributors are emailed and
    // the public results list the payments.
    {
      name: 'payments-journey',
      testMatch: /paymentsJourney\.spec\.ts$/,
      use: { chapter: 'applying' },
    },
    // The admin downloads Priya Nair's personal data (paid in the Pilot) and erases her: on a
    // copy of the demo story of its own, as the erasure changes what other projects read.
    { name: 'privacy-journey', testMatch: /privacyJourney\.spec\.ts$/ },
  ],
});
