// The payments Glow asks wallets to sign through Xaman, where the request shows under Glow's name.
// Only these: any other payment request is refused, so no one can use Glow's Xaman application to
// put a payment of their own before a user. The payment always comes from the session's own
// wallet, and each purpose says to whom and how much, for which caller.
import type { XamanPaymentTransaction } from '@glow/contract';
import { ApiError, MESSAGES } from '../http/ApiError';
import type { Services } from '../http/handler';
import type { Actor } from './auditLog';
import type { ConnectedWallet } from './sessions';

export interface PaymentCaller {
  wallet: ConnectedWallet;
  actor: Actor | null;
}

export interface RequestedPayment {
  destination: string;
  amountDrops: string;
}

interface PaymentPurpose {
  /** As users know the payment: named when a payment is refused. */
  name: string;
  allows(payment: RequestedPayment, caller: PaymentCaller, services: Services): Promise<boolean>;
}

/** Any wallet registers to vote by paying the configured drops to the verification address. */
const voterRegistration: PaymentPurpose = {
  name: 'the voter registration payment',
  async allows({ destination, amountDrops }, _caller, { config }) {
    const terms = config.voterRegistration;
    return destination === terms.destination && amountDrops === terms.amountDrops;
  },
};

/**
 * Tried in order. The grant payments join them with the programme's payments: an admin's wallet
 * paying a nomination's grant, to the contributor's registered address, of the cohort's amount
 * for its final size (each read from the database in `allows`).
 */
const PAYMENT_PURPOSES: readonly PaymentPurpose[] = [voterRegistration];

/** The Payment put before the wallet: always with the session's `Account`. */
export type XamanPaymentTxJson = XamanPaymentTransaction & { Account: string };

/**
 * The Payment to put before the caller's wallet, built here from the request; throws a 4xx when
 * Glow does not ask for it: no wallet session (403, so the browser offers to connect again), an
 * `Account` that is not the session's, or a destination and amount no purpose allows.
 */
export async function allowedPayment(
  requested: XamanPaymentTransaction,
  caller: { wallet: ConnectedWallet | null; actor: Actor | null },
  services: Services,
): Promise<XamanPaymentTxJson> {
  const { wallet, actor } = caller;
  if (!wallet) throw new ApiError(403, MESSAGES.connectWallet);
  if (requested.Account !== undefined && requested.Account !== wallet.address) {
    throw new ApiError(400, MESSAGES.paymentNotFromSession);
  }
  const payment = { destination: requested.Destination, amountDrops: requested.Amount };
  for (const purpose of PAYMENT_PURPOSES) {
    if (await purpose.allows(payment, { wallet, actor }, services)) {
      return {
        TransactionType: 'Payment',
        Account: wallet.address,
        Destination: payment.destination,
        Amount: payment.amountDrops,
      };
    }
  }
  throw new ApiError(403, MESSAGES.paymentNotAllowed(PAYMENT_PURPOSES.map(({ name }) => name)));
}
