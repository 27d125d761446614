module.exports = require('../tooling/jest.preset.cjs')('shell');
