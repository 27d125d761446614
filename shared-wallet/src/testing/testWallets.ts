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
  const entropy = new Uint8Array(16).fill(index);
  const seed = keypairs.generateSeed({ entropy, algorithm });
  const { publicKey, privateKey } = keypairs.deriveKeypair(seed);
  return {
    algorithm,
    address: keypairs.deriveAddress(publicKey),
    publicKey,
    sign: (messageHex) => keypairs.sign(messageHex, privateKey),
  };
}

/** The UTF-8 bytes of a text as upper-case hex (what GemWallet signs for `signMessage`). */
export function utf8Hex(text: string): string {
  return [...new TextEncoder().encode(text)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}
