// How the ledger's transactions read in answers: fields, metadata and ledger details, in the
// shapes of rippled's API versions 1 and 2.
import { encode } from 'ripple-binary-codec';
import { encodeCtid } from './ctid';
import type { ClosedLedger, LedgerChain, RecordedTransaction } from './ledgerChain';
import { isoSeconds, toRippleTime } from './rippleTime';
import type { ApiVersion } from './rpcContext';
import type { SignedTransaction } from './signedTransaction';

export interface RenderContext {
  chain: LedgerChain;
  networkId: number;
  apiVersion: ApiVersion;
}

/**
 * The transaction's fields. A Payment's Amount is also given as DeliverMax (rippled 2.0); API
 * version 2 gives only DeliverMax.
 */
export function fieldsJson(
  transaction: SignedTransaction,
  apiVersion: ApiVersion,
): Record<string, unknown> {
  const fields: Record<string, unknown> = { ...transaction.fields };
  if (transaction.type === 'Payment' && fields.Amount !== undefined) {
    fields.DeliverMax = fields.Amount;
    if (apiVersion > 1) delete fields.Amount;
  }
  return fields;
}

/**
 * The metadata with `delivered_amount`, which rippled adds to successful payments: what a partial
 * payment delivered, else the Amount.
 */
export function metaJson(recorded: RecordedTransaction): Record<string, unknown> {
  const { meta, transaction } = recorded;
  const delivered =
    transaction.type === 'Payment' && meta.TransactionResult === 'tesSUCCESS'
      ? { delivered_amount: meta.DeliveredAmount ?? transaction.fields.Amount }
      : {};
  return { ...meta, ...delivered };
}

export function metaBlob(recorded: RecordedTransaction): string {
  return encode(recorded.meta);
}

/** The closed ledger holding the transaction; undefined while its ledger is open. */
export function ledgerOf(
  recorded: RecordedTransaction,
  chain: LedgerChain,
): ClosedLedger | undefined {
  return chain.isValidated(recorded) ? chain.closed(recorded.ledgerIndex) : undefined;
}

export function ctidOf(recorded: RecordedTransaction, networkId: number): string | undefined {
  return encodeCtid({
    ledgerIndex: recorded.ledgerIndex,
    transactionIndex: recorded.meta.TransactionIndex,
    networkId,
  });
}

/** The `tx` method's answer. A transaction in the open ledger has no metadata yet. */
export function txAnswer(
  recorded: RecordedTransaction,
  { chain, networkId, apiVersion }: RenderContext,
  binary: boolean,
): Record<string, unknown> {
  const { transaction } = recorded;
  const ledger = ledgerOf(recorded, chain);
  const ctid = ledger ? ctidOf(recorded, networkId) : undefined;
  const placement = ledger
    ? { ledger_index: ledger.index, date: toRippleTime(ledger.closeTime) }
    : {};

  if (apiVersion === 1) {
    return {
      ...(binary ? { tx: transaction.blob } : fieldsJson(transaction, 1)),
      hash: transaction.hash,
      ...(ledger
        ? {
            ...(ctid ? { ctid } : {}),
            ...placement,
            inLedger: ledger.index,
            meta: binary ? metaBlob(recorded) : metaJson(recorded),
          }
        : {}),
      validated: ledger !== undefined,
    };
  }
  return {
    ...(binary
      ? { tx_blob: transaction.blob }
      : { tx_json: { ...fieldsJson(transaction, 2), ...placement } }),
    hash: transaction.hash,
    ...(ledger
      ? {
          ...(ctid ? { ctid } : {}),
          close_time_iso: isoSeconds(ledger.closeTime),
          ledger_hash: ledger.hash,
          ledger_index: ledger.index,
          ...(binary ? { meta_blob: metaBlob(recorded) } : { meta: metaJson(recorded) }),
        }
      : {}),
    validated: ledger !== undefined,
  };
}

/** A validated transaction as account_tx and an expanded `ledger` list it. */
export function validatedTransactionJson(
  recorded: RecordedTransaction,
  ledger: ClosedLedger,
  apiVersion: ApiVersion,
): Record<string, unknown> {
  const { transaction } = recorded;
  if (apiVersion === 1) {
    return {
      meta: metaJson(recorded),
      tx: {
        ...fieldsJson(transaction, 1),
        date: toRippleTime(ledger.closeTime),
        hash: transaction.hash,
        inLedger: ledger.index,
        ledger_index: ledger.index,
      },
      validated: true,
    };
  }
  return {
    close_time_iso: isoSeconds(ledger.closeTime),
    hash: transaction.hash,
    ledger_hash: ledger.hash,
    ledger_index: ledger.index,
    meta: metaJson(recorded),
    tx_json: { ...fieldsJson(transaction, 2), ledger_index: ledger.index },
    validated: true,
  };
}
