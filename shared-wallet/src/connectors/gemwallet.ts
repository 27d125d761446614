// GemWallet, through @gemwallet/api (loaded only when GemWallet is used): the library talks to
// the extension by window.postMessage.
import type { WalletSignIn } from '@glow/contract';
import { transactionHashOf } from '../transactionHash';
import { WalletError, isCancelled, isWalletError } from '../walletErrors';
import { abortable } from './abortable';
import type {
  BulkOutcome,
  Connector,
  OwnershipProof,
  OwnershipProofRequests,
  WalletRequestContext,
  XrplTransaction,
} from './types';

/** The part of @gemwallet/api used here. */
export interface GemWalletLibrary {
  isInstalled(): Promise<{ result: { isInstalled: boolean } }>;
  getPublicKey(): Promise<{ result?: { address: string; publicKey: string } }>;
  signMessage(message: string): Promise<{ result?: { signedMessage: string } }>;
  submitTransaction(request: { transaction: XrplTransaction }): Promise<unknown>;
  submitBulkTransactions(request: {
    /** `ID` names the transaction in the answer. */
    transactions: Array<XrplTransaction & { ID: string }>;
    waitForHashes: boolean;
    onError: 'abort' | 'continue';
  }): Promise<{ result?: { transactions: GemWalletBulkResult[] } }>;
}

/** One transaction of a bulk as GemWallet answers it. */
export interface GemWalletBulkResult {
  id?: string;
  accepted?: boolean;
  hash?: string;
  error?: string;
}

export const loadGemWalletLibrary = async (): Promise<GemWalletLibrary> =>
  (await import('@gemwallet/api')) as unknown as GemWalletLibrary;

/** The library throws this (and a longer sentence) when the extension never answered. */
const NOT_INSTALLED = /GemWallet is installed/i;

/** Runs a call to the extension; what it throws becomes a wallet error with a plain message. */
async function ask<T>(
  call: () => Promise<T>,
  signal: AbortSignal,
  failure: 'RETRY' | 'FAILED_TO_SIGN_TX',
): Promise<T> {
  try {
    return await abortable(call(), signal);
  } catch (error) {
    if (isCancelled(error) || isWalletError(error)) throw error;
    if (error instanceof Error && NOT_INSTALLED.test(error.message)) {
      throw new WalletError('GEMWALLET_NOT_INSTALLED');
    }
    throw new WalletError(failure);
  }
}

async function installedLibrary(
  load: () => Promise<GemWalletLibrary>,
  signal: AbortSignal,
): Promise<GemWalletLibrary> {
  const gem = await ask(load, signal, 'RETRY');
  // The library probes the extension for up to 1000 ms.
  const { result } = await ask(() => gem.isInstalled(), signal, 'RETRY');
  if (!result.isInstalled) throw new WalletError('GEMWALLET_NOT_INSTALLED');
  return gem;
}

/** The account the extension is on, with its public key (asked when connecting). */
async function accountOf(gem: GemWalletLibrary, signal: AbortSignal) {
  const key = await ask(() => gem.getPublicKey(), signal, 'RETRY');
  if (!key.result?.publicKey || !key.result.address) throw new WalletError('SIGNING_REJECTED');
  return key.result;
}

/** Signs the text's UTF-8 bytes; answers the signature. */
async function signMessage(gem: GemWalletLibrary, message: string, signal: AbortSignal) {
  const signed = await ask(() => gem.signMessage(message), signal, 'FAILED_TO_SIGN_TX');
  const signature = signed.result?.signedMessage;
  if (!signature) throw new WalletError('SIGNING_REJECTED');
  return signature;
}

/**
 * A transaction the wallet did not accept failed after the user approved the bulk (signing,
 * submitting or its validation): whether it was signed is open. One without an answer, or
 * accepted without a hash, is unreadable.
 */
function bulkOutcomeOf(result: GemWalletBulkResult | undefined): BulkOutcome {
  if (!result) return { error: new WalletError('UNREADABLE_RESPONSE') };
  if (result.accepted === false) return { error: new WalletError('FAILED_TO_SIGN_TX') };
  const hash = transactionHashOf({ result });
  return hash ? { hash } : { error: new WalletError('UNREADABLE_RESPONSE') };
}

export function createGemWalletConnector(
  load: () => Promise<GemWalletLibrary> = loadGemWalletLibrary,
): Connector {
  return {
    kind: 'gemwallet',

    // SPEC.md section 4: installed; public key and address; a challenge from the server for
    // them; the wallet signs it; the server checks; accepted only with a token.
    async signIn({ api, signal }: WalletRequestContext): Promise<WalletSignIn | null> {
      const gem = await installedLibrary(load, signal);
      const { publicKey, address } = await accountOf(gem, signal);
      const { token } = await abortable(api.gemWalletHash({ pubkey: publicKey, address }), signal);
      const signature = await signMessage(gem, token, signal);
      const signIn = await abortable(api.gemWalletChecksign({ signature, token }), signal);
      return signIn.token ? signIn : null;
    },

    // Plan D13: a challenge bound to the address and key; the wallet signs the registration
    // message naming it (other bytes than a sign-in's bare challenge).
    async proveOwnership(
      address: string,
      requests: OwnershipProofRequests,
      { signal }: WalletRequestContext,
    ): Promise<OwnershipProof> {
      const gem = await installedLibrary(load, signal);
      const account = await accountOf(gem, signal);
      if (account.address !== address) throw new WalletError('OTHER_ACCOUNT');
      const { publicKey } = account;
      const { challenge, message } = await abortable(
        requests.challenge({ kind: 'gemwallet', address, publicKey }),
        signal,
      );
      const signature = await signMessage(gem, message, signal);
      return { kind: 'gemwallet', challenge, signature, publicKey };
    },

    async signAndSubmit(transaction, { signal }) {
      const gem = await installedLibrary(load, signal);
      const answer = await ask(
        () => gem.submitTransaction({ transaction }),
        signal,
        'FAILED_TO_SIGN_TX',
      );
      if (!answer || (answer as { result?: unknown }).result === undefined) {
        throw new WalletError('FAILED_TO_SIGN_TX');
      }
      const hash = transactionHashOf(answer);
      if (!hash) throw new WalletError('UNREADABLE_RESPONSE');
      return hash;
    },

    // One request for all: each transaction carries its position as ID, and 'continue' has the
    // wallet go on past a failure, so each has its own answer.
    async submitBulk(transactions, { signal }) {
      const gem = await installedLibrary(load, signal);
      const withIds = transactions.map((transaction, index) => ({
        ...transaction,
        ID: String(index),
      }));
      let answer: Awaited<ReturnType<GemWalletLibrary['submitBulkTransactions']>>;
      try {
        answer = await ask(
          () =>
            gem.submitBulkTransactions({
              transactions: withIds,
              waitForHashes: true,
              onError: 'continue',
            }),
          signal,
          'FAILED_TO_SIGN_TX',
        );
      } catch (error) {
        // The wallet failed somewhere in the bulk: any of them may have been signed.
        if (isWalletError(error) && error.code === 'FAILED_TO_SIGN_TX') {
          return transactions.map(() => ({ error }));
        }
        throw error;
      }
      const results = answer.result?.transactions;
      // No result: the user rejected the whole bulk, nothing was signed.
      if (!results) {
        return transactions.map(() => ({ error: new WalletError('SIGNING_REJECTED') }));
      }
      return withIds.map(({ ID }) => bulkOutcomeOf(results.find((result) => result.id === ID)));
    },
  };
}
