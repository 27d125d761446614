// Checks of the repository's own tooling (the lint boundaries of eslint.config.mjs), run in Node.
module.exports = {
  ...require('./jest.preset.cjs')('tooling', { testEnvironment: 'node' }),
  testMatch: ['<rootDir>/*.test.ts', '<rootDir>/sharedVersions/*.test.ts'],
};
