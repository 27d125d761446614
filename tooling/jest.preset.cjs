// The Jest setup every package uses: TypeScript and JSX through SWC, jsdom, tests next to code.
module.exports = function jestPreset(displayName) {
  return {
    displayName,
    testEnvironment: 'jsdom',
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
