// The browser environment with Node's typed arrays: ripple-keypairs (used by the wallet stand-ins
// to sign with real keys) makes its bytes with Node's crypto, and @noble/curves then checks them
// with `instanceof Uint8Array`, which fails across jsdom's realm.
const BrowserEnvironment = require('../tooling/jest.environment.cjs');

class WalletTestEnvironment extends BrowserEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.Uint8Array = Uint8Array;
  }
}

module.exports = WalletTestEnvironment;
