// API tests run one file at a time: files share one database server when DATABASE_URL is set.
module.exports = {
  ...require('../tooling/jest.preset.cjs')('api', { testEnvironment: 'node' }),
};
