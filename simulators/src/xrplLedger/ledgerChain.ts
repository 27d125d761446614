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
  const states = new WeakMap<ClosedLedger, Map<string, AccountRoot>>([[genesis, genesisState]]);
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

  let openTransactions: RecordedTransaction[] = [];
  let openBurnedDrops = 0n;
  // The open ledger reads the validated ledger's state until its first change copies it.
  let openAccounts = genesisState;
  let openSharesState = true;

  function validated(): ClosedLedger {
    return closedLedgers[closedLedgers.length - 1]!;
  }

  function stateOf(view: LedgerView): Map<string, AccountRoot> {
    return view === 'open' ? openAccounts : states.get(view)!;
  }

  function ownOpenState(): Map<string, AccountRoot> {
    if (openSharesState) {
      openAccounts = new Map(openAccounts);
      openSharesState = false;
    }
    return openAccounts;
  }

  function fundIn(state: Map<string, AccountRoot>, address: string, drops: bigint): AccountRoot {
    const source = state.get(GENESIS_ADDRESS)!;
    state.set(GENESIS_ADDRESS, { ...source, balance: source.balance - drops });
    const target = state.get(address);
    const funded = target
      ? { ...target, balance: target.balance + drops }
      : newAccountRoot(address, drops);
    state.set(address, funded);
    return funded;
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
      return stateOf(view).get(address);
    },
    transaction(hash) {
      return transactions.get(hash.toUpperCase());
    },
    isValidated(recorded) {
      return recorded.ledgerIndex <= validated().index;
    },
    record(recorded, changed, burnedDrops) {
      const state = ownOpenState();
      for (const root of changed) state.set(root.address, root);
      openBurnedDrops += burnedDrops;
      openTransactions.push(recorded);
      transactions.set(recorded.transaction.hash, recorded);
    },
    fund(address, drops) {
      const validatedState = stateOf(validated());
      for (const state of [validatedState, openAccounts]) {
        if (state.get(GENESIS_ADDRESS)!.balance - drops < RESERVE_BASE_DROPS) {
          throw new FundingError('The genesis account does not hold that much XRP');
        }
      }
      const funded = fundIn(validatedState, address, drops);
      return openSharesState ? funded : fundIn(openAccounts, address, drops);
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
      states.set(ledger, openAccounts);
      openSharesState = true;
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
        states.set(moved, states.get(ledger)!);
        closedLedgers[position] = moved;
        ledgersByHash.set(moved.hash, moved);
        parent = moved;
      }
    },
  };
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
