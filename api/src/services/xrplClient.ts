// An XRPL node's JSON-RPC (rippled's API), at the configured URL.
import type { OutsideTimeouts } from '../config';
import { ApiError } from '../http/ApiError';

/** The fields of a `tx` answer the API reads. */
export interface LedgerTransaction {
  hash: string;
  TransactionType: string;
  Account: string;
  Destination?: string;
  Amount?: unknown;
  NetworkID?: number;
  Flags?: number;
  LastLedgerSequence?: number;
  Memos?: { Memo: { MemoType?: string; MemoFormat?: string; MemoData?: string } }[];
  validated?: boolean;
  /** The ledger that holds it, and that ledger's close time (seconds since 2000-01-01 UTC). */
  ledger_index?: number;
  date?: number;
  meta?: { TransactionResult?: string; delivered_amount?: unknown };
}

export interface XrplClient {
  /** The transaction, or null when the node does not know it. */
  transaction(hash: string): Promise<LedgerTransaction | null>;
  /** The network the node is on (server_info's network_id; 0 when it reports none). */
  networkId(): Promise<number>;
  /** Submits a signed transaction blob; answers the node's preliminary result (tesSUCCESS…). */
  submit(blob: string): Promise<{ engineResult: string }>;
}

const UNREACHABLE = 'The XRP Ledger node is not reachable right now; try again in a moment';

interface RpcAnswer {
  result?: Record<string, unknown> & { status?: string; error?: string };
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
      throw new ApiError(502, UNREACHABLE);
    }
    if (!answer.result) throw new ApiError(502, UNREACHABLE);
    return answer.result;
  }

  return {
    async transaction(hash) {
      const result = await call('tx', { transaction: hash, binary: false });
      if (result.status === 'error') {
        if (result.error === 'txnNotFound') return null;
        throw new ApiError(502, UNREACHABLE);
      }
      return result as unknown as LedgerTransaction;
    },
    async submit(blob) {
      const result = await call('submit', { tx_blob: blob });
      if (result.status === 'error') throw new ApiError(502, UNREACHABLE);
      return { engineResult: String(result.engine_result) };
    },
    async networkId() {
      const result = await call('server_info', {});
      const info = result.info as { network_id?: number } | undefined;
      return info?.network_id ?? 0;
    },
  };
}
