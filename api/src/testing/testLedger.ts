// The XRP Ledger stand-in (simulators/src/xrplLedger), started for one test API, and what a
// voter's wallet does on it: sign a Payment with the wallet's key and submit it, then wait for
// the ledger that holds it to be validated. The demo programme account (the API's default
// PROGRAMME_WALLET_ADDRESS) holds 1,000,000 XRP from genesis, so grants can be paid from it.
import { encode, encodeForSigning } from 'ripple-binary-codec';
import { sign } from 'ripple-keypairs';
import { transactionId } from '../../../simulators/src/xrplHashes';
import {
  DEMO_PROGRAMME_ADDRESS,
  DEMO_PROGRAMME_DROPS,
  DEMO_PROGRAMME_SEED,
  startXrplLedgerSimulator,
  type XrplLedgerSimulator,
} from '../../../simulators/src/xrplLedger';
import { walletFromSeed, type TestWallet } from './testWallets';

/** The programme's wallet of the tests: the demo programme account, funded at genesis. */
export const programmeWallet = (): TestWallet => walletFromSeed(DEMO_PROGRAMME_SEED);

export interface TestLedgerOptions {
  /** The ledger's network; the API's (XRPL_NETWORK) unless given. */
  networkId?: number;
  /** How often a ledger closes (and validates its transactions); 0: only when asked. */
  closeIntervalMs?: number;
  /** What the faucet gives every account the ledger has not seen; null switches it off. */
  autoFundDrops?: string | null;
  /** The node's clock, real time unless given (the demo story's). */
  now?: () => Date;
  /** What the programme's wallet holds at genesis: 1,000,000 XRP unless given. */
  programmeDrops?: string;
}

export const TEST_LEDGER_DEFAULTS = {
  closeIntervalMs: 200,
  /** 1,000 XRP. */
  autoFundDrops: '1000000000',
} as const;

export interface PaymentFields {
  destination: string;
  /** Drops of XRP, as a string. */
  amount: string;
  /** NetworkID to put in the transaction; left out on networks up to 1024 unless given. */
  networkId?: number;
  /** Fields to add or replace in the transaction as signed. */
  extra?: Record<string, unknown>;
}

export interface SubmittedPayment {
  hash: string;
  /** The preliminary result of `submit` (tesSUCCESS, tec…, tem…). */
  engineResult: string;
}

export interface TestFarmAccount {
  address: string;
  seed: string;
  activatedBy: string;
  activatedAt: string;
  ledgerIndex: number;
}

export interface TestFarm {
  funder: { address: string; seed: string };
  hop: TestFarmAccount | null;
  accounts: TestFarmAccount[];
}

export interface TestLedger {
  url: string;
  networkId: number;
  simulator: XrplLedgerSimulator;
  /** A JSON-RPC call over HTTP, as the API makes it; answers its `result`. */
  rpc(method: string, params?: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** Signs a Payment from `wallet` (Sequence read from account_info) and submits it. */
  pay(wallet: TestWallet, payment: PaymentFields): Promise<SubmittedPayment>;
  /** Waits until the transaction is in a validated ledger (closing one if none closes by itself). */
  waitForValidation(hash: string, timeoutMs?: number): Promise<void>;
  /** Closes the open ledger now. */
  closeLedger(): void;
  /** The last validated ledger's index. */
  validatedLedgerIndex(): Promise<number>;
  /**
   * Makes XRP payments with tfPartialPayment deliver this percentage instead of being refused
   * (the stand-in's control; null restores rippled's refusal).
   */
  partialPayments(deliveredPercent: number | null): Promise<void>;
  /** Makes the node answer every request with this error (the stand-in's control); null ends it. */
  outage(error: 'tooBusy' | 'noNetwork' | null): Promise<void>;
  /** false leaves network_id out of server_info, as a node without a configured one. */
  reportNetworkId(reported: boolean): Promise<void>;
  /**
   * Builds a farm (the stand-in's control): one new funder activates an account per age given,
   * that many days ago, directly or through one intermediate account.
   */
  farm(request: { ageDays: number[]; throughHop?: boolean; dropsEach?: string }): Promise<TestFarm>;
  /** Makes the node hold the ledgers from `firstLedger` on only; null: all of them. */
  holdHistoryFrom(firstLedger: number | null): Promise<void>;
  close(): Promise<void>;
}

export async function startTestLedger(
  apiNetworkId: number,
  options: TestLedgerOptions = {},
): Promise<TestLedger> {
  const networkId = options.networkId ?? apiNetworkId;
  const closeIntervalMs = options.closeIntervalMs ?? TEST_LEDGER_DEFAULTS.closeIntervalMs;
  const autoFundDrops =
    options.autoFundDrops === undefined
      ? TEST_LEDGER_DEFAULTS.autoFundDrops
      : options.autoFundDrops;
  const simulator = await startXrplLedgerSimulator({
    host: '127.0.0.1',
    port: 0,
    networkId,
    closeIntervalMs,
    ...(autoFundDrops === null ? {} : { autoFundDrops }),
    accounts: { [DEMO_PROGRAMME_ADDRESS]: options.programmeDrops ?? DEMO_PROGRAMME_DROPS },
    ...(options.now ? { now: options.now } : {}),
  });

  async function rpc(method: string, params: Record<string, unknown> = {}) {
    const response = await fetch(simulator.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method, params: [params] }),
    });
    const { result } = (await response.json()) as { result: Record<string, unknown> };
    return result;
  }

  async function pay(wallet: TestWallet, payment: PaymentFields): Promise<SubmittedPayment> {
    const info = await rpc('account_info', { account: wallet.address });
    const accountData = info.account_data as { Sequence?: number } | undefined;
    const txNetworkId = payment.networkId ?? (networkId > 1024 ? networkId : undefined);
    const unsigned: Record<string, unknown> = {
      TransactionType: 'Payment',
      Account: wallet.address,
      Destination: payment.destination,
      Amount: payment.amount,
      Fee: '12',
      // An unfunded account (faucet off) has no sequence: the submit answers terNO_ACCOUNT.
      Sequence: accountData?.Sequence ?? 1,
      ...(txNetworkId === undefined ? {} : { NetworkID: txNetworkId }),
      ...payment.extra,
      SigningPubKey: wallet.publicKey,
    };
    const blob = encode({
      ...unsigned,
      TxnSignature: sign(encodeForSigning(unsigned), wallet.privateKey),
    });
    const result = await rpc('submit', { tx_blob: blob });
    return { hash: transactionId(blob), engineResult: String(result.engine_result) };
  }

  /** POSTs to one of the stand-in's controls under /__simulator/. */
  async function control(name: string, body: unknown): Promise<unknown> {
    const response = await fetch(`${simulator.url}/__simulator/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${name} answered ${response.status}`);
    return response.json();
  }

  async function waitForValidation(hash: string, timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const result = await rpc('tx', { transaction: hash });
      if (result.validated === true) return;
      if (result.status === 'error') throw new Error(`${hash} is not on the ledger`);
      if (Date.now() >= deadline) throw new Error(`${hash} was not validated in ${timeoutMs} ms`);
      if (closeIntervalMs === 0) simulator.closeLedger();
      else await new Promise((done) => setTimeout(done, Math.min(50, closeIntervalMs)));
    }
  }

  return {
    url: simulator.url,
    networkId,
    simulator,
    rpc,
    pay,
    waitForValidation,
    closeLedger: () => void simulator.closeLedger(),
    async validatedLedgerIndex() {
      const result = await rpc('server_info');
      return (result.info as { validated_ledger: { seq: number } }).validated_ledger.seq;
    },
    async partialPayments(deliveredPercent) {
      await control('partial-payments', { deliveredPercent });
    },
    async outage(error) {
      await control('outage', { error });
    },
    async reportNetworkId(reported) {
      await control('network-id', { reported });
    },
    farm: async (request) => (await control('farm', request)) as TestFarm,
    async holdHistoryFrom(firstLedger) {
      await control('history', { firstLedger });
    },
    close: () => simulator.close(),
  };
}
