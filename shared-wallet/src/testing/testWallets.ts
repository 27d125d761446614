// Test wallets with real XRPL keys, for the wallet stand-ins of the Jest and Playwright suites.
// The caller passes ripple-keypairs (it is a dependency of the API and e2e packages, not of the
// browser code).

/** The part of ripple-keypairs used here. */
export interface KeypairsLibrary {
  generateSeed(options: {
    entropy?: Uint8Array;
    algorithm?: 'ed25519' | 'ecdsa-secp256k1';
  }): string;
  deriveKeypair(seed: string): { publicKey: string; privateKey: string };
  deriveAddress(publicKey: string): string;
  sign(messageHex: string, privateKey: string): string;
}

export type KeyAlgorithm = 'ecdsa-secp256k1' | 'ed25519';

export interface TestWallet {
  algorithm: KeyAlgorithm;
  /** The family seed ("s…"), e.g. for the Xaman stand-in to sign as this wallet. */
  seed: string;
  address: string;
  publicKey: string;
  /** Signs hex bytes as the wallets do (secp256k1 or ed25519, per the key). */
  sign(messageHex: string): string;
}

/** A wallet from a fixed seed: the same address on every run, different per `index`. */
export function createTestWallet(
  keypairs: KeypairsLibrary,
  algorithm: KeyAlgorithm,
  index = 1,
): TestWallet {
  return walletFromEntropy(keypairs, algorithm, new Uint8Array(16).fill(index));
}

function walletFromEntropy(
  keypairs: KeypairsLibrary,
  algorithm: KeyAlgorithm,
  entropy: Uint8Array,
): TestWallet {
  return testWalletFromSeed(keypairs, keypairs.generateSeed({ entropy, algorithm }));
}

/** The wallet of a given family seed, e.g. the demo programme account's. */
export function testWalletFromSeed(keypairs: KeypairsLibrary, seed: string): TestWallet {
  const { publicKey, privateKey } = keypairs.deriveKeypair(seed);
  return {
    // ed25519 public keys are written with the prefix ED.
    algorithm: publicKey.startsWith('ED') ? 'ed25519' : 'ecdsa-secp256k1',
    seed,
    address: keypairs.deriveAddress(publicKey),
    publicKey,
    sign: (messageHex) => keypairs.sign(messageHex, privateKey),
  };
}

/**
 * A wallet from random entropy: an address no earlier run has used, for tests that need a new
 * account (a voter who has not registered yet) on a system that keeps its data between tests.
 */
export function createNewTestWallet(
  keypairs: KeypairsLibrary,
  algorithm: KeyAlgorithm,
): TestWallet {
  return walletFromEntropy(keypairs, algorithm, crypto.getRandomValues(new Uint8Array(16)));
}

/** The UTF-8 bytes of a text as upper-case hex (what GemWallet signs for `signMessage`). */
export function utf8Hex(text: string): string {
  return [...new TextEncoder().encode(text)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}
