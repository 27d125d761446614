// Signs what a payload asks for, the way Xaman does, with a family seed.
import { createHash } from 'node:crypto';
import { encode, encodeForSigning } from 'ripple-binary-codec';
import { deriveAddress, deriveKeypair, sign } from 'ripple-keypairs';

export type TransactionJson = Record<string, unknown> & { TransactionType: string };

export interface SignedTransaction {
  /** The signed blob, upper-case hex (Xaman's `response.hex`). */
  hex: string;
  /** The signed transaction's hash (Xaman's `response.txid`). */
  txid: string;
  /** The signer's classic address. */
  account: string;
  signingPubKey: string;
}

/** Why a payload cannot be signed; the message is meant for people. */
export class SigningError extends Error {}

// Transactions on networks with an id above 1024 must name their network.
const LOWEST_NETWORK_ID_THAT_MUST_BE_NAMED = 1025;
// rippled's prefix for transaction ids: "TXN\0".
const TRANSACTION_ID_PREFIX = '54584E00';

export function signTransaction(
  requested: TransactionJson,
  seed: string,
  networkId: number,
): SignedTransaction {
  const { publicKey, privateKey } = keypairFromSeed(seed);
  const account = deriveAddress(publicKey);
  const unsigned =
    requested.TransactionType === 'SignIn'
      ? // Xaman signs a SignIn as an object with no TransactionType, so it can never be submitted.
        { Account: account, SigningPubKey: publicKey }
      : completeTransaction(requested, account, publicKey, networkId);

  let hex: string;
  try {
    const signature = sign(encodeForSigning(unsigned), privateKey);
    hex = encode({ ...unsigned, TxnSignature: signature });
  } catch (error) {
    throw new SigningError(`The transaction cannot be encoded: ${describe(error)}`);
  }
  return { hex, txid: transactionId(hex), account, signingPubKey: publicKey };
}

/** SHA-512Half of the prefix and the blob, as rippled computes a transaction's hash. */
export function transactionId(signedHex: string): string {
  return createHash('sha512')
    .update(Buffer.from(TRANSACTION_ID_PREFIX + signedHex, 'hex'))
    .digest()
    .subarray(0, 32)
    .toString('hex')
    .toUpperCase();
}

function keypairFromSeed(seed: string): { publicKey: string; privateKey: string } {
  try {
    return deriveKeypair(seed.trim());
  } catch {
    throw new SigningError('That is not a valid family seed (it starts with "s")');
  }
}

// What Xaman fills in before signing: the signer, its key and (for this stand-in, which reads
// no ledger) a fixed fee and sequence when the request leaves them out.
function completeTransaction(
  requested: TransactionJson,
  account: string,
  publicKey: string,
  networkId: number,
): Record<string, unknown> {
  if (requested.Account !== undefined && requested.Account !== account) {
    throw new SigningError(
      `This request must be signed by ${String(requested.Account)}, not by ${account}`,
    );
  }
  // A signature in the request would be replaced anyway; drop it so it is not signed over.
  const fields: Record<string, unknown> = { ...requested };
  delete fields.TxnSignature;
  return {
    Fee: '12',
    Sequence: 1,
    ...(networkId >= LOWEST_NETWORK_ID_THAT_MUST_BE_NAMED ? { NetworkID: networkId } : {}),
    ...fields,
    Account: account,
    SigningPubKey: publicKey,
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
