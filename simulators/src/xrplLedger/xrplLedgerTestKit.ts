// Shared by the ledger stand-in's tests: start it on a free port, talk JSON-RPC to it, and sign
// transactions in Node as the wallet stand-ins do.
import { encode, encodeForSigning } from 'ripple-binary-codec';
import { deriveAddress, deriveKeypair, sign } from 'ripple-keypairs';
import { transactionId } from '../xrplHashes';
import { GENESIS_SEED } from './genesis';
import {
  startXrplLedgerSimulator,
  type XrplLedgerSimulator,
  type XrplLedgerSimulatorOptions,
} from './startXrplLedgerSimulator';

export type RpcResult = Record<string, unknown>;

export interface TestLedger {
  simulator: XrplLedgerSimulator;
  /** POSTs a JSON-RPC request and answers its `result`. */
  rpc(method: string, params?: Record<string, unknown>): Promise<RpcResult>;
  /** Submits a signed blob over JSON-RPC. */
  submit(blob: string): Promise<RpcResult>;
  /** POST (or GET) to a control endpoint under /__simulator/. */
  control(path: string, body?: unknown, method?: 'GET' | 'POST'): Promise<ControlAnswer>;
  close(): Promise<void>;
}

export interface ControlAnswer {
  status: number;
  body: unknown;
}

/** Closes ledgers only when a test asks, unless the options say otherwise. */
export async function startTestLedger(
  options: Partial<XrplLedgerSimulatorOptions> = {},
): Promise<TestLedger> {
  const simulator = await startXrplLedgerSimulator({ port: 0, closeIntervalMs: 0, ...options });
  async function rpc(method: string, params: Record<string, unknown> = {}): Promise<RpcResult> {
    const response = await fetch(simulator.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method, params: [params] }),
    });
    const { result } = (await response.json()) as { result: RpcResult };
    return result;
  }
  return {
    simulator,
    rpc,
    submit: (blob) => rpc('submit', { tx_blob: blob }),
    async control(path, body, method = 'POST') {
      const response = await fetch(`${simulator.url}/__simulator${path}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    close: () => simulator.close(),
  };
}

export interface TestWallet {
  address: string;
  publicKey: string;
  privateKey: string;
}

export function walletFromSeed(seed: string): TestWallet {
  const { publicKey, privateKey } = deriveKeypair(seed);
  return { address: deriveAddress(publicKey), publicKey, privateKey };
}

export const GENESIS_WALLET = walletFromSeed(GENESIS_SEED);
/** Fixed seeds, so that failures are reproducible: one key of each kind the ledger knows. */
export const SECP256K1_WALLET = walletFromSeed('shDr1TAVsmid2UtxBnzHGCxCet4mX');
export const ED25519_WALLET = walletFromSeed('sEdTM1uX8pu2do5XvTnutH6HsouMaM2');
/** Stands for the programme's verification address. */
export const VERIFICATION_WALLET = walletFromSeed('sEd7rBGm5kxzauRTAV2hbsNz7N45X91');

export interface SignedBlob {
  blob: string;
  hash: string;
}

/** Signs any transaction with the wallet's key; `signer` signs instead when given. */
export function signTransaction(
  wallet: TestWallet,
  fields: Record<string, unknown>,
  signer: TestWallet = wallet,
): SignedBlob {
  const unsigned = {
    Fee: '12',
    Account: wallet.address,
    ...fields,
    SigningPubKey: signer.publicKey,
  };
  const blob = encode({
    ...unsigned,
    TxnSignature: sign(encodeForSigning(unsigned), signer.privateKey),
  });
  return { blob, hash: transactionId(blob) };
}

export function signPayment(
  wallet: TestWallet,
  fields: { Destination: string; Amount: string; Sequence: number } & Record<string, unknown>,
): SignedBlob {
  return signTransaction(wallet, { TransactionType: 'Payment', ...fields });
}
