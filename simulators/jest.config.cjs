module.exports = require('../tooling/jest.preset.cjs')('simulators', { testEnvironment: 'node' });
