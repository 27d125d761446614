// The XRP Ledger stand-in: one node speaking rippled's JSON-RPC, whose ledgers close on a timer
// and are validated as they close. Accounts and transactions live in memory.
import { isValidClassicAddress } from 'ripple-address-codec';
import { createStandInServer, listenOn } from '../standInServer';
import { isNetworkId } from '../xrplNetworks';
import { controlRoutes } from './controlRoutes';
import { parseDrops } from './drops';
import { explorerRoute } from './explorerRoute';
import { jsonRpcRoute } from './jsonRpcRoute';
import { createLedgerChain } from './ledgerChain';
import type { LedgerNode } from './rpcContext';
import { answerRpc, apiVersionOf } from './rpcMethods';
import { createSubmissionLog } from './submissionLog';
import { DEFAULT_CLOSE_INTERVAL_MS, DEFAULT_XRPL_NETWORK_ID } from './xrplLedgerDefaults';

export interface XrplLedgerSimulatorOptions {
  host?: string;
  /** 0 picks a free port; the stand-in reports the one it got. */
  port: number;
  /** Transactions for networks above 1024 must name it (NetworkID); 1 = testnet. */
  networkId?: number;
  /**
   * How often the open ledger closes, which validates its transactions; 0 closes only when asked
   * (`ledger_accept`, POST /__simulator/close).
   */
  closeIntervalMs?: number;
  /**
   * The faucet, off unless set (and '0' is off): every account the ledger meets without knowing
   * it — in account_info, or as the Account or Destination of a submitted transaction — is first
   * given this many drops from the genesis account, at once and without a transaction.
   */
  autoFundDrops?: string;
  /** Accounts that exist from the start, address → drops; the genesis account holds the rest. */
  accounts?: Readonly<Record<string, string>>;
  /**
   * The node's clock: when the genesis ledger and each later one close. Real time unless given
   * (the API's demo data plays its story at past moments).
   */
  now?: () => Date;
}

export interface XrplLedgerSimulator {
  port: number;
  /** Where JSON-RPC requests go (POST). */
  url: string;
  networkId: number;
  /** Answers a JSON-RPC method in-process: the `result` that POST / would answer. */
  request(method: string, params?: Record<string, unknown>): Record<string, unknown>;
  /** Closes the open ledger now, validating its transactions. */
  closeLedger(): { ledgerIndex: number; ledgerHash: string };
  close(): Promise<void>;
}

export async function startXrplLedgerSimulator({
  host = '127.0.0.1',
  port,
  networkId = DEFAULT_XRPL_NETWORK_ID,
  closeIntervalMs = DEFAULT_CLOSE_INTERVAL_MS,
  autoFundDrops,
  accounts = {},
  now = () => new Date(),
}: XrplLedgerSimulatorOptions): Promise<XrplLedgerSimulator> {
  if (!isNetworkId(networkId)) throw new Error(`Not a network id: ${networkId}`);
  if (!Number.isInteger(closeIntervalMs) || closeIntervalMs < 0) {
    throw new Error(
      `closeIntervalMs must be a whole number of milliseconds, got ${closeIntervalMs}`,
    );
  }
  const faucetDrops = autoFundDrops === undefined ? 0n : parseDrops(autoFundDrops);
  if (faucetDrops === null) throw new Error(`autoFundDrops must be drops, got "${autoFundDrops}"`);

  const startedAt = now();
  const chain = createLedgerChain(initialBalances(accounts), startedAt);
  const node: LedgerNode = {
    chain,
    networkId,
    startedAt,
    submissions: createSubmissionLog(),
    partialPaymentPercent: null,
    outage: null,
    reportsNetworkId: true,
    firstHeldLedger: null,
    now,
    autoFund(address) {
      if (faucetDrops > 0n && !chain.account(address)) chain.fund(address, faucetDrops);
    },
    closeLedger: () => chain.close(now()),
  };

  const name = 'XRP Ledger stand-in';
  const app = createStandInServer(name);
  await app.register(jsonRpcRoute, { node });
  await app.register(controlRoutes, { node });
  await app.register(explorerRoute, { node });
  const boundTo = await listenOn(app, name, port, host);

  const closeTimer = closeIntervalMs > 0 ? setInterval(node.closeLedger, closeIntervalMs) : null;
  // The timer alone must not keep a process (a test, say) alive.
  closeTimer?.unref();

  return {
    port: boundTo,
    url: `http://${host}:${boundTo}`,
    networkId,
    request(method, params = {}) {
      const apiVersion = apiVersionOf(params);
      if (apiVersion === null) throw new Error('api_version must be 1 or 2');
      return answerRpc(method, params, apiVersion, node);
    },
    closeLedger() {
      const ledger = node.closeLedger();
      return { ledgerIndex: ledger.index, ledgerHash: ledger.hash };
    },
    close: async () => {
      if (closeTimer) clearInterval(closeTimer);
      await app.close();
    },
  };
}

function initialBalances(accounts: Readonly<Record<string, string>>): Map<string, bigint> {
  const balances = new Map<string, bigint>();
  for (const [address, drops] of Object.entries(accounts)) {
    if (!isValidClassicAddress(address)) throw new Error(`Not a classic address: ${address}`);
    const balance = parseDrops(drops);
    if (balance === null)
      throw new Error(`The balance of ${address} must be drops, got "${drops}"`);
    balances.set(address, balance);
  }
  return balances;
}
