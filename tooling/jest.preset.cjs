// The Jest setup every package uses: TypeScript and JSX through SWC, tests next to code.
// Browser packages run under jsdom; server packages (api, simulators) pass 'node'.
module.exports = function jestPreset(displayName, { testEnvironment = 'jsdom' } = {}) {
  return {
    displayName,
    testEnvironment,
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    setupFiles: [require.resolve('./jest.setup.cjs')],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
        },
      ],
    },
  };
};
