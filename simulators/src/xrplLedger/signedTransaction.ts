// Reads a signed transaction blob the way rippled's submit does before judging it: decode it,
// then check its signature ("local checks"). Refusals are RPC errors, not engine results.
import { decode, encodeForSigning } from 'ripple-binary-codec';
import { verify } from 'ripple-keypairs';
import { transactionId } from '../xrplHashes';
import { invalidTransaction, rpcError } from './rpcErrors';

export interface SignedTransaction {
  /** Upper-case hex, as rippled echoes it. */
  readonly blob: string;
  readonly hash: string;
  /** Every field, decoded (amounts in drops are strings). */
  readonly fields: Readonly<Record<string, unknown>>;
  readonly type: string;
  readonly account: string;
  readonly sequence: number;
  /** As decoded: drops for XRP, an object for a token amount. */
  readonly fee: unknown;
  readonly signingPubKey: string;
  readonly networkId: number | undefined;
  readonly lastLedgerSequence: number | undefined;
}

export function readSignedTransaction(txBlob: unknown): SignedTransaction {
  if (typeof txBlob !== 'string' || !/^([0-9a-fA-F]{2})+$/.test(txBlob)) {
    throw rpcError('invalidParams');
  }
  const blob = txBlob.toUpperCase();
  let fields: Record<string, unknown>;
  try {
    fields = decode(blob);
  } catch (error) {
    throw invalidTransaction(
      (error instanceof Error && error.message) || 'The blob is not a transaction',
    );
  }

  const { TransactionType, Account, Sequence, Fee, SigningPubKey, TxnSignature } = fields;
  if (typeof TransactionType !== 'string') throw missingField('TransactionType');
  if (typeof Account !== 'string') throw missingField('Account');
  if (typeof Sequence !== 'number') throw missingField('Sequence');
  if (Fee === undefined) throw missingField('Fee');
  if (typeof SigningPubKey !== 'string') throw missingField('SigningPubKey');
  // No multi-signing: a transaction must carry its own key and signature.
  if (typeof TxnSignature !== 'string' || !hasValidSignature(fields, TxnSignature, SigningPubKey)) {
    throw invalidTransaction('fails local checks: Invalid signature.');
  }

  return {
    blob,
    hash: transactionId(blob),
    fields,
    type: TransactionType,
    account: Account,
    sequence: Sequence,
    fee: Fee,
    signingPubKey: SigningPubKey,
    networkId: typeof fields.NetworkID === 'number' ? fields.NetworkID : undefined,
    lastLedgerSequence:
      typeof fields.LastLedgerSequence === 'number' ? fields.LastLedgerSequence : undefined,
  };
}

function missingField(name: string): Error {
  return invalidTransaction(`Field '${name}' is required but missing.`);
}

function hasValidSignature(
  fields: Record<string, unknown>,
  signature: string,
  publicKey: string,
): boolean {
  const unsigned = { ...fields };
  delete unsigned.TxnSignature;
  try {
    return verify(encodeForSigning(unsigned), signature, publicKey);
  } catch {
    // A key or signature that is not one at all.
    return false;
  }
}
