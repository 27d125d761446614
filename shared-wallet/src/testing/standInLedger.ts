// The XRP Ledger stand-in (simulators/src/xrplLedger) in the Jest process, for the wallet
// stand-ins to submit to: it checks signatures, sequences and balances like the one the browser
// suites run. Ledgers close when a transaction is submitted, so it is validated at once.
// Only test files import this.
import { encode, encodeForSigning } from 'ripple-binary-codec';
import { startXrplLedgerSimulator } from '../../../simulators/src/xrplLedger';
import { createLedgerSubmitter, type LedgerRpc, type SubmitTransaction } from './ledgerSubmitter';
import type { TestWallet } from './testWallets';

/** What the faucet gives an account the ledger meets for the first time: 1,000 XRP. */
export const STAND_IN_FAUCET_DROPS = '1000000000';

export interface StandInLedger {
  rpc: LedgerRpc;
  /** Signs and submits as `wallet`, waiting for validation, as the wallet extensions do. */
  submitterFor(wallet: Pick<TestWallet, 'address' | 'publicKey' | 'sign'>): SubmitTransaction;
  /** Puts `submitterFor(wallet)` on the window under `name`, for a stand-in's `submitter`. */
  exposeSubmitter(name: string, wallet: Pick<TestWallet, 'address' | 'publicKey' | 'sign'>): void;
  close(): Promise<void>;
}

export async function startStandInLedger(): Promise<StandInLedger> {
  const simulator = await startXrplLedgerSimulator({
    port: 0,
    closeIntervalMs: 0,
    autoFundDrops: STAND_IN_FAUCET_DROPS,
  });
  const rpc: LedgerRpc = async (method, params) => {
    const result = simulator.request(method, params);
    if (method === 'submit') simulator.closeLedger();
    return result;
  };
  const submitterFor: StandInLedger['submitterFor'] = (wallet) =>
    createLedgerSubmitter({ wallet, codec: { encode, encodeForSigning }, rpc, pollIntervalMs: 1 })
      .submit;
  return {
    rpc,
    submitterFor,
    exposeSubmitter(name, wallet) {
      (window as unknown as Record<string, SubmitTransaction>)[name] = submitterFor(wallet);
    },
    close: () => simulator.close(),
  };
}
