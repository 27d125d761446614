// Which ledger a request reads (`ledger_index`, `ledger_hash`), as rippled's lookupLedger does.
import type { ClosedLedger, LedgerChain, LedgerView, OpenLedger } from './ledgerChain';
import { rpcError } from './rpcErrors';

export type SelectedLedger =
  | { open: true; ledger: OpenLedger; view: LedgerView }
  | { open: false; ledger: ClosedLedger; view: LedgerView };

/** Without `ledger_index` or `ledger_hash` a request reads the open ("current") ledger. */
export function selectLedger(params: Record<string, unknown>, chain: LedgerChain): SelectedLedger {
  const { ledger_hash: hash, ledger_index: index } = params;
  if (hash !== undefined) {
    if (typeof hash !== 'string' || !/^[0-9a-fA-F]{64}$/.test(hash)) {
      throw rpcError('invalidParams', { message: 'ledgerHashMalformed' });
    }
    return closed(chain.closedByHash(hash));
  }
  if (index === undefined || index === 'current') {
    return { open: true, ledger: chain.open, view: 'open' };
  }
  if (index === 'validated' || index === 'closed') return closed(chain.validated);
  const number = typeof index === 'string' && /^\d+$/.test(index) ? Number(index) : index;
  if (typeof number !== 'number' || !Number.isInteger(number)) {
    throw rpcError('invalidParams', { message: 'ledgerIndexMalformed' });
  }
  if (number === chain.open.index) return { open: true, ledger: chain.open, view: 'open' };
  return closed(chain.closed(number));
}

/** What an answer says about the ledger it read. */
export function ledgerFields(selected: SelectedLedger): Record<string, unknown> {
  return selected.open
    ? { ledger_current_index: selected.ledger.index, validated: false }
    : { ledger_hash: selected.ledger.hash, ledger_index: selected.ledger.index, validated: true };
}

function closed(ledger: ClosedLedger | undefined): SelectedLedger {
  if (!ledger) throw rpcError('lgrNotFound');
  return { open: false, ledger, view: ledger };
}
