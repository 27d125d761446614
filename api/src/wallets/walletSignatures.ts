// What a wallet proves: that the key behind an address signed exactly what the API issued.
// ripple-keypairs and ripple-binary-codec throw on malformed input; here that is simply "no".
import { decode, encodeForSigning } from 'ripple-binary-codec';
import { deriveAddress, verify } from 'ripple-keypairs';
import { isValidClassicAddress } from 'ripple-address-codec';

export function isXrplAddress(address: string): boolean {
  try {
    return isValidClassicAddress(address);
  } catch {
    return false;
  }
}

/** The address of a public key, or null when it is not one. */
export function addressOf(publicKey: string): string | null {
  try {
    return deriveAddress(publicKey);
  } catch {
    return null;
  }
}

/** True when `signature` over `messageHex` verifies with `publicKey` and the key is `address`'s. */
export function isSignedBy(
  messageHex: string,
  signature: string,
  publicKey: string,
  address: string,
): boolean {
  if (addressOf(publicKey) !== address) return false;
  try {
    return verify(messageHex, signature, publicKey);
  } catch {
    return false;
  }
}

/** The UTF-8 bytes of a text as hex, as GemWallet's `signMessage` signs it. */
export function utf8Hex(text: string): string {
  return Buffer.from(text, 'utf8').toString('hex').toUpperCase();
}

export interface SignedBlob {
  signedBy: string;
  /** Null for a SignIn blob, which has no TransactionType. */
  transactionType: string | null;
}

/** Reads a signed transaction blob (Xaman's response.hex) and checks its signature. */
export function verifySignedBlob(hex: string): SignedBlob | null {
  try {
    const { TxnSignature, SigningPubKey, ...unsigned } = decode(hex) as Record<string, unknown>;
    if (typeof TxnSignature !== 'string' || typeof SigningPubKey !== 'string') return null;
    const signingData = encodeForSigning({ ...unsigned, SigningPubKey });
    if (!verify(signingData, TxnSignature, SigningPubKey)) return null;
    const signedBy = deriveAddress(SigningPubKey);
    const transactionType =
      typeof unsigned.TransactionType === 'string' ? unsigned.TransactionType : null;
    return { signedBy, transactionType };
  } catch {
    return null;
  }
}
