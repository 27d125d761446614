// The payments Glow asks wallets to sign through Xaman, where the request shows under Glow's name.
// Only these: any other payment request is refused, so no one can use Glow's Xaman application to
// put a payment of their own before a user. The payment always comes from the session's own
// wallet, and each purpose says to whom and how much, for which caller, and builds it itself.
import { readGlowPaymentMemo, type XamanPaymentTransaction } from '@glow/contract';
import { eq } from 'drizzle-orm';
import { payments } from '../db/schema';
import { forbidden, invalid } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Services } from '../http/handler';
import type { Actor } from '../system/auditLog';
import { grantPaymentTransaction, memoHostOf } from '../payments/grantPayments';
import type { ConnectedWallet } from '../users/sessions';

export interface PaymentCaller {
  wallet: ConnectedWallet;
  actor: Actor | null;
}

interface PaymentPurpose {
  /** As users know the payment: named when a payment is refused. */
  name: string;
  /**
   * The payment to put before the wallet, built here; null when this purpose does not ask for it.
   */
  build(
    requested: XamanPaymentTransaction,
    caller: PaymentCaller,
    services: Services,
  ): Promise<AllowedPayment | null>;
}

/** The Payment put before the wallet: always with the session's `Account`. */
export type XamanPaymentTxJson = XamanPaymentTransaction & { Account: string };

export interface AllowedPayment {
  txjson: XamanPaymentTxJson;
  /** The grant payment it signs, if it is one (the payload is recorded with it). */
  paymentId: number | null;
}

/** Any wallet registers to vote by paying the configured drops to the verification address. */
const voterRegistration: PaymentPurpose = {
  name: 'the voter registration payment',
  async build({ Destination, Amount }, { wallet }, { config }) {
    const terms = config.voterRegistration;
    if (Destination !== terms.destination || Amount !== terms.amountDrops) return null;
    return {
      txjson: { TransactionType: 'Payment', Account: wallet.address, Destination, Amount },
      paymentId: null,
    };
  },
};

/**
 * An admin with the programme's wallet pays a grant: the memo names a payment waiting for its
 * signature whose destination, amount and LastLedgerSequence the request repeats. The transaction
 * is rebuilt from the payment's row, never copied from the request.
 */
const grantPayment: PaymentPurpose = {
  name: "a grant payment from the programme's wallet",
  async build(requested, { wallet, actor }, { db, config }) {
    if (actor?.role !== 'admin' || wallet.address !== config.payments.programmeAddress) return null;
    const paymentId = readGlowPaymentMemo(requested.Memos, memoHostOf(config));
    if (paymentId === null) return null;
    const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
    const matches =
      payment?.status === 'awaitingSignature' &&
      payment.destination === requested.Destination &&
      String(payment.amountDrops) === requested.Amount &&
      payment.lastLedgerSequence === requested.LastLedgerSequence;
    if (!payment || !matches) return null;
    // Xaman adds the network itself (the payload forces it): NetworkID is left out.
    const built = grantPaymentTransaction(payment, config);
    const txjson: XamanPaymentTxJson = {
      TransactionType: 'Payment',
      Account: built.Account,
      Destination: built.Destination,
      Amount: built.Amount,
      LastLedgerSequence: built.LastLedgerSequence,
      Memos: built.Memos,
    };
    return { txjson, paymentId: payment.id };
  },
};

/** Tried in order. */
const PAYMENT_PURPOSES: readonly PaymentPurpose[] = [voterRegistration, grantPayment];

/**
 * The Payment to put before the caller's wallet, built here from the request; throws a 4xx when
 * Glow does not ask for it: no wallet session (`forbidden`, so the browser offers to connect
 * again), an `Account` that is not the session's, or a payment no purpose allows.
 */
export async function allowedPayment(
  requested: XamanPaymentTransaction,
  caller: { wallet: ConnectedWallet | null; actor: Actor | null },
  services: Services,
): Promise<AllowedPayment> {
  const { wallet, actor } = caller;
  if (!wallet) throw forbidden(MESSAGES.connectWallet);
  if (requested.Account !== undefined && requested.Account !== wallet.address) {
    throw invalid(MESSAGES.paymentNotFromSession);
  }
  for (const purpose of PAYMENT_PURPOSES) {
    const allowed = await purpose.build(requested, { wallet, actor }, services);
    if (allowed) return allowed;
  }
  throw forbidden(MESSAGES.paymentNotAllowed(PAYMENT_PURPOSES.map(({ name }) => name)));
}
