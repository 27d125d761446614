module.exports = {
  ...require('../tooling/jest.preset.cjs')('simulators', { testEnvironment: 'node' }),
  // @octokit/core (the GitHub stand-in's tests drive it) and its dependencies ship ES modules
  // only; Jest runs tests as CommonJS, so they are compiled too.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(@octokit|universal-user-agent|before-after-hook|json-with-bigint|content-type)/)',
  ],
};
