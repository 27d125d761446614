// The ledgers the stand-in keeps: closed ones, each validated as it closes (one node, no
// consensus), and the open one that submitted transactions go into. Kept in memory.
import { sha512Half } from '../xrplHashes';
import { newAccountRoot, type AccountRoot } from './accountRoot';
import { TOTAL_DROPS } from './drops';
import { RESERVE_BASE_DROPS } from './feeSchedule';
import { GENESIS_ADDRESS } from './genesis';
import { wholeSeconds } from './rippleTime';
import type { SignedTransaction } from './signedTransaction';
import type { TransactionMeta } from './transactionMeta';

export interface RecordedTransaction {
  readonly transaction: SignedTransaction;
  readonly meta: TransactionMeta;
  /** The ledger it went into; until that ledger closes, the open one. */
  readonly ledgerIndex: number;
}

/**
 * Its hashes are unique and chained to the parent's, but not computed from real state and
 * transaction trees.
 */
export interface ClosedLedger {
  readonly index: number;
  readonly hash: string;
  readonly parentHash: string;
  readonly accountHash: string;
  readonly transactionHash: string;
  readonly closeTime: Date;
  readonly parentCloseTime: Date;
  /** All XRP in existence: fees destroy some. */
  readonly totalDrops: bigint;
  readonly transactions: readonly RecordedTransaction[];
}

export interface OpenLedger {
  readonly index: number;
  readonly parentHash: string;
  readonly parentCloseTime: Date;
  readonly transactions: readonly RecordedTransaction[];
}

/** The state to read: the open ledger's (rippled's "current") or a closed ledger's. */
export type LedgerView = 'open' | ClosedLedger;

/** The faucet cannot give what it was asked for; the message is meant for people. */
export class FundingError extends Error {}

export interface LedgerChain {
  readonly open: OpenLedger;
  /** The newest closed ledger. */
  readonly validated: ClosedLedger;
  /** The first ledger (moved by `backdate`, so read it again after one). */
  readonly genesis: ClosedLedger;
  closed(index: number): ClosedLedger | undefined;
  /** The indexes of the closed ledgers holding a transaction from or to `address`, oldest first. */
  ledgersMentioning(address: string): readonly number[];
  closedByHash(hash: string): ClosedLedger | undefined;
  account(address: string, view?: LedgerView): AccountRoot | undefined;
  transaction(hash: string): RecordedTransaction | undefined;
  isValidated(recorded: RecordedTransaction): boolean;
  /** Puts a transaction into the open ledger with the accounts it changed and the fee it burned. */
  record(recorded: RecordedTransaction, changed: AccountRoot[], burnedDrops: bigint): void;
  /**
   * The faucet: moves drops from the genesis account to another, in the open and the validated
   * ledger at once and without a transaction (as if it had always been so). Creates the account.
   */
  fund(address: string, drops: bigint): AccountRoot;
  /**
   * Closes the open ledger (validating it) and opens the next, at `now` or, when the parent
   * closed later, one second after it: close times only grow, as on rippled.
   */
  close(now: Date): ClosedLedger;
  /**
   * Moves every closed ledger back in time by the same amount, so that the newest closed at
   * `newest` (nothing moves when it closed earlier already): room for ledgers closing in the past.
   * Order, gaps and indexes stay; hashes change with the close times.
   */
  backdate(newest: Date): void;
}

export const GENESIS_LEDGER_INDEX = 1;
const NO_HASH = '0'.repeat(64);

/** `balances`: the accounts besides the genesis account, which holds the remaining XRP. */
export function createLedgerChain(balances: ReadonlyMap<string, bigint>, now: Date): LedgerChain {
  const genesisState = genesisAccounts(balances);
  const genesis = closedLedger({
    index: GENESIS_LEDGER_INDEX,
    parentHash: NO_HASH,
    parentCloseTime: new Date(0),
    closeTime: wholeSeconds(now),
    accountHash: genesisAccountHash(balances),
    totalDrops: TOTAL_DROPS,
    transactions: [],
  });

  const closedLedgers: ClosedLedger[] = [genesis];
  const ledgersByHash = new Map([[genesis.hash, genesis]]);
  const transactions = new Map<string, RecordedTransaction>();
  // account_tx reads these, not every ledger: an account's ledgers among a million transactions.
  const ledgersByAccount = new Map<string, number[]>();
  const noteMentions = (ledger: ClosedLedger) => {
    for (const { transaction } of ledger.transactions) {
      for (const address of [transaction.account, transaction.fields.Destination]) {
        if (typeof address !== 'string') continue;
        const indexes = ledgersByAccount.get(address) ?? [];
        if (indexes.at(-1) !== ledger.index) indexes.push(ledger.index);
        ledgersByAccount.set(address, indexes);
      }
    }
  };
  // Each account's versions, oldest first, each from the ledger that made it: a ledger's state is
  // the newest version at or before it. Closing a ledger copies nothing, so a million accounts
  // cost no more per ledger than ten.
  const versions = new Map<string, AccountVersion[]>();
  for (const root of genesisState.values()) {
    versions.set(root.address, [{ ledgerIndex: GENESIS_LEDGER_INDEX, root }]);
  }

  let openTransactions: RecordedTransaction[] = [];
  let openBurnedDrops = 0n;

  function validated(): ClosedLedger {
    return closedLedgers[closedLedgers.length - 1]!;
  }

  function versionAt(address: string, ledgerIndex: number): AccountVersion | undefined {
    const history = versions.get(address);
    if (!history) return undefined;
    for (let position = history.length - 1; position >= 0; position--) {
      if (history[position]!.ledgerIndex <= ledgerIndex) return history[position];
    }
    return undefined;
  }

  /** Sets the account as it is from `ledgerIndex` on, replacing a version made there already. */
  function setVersion(root: AccountRoot, ledgerIndex: number): void {
    const history = versions.get(root.address) ?? [];
    if (history.at(-1)?.ledgerIndex === ledgerIndex) history.pop();
    history.push({ ledgerIndex, root });
    versions.set(root.address, history);
  }

  /** The faucet's change to one account, in the validated ledger and, when it has its own, the open. */
  function addDrops(address: string, drops: bigint): AccountRoot {
    const validatedIndex = validated().index;
    const history = versions.get(address) ?? [];
    const openVersion =
      history.at(-1)?.ledgerIndex === validatedIndex + 1 ? history.pop() : undefined;
    const validatedRoot = history.at(-1)?.root;
    setVersion(
      validatedRoot ? withDrops(validatedRoot, drops) : newAccountRoot(address, drops),
      validatedIndex,
    );
    if (openVersion) setVersion(withDrops(openVersion.root, drops), openVersion.ledgerIndex);
    return versions.get(address)!.at(-1)!.root;
  }

  return {
    get open() {
      const parent = validated();
      return {
        index: parent.index + 1,
        parentHash: parent.hash,
        parentCloseTime: parent.closeTime,
        transactions: openTransactions,
      };
    },
    get validated() {
      return validated();
    },
    get genesis() {
      return closedLedgers[0]!;
    },
    closed(index) {
      return closedLedgers[index - GENESIS_LEDGER_INDEX];
    },
    ledgersMentioning(address) {
      return ledgersByAccount.get(address) ?? [];
    },
    closedByHash(hash) {
      return ledgersByHash.get(hash.toUpperCase());
    },
    account(address, view = 'open') {
      return versionAt(address, view === 'open' ? validated().index + 1 : view.index)?.root;
    },
    transaction(hash) {
      return transactions.get(hash.toUpperCase());
    },
    isValidated(recorded) {
      return recorded.ledgerIndex <= validated().index;
    },
    record(recorded, changed, burnedDrops) {
      for (const root of changed) setVersion(root, validated().index + 1);
      openBurnedDrops += burnedDrops;
      openTransactions.push(recorded);
      transactions.set(recorded.transaction.hash, recorded);
    },
    fund(address, drops) {
      for (const ledgerIndex of [validated().index, validated().index + 1]) {
        if (versionAt(GENESIS_ADDRESS, ledgerIndex)!.root.balance - drops < RESERVE_BASE_DROPS) {
          throw new FundingError('The genesis account does not hold that much XRP');
        }
      }
      addDrops(GENESIS_ADDRESS, -drops);
      return addDrops(address, drops);
    },
    close(now) {
      const parent = validated();
      const closeTime = new Date(
        Math.max(wholeSeconds(now).getTime(), parent.closeTime.getTime() + 1000),
      );
      const ledger = closedLedger({
        index: parent.index + 1,
        parentHash: parent.hash,
        parentCloseTime: parent.closeTime,
        closeTime,
        accountHash:
          openTransactions.length > 0
            ? sha512Half(parent.accountHash + transactionsHash(openTransactions))
            : parent.accountHash,
        totalDrops: parent.totalDrops - openBurnedDrops,
        transactions: openTransactions,
      });
      closedLedgers.push(ledger);
      ledgersByHash.set(ledger.hash, ledger);
      noteMentions(ledger);
      openTransactions = [];
      openBurnedDrops = 0n;
      return ledger;
    },
    backdate(newest) {
      const shiftMs = validated().closeTime.getTime() - wholeSeconds(newest).getTime();
      if (shiftMs <= 0) return;
      const earlier = (time: Date) => new Date(time.getTime() - shiftMs);
      let parent: ClosedLedger | null = null;
      ledgersByHash.clear();
      for (const [position, ledger] of closedLedgers.entries()) {
        const moved: ClosedLedger = closedLedger({
          index: ledger.index,
          parentHash: parent ? parent.hash : NO_HASH,
          parentCloseTime: parent ? parent.closeTime : ledger.parentCloseTime,
          closeTime: earlier(ledger.closeTime),
          accountHash: ledger.accountHash,
          totalDrops: ledger.totalDrops,
          transactions: ledger.transactions,
        });
        closedLedgers[position] = moved;
        ledgersByHash.set(moved.hash, moved);
        parent = moved;
      }
    },
  };
}

interface AccountVersion {
  readonly ledgerIndex: number;
  readonly root: AccountRoot;
}

function withDrops(root: AccountRoot, drops: bigint): AccountRoot {
  return { ...root, balance: root.balance + drops };
}

function genesisAccounts(balances: ReadonlyMap<string, bigint>): Map<string, AccountRoot> {
  let given = 0n;
  const state = new Map<string, AccountRoot>();
  for (const [address, balance] of balances) {
    if (address === GENESIS_ADDRESS) continue;
    given += balance;
    state.set(address, newAccountRoot(address, balance));
  }
  if (given > TOTAL_DROPS) throw new FundingError('The accounts hold more XRP than there is');
  state.set(GENESIS_ADDRESS, newAccountRoot(GENESIS_ADDRESS, TOTAL_DROPS - given));
  return state;
}

function genesisAccountHash(balances: ReadonlyMap<string, bigint>): string {
  const listed = [...balances].map(([address, drops]) => `${address}:${drops}`).join(',');
  return sha512Half(Buffer.from(listed).toString('hex'));
}

function transactionsHash(transactions: readonly RecordedTransaction[]): string {
  if (transactions.length === 0) return NO_HASH;
  return sha512Half(transactions.map((recorded) => recorded.transaction.hash).join(''));
}

function closedLedger(header: Omit<ClosedLedger, 'hash' | 'transactionHash'>): ClosedLedger {
  const transactionHash = transactionsHash(header.transactions);
  const hash = sha512Half(
    header.index.toString(16).padStart(8, '0') +
      header.parentHash +
      header.accountHash +
      transactionHash +
      Math.floor(header.closeTime.getTime() / 1000)
        .toString(16)
        .padStart(16, '0'),
  );
  return { ...header, hash, transactionHash };
}
