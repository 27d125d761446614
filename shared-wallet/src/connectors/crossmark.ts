// Crossmark, through @crossmarkio/sdk (loaded only when Crossmark is used: importing it starts
// the library's own 10-second detection loop). The library talks to the extension by
// window.postMessage and refuses every use on a phone ("Crossmark only available from desktop").
import type { WalletSignIn } from '@glow/contract';
import { detectWallet } from '../detectWallet';
import { transactionHashOf } from '../transactionHash';
import { WalletError, isCancelled, isWalletError } from '../walletErrors';
import { assertGlowNetwork, crossmarkNetworkOf, type CrossmarkNetwork } from '../walletNetwork';
import { abortable } from './abortable';
import type {
  BulkOutcome,
  Connector,
  OwnershipProof,
  OwnershipProofRequests,
  WalletRequestContext,
  XrplTransaction,
} from './types';

/** Crossmark's answers: the request echoed, and the extension's response. */
export interface CrossmarkAnswer<T> {
  response?: { data?: T };
}

export interface CrossmarkSignInData {
  address?: string;
  publicKey?: string;
  signature?: string;
  /** The network the wallet signed on (the SDK's `SignInResponse`). */
  network?: CrossmarkNetwork;
  meta?: { isRejected?: boolean };
}

interface CrossmarkSubmitData {
  meta?: { isRejected?: boolean; isError?: boolean; isFail?: boolean };
  resp?: unknown;
}

/** The part of the SDK's `methods` used here. */
export interface CrossmarkMethods {
  isInstalled(): boolean | undefined;
  /**
   * The network the extension is on, as the SDK keeps it: asked when the extension is detected,
   * then updated by its network-change events and by every answer that carries one.
   */
  getNetwork(): CrossmarkNetwork | undefined;
  signInAndWait(hex: string): Promise<CrossmarkAnswer<CrossmarkSignInData>>;
  signAndSubmitAndWait(transaction: XrplTransaction): Promise<CrossmarkAnswer<CrossmarkSubmitData>>;
  bulkSignAndSubmitAndWait(
    transactions: XrplTransaction[],
  ): Promise<CrossmarkAnswer<CrossmarkSubmitData>>;
}

export interface CrossmarkSdk {
  methods: CrossmarkMethods;
}

const DESKTOP_ONLY = /only available from desktop/i;

/**
 * The SDK object of the module: `default` under a bundler, `default.default` in Node's ESM.
 * The SDK is a Proxy that throws on every property read on a phone; `in` does not read.
 */
export function crossmarkSdkOf(module: unknown): CrossmarkSdk {
  const candidate = (module as { default?: unknown }).default;
  if (candidate && typeof candidate === 'object' && 'methods' in candidate) {
    return candidate as CrossmarkSdk;
  }
  const nested = (candidate as { default?: unknown } | undefined)?.default;
  if (nested && typeof nested === 'object' && 'methods' in nested) return nested as CrossmarkSdk;
  throw new WalletError('RETRY');
}

export const loadCrossmarkSdk = async (): Promise<CrossmarkSdk> =>
  crossmarkSdkOf(await import('@crossmarkio/sdk'));

function isInjected(): boolean {
  const xrpl = (window as { xrpl?: { isCrossmark?: unknown } }).xrpl;
  return xrpl?.isCrossmark === true;
}

function walletErrorOf(error: unknown, failure: 'RETRY' | 'FAILED_TO_SIGN_TX'): unknown {
  if (isCancelled(error) || isWalletError(error)) return error;
  if (error instanceof Error && DESKTOP_ONLY.test(error.message)) {
    return new WalletError('CROSSMARK_DESKTOP_ONLY');
  }
  return new WalletError(failure);
}

/** The SDK's methods once the extension is found (every 500 ms for up to 10 s). */
async function installedMethods(
  load: () => Promise<CrossmarkSdk>,
  signal: AbortSignal,
): Promise<CrossmarkMethods> {
  let methods: CrossmarkMethods;
  try {
    methods = (await abortable(load(), signal)).methods;
  } catch (error) {
    throw walletErrorOf(error, 'RETRY');
  }
  const found = await detectWallet(() => methods.isInstalled() === true || isInjected(), {
    signal,
  });
  if (!found) throw new WalletError('CROSSMARK_NOT_INSTALLED');
  return methods;
}

/**
 * Refuses a wallet on another network than Glow's (WRONG_NETWORK), as the SDK knows it: it asks
 * the extension once it is detected, so the answer may take a moment.
 */
async function assertOnGlowNetwork(
  methods: CrossmarkMethods,
  { api, signal }: WalletRequestContext,
) {
  const config = await abortable(api.publicConfig(), signal);
  await detectWallet(() => methods.getNetwork() !== undefined, { signal });
  const network = methods.getNetwork();
  if (!network) {
    throw new WalletError(
      'WRONG_NETWORK',
      `Crossmark did not say which network it is on, so Glow cannot check it is ${config.network.name}: open Crossmark and try again`,
    );
  }
  assertGlowNetwork(crossmarkNetworkOf(network), config.network, 'crossmark');
  return config;
}

async function ask<T>(call: () => Promise<T>, signal: AbortSignal): Promise<T> {
  try {
    return await abortable(call(), signal);
  } catch (error) {
    throw walletErrorOf(error, 'FAILED_TO_SIGN_TX');
  }
}

function hashOf(answer: CrossmarkAnswer<CrossmarkSubmitData> | undefined): string {
  const data = answer?.response?.data;
  // Declined by the user, or signed but refused on submission (isError / isFail).
  if (!data || data.meta?.isRejected || data.meta?.isError || data.meta?.isFail) {
    throw new WalletError(data?.meta?.isRejected ? 'SIGNING_REJECTED' : 'FAILED_TO_SIGN_TX');
  }
  const hash = transactionHashOf(answer);
  if (!hash) throw new WalletError('UNREADABLE_RESPONSE');
  return hash;
}

function bulkOutcomeOf(answer: CrossmarkAnswer<CrossmarkSubmitData>): BulkOutcome {
  try {
    return { hash: hashOf(answer) };
  } catch (error) {
    if (isWalletError(error)) return { error };
    throw error;
  }
}

/**
 * Has the wallet sign the hex bytes as given; answers the signer's address, key and signature,
 * and the network it says it signed on.
 */
async function signHex(methods: CrossmarkMethods, hex: string, signal: AbortSignal) {
  const answer = await ask(() => methods.signInAndWait(hex), signal);
  const data = answer?.response?.data;
  if (!data?.signature || !data.publicKey || !data.address) {
    throw new WalletError(data?.meta?.isRejected ? 'SIGNING_REJECTED' : 'FAILED_TO_SIGN_TX');
  }
  return {
    signature: data.signature,
    publicKey: data.publicKey,
    address: data.address,
    network: data.network,
  };
}

export function createCrossmarkConnector(
  load: () => Promise<CrossmarkSdk> = loadCrossmarkSdk,
): Connector {
  return {
    kind: 'crossmark',

    // Sign-in: installed; a hash from the server; the wallet signs a SignIn of it; the
    // server checks signature, key, address and hash; kept only if a token comes back. The
    // wallet's network is checked before it signs, and again in its answer.
    async signIn(context: WalletRequestContext): Promise<WalletSignIn | null> {
      const { api, signal } = context;
      const methods = await installedMethods(load, signal);
      const config = await assertOnGlowNetwork(methods, context);
      const { hash } = await abortable(api.crossmarkHash(), signal);
      const signed = await signHex(methods, hash, signal);
      if (signed.network) {
        assertGlowNetwork(crossmarkNetworkOf(signed.network), config.network, 'crossmark');
      }
      const signIn = await abortable(
        api.crossmarkChecksign({
          signature: signed.signature,
          pubkey: signed.publicKey,
          address: signed.address,
          token: hash,
        }),
        signal,
      );
      return signIn.token ? signIn : null;
    },

    // Proving a contributor's wallet: a challenge bound to the address; the wallet signs the
    // registration message's bytes (other bytes than a sign-in's bare challenge) and gives its
    // key with the signature.
    async proveOwnership(
      address: string,
      requests: OwnershipProofRequests,
      { signal }: WalletRequestContext,
    ): Promise<OwnershipProof> {
      const methods = await installedMethods(load, signal);
      const { challenge, messageHex } = await abortable(
        requests.challenge({ kind: 'crossmark', address }),
        signal,
      );
      const signed = await signHex(methods, messageHex, signal);
      if (signed.address !== address) throw new WalletError('OTHER_ACCOUNT');
      return {
        kind: 'crossmark',
        challenge,
        signature: signed.signature,
        publicKey: signed.publicKey,
      };
    },

    async checkNetwork(context) {
      await assertOnGlowNetwork(await installedMethods(load, context.signal), context);
    },

    async signAndSubmit(transaction, context) {
      const { signal } = context;
      const methods = await installedMethods(load, signal);
      await assertOnGlowNetwork(methods, context);
      return hashOf(await ask(() => methods.signAndSubmitAndWait(transaction), signal));
    },

    async submitBulk(transactions, context) {
      const { signal } = context;
      const methods = await installedMethods(load, signal);
      await assertOnGlowNetwork(methods, context);
      const every = (error: WalletError): BulkOutcome[] => transactions.map(() => ({ error }));
      let answer: CrossmarkAnswer<CrossmarkSubmitData>;
      try {
        answer = await ask(() => methods.bulkSignAndSubmitAndWait(transactions), signal);
      } catch (error) {
        // Refused on a phone before anything was signed; any other failure leaves it open.
        if (isWalletError(error) && error.code !== 'CROSSMARK_DESKTOP_ONLY') return every(error);
        throw error;
      }
      const data = answer?.response?.data;
      if (data?.meta?.isRejected) return every(new WalletError('SIGNING_REJECTED'));
      const answers = Array.isArray(data?.resp) ? data.resp : [];
      // The extension answers each transaction's xrpl.js response in order.
      return transactions.map((_, index) =>
        index < answers.length
          ? bulkOutcomeOf({ response: { data: { resp: answers[index] } } })
          : { error: new WalletError('FAILED_TO_SIGN_TX') },
      );
    },
  };
}
