// The `account_tx` method: an account's validated transactions, newest first unless `forward`,
// in pages of `limit` continued with rippled's `marker` ({ ledger, seq }: where the next page
// starts).
import { isValidClassicAddress } from 'ripple-address-codec';
import type { ClosedLedger, RecordedTransaction } from './ledgerChain';
import type { RpcMethod } from './rpcContext';
import { invalidField, missingField, rpcError } from './rpcErrors';
import { validatedTransactionJson } from './transactionJson';

const DEFAULT_LIMIT = 200;

/** A transaction's place: its ledger and its index in that ledger (rippled's marker). */
interface Marker {
  ledger: number;
  seq: number;
}

interface Listed {
  recorded: RecordedTransaction;
  ledger: ClosedLedger;
}

export const accountTx: RpcMethod = ({ params, apiVersion }, { chain, firstHeldLedger }) => {
  const { account, limit = DEFAULT_LIMIT, forward = false } = params;
  if (account === undefined) throw missingField('account');
  if (typeof account !== 'string' || !isValidClassicAddress(account)) {
    throw rpcError('actMalformed');
  }
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1) {
    throw rpcError('invalidParams');
  }
  const marker = params.marker === undefined ? null : markerParam(params.marker);
  const first = Math.max(
    indexParam(params.ledger_index_min, 0),
    firstHeldLedger ?? chain.genesis.index,
  );
  const last = Math.min(
    indexParam(params.ledger_index_max, chain.validated.index),
    chain.validated.index,
  );

  const found: Listed[] = [];
  for (const index of chain.ledgersMentioning(account)) {
    if (index < first || index > last) continue;
    const ledger = chain.closed(index)!;
    for (const recorded of ledger.transactions) {
      if (mentions(recorded, account)) found.push({ recorded, ledger });
    }
  }
  if (forward !== true) found.reverse();

  const start = marker ? found.findIndex((listed) => !isBefore(listed, marker, forward)) : 0;
  const page = start < 0 ? [] : found.slice(start, start + limit);
  const next = start < 0 ? undefined : found[start + limit];

  return {
    account,
    ledger_index_max: last,
    ledger_index_min: first,
    limit,
    ...(next ? { marker: markerOf(next) } : {}),
    transactions: page.map(({ recorded, ledger }) =>
      validatedTransactionJson(recorded, ledger, apiVersion),
    ),
    validated: true,
  };
};

/** -1 (or nothing) means "as far as the node has". */
function indexParam(value: unknown, fallback: number): number {
  if (value === undefined || value === -1) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw rpcError('invalidParams');
  }
  return value;
}

function markerParam(value: unknown): Marker {
  const { ledger, seq } = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  if (!isIndex(ledger) || !isIndex(seq)) throw invalidField('marker');
  return { ledger, seq };
}

function isIndex(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function markerOf({ recorded, ledger }: Listed): Marker {
  return { ledger: ledger.index, seq: recorded.meta.TransactionIndex };
}

/** Whether the transaction comes before the marker in the order asked for. */
function isBefore(listed: Listed, marker: Marker, forward: unknown): boolean {
  const { ledger, seq } = markerOf(listed);
  const ascending = ledger < marker.ledger || (ledger === marker.ledger && seq < marker.seq);
  const same = ledger === marker.ledger && seq === marker.seq;
  return forward === true ? ascending : !ascending && !same;
}

function mentions({ transaction }: RecordedTransaction, account: string): boolean {
  return transaction.account === account || transaction.fields.Destination === account;
}
