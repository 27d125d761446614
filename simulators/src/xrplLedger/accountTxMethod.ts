// The `account_tx` method: an account's validated transactions, newest first (no paging).
import { isValidClassicAddress } from 'ripple-address-codec';
import type { ClosedLedger, RecordedTransaction } from './ledgerChain';
import type { RpcMethod } from './rpcContext';
import { missingField, rpcError } from './rpcErrors';
import { validatedTransactionJson } from './transactionJson';

const DEFAULT_LIMIT = 200;

export const accountTx: RpcMethod = ({ params, apiVersion }, { chain }) => {
  const { account, limit = DEFAULT_LIMIT, forward = false } = params;
  if (account === undefined) throw missingField('account');
  if (typeof account !== 'string' || !isValidClassicAddress(account)) {
    throw rpcError('actMalformed');
  }
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1) {
    throw rpcError('invalidParams');
  }
  const first = Math.max(indexParam(params.ledger_index_min, 0), chain.genesis.index);
  const last = Math.min(
    indexParam(params.ledger_index_max, chain.validated.index),
    chain.validated.index,
  );

  const found: Array<{ recorded: RecordedTransaction; ledger: ClosedLedger }> = [];
  for (let index = first; index <= last; index += 1) {
    const ledger = chain.closed(index);
    for (const recorded of ledger?.transactions ?? []) {
      if (ledger && mentions(recorded, account)) found.push({ recorded, ledger });
    }
  }
  if (forward !== true) found.reverse();

  return {
    account,
    ledger_index_max: last,
    ledger_index_min: first,
    limit,
    transactions: found
      .slice(0, limit)
      .map(({ recorded, ledger }) => validatedTransactionJson(recorded, ledger, apiVersion)),
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

function mentions({ transaction }: RecordedTransaction, account: string): boolean {
  return transaction.account === account || transaction.fields.Destination === account;
}
