// Checks of the repository's own tooling (lint rules, budgets), run in Node.
module.exports = {
  ...require('./jest.preset.cjs')('tooling', { testEnvironment: 'node' }),
  testMatch: ['<rootDir>/*.test.ts'],
};
