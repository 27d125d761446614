// Signs what a payload asks for, the way Xaman does, with a family seed.
import { encode, encodeForSigning } from 'ripple-binary-codec';
import { deriveAddress, deriveKeypair, sign } from 'ripple-keypairs';
import { transactionId } from '../xrplHashes';
import { mustNameNetwork } from '../xrplNetworks';

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

/** `sequence` is the Sequence to sign with when the request sets none. */
export function signTransaction(
  requested: TransactionJson,
  seed: string,
  networkId: number,
  sequence = 1,
): SignedTransaction {
  const { publicKey, privateKey } = keypairFromSeed(seed);
  const account = deriveAddress(publicKey);
  const unsigned =
    requested.TransactionType === 'SignIn'
      ? // Xaman signs a SignIn as an object with no TransactionType, so it can never be submitted.
        { Account: account, SigningPubKey: publicKey }
      : completeTransaction(requested, { account, publicKey, networkId, sequence });

  let hex: string;
  try {
    const signature = sign(encodeForSigning(unsigned), privateKey);
    hex = encode({ ...unsigned, TxnSignature: signature });
  } catch (error) {
    throw new SigningError(`The transaction cannot be encoded: ${describe(error)}`);
  }
  return { hex, txid: transactionId(hex), account, signingPubKey: publicKey };
}

/** The classic address a family seed signs for. */
export function signerAddress(seed: string): string {
  return deriveAddress(keypairFromSeed(seed).publicKey);
}

function keypairFromSeed(seed: string): { publicKey: string; privateKey: string } {
  try {
    return deriveKeypair(seed.trim());
  } catch {
    throw new SigningError('That is not a valid family seed (it starts with "s")');
  }
}

interface Signing {
  account: string;
  publicKey: string;
  networkId: number;
  sequence: number;
}

// What Xaman fills in before signing: the signer, its key, the network where it must be named,
// and (when the request leaves them out) a fixed fee and the sequence it was given.
function completeTransaction(
  requested: TransactionJson,
  { account, publicKey, networkId, sequence }: Signing,
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
    Sequence: sequence,
    ...(mustNameNetwork(networkId) ? { NetworkID: networkId } : {}),
    ...fields,
    Account: account,
    SigningPubKey: publicKey,
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
