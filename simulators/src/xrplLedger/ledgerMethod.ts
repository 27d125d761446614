// The `ledger` method: a ledger's header and, when asked, its transactions.
import { selectLedger } from './ledgerSelection';
import type { ClosedLedger, RecordedTransaction } from './ledgerChain';
import { humanTime, isoSeconds, toRippleTime } from './rippleTime';
import type { ApiVersion, RpcMethod } from './rpcContext';
import { fieldsJson, metaJson } from './transactionJson';

export const ledger: RpcMethod = ({ params, apiVersion }, { chain }) => {
  const selected = selectLedger(params, chain);
  const listed =
    params.transactions === true
      ? {
          transactions: selected.ledger.transactions.map(
            listing(params.expand === true, apiVersion),
          ),
        }
      : {};
  // API version 1 writes the header's ledger_index as a string.
  const index = apiVersion === 1 ? String(selected.ledger.index) : selected.ledger.index;

  if (selected.open) {
    const { ledger: open } = selected;
    return {
      ledger: {
        closed: false,
        ledger_index: index,
        parent_close_time: toRippleTime(open.parentCloseTime),
        parent_hash: open.parentHash,
        ...listed,
      },
      ledger_current_index: open.index,
      validated: false,
    };
  }
  const { ledger: closed } = selected;
  return {
    ledger: { ...header(closed), ledger_index: index, ...listed },
    ledger_hash: closed.hash,
    ledger_index: closed.index,
    validated: true,
  };
};

function header(closed: ClosedLedger): Record<string, unknown> {
  return {
    account_hash: closed.accountHash,
    close_flags: 0,
    close_time: toRippleTime(closed.closeTime),
    close_time_human: humanTime(closed.closeTime),
    close_time_iso: isoSeconds(closed.closeTime),
    close_time_resolution: 10,
    closed: true,
    ledger_hash: closed.hash,
    parent_close_time: toRippleTime(closed.parentCloseTime),
    parent_hash: closed.parentHash,
    total_coins: closed.totalDrops.toString(),
    transaction_hash: closed.transactionHash,
  };
}

function listing(
  expand: boolean,
  apiVersion: ApiVersion,
): (recorded: RecordedTransaction) => unknown {
  return (recorded) => {
    const { transaction } = recorded;
    if (!expand) return transaction.hash;
    if (apiVersion === 1) {
      return {
        ...fieldsJson(transaction, 1),
        hash: transaction.hash,
        metaData: metaJson(recorded),
      };
    }
    return {
      hash: transaction.hash,
      meta: metaJson(recorded),
      tx_json: fieldsJson(transaction, 2),
    };
  };
}
