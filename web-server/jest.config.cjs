// @fastify/static's content-disposition ships ES modules only, which Node (20.19+) can require but
// Jest's module loader cannot: SWC compiles it to CommonJS like the tests.
const preset = require('../tooling/jest.preset.cjs')('web-server', { testEnvironment: 'node' });

module.exports = {
  ...preset,
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?content-disposition/)'],
};
