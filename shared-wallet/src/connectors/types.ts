import type { WalletKind } from '@glow/shared-api';
import type { WalletSignIn } from '@glow/contract';
import type { WalletApiClient } from '../walletApi';

/** An XRPL transaction as the wallets take it (JSON, `TransactionType` first). */
export type XrplTransaction = { TransactionType: string } & Record<string, unknown>;

/** Why a Xaman payload was created, and so where its return URL leads (SPEC.md section 2). */
export type XamanJourney = 'connect' | 'transaction';

/** What a connector gets from the wallet session for one request. */
export interface WalletRequestContext {
  api: WalletApiClient;
  /** Aborted when the user cancels (or a newer request replaces this one). */
  signal: AbortSignal;
  /** A phone-sized viewport: Xaman by deep link and polling instead of a QR code. */
  mobile: boolean;
  /** A window opened on the user's click, for Xaman's deep link on a phone (may be null). */
  popup: Window | null;
  /** The address Xaman sends the user back to, with Xaman's `{id}` placeholder. */
  returnUrl(journey: XamanJourney): string;
  /**
   * Keeps a Xaman payload's secret where a tab opened by its return URL finds it: only this
   * browser may finish the payload.
   */
  keepXamanSecret(payloadId: string, secret: string): void;
  /** Shows a QR code (an image URL) for the user to scan: Xaman on a desktop. */
  showQrCode(src: string): void;
}

/** One wallet: signing in, and signing and submitting transactions. */
export interface Connector {
  kind: WalletKind;
  /**
   * Proves the user holds an address; answers the API's session for it, or null when the API
   * answered no token (then nothing is kept and nothing is shown).
   */
  signIn(context: WalletRequestContext): Promise<WalletSignIn | null>;
  /** Signs and submits one transaction; answers its hash. */
  signAndSubmit(transaction: XrplTransaction, context: WalletRequestContext): Promise<string>;
  /** Signs and submits 1 to 50 transactions; answers their hashes in order. */
  submitBulk(transactions: XrplTransaction[], context: WalletRequestContext): Promise<string[]>;
}
