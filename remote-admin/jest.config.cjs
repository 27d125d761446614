module.exports = require('../tooling/jest.preset.cjs')('remote-admin');
