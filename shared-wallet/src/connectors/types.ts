import type { WalletKind } from '@glow/shared-api';
import type {
  RegisterWalletRequest,
  WalletRegistrationChallenge,
  WalletRegistrationChallengeRequest,
  WalletSignIn,
  XamanCreatedPayload,
} from '@glow/contract';
import type { WalletApiClient } from '../walletApi';
import type { WalletError } from '../walletErrors';

/** An XRPL transaction as the wallets take it (JSON, `TransactionType` first). */
export type XrplTransaction = { TransactionType: string } & Record<string, unknown>;

/**
 * How one transaction of a bulk submit ended: signed and submitted (its hash), failed (the wallet's
 * error: FAILED_TO_SIGN_TX and UNREADABLE_RESPONSE leave open whether it was signed, the others say
 * it was not), or never shown to the wallet because an earlier one failed.
 */
export type BulkOutcome = { hash: string } | { error: WalletError } | { notAttempted: true };

/** Why a Xaman payload was created, and so where its return URL (its `journey` parameter) leads. */
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
  /** Shows Xaman's link to the request, for an "Open Xaman" the user taps: Xaman on a phone. */
  showXamanLink(url: string): void;
}

/** The wallets that prove an address by signing a challenge message (Xaman signs a payload). */
export type ChallengeWalletKind = RegisterWalletRequest['kind'];

/** What the page asks the API for a wallet registration challenge. */
export type OwnershipChallengeRequest = WalletRegistrationChallengeRequest;

/** The API's registration challenge: the wallet signs `message` (its UTF-8 bytes, `messageHex`). */
export type OwnershipChallenge = WalletRegistrationChallenge;

/**
 * How a connector gets what the wallet signs to prove it holds an address. The page passes it
 * (the endpoints are the contributor's): a challenge for GemWallet and Crossmark, a SignIn
 * payload made for this purpose for Xaman.
 */
export interface OwnershipProofRequests {
  challenge(request: OwnershipChallengeRequest): Promise<OwnershipChallenge>;
  xamanPayload(): Promise<XamanCreatedPayload>;
}

/**
 * A wallet's signed answer, for the page to send to the API: GemWallet's and Crossmark's are the
 * body of `registerWallet`; Xaman's names the payload and its secret (`registerXamanWallet`).
 */
export type OwnershipProof =
  RegisterWalletRequest | { kind: 'xaman'; payloadId: string; secret: string };

/** One wallet: signing in, proving ownership, and signing and submitting transactions. */
export interface Connector {
  kind: WalletKind;
  /**
   * Proves the user holds an address; answers the API's session for it, or null when the API
   * answered no token (then nothing is kept and nothing is shown).
   */
  signIn(context: WalletRequestContext): Promise<WalletSignIn | null>;
  /**
   * Has the wallet sign a fresh, single-use registration challenge for `address` (not a voter
   * sign-in: other bytes, another purpose). Throws a WalletError when the wallet is on another
   * account than `address`, declines, or fails.
   */
  proveOwnership(
    address: string,
    requests: OwnershipProofRequests,
    context: WalletRequestContext,
  ): Promise<OwnershipProof>;
  /**
   * Refuses (WRONG_NETWORK, naming both) a wallet on another ledger network than Glow's, before
   * anything is signed; signIn, signAndSubmit and submitBulk check it themselves too.
   */
  checkNetwork(context: WalletRequestContext): Promise<void>;
  /** Signs and submits one transaction; answers its hash. */
  signAndSubmit(transaction: XrplTransaction, context: WalletRequestContext): Promise<string>;
  /**
   * Signs and submits 1 to 50 transactions; answers one outcome per transaction, in order. Throws
   * only when none was shown to the wallet (not installed, cancelled).
   */
  submitBulk(
    transactions: XrplTransaction[],
    context: WalletRequestContext,
  ): Promise<BulkOutcome[]>;
}
