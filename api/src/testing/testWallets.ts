// Wallet keys for tests, and the signatures the browser wallets make with them. Written here
// from the wallets' documented behaviour, not borrowed from the API, so the tests check it.
import { randomBytes } from 'node:crypto';
import { deriveAddress, deriveKeypair, generateSeed, sign } from 'ripple-keypairs';

export const KEY_ALGORITHMS = ['ecdsa-secp256k1', 'ed25519'] as const;
export type KeyAlgorithm = (typeof KEY_ALGORITHMS)[number];

export interface TestWallet {
  algorithm: KeyAlgorithm;
  /** The family seed ("s…"), as a person would enter it in Xaman. */
  seed: string;
  publicKey: string;
  privateKey: string;
  address: string;
}

/** A fresh keypair and its classic address. */
export function newWallet(algorithm: KeyAlgorithm = 'ecdsa-secp256k1'): TestWallet {
  return walletFromSeed(generateSeed({ algorithm }));
}

/** The keys of a family seed (secp256k1 or ed25519, as the seed says). */
export function walletFromSeed(seed: string): TestWallet {
  const { publicKey, privateKey } = deriveKeypair(seed);
  const algorithm = publicKey.toUpperCase().startsWith('ED') ? 'ed25519' : 'ecdsa-secp256k1';
  return { algorithm, seed, publicKey, privateKey, address: deriveAddress(publicKey) };
}

/** Crossmark's signInAndWait signs the challenge's bytes: the hash is already hex. */
export function crossmarkSignature(wallet: TestWallet, hash: string): string {
  return sign(hash, wallet.privateKey);
}

/** The UTF-8 bytes of a text, as hex. */
export function hexOfText(text: string): string {
  return Buffer.from(text, 'utf8').toString('hex').toUpperCase();
}

/** GemWallet's signMessage signs the hex of the UTF-8 message it is given. */
export function gemWalletSignature(wallet: TestWallet, message: string): string {
  return sign(hexOfText(message), wallet.privateKey);
}

/** Random upper-case hex of `bytes` bytes. */
export function randomHex(bytes: number): string {
  return randomBytes(bytes).toString('hex').toUpperCase();
}

/**
 * A classic address of the right shape whose checksum is wrong: one character changed to
 * another of the alphabet.
 */
export function withBadChecksum(address: string): string {
  const index = address.length - 3;
  const replacement = address[index] === 'a' ? 'b' : 'a';
  return address.slice(0, index) + replacement + address.slice(index + 1);
}
