// API tests run one file at a time: files share one database server when DATABASE_URL is set.
const preset = require('../tooling/jest.preset.cjs')('api', { testEnvironment: 'node' });

module.exports = {
  ...preset,
  // content-disposition 3 (under @fastify/swagger-ui → @fastify/static) ships ESM only and is
  // require()d from CommonJS; Jest on Node 20 cannot do that, so it is compiled like our code.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(content-disposition|cookie)/)'],
};
