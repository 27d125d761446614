// The Jest setup every package uses: TypeScript and JSX through SWC, tests next to code.
// Browser packages run under jsdom with Node's fetch API (jest.environment.cjs); server packages
// (api, simulators) pass 'node'.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
  },
];

// What the browser packages' fake API (Mock Service Worker, msw/node) needs: Node's builds of
// packages (the 'browser' condition, jsdom's default, gives msw/node none), and msw's
// dependencies that ship ES modules only compiled to CommonJS like the tests (Node before 24.9
// cannot require them).
const browserOptions = {
  testEnvironment: require.resolve('./jest.environment.cjs'),
  testEnvironmentOptions: { customExportConditions: [''] },
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(rettime|until-async|@open-draft/deferred-promise)/)',
  ],
  transform: { '^.+\\.(m?j|t)sx?$': swc },
};

module.exports = function jestPreset(displayName, { testEnvironment = 'jsdom' } = {}) {
  return {
    displayName,
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    ...(testEnvironment === 'jsdom'
      ? browserOptions
      : { testEnvironment, transform: { '^.+\\.(t|j)sx?$': swc } }),
  };
};
