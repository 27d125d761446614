// API tests: every file builds its own API on its own database (in-memory PGlite, or a fresh
// database on the PostgreSQL server of DATABASE_URL), so files may run in parallel.
const preset = require('../tooling/jest.preset.cjs')('api', { testEnvironment: 'node' });

module.exports = {
  ...preset,
  // API processes or connections sharing a database server (two at once, one killed and
  // restarted, one whose server restarts under it, or a second handle writing beside the API's)
  // need PostgreSQL: without DATABASE_URL, leave those files out.
  // The PGlite data directories the files start from are PGlite's alone: with it, leave their
  // file out.
  testPathIgnorePatterns: [
    '/node_modules/',
    ...(process.env.DATABASE_URL
      ? ['/src/testing/migratedPglite\\.test\\.ts$']
      : [
          '/src/twoInstances\\.test\\.ts$',
          '/src/twoInstancesJobs\\.test\\.ts$',
          '/src/voteStorm\\.test\\.ts$',
          '/src/databaseOutage\\.test\\.ts$',
          '/src/judging/compiledDistribution\\.test\\.ts$',
        ]),
  ],
  // content-disposition 3 and cookie 2 (under @fastify/static and light-my-request), and
  // @octokit/core with its dependencies (the GitHub client), ship ESM only and are require()d
  // from CommonJS, which Jest on Node 20 cannot do: compile them too.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(content-disposition|cookie|@octokit|universal-user-agent|before-after-hook|json-with-bigint|content-type)/)',
  ],
  // A file's first test waits for the database and the API to start.
  testTimeout: 20_000,
  // Migrates and seeds one database for the whole run (src/testing/migratedPglite.ts says why).
  globalSetup: '<rootDir>/src/testing/jestGlobalSetup.ts',
  globalTeardown: '<rootDir>/src/testing/jestGlobalTeardown.ts',
};
