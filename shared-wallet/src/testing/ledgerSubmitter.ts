// What a wallet extension does with a transaction it is asked to sign and submit, for the wallet
// stand-ins: it fills in what the app left out (Account, Sequence read from the ledger, Fee),
// signs with the wallet's key, submits the blob to an XRP Ledger node over JSON-RPC and waits
// until the node has validated it. Runs in Node (Playwright's runner, or Jest): the stand-ins in
// the page call it through a window function, e.g.
//   page.exposeFunction(submitter, (transaction) => ledgerSubmitter.submit(transaction))
// The caller passes ripple-binary-codec, as createTestWallet takes ripple-keypairs.
import type { TestWallet } from './testWallets';

/** The part of ripple-binary-codec used here. */
export interface BinaryCodecLibrary {
  encode(json: object): string;
  encodeForSigning(json: object): string;
}

/** One JSON-RPC call to a node; answers its `result` (errors too: `{ status: 'error', error }`). */
export type LedgerRpc = (
  method: string,
  params: Record<string, unknown>,
) => Promise<Record<string, unknown>>;

/** What the stand-ins answer for a transaction the ledger validated. */
export interface LedgerSubmission {
  hash: string;
  /** The final result, e.g. "tesSUCCESS". */
  engineResult: string;
  ledgerIndex: number | null;
  /** The `tx` method's result: the transaction's fields, `hash`, `meta`, `validated`… */
  transaction: Record<string, unknown>;
}

/** Signing and submitting one transaction as the stand-in's wallet. */
export type SubmitTransaction = (transaction: Record<string, unknown>) => Promise<LedgerSubmission>;

export interface LedgerSubmitterOptions {
  wallet: Pick<TestWallet, 'address' | 'publicKey' | 'sign'>;
  codec: BinaryCodecLibrary;
  rpc: LedgerRpc;
  /** Networks above 1024 must be named in every transaction (NetworkID). */
  networkId?: number;
  /** How long to wait for the node to validate the transaction. */
  validationTimeoutMs?: number;
  pollIntervalMs?: number;
}

/** The fee the wallets put on a transaction that sets none, in drops (the ledger's base fee). */
export const STAND_IN_FEE_DROPS = '12';

/** JSON-RPC over HTTP to a node at `url` (rippled's `POST /`). */
export function httpLedgerRpc(url: string, post: typeof fetch = fetch): LedgerRpc {
  return async (method, params) => {
    const response = await post(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method, params: [params] }),
    });
    if (!response.ok) {
      throw new Error(`The ledger answered ${response.status}: ${await response.text()}`);
    }
    const { result } = (await response.json()) as { result?: Record<string, unknown> };
    if (!result) throw new Error(`The ledger answered no result to ${method}`);
    return result;
  };
}

function rpcFailure(method: string, result: Record<string, unknown>): Error {
  const why = result.error_message ?? result.error_exception ?? result.error;
  return new Error(`The ledger refused ${method}: ${String(why)}`);
}

/** Results that enter a ledger (rippled's tes and, for a fee, tec codes) or may yet (ter). */
function isSubmitted(engineResult: string): boolean {
  return /^(tes|tec|ter)/.test(engineResult);
}

export function createLedgerSubmitter({
  wallet,
  codec,
  rpc,
  networkId,
  validationTimeoutMs = 15_000,
  pollIntervalMs = 200,
}: LedgerSubmitterOptions): { submit: SubmitTransaction } {
  async function nextSequence(): Promise<number> {
    // The stand-in's faucet funds an account the first time account_info asks for it.
    const info = await rpc('account_info', { account: wallet.address, ledger_index: 'current' });
    if (info.status === 'error') throw rpcFailure('account_info', info);
    const sequence = (info.account_data as { Sequence?: unknown } | undefined)?.Sequence;
    if (typeof sequence !== 'number') throw new Error('The ledger gave no Sequence');
    return sequence;
  }

  async function validated(hash: string): Promise<Record<string, unknown>> {
    const deadline = Date.now() + validationTimeoutMs;
    for (;;) {
      const result = await rpc('tx', { transaction: hash });
      if (result.status !== 'error' && result.validated === true) return result;
      if (result.status === 'error' && result.error !== 'txnNotFound') {
        throw rpcFailure('tx', result);
      }
      if (Date.now() >= deadline) throw new Error(`${hash} was not validated in time`);
      await new Promise((resolve) => setTimeout(resolve, pollIntervalMs));
    }
  }

  return {
    async submit(requested) {
      if (requested.Account !== undefined && requested.Account !== wallet.address) {
        throw new Error(`This wallet is ${wallet.address}, not ${String(requested.Account)}`);
      }
      const unsigned: Record<string, unknown> = {
        Fee: STAND_IN_FEE_DROPS,
        ...(networkId !== undefined && networkId > 1024 ? { NetworkID: networkId } : {}),
        ...requested,
        Account: wallet.address,
        Sequence:
          typeof requested.Sequence === 'number' ? requested.Sequence : await nextSequence(),
        SigningPubKey: wallet.publicKey,
      };
      delete unsigned.TxnSignature;
      const blob = codec.encode({
        ...unsigned,
        TxnSignature: wallet.sign(codec.encodeForSigning(unsigned)),
      });

      const submitted = await rpc('submit', { tx_blob: blob });
      if (submitted.status === 'error') throw rpcFailure('submit', submitted);
      const engineResult = String(submitted.engine_result);
      if (!isSubmitted(engineResult)) {
        throw new Error(
          `The ledger refused the transaction: ${engineResult} ${String(submitted.engine_result_message ?? '')}`.trim(),
        );
      }
      const hash = String((submitted.tx_json as { hash?: unknown } | undefined)?.hash);
      const transaction = await validated(hash);
      const meta = transaction.meta as { TransactionResult?: unknown } | undefined;
      return {
        hash,
        engineResult: String(meta?.TransactionResult ?? engineResult),
        ledgerIndex: typeof transaction.ledger_index === 'number' ? transaction.ledger_index : null,
        transaction,
      };
    },
  };
}
