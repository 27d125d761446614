// An XRPL node's JSON-RPC (rippled's API version 1), at the configured URL.
import type { LedgerMemo } from '@glow/contract';
import type { OutsideTimeouts } from '../config';
import { outsideServiceFailed } from '../errors/domainErrors';

/** The fields of a transaction the API reads, as `tx` answers them (API version 1). */
export interface LedgerTransaction {
  hash: string;
  TransactionType: string;
  Account: string;
  Destination?: string;
  Amount?: unknown;
  Flags?: number;
  LastLedgerSequence?: number;
  Memos?: LedgerMemo[];
  NetworkID?: number;
  validated?: boolean;
  /** The ledger holding it (once it is in a closed ledger). */
  ledger_index?: number;
  /** Its ledger's close time, in seconds since the Ripple epoch (2000-01-01). */
  date?: number;
  meta?: { TransactionResult?: string; delivered_amount?: unknown; AffectedNodes?: unknown[] };
}

export interface AccountTransactionsPage {
  /** Validated transactions of the account, in the order asked for. */
  transactions: LedgerTransaction[];
  /** Where the next page starts; absent on the last page. */
  marker?: unknown;
}

export interface AccountTransactionsQuery {
  ledgerIndexMin: number;
  ledgerIndexMax: number;
  /** Oldest first. */
  forward: boolean;
  limit: number;
  marker?: unknown;
}

/** What an account holds and must keep, in drops, in the last validated ledger. */
export interface AccountFunds {
  /** Its balance; 0 when the account does not exist on the ledger. */
  balanceDrops: bigint;
  /** The reserve it must keep: the base reserve plus the owner reserve per object it owns. */
  reserveDrops: bigint;
}

/** The payment that created an account: the first transaction account_tx lists for it. */
export interface AccountActivation {
  /** The close time of its ledger. */
  at: Date;
  /** The account whose payment created it. */
  by: string;
  ledgerIndex: number;
}

/** What the ledger says of one account (its AccountRoot and first transaction). */
export interface AccountLedgerFacts {
  /** Null when the node does not hold the ledger that created it (no full history). */
  activation: AccountActivation | null;
  /** In the last validated ledger. */
  balanceDrops: bigint;
  /**
   * Transactions it has sent: its Sequence now minus the Sequence it started with (in the
   * activation's metadata; tickets aside, each sent transaction uses one). Null without the
   * activation.
   */
  transactionCount: number | null;
}

/** The node answered that the account does not exist (actNotFound): never funded, or deleted. */
export class AccountNotOnLedger extends Error {
  constructor(readonly address: string) {
    super(`${address} is not on the ledger`);
  }
}

export interface XrplClient {
  /** The transaction, or null when the node does not know it. */
  transaction(hash: string): Promise<LedgerTransaction | null>;
  /**
   * The network the node says it is on: server_info's network_id, or null when it reports none
   * (rippled reports one only when configured with it; see requireNodeOnNetwork).
   */
  networkId(): Promise<number | null>;
  /** The index of the node's last validated ledger. */
  validatedLedgerIndex(): Promise<number>;
  /**
   * The validated ledgers the node holds without a gap up to its last one (server_info's
   * complete_ledgers); `first` is null when the node does not say.
   */
  heldLedgers(): Promise<{ first: number | null; last: number }>;
  /** One page of an account's validated transactions (account_tx). */
  accountTransactions(
    account: string,
    query: AccountTransactionsQuery,
  ): Promise<AccountTransactionsPage>;
  /**
   * The account's balance (account_info) and reserve (server_info's validated_ledger reserves,
   * times its OwnerCount), both in the last validated ledger.
   */
  accountFunds(account: string): Promise<AccountFunds>;
  /**
   * The account's activation, balance and transaction count: two calls (account_info, then
   * account_tx forward with limit 1). Throws AccountNotOnLedger for an account the ledger does not
   * hold, a DomainError when the node cannot answer.
   */
  accountLedgerFacts(account: string): Promise<AccountLedgerFacts>;
  /** Submits a signed transaction blob; answers the node's preliminary result (tesSUCCESS…). */
  submit(blob: string): Promise<string>;
}

const UNREACHABLE = 'The XRP Ledger node is not reachable right now; try again in a moment';

interface RpcAnswer {
  result?: Record<string, unknown> & { status?: string; error?: string };
}

/** An account_tx entry in API version 1: the transaction's fields under `tx`, beside its meta. */
interface AccountTxEntry {
  tx?: Omit<LedgerTransaction, 'meta' | 'validated'>;
  meta?: LedgerTransaction['meta'] | string;
  validated?: boolean;
}

export function createXrplClient(rpcUrl: string, timeouts: OutsideTimeouts): XrplClient {
  async function call(method: string, params: Record<string, unknown>) {
    let answer: RpcAnswer;
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ method, params: [params] }),
        // Connecting and answering, the body included.
        signal: AbortSignal.timeout(timeouts.connectMs + timeouts.answerMs),
      });
      answer = (await response.json()) as RpcAnswer;
    } catch {
      throw outsideServiceFailed(UNREACHABLE);
    }
    if (!answer.result) throw outsideServiceFailed(UNREACHABLE);
    return answer.result;
  }

  /** The answer of a method that must succeed. */
  async function succeeded(method: string, params: Record<string, unknown>) {
    const result = await call(method, params);
    if (result.status === 'error') throw outsideServiceFailed(UNREACHABLE);
    return result;
  }

  return {
    async transaction(hash) {
      const result = await call('tx', { transaction: hash, binary: false });
      if (result.status === 'error') {
        if (result.error === 'txnNotFound') return null;
        throw outsideServiceFailed(UNREACHABLE);
      }
      return result as unknown as LedgerTransaction;
    },
    async networkId() {
      // An error answer (tooBusy, noNetwork…) is an outage, never a network.
      const result = await succeeded('server_info', {});
      const info = result.info as { network_id?: unknown } | undefined;
      const reported = info?.network_id;
      return typeof reported === 'number' ? reported : null;
    },
    async validatedLedgerIndex() {
      const result = await succeeded('server_info', {});
      const info = result.info as { validated_ledger?: { seq?: unknown } } | undefined;
      const seq = info?.validated_ledger?.seq;
      if (typeof seq !== 'number') throw outsideServiceFailed(UNREACHABLE);
      return seq;
    },
    async heldLedgers() {
      const result = await succeeded('server_info', {});
      const info = result.info as
        { validated_ledger?: { seq?: unknown }; complete_ledgers?: unknown } | undefined;
      const last = info?.validated_ledger?.seq;
      if (typeof last !== 'number') throw outsideServiceFailed(UNREACHABLE);
      return { first: firstHeldLedger(info?.complete_ledgers, last), last };
    },
    async accountTransactions(account, query) {
      const result = await succeeded('account_tx', {
        account,
        ledger_index_min: query.ledgerIndexMin,
        ledger_index_max: query.ledgerIndexMax,
        forward: query.forward,
        limit: query.limit,
        binary: false,
        ...(query.marker === undefined ? {} : { marker: query.marker }),
      });
      const entries = (result.transactions ?? []) as AccountTxEntry[];
      const transactions = entries.flatMap(({ tx, meta, validated }) =>
        // Metadata as a blob is asked for only with `binary: true`; skip anything else.
        tx && typeof meta === 'object' ? [{ ...tx, meta, validated: validated === true }] : [],
      );
      return {
        transactions,
        ...(result.marker === undefined ? {} : { marker: result.marker }),
      };
    },
    async accountFunds(account) {
      const info = await call('account_info', { account, ledger_index: 'validated' });
      if (info.status === 'error' && info.error !== 'actNotFound') {
        throw outsideServiceFailed(UNREACHABLE);
      }
      const data = info.account_data as { Balance?: unknown; OwnerCount?: unknown } | undefined;
      const balanceDrops = info.status === 'error' ? 0n : dropsOf(data?.Balance);
      const ownerCount = typeof data?.OwnerCount === 'number' ? data.OwnerCount : 0;
      const server = await succeeded('server_info', {});
      const ledger = (server.info as { validated_ledger?: Record<string, unknown> } | undefined)
        ?.validated_ledger;
      const base = xrpAsDrops(ledger?.reserve_base_xrp);
      const increment = xrpAsDrops(ledger?.reserve_inc_xrp);
      return { balanceDrops, reserveDrops: base + increment * BigInt(ownerCount) };
    },
    async accountLedgerFacts(account) {
      const info = await call('account_info', { account, ledger_index: 'validated' });
      if (info.status === 'error') {
        if (info.error === 'actNotFound') throw new AccountNotOnLedger(account);
        throw outsideServiceFailed(UNREACHABLE);
      }
      const data = info.account_data as { Balance?: unknown; Sequence?: unknown } | undefined;
      const balanceDrops = dropsOf(data?.Balance);
      const sequence = data?.Sequence;
      if (typeof sequence !== 'number') throw outsideServiceFailed(UNREACHABLE);
      const first = await succeeded('account_tx', {
        account,
        ledger_index_min: -1,
        ledger_index_max: -1,
        forward: true,
        limit: 1,
        binary: false,
      });
      const [entry] = (first.transactions ?? []) as AccountTxEntry[];
      const created = entry ? activationOf(account, entry) : null;
      return {
        activation: created?.activation ?? null,
        balanceDrops,
        transactionCount: created ? sequence - created.startingSequence : null,
      };
    },
    async submit(blob) {
      const result = await succeeded('submit', { tx_blob: blob });
      return String(result.engine_result);
    },
  };
}

/** Seconds from the Unix epoch to the Ripple epoch (2000-01-01), in which ledgers tell time. */
const RIPPLE_EPOCH_SECONDS = 946_684_800;

interface CreatedAccountRoot {
  CreatedNode?: {
    LedgerEntryType?: string;
    NewFields?: { Account?: unknown; Sequence?: unknown };
  };
}

/**
 * The activation, when `entry` (the account's oldest transaction the node holds) created the
 * account; null when it did not: the node lacks the older ledgers.
 */
function activationOf(
  account: string,
  { tx, meta }: AccountTxEntry,
): { activation: AccountActivation; startingSequence: number } | null {
  if (!tx || typeof meta !== 'object') return null;
  const nodes = ((meta as { AffectedNodes?: unknown }).AffectedNodes ?? []) as CreatedAccountRoot[];
  const created = nodes.find(
    ({ CreatedNode }) =>
      CreatedNode?.LedgerEntryType === 'AccountRoot' && CreatedNode.NewFields?.Account === account,
  )?.CreatedNode?.NewFields;
  const { date, ledger_index: ledgerIndex, Account: by } = tx;
  if (!created || typeof created.Sequence !== 'number') return null;
  if (typeof date !== 'number' || typeof ledgerIndex !== 'number') return null;
  return {
    activation: { at: new Date((date + RIPPLE_EPOCH_SECONDS) * 1000), by, ledgerIndex },
    startingSequence: created.Sequence,
  };
}

/** A balance as account_info writes it: whole drops, as a string. */
function dropsOf(value: unknown): bigint {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) throw outsideServiceFailed(UNREACHABLE);
  return BigInt(value);
}

/** server_info's reserves are XRP as JSON numbers (10, 0.2): whole drops, never a float's error. */
function xrpAsDrops(value: unknown): bigint {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw outsideServiceFailed(UNREACHABLE);
  }
  return BigInt(Math.round(value * 1_000_000));
}

/** The start of the range of complete_ledgers ("32570-812450,812452-812460") that holds `last`. */
function firstHeldLedger(completeLedgers: unknown, last: number): number | null {
  if (typeof completeLedgers !== 'string') return null;
  for (const range of completeLedgers.split(',')) {
    const match = /^(\d+)(?:-(\d+))?$/.exec(range.trim());
    if (!match) continue;
    const first = Number(match[1]);
    const end = Number(match[2] ?? match[1]);
    if (first <= last && last <= end) return first;
  }
  return null;
}
