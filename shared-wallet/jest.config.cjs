const path = require('node:path');

const preset = require('../tooling/jest.preset.cjs')('shared-wallet');

module.exports = {
  ...preset,
  testEnvironment: require.resolve('./jest.environment.cjs'),
  // The wallet stand-ins sign with real XRPL keys and submit to the XRP Ledger stand-in.
  // ripple-keypairs and ripple-binary-codec are not dependencies of the browser code: the tests
  // borrow the e2e package's and the simulators' copies.
  moduleNameMapper: {
    '^ripple-keypairs$': require.resolve('ripple-keypairs', {
      paths: [path.join(__dirname, '../e2e')],
    }),
    '^ripple-binary-codec$': require.resolve('ripple-binary-codec', {
      paths: [path.join(__dirname, '../simulators')],
    }),
  },
};
