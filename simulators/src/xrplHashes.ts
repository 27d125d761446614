// The hashes the XRP Ledger names things by, shared by the Xaman and ledger stand-ins.
import { createHash } from 'node:crypto';
import { decodeAccountID } from 'ripple-address-codec';

// rippled's hash prefixes and ledger key spaces.
const TRANSACTION_ID_PREFIX = '54584E00'; // "TXN\0"
const ACCOUNT_ROOT_KEY_SPACE = '0061'; // 'a'

/** The first half of SHA-512, upper-case hex: the XRP Ledger's hash function. */
export function sha512Half(hex: string): string {
  return createHash('sha512')
    .update(Buffer.from(hex, 'hex'))
    .digest()
    .subarray(0, 32)
    .toString('hex')
    .toUpperCase();
}

/** A signed transaction's hash (its id), as rippled computes it from the signed blob. */
export function transactionId(signedHex: string): string {
  return sha512Half(TRANSACTION_ID_PREFIX + signedHex);
}

/** The ledger key of an account's AccountRoot entry (`index`, `LedgerIndex` in metadata). */
export function accountRootIndex(address: string): string {
  return sha512Half(ACCOUNT_ROOT_KEY_SPACE + Buffer.from(decodeAccountID(address)).toString('hex'));
}
