const path = require('node:path');

const preset = require('../tooling/jest.preset.cjs')('shared-wallet');

module.exports = {
  ...preset,
  testEnvironment: require.resolve('./jest.environment.cjs'),
  // The wallet stand-ins sign with real XRPL keys. ripple-keypairs is not a dependency of the
  // browser code: the tests borrow the e2e package's copy.
  moduleNameMapper: {
    '^ripple-keypairs$': require.resolve('ripple-keypairs', {
      paths: [path.join(__dirname, '../e2e')],
    }),
  },
};
