import { MAX_BULK_TRANSACTIONS } from './constants';

/**
 * What can go wrong with a wallet, each with the sentence the user reads. The first six are the
 * wallet constants every part of Glow names; the others name cases known only by their messages.
 */
export const WALLET_ERRORS = {
  GEMWALLET_NOT_INSTALLED: 'Please check if GemWallet is installed',
  CROSSMARK_NOT_INSTALLED: 'Please check if Crossmark is installed',
  CROSSMARK_DESKTOP_ONLY: 'Crossmark only available from desktop',
  FAILED_TO_SIGN_TX: 'The wallet did not sign the request, please try again',
  TX_SIGNING_EXPIRED: 'The signing request expired, please try again',
  WALLET_DISCONNECTED: 'Please connect your wallet',
  INVALID_WALLET_TYPE: 'This wallet is not supported',
  RETRY: 'Could not reach the wallet, please try again',
  SIGNING_REJECTED: 'The request was declined in the wallet',
  WEBSOCKET_FAILED: 'WebSocket connection failed',
  UNREADABLE_RESPONSE: 'Failed to parse transaction response',
  OTHER_ACCOUNT:
    'The wallet signed with another account than the connected one; switch back to it or connect again',
  XAMAN_OTHER_BROWSER:
    'This Xaman request was not made in this browser; finish it where you started it',
  INVALID_BULK_SIZE: `Invalid number of transactions (must be between 1 and ${MAX_BULK_TRANSACTIONS})`,
  NO_RESULT:
    'The wallet answered no result: the request was rejected, or its window was closed after some payments went out',
  WRONG_NETWORK: 'Your wallet is on another network than Glow: switch networks in your wallet',
  WALLET_BUSY:
    'The wallet did not answer: finish or close the request open in its window, then try again',
} as const;

export type WalletErrorCode = keyof typeof WALLET_ERRORS;

/** A Xaman payload this browser created: its id and the secret that proves it. */
export interface XamanPayloadRef {
  payloadId: string;
  secret: string;
}

/** A wallet failure the user is told about: `message` is the sentence to show. */
export class WalletError extends Error {
  override readonly name = 'WalletError';

  constructor(
    readonly code: WalletErrorCode,
    message: string = WALLET_ERRORS[code],
    /**
     * The Xaman payload a transaction's failure is about, so that the API can read it to confirm
     * the failure (an expired or rejected payment request frees the payment).
     */
    readonly xamanPayload?: XamanPayloadRef,
  ) {
    super(message);
  }
}

export function isWalletError(error: unknown): error is WalletError {
  return error instanceof WalletError;
}

/** The user (or the app) gave up waiting: not an error to show. */
export class WalletRequestCancelled extends Error {
  override readonly name = 'WalletRequestCancelled';

  constructor() {
    super('The wallet request was cancelled');
  }
}

export function isCancelled(error: unknown): error is WalletRequestCancelled {
  return error instanceof WalletRequestCancelled;
}
