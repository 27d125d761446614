// GemWallet, through @gemwallet/api (loaded only when GemWallet is used): the library talks to
// the extension by window.postMessage. The extension's ways that matter here (its source,
// packages/extension/src): a request made while its window is open for another is never answered
// (background/index.ts, handleTransactionRequest); a rejected request and a window closed before
// answering both answer no result (background/utils/rejectOnClose.ts), also when a bulk's window
// is closed after some of its transactions went out; a transaction the ledger refused answers an
// error and no hash (contexts/LedgerContext/chains/XRPL.ts, submit).
import type { WalletSignIn } from '@glow/contract';
import { transactionHashOf } from '../transactionHash';
import { WalletError, isCancelled, isWalletError } from '../walletErrors';
import {
  assertGlowNetwork,
  gemWalletNetworkOf,
  type GemWalletNetworkAnswer,
} from '../walletNetwork';
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
  getNetwork(): Promise<{ result?: GemWalletNetworkAnswer }>;
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

/**
 * One transaction of a bulk as GemWallet answers it (LedgerContext.tsx, submitBulkTransactions):
 * `{ id, hash }` once validated, `{ id, error }` when it failed anywhere from signing to
 * validation (`accepted` only when not waiting for hashes).
 */
export interface GemWalletBulkResult {
  id?: string;
  accepted?: boolean;
  hash?: string;
  error?: string;
}

export interface GemWalletConnectorOptions {
  /** How long the extension may take to say its network before it counts as busy. */
  networkAnswerMs?: number;
}

/**
 * The extension answers `getNetwork` at once from a window it closes itself; no answer means its
 * window is open for another request, which it finishes first.
 */
export const GEMWALLET_NETWORK_ANSWER_MS = 10_000;

const busy = () =>
  new WalletError(
    'WALLET_BUSY',
    "GemWallet did not answer: finish or close the request open in GemWallet's window, then try again",
  );

export const loadGemWalletLibrary = async (): Promise<GemWalletLibrary> =>
  (await import('@gemwallet/api')) as unknown as GemWalletLibrary;

/** The library throws this (and a longer sentence) when the extension never answered. */
const NOT_INSTALLED = /GemWallet is installed/i;

/** A final result of the ledger's: tec (in a ledger, fee taken), tem or tef (never applied). */
const LEDGER_REFUSAL = /\b(te[cmf][A-Z_]+)\b/;

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
    // Signed and submitted, perhaps: the ledger's own result says what became of it.
    const refusal = error instanceof Error ? LEDGER_REFUSAL.exec(error.message) : null;
    if (failure === 'FAILED_TO_SIGN_TX' && refusal) {
      throw new WalletError(failure, `The ledger refused the transaction: ${refusal[1]}`);
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

/**
 * Refuses a wallet on another network than Glow's (WRONG_NETWORK), or one that does not say
 * within `answerMs` because its window is open for another request (WALLET_BUSY).
 */
async function assertOnGlowNetwork(
  gem: GemWalletLibrary,
  { api, signal }: WalletRequestContext,
  answerMs: number,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unanswered = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(busy()), answerMs);
  });
  try {
    const [answer, config] = await Promise.all([
      ask(() => Promise.race([gem.getNetwork(), unanswered]), signal, 'RETRY'),
      abortable(api.publicConfig(), signal),
    ]);
    if (!answer.result) throw new WalletError('RETRY');
    assertGlowNetwork(gemWalletNetworkOf(answer.result), config.network, 'gemwallet');
  } finally {
    clearTimeout(timer);
  }
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
 * One transaction of a bulk the user approved: its hash, or its failure, after which whether it
 * was signed (and is on the ledger) is open. A missing answer, or one with neither, is unreadable.
 */
function bulkOutcomeOf(result: GemWalletBulkResult | undefined): BulkOutcome {
  if (!result) return { error: new WalletError('UNREADABLE_RESPONSE') };
  if (result.error !== undefined || result.accepted === false) {
    return { error: new WalletError('FAILED_TO_SIGN_TX') };
  }
  const hash = transactionHashOf({ result });
  return hash ? { hash } : { error: new WalletError('UNREADABLE_RESPONSE') };
}

export function createGemWalletConnector(
  load: () => Promise<GemWalletLibrary> = loadGemWalletLibrary,
  { networkAnswerMs = GEMWALLET_NETWORK_ANSWER_MS }: GemWalletConnectorOptions = {},
): Connector {
  /** The library, once the extension is found on Glow's network. */
  async function onGlowNetwork(context: WalletRequestContext): Promise<GemWalletLibrary> {
    const gem = await installedLibrary(load, context.signal);
    await assertOnGlowNetwork(gem, context, networkAnswerMs);
    return gem;
  }

  return {
    kind: 'gemwallet',

    // Sign-in: installed; public key and address; a challenge from the server for
    // them; the wallet signs it; the server checks; accepted only with a token. The wallet's
    // network is checked first.
    async signIn(context: WalletRequestContext): Promise<WalletSignIn | null> {
      const { api, signal } = context;
      const gem = await onGlowNetwork(context);
      const { publicKey, address } = await accountOf(gem, signal);
      const { token } = await abortable(api.gemWalletHash({ pubkey: publicKey, address }), signal);
      const signature = await signMessage(gem, token, signal);
      const signIn = await abortable(api.gemWalletChecksign({ signature, token }), signal);
      return signIn.token ? signIn : null;
    },

    // Proving a contributor's wallet: a challenge bound to the address and key; the wallet signs
    // the registration message naming it (other bytes than a sign-in's bare challenge).
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

    async checkNetwork(context) {
      await onGlowNetwork(context);
    },

    async signAndSubmit(transaction, context) {
      const { signal } = context;
      const gem = await onGlowNetwork(context);
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
    // wallet go on past a failure, so each has its own answer. The user approves or rejects the
    // bulk whole.
    async submitBulk(transactions, context) {
      const { signal } = context;
      const gem = await onGlowNetwork(context);
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
      // No result: rejected, or the window closed after any number of them went out (GemWallet
      // answers both alike). The ledger tells which.
      if (!results) return transactions.map(() => ({ error: new WalletError('NO_RESULT') }));
      return withIds.map(({ ID }) => bulkOutcomeOf(results.find((result) => result.id === ID)));
    },
  };
}
