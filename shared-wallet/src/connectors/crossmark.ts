// Crossmark, through @crossmarkio/sdk (loaded only when Crossmark is used: importing it starts
// the library's own 10-second detection loop). The library talks to the extension by
// window.postMessage and refuses every use on a phone ("Crossmark only available from desktop").
import type { WalletSignIn } from '@glow/contract';
import { detectWallet } from '../detectWallet';
import { transactionHashOf } from '../transactionHash';
import { WalletError, isCancelled, isWalletError } from '../walletErrors';
import { abortable } from './abortable';
import type { Connector, WalletRequestContext, XrplTransaction } from './types';

/** Crossmark's answers: the request echoed, and the extension's response. */
export interface CrossmarkAnswer<T> {
  response?: { data?: T };
}

export interface CrossmarkSignInData {
  address?: string;
  publicKey?: string;
  signature?: string;
  meta?: { isRejected?: boolean };
}

interface CrossmarkSubmitData {
  meta?: { isRejected?: boolean; isError?: boolean; isFail?: boolean };
  resp?: unknown;
}

/** The part of the SDK's `methods` used here. */
export interface CrossmarkMethods {
  isInstalled(): boolean | undefined;
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

export function createCrossmarkConnector(
  load: () => Promise<CrossmarkSdk> = loadCrossmarkSdk,
): Connector {
  return {
    kind: 'crossmark',

    // SPEC.md section 4: installed; a hash from the server; the wallet signs a SignIn of it; the
    // server checks signature, key, address and hash; kept only if a token comes back.
    async signIn({ api, signal }: WalletRequestContext): Promise<WalletSignIn | null> {
      const methods = await installedMethods(load, signal);
      const { hash } = await abortable(api.crossmarkHash(), signal);
      const answer = await ask(() => methods.signInAndWait(hash), signal);
      const data = answer?.response?.data;
      if (!data?.signature || !data.publicKey || !data.address) {
        throw new WalletError(data?.meta?.isRejected ? 'SIGNING_REJECTED' : 'FAILED_TO_SIGN_TX');
      }
      const signIn = await abortable(
        api.crossmarkChecksign({
          signature: data.signature,
          pubkey: data.publicKey,
          address: data.address,
          token: hash,
        }),
        signal,
      );
      return signIn.token ? signIn : null;
    },

    async signAndSubmit(transaction, { signal }) {
      const methods = await installedMethods(load, signal);
      return hashOf(await ask(() => methods.signAndSubmitAndWait(transaction), signal));
    },

    async submitBulk(transactions, { signal }) {
      const methods = await installedMethods(load, signal);
      const answer = await ask(() => methods.bulkSignAndSubmitAndWait(transactions), signal);
      const data = answer?.response?.data;
      if (!data || data.meta?.isRejected || !Array.isArray(data.resp)) {
        throw new WalletError(data?.meta?.isRejected ? 'SIGNING_REJECTED' : 'FAILED_TO_SIGN_TX');
      }
      return data.resp.map((resp) => hashOf({ response: { data: { resp } } }));
    },
  };
}
