// Checks of the repository's own tooling (the lint boundaries of eslint.config.mjs, the docs' links,
// the shared packages' versions), run in Node.
module.exports = {
  ...require('./jest.preset.cjs')('tooling', { testEnvironment: 'node' }),
  testMatch: ['<rootDir>/*.test.ts', '<rootDir>/sharedVersions/*.test.ts'],
};
