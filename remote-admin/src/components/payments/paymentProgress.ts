import type { PaymentView } from '@glow/contract';
import {
  PAYMENT_FAILURE_CODES,
  PAYMENT_FAILURE_KINDS,
  PAYMENT_STATUS_NAMES,
  type PaymentFailureCode,
} from '@glow/contract/domain/payments';
import { formatCount } from '@glow/shared-ui/pages';
import { isWalletError, type WalletErrorCode } from '@glow/shared-wallet';

// Every code the API takes is one the wallet session may throw (compile-time check).
const WALLET_CODES_REPORTED: readonly WalletErrorCode[] = PAYMENT_FAILURE_CODES;

/** Where one payment of a batch is, as its progress row shows it. */
export type PaymentProgress =
  | { step: 'waitingWallet' }
  | { step: 'waitingLedger'; hash: string }
  | { step: 'paid'; hash: string; explorerUrl: string | null }
  | { step: 'failed'; reason: string }
  /** Not settled by this page: the ledger decides (Glow's check finishes it). */
  | { step: 'inFlight'; reason: string }
  | { step: 'notAttempted' };

/** "Waiting for the wallet", "Paid", "Failed: The request was declined in the wallet"… */
export function progressText(progress: PaymentProgress): string {
  switch (progress.step) {
    case 'waitingWallet':
      return PAYMENT_STATUS_NAMES.awaitingSignature;
    case 'waitingLedger':
      return `Signed: ${PAYMENT_STATUS_NAMES.submitted.toLowerCase()}`;
    case 'paid':
      return PAYMENT_STATUS_NAMES.paid;
    case 'failed':
      return `Failed: ${progress.reason}`;
    case 'inFlight':
      return `In flight: ${progress.reason}`;
    case 'notAttempted':
      return 'Not attempted';
  }
}

/**
 * The code the page reports for a wallet's failure: the wallet's own when the API knows it, else
 * RETRY, which leaves the payment in flight until the ledger settles it (it may have been signed).
 */
export function failureCodeOf(error: unknown): PaymentFailureCode {
  if (!isWalletError(error)) return 'RETRY';
  const known = WALLET_CODES_REPORTED.find((code) => code === error.code);
  return known ? (error.code as PaymentFailureCode) : 'RETRY';
}

const ledgerCheck = (retryAfterLedger: number | null) =>
  retryAfterLedger === null
    ? "Glow's check of the ledger finishes it"
    : `payable again after ledger ${formatCount(retryAfterLedger)} unless the ledger shows it paid`;

/**
 * Where a payment is after the API recorded what the page reported. `walletMessage` is what the
 * wallet said when it did not sign (the admin's own words for it), shown before the API's reason.
 */
export function progressOfView(view: PaymentView, walletMessage?: string): PaymentProgress {
  switch (view.status) {
    case 'paid':
      return { step: 'paid', hash: view.txHash ?? '', explorerUrl: view.explorerUrl };
    case 'failed':
      return {
        step: 'failed',
        reason:
          walletMessage ??
          view.failureReason ??
          (view.failureKind ? PAYMENT_FAILURE_KINDS[view.failureKind] : 'unknown'),
      };
    case 'duplicate':
      return { step: 'failed', reason: `${PAYMENT_STATUS_NAMES.duplicate}: see the payment` };
    default: {
      const check = ledgerCheck(view.retryAfterLedger);
      return {
        step: 'inFlight',
        reason: walletMessage ? `the wallet reported: ${walletMessage}; ${check}` : check,
      };
    }
  }
}
