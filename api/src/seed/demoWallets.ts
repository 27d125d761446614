// The demo's wallets: keypairs made from a label, so the demo's voters and contributors have the
// same addresses on every run. Their seeds are as public as this file: they must never hold
// anything of value on any network.
import { createHash } from 'node:crypto';
import { generateSeed } from 'ripple-keypairs';
import { walletFromSeed, type TestWallet } from '../testing/testWallets';

export type DemoWallet = TestWallet;

export function demoWallet(label: string): DemoWallet {
  const entropy = createHash('sha256').update(`glow-demo:${label}`).digest().subarray(0, 16);
  return walletFromSeed(generateSeed({ entropy, algorithm: 'ecdsa-secp256k1' }));
}
