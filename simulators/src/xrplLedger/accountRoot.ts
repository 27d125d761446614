// An account as the ledger keeps it (its AccountRoot entry). Records are replaced, never changed.
import { accountRootIndex } from '../xrplHashes';

export interface AccountRoot {
  readonly address: string;
  readonly balance: bigint;
  /** The Sequence its next transaction must carry. */
  readonly sequence: number;
  /** The stand-in sets no account flags and keeps no owned objects: both stay 0. */
  readonly flags: number;
  readonly ownerCount: number;
  /** The last transaction that changed it; zeros for accounts that no transaction made. */
  readonly previousTxnId: string;
  readonly previousTxnLedgerIndex: number;
}

export const NO_TRANSACTION = '0'.repeat(64);

/**
 * A new account starts at Sequence 1. (rippled starts it at the index of the ledger that creates
 * it; the stand-in keeps 1 so a fresh key's first transaction is predictable. Read it from
 * account_info either way.)
 */
export function newAccountRoot(address: string, balance: bigint): AccountRoot {
  return {
    address,
    balance,
    sequence: 1,
    flags: 0,
    ownerCount: 0,
    previousTxnId: NO_TRANSACTION,
    previousTxnLedgerIndex: 0,
  };
}

/** The entry as account_info shows it (`account_data`). */
export function accountData(root: AccountRoot): Record<string, unknown> {
  return {
    Account: root.address,
    Balance: root.balance.toString(),
    Flags: root.flags,
    LedgerEntryType: 'AccountRoot',
    OwnerCount: root.ownerCount,
    PreviousTxnID: root.previousTxnId,
    PreviousTxnLgrSeq: root.previousTxnLedgerIndex,
    Sequence: root.sequence,
    index: accountRootIndex(root.address),
  };
}
