// The contract's pure rules (the application's steps, the eligibility explanations), run in Node.
module.exports = require('../tooling/jest.preset.cjs')('contract', { testEnvironment: 'node' });
