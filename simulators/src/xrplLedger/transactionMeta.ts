// A transaction's metadata: its result, its place in the ledger and the entries it changed.
import { accountRootIndex } from '../xrplHashes';
import type { AccountRoot } from './accountRoot';
import type { EngineResult } from './engineResults';

export interface CreatedNode {
  CreatedNode: {
    LedgerEntryType: 'AccountRoot';
    LedgerIndex: string;
    NewFields: { Account: string; Balance: string; Sequence: number };
  };
}

export interface ModifiedNode {
  ModifiedNode: {
    FinalFields: {
      Account: string;
      Balance: string;
      Flags: number;
      OwnerCount: number;
      Sequence: number;
    };
    LedgerEntryType: 'AccountRoot';
    LedgerIndex: string;
    PreviousFields: { Balance?: string; Sequence?: number };
    PreviousTxnID: string;
    PreviousTxnLgrSeq: number;
  };
}

export type AffectedNode = CreatedNode | ModifiedNode;

export interface TransactionMeta {
  AffectedNodes: AffectedNode[];
  /** What a partial payment delivered, in drops (rippled records it for those). */
  DeliveredAmount?: string;
  TransactionIndex: number;
  TransactionResult: EngineResult;
}

/** An account before (undefined: it did not exist) and after a transaction. */
export interface AccountChange {
  before: AccountRoot | undefined;
  after: AccountRoot;
}

/** `deliveredDrops`: given for a partial payment only. */
export function transactionMeta(
  changes: AccountChange[],
  transactionIndex: number,
  result: EngineResult,
  deliveredDrops?: bigint,
): TransactionMeta {
  const nodes = changes.map(({ before, after }) => ({
    key: accountRootIndex(after.address),
    node: before ? modifiedNode(before, after) : createdNode(after),
  }));
  // rippled lists affected entries in the order of their ledger keys.
  nodes.sort((first, second) => first.key.localeCompare(second.key));
  return {
    AffectedNodes: nodes.map(({ node }) => node),
    ...(deliveredDrops === undefined ? {} : { DeliveredAmount: deliveredDrops.toString() }),
    TransactionIndex: transactionIndex,
    TransactionResult: result,
  };
}

function createdNode(after: AccountRoot): CreatedNode {
  return {
    CreatedNode: {
      LedgerEntryType: 'AccountRoot',
      LedgerIndex: accountRootIndex(after.address),
      NewFields: {
        Account: after.address,
        Balance: after.balance.toString(),
        Sequence: after.sequence,
      },
    },
  };
}

function modifiedNode(before: AccountRoot, after: AccountRoot): ModifiedNode {
  return {
    ModifiedNode: {
      FinalFields: {
        Account: after.address,
        Balance: after.balance.toString(),
        Flags: after.flags,
        OwnerCount: after.ownerCount,
        Sequence: after.sequence,
      },
      LedgerEntryType: 'AccountRoot',
      LedgerIndex: accountRootIndex(after.address),
      PreviousFields: {
        ...(before.balance !== after.balance ? { Balance: before.balance.toString() } : {}),
        ...(before.sequence !== after.sequence ? { Sequence: before.sequence } : {}),
      },
      PreviousTxnID: before.previousTxnId,
      PreviousTxnLgrSeq: before.previousTxnLedgerIndex,
    },
  };
}
