// Deploy tests publish fixture builds to temporary folders and to the S3 stand-in (simulators/)
// through the real AWS SDK.
module.exports = {
  ...require('../tooling/jest.preset.cjs')('deploy', { testEnvironment: 'node' }),
  testTimeout: 20_000,
};
