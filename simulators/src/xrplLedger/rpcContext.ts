// What every JSON-RPC method is given: its parameters, the API version asked for, and the node.
import type { ClosedLedger, LedgerChain } from './ledgerChain';
import type { OutageError } from './rpcErrors';
import type { SubmissionLog } from './submissionLog';

/** rippled's API versions: 1 when a request names none, 2 as xrpl.js 4 asks for. */
export type ApiVersion = 1 | 2;

export interface LedgerNode {
  readonly chain: LedgerChain;
  readonly networkId: number;
  readonly startedAt: Date;
  readonly submissions: SubmissionLog;
  /**
   * A test setting (POST /__simulator/partial-payments): while set, an XRP Payment with
   * tfPartialPayment is applied delivering this percentage of its Amount instead of being
   * refused, playing a ledger where a cross-currency partial payment delivered less.
   */
  partialPaymentPercent: number | null;
  /**
   * A test setting (POST /__simulator/outage): while set, every JSON-RPC request is answered with
   * this error, as an overloaded (tooBusy) or unsynced (noNetwork) rippled answers.
   */
  outage: OutageError | null;
  /**
   * A test setting (POST /__simulator/network-id): false plays a node without a configured
   * [network_id], whose server_info leaves network_id out (as rippled does).
   */
  reportsNetworkId: boolean;
  /**
   * A test setting (POST /__simulator/history): the first ledger the node holds, playing a node
   * with partial history (account_tx and complete_ledgers start there); null: all of them.
   */
  firstHeldLedger: number | null;
  now(): Date;
  /** The faucet: funds an account the ledger does not know, when it is switched on. */
  autoFund(address: string): void;
  closeLedger(): ClosedLedger;
}

export interface RpcRequest {
  /** The request's parameters (rippled's `params[0]`). */
  params: Record<string, unknown>;
  apiVersion: ApiVersion;
}

/** Answers the result's fields (without `status`), or throws an RpcError. */
export type RpcMethod = (request: RpcRequest, node: LedgerNode) => Record<string, unknown>;
