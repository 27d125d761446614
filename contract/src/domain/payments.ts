// Plain data and rules of grant payments: a grant's state
// on the payments page, a payment's statuses and failures, the memo that ties a ledger
// transaction to its payment, and XRP ↔ drops. No zod: the admin pages import these.
import type { ApplicationStatus, ApplicationStep, KycStatus } from './applications';
import { endedWithCohort, STEP_ACTIONS } from './applications';
import type { AssessmentSize } from './judging';
import type { CohortPeriod, GrantSize } from './programme';
import { ID_MAX } from '../limits';

/** A batch holds 1 to this many payments (GemWallet's bulk limit). */
export const MAX_PAYMENT_BATCH = 50;

/** The sentence of a batch of the wrong size: the wallet library's words. */
export const PAYMENT_BATCH_SIZE_MESSAGE = `Invalid number of transactions (must be between 1 and ${MAX_PAYMENT_BATCH})`;

// --- Grants ----------------------------------------------------------------------------------

export const GRANT_STATES = [
  'waiting',
  'payable',
  'inFlight',
  'paid',
  'failed',
  'returnedToPool',
] as const;
export type GrantState = (typeof GRANT_STATES)[number];

export const GRANT_STATE_NAMES: Record<GrantState, string> = {
  waiting: 'Waiting',
  payable: 'Payable',
  inFlight: 'In flight',
  paid: 'Paid',
  failed: 'Failed',
  returnedToPool: 'Returned to pool',
};

/** The states whose grants an admin may put in a batch. */
export const SELECTABLE_GRANT_STATES: readonly GrantState[] = ['payable', 'failed'];

/** Why a grant is not payable yet, in the order of the application's steps ("Waiting for …"). */
export const WAITING_REASONS = {
  applicationNotSubmitted: 'the contributor to submit the application',
  applicationReturned: "the contributor's changes (the application was returned)",
  applicationUnderReview: "an admin's approval of the application",
  walletChanged:
    "the contributor to confirm their new wallet address in the grant agreement, then an admin's approval again (the wallet changed)",
  approvalAfterWalletChange:
    "an admin's approval again: the wallet changed, and the grant is paid only to an approved address",
  walletNotRegistered: 'the contributor to register a wallet',
  kycRequired: 'the contributor to start identity verification (KYC)',
  kycPending: "the KYC provider's decision",
} as const;
export type WaitingReason = keyof typeof WAITING_REASONS;

/** Why a grant's amount goes back to the programme's pool. */
export const RETURNED_REASONS = {
  kycRejected: 'KYC failed',
  notEligible: 'not eligible',
  withdrawn: 'nomination withdrawn',
  notCompleted: 'application not completed before the cohort closed',
} as const;
export type ReturnedReason = keyof typeof RETURNED_REASONS;

/**
 * The size a person's grant in a cohort pays: the largest final size among their nominations
 * there (one person nominated twice gets one grant); null when every one was declined.
 */
export function grantSizeOf(sizes: readonly AssessmentSize[]): GrantSize | null {
  const order: readonly GrantSize[] = ['large', 'medium', 'small'];
  return order.find((size) => sizes.includes(size)) ?? null;
}

// --- Payments --------------------------------------------------------------------------------

/** One row per attempt to pay a grant. */
export const PAYMENT_STATUSES = [
  'awaitingSignature',
  'submitted',
  'paid',
  'failed',
  'duplicate',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_NAMES: Record<PaymentStatus, string> = {
  awaitingSignature: 'Waiting for the wallet',
  submitted: 'Waiting for the ledger',
  paid: 'Paid',
  failed: 'Failed',
  duplicate: 'Paid twice',
};

/** The statuses of a payment still in flight: its grant is in no other batch meanwhile. */
export const OPEN_PAYMENT_STATUSES: readonly PaymentStatus[] = ['awaitingSignature', 'submitted'];

/** Why a payment failed; its grant is payable again in every case. */
export const PAYMENT_FAILURE_KINDS = {
  declined: 'Declined in the wallet',
  signingExpired: 'The signing request expired',
  walletRefused: 'The wallet could not sign it',
  ledgerResult: 'The ledger refused it',
  notOnLedger: 'Never reached the ledger',
  mismatch: 'The ledger transaction does not match the payment',
} as const;
export type PaymentFailureKind = keyof typeof PAYMENT_FAILURE_KINDS;

/** The wallet errors (shared-wallet's WalletErrorCode) a payments page may report for a payment. */
export const PAYMENT_FAILURE_CODES = [
  'FAILED_TO_SIGN_TX',
  'TX_SIGNING_EXPIRED',
  'SIGNING_REJECTED',
  'OTHER_ACCOUNT',
  'WALLET_DISCONNECTED',
  'CROSSMARK_DESKTOP_ONLY',
  'GEMWALLET_NOT_INSTALLED',
  'CROSSMARK_NOT_INSTALLED',
  'INVALID_BULK_SIZE',
  'UNREADABLE_RESPONSE',
  'RETRY',
  'NO_RESULT',
  'WRONG_NETWORK',
  'WALLET_BUSY',
] as const;
export type PaymentFailureCode = (typeof PAYMENT_FAILURE_CODES)[number];

/**
 * Wallet reports after which the transaction may still have been submitted: the payment stays in
 * flight until the ledger settles it (its LastLedgerSequence passes, or it is found).
 */
export const AMBIGUOUS_FAILURE_CODES: readonly PaymentFailureCode[] = [
  'FAILED_TO_SIGN_TX',
  'UNREADABLE_RESPONSE',
  'RETRY',
  'NO_RESULT',
];

/** The reports that say for certain nothing was signed: the grant is payable again at once. */
export const CERTAIN_NOT_SIGNED: readonly PaymentFailureCode[] = PAYMENT_FAILURE_CODES.filter(
  (code) => !AMBIGUOUS_FAILURE_CODES.includes(code),
);

/** The failure a certain wallet report means; null for an ambiguous one. */
export function failureKindOfCode(code: PaymentFailureCode): PaymentFailureKind | null {
  if (AMBIGUOUS_FAILURE_CODES.includes(code)) return null;
  if (code === 'SIGNING_REJECTED') return 'declined';
  if (code === 'TX_SIGNING_EXPIRED') return 'signingExpired';
  return 'walletRefused';
}

// --- A grant's state -------------------------------------------------------------------------

/** A grant's latest payment, as grantStateOf reads it. */
export interface GrantPaymentFacts {
  status: PaymentStatus;
  /** The reason of a failed payment, as stored ("The ledger refused it: tecUNFUNDED_PAYMENT"). */
  failureReason: string | null;
  /** An ambiguous wallet report on a payment still in flight. */
  reportedFailure: string | null;
  lastLedgerSequence: number;
}

/** What decides a grant's state. */
export interface GrantFacts {
  applicationStatus: ApplicationStatus;
  /** The grant's cohort's period: an application unfinished when it closed is over. */
  cohortPeriod: CohortPeriod;
  /** The contributor's next step of an application in progress (null otherwise). */
  currentStep: ApplicationStep | null;
  walletRegistered: boolean;
  /** The wallet changed after the application was submitted, and no admin approved it since. */
  walletChanged: boolean;
  kycStatus: KycStatus | null;
  /** A payment of the grant was recorded paid. */
  paid: boolean;
  /** The grant's latest payment other than a duplicate, if any. */
  lastPayment: GrantPaymentFacts | null;
}

export interface GrantStateView {
  state: GrantState;
  /** Sentences: what it waits for, why it went back to the pool, why its last payment failed. */
  reasons: string[];
  /** An in-flight payment the wallet reported ambiguously is settled after this ledger. */
  retryAfterLedger: number | null;
}

function waitingReasons(facts: GrantFacts): string[] {
  const reasons: string[] = [];
  const { applicationStatus: status, currentStep } = facts;
  if (status === 'inProgress') {
    const next = currentStep ? ` (next: ${STEP_ACTIONS[currentStep]})` : '';
    reasons.push(`${WAITING_REASONS.applicationNotSubmitted}${next}`);
  }
  if (status === 'returned') reasons.push(WAITING_REASONS.applicationReturned);
  if (status === 'walletChanged') reasons.push(WAITING_REASONS.walletChanged);
  if (status === 'submitted') {
    reasons.push(
      facts.walletChanged
        ? WAITING_REASONS.approvalAfterWalletChange
        : WAITING_REASONS.applicationUnderReview,
    );
  }
  if (!facts.walletRegistered) reasons.push(WAITING_REASONS.walletNotRegistered);
  if (facts.kycStatus === 'required') reasons.push(WAITING_REASONS.kycRequired);
  if (facts.kycStatus === 'pending') reasons.push(WAITING_REASONS.kycPending);
  return reasons;
}

function returnedReason(facts: GrantFacts): ReturnedReason | null {
  if (facts.applicationStatus === 'notEligible') return 'notEligible';
  if (facts.applicationStatus === 'withdrawn') return 'withdrawn';
  if (endedWithCohort(facts.applicationStatus, facts.cohortPeriod)) return 'notCompleted';
  if (facts.kycStatus === 'rejected') return 'kycRejected';
  return null;
}

/**
 * A grant's state on the payments page: paid, then in flight, then returned to the
 * pool, then waiting (every unmet condition listed), then failed (payable again, with its last
 * failure's reason) or payable.
 */
export function grantStateOf(facts: GrantFacts): GrantStateView {
  const none = { reasons: [], retryAfterLedger: null };
  if (facts.paid) return { state: 'paid', ...none };
  const last = facts.lastPayment;
  if (last && OPEN_PAYMENT_STATUSES.includes(last.status)) {
    return last.reportedFailure
      ? {
          state: 'inFlight',
          reasons: [`The wallet reported: ${last.reportedFailure}`],
          retryAfterLedger: last.lastLedgerSequence,
        }
      : { state: 'inFlight', ...none };
  }
  const returned = returnedReason(facts);
  if (returned)
    return {
      state: 'returnedToPool',
      reasons: [RETURNED_REASONS[returned]],
      retryAfterLedger: null,
    };
  const waiting = waitingReasons(facts);
  if (waiting.length > 0) return { state: 'waiting', reasons: waiting, retryAfterLedger: null };
  if (last?.status === 'failed') {
    return {
      state: 'failed',
      reasons: last.failureReason ? [last.failureReason] : [],
      retryAfterLedger: null,
    };
  }
  return { state: 'payable', ...none };
}

/**
 * What closing its cohort now does to a grant: `returns` to the pool (its application would end
 * unfinished), `staysOpen` (waiting on the admins' review or KYC, still payable after the close),
 * or null (paid, in flight, payable, returned already: the close changes nothing).
 */
export function closingEffect(facts: GrantFacts): 'returns' | 'staysOpen' | null {
  if (grantStateOf(facts).state !== 'waiting') return null;
  const closed = grantStateOf({ ...facts, cohortPeriod: 'closed' });
  return closed.state === 'returnedToPool' ? 'returns' : 'staysOpen';
}

// --- The memo of a grant payment -------------------------------------------------------------

/** The MemoType of every Glow grant payment. */
export const PAYMENT_MEMO_TYPE = 'glow/payment';
export const PAYMENT_MEMO_FORMAT = 'text/plain';

/** Text as upper-case hexadecimal of its UTF-8 bytes (how the ledger holds memo fields). */
export function hexOfText(value: string): string {
  // encodeURIComponent writes every non-ASCII byte as %XX; the rest are single ASCII bytes.
  return encodeURIComponent(value)
    .replace(
      /%([0-9A-F]{2})|([\s\S])/g,
      (_, escaped: string | undefined, plain: string) =>
        escaped ?? plain.charCodeAt(0).toString(16).padStart(2, '0'),
    )
    .toUpperCase();
}

/** The text of hexadecimal UTF-8 bytes; null when it is not that. */
export function textOfHex(hex: string): string | null {
  if (!/^(?:[0-9A-Fa-f]{2})*$/.test(hex)) return null;
  try {
    return decodeURIComponent(hex.replace(/../g, '%$&'));
  } catch {
    return null; // not UTF-8
  }
}

/** What a payment's memo says: `<public app host>/payments/<id>`, unique per deployment. */
export function paymentMemoData(host: string, paymentId: number): string {
  return `${host}/payments/${paymentId}`;
}

/** A ledger transaction's Memos field (hex strings). */
export interface LedgerMemo {
  Memo: { MemoType?: string; MemoFormat?: string; MemoData?: string };
}

/** The Memos of payment `paymentId`'s transaction. */
export function glowPaymentMemos(host: string, paymentId: number): LedgerMemo[] {
  return [
    {
      Memo: {
        MemoType: hexOfText(PAYMENT_MEMO_TYPE),
        MemoFormat: hexOfText(PAYMENT_MEMO_FORMAT),
        MemoData: hexOfText(paymentMemoData(host, paymentId)),
      },
    },
  ];
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The payment id a transaction's memos name for this host: exactly one memo of type
 * glow/payment whose data is `<host>/payments/<id>`; null otherwise (none, two, another host,
 * not hexadecimal, id 0 or beyond ID_MAX).
 */
export function readGlowPaymentMemo(
  memos: readonly LedgerMemo[] | undefined,
  host: string,
): number | null {
  const ours = (memos ?? []).filter(
    ({ Memo }) => Memo.MemoType !== undefined && textOfHex(Memo.MemoType) === PAYMENT_MEMO_TYPE,
  );
  if (ours.length !== 1) return null;
  const data = ours[0]!.Memo.MemoData;
  const text = data === undefined ? null : textOfHex(data);
  if (text === null) return null;
  const match = new RegExp(`^${escapeRegExp(host)}/payments/([1-9][0-9]{0,9})$`).exec(text);
  const id = match ? Number(match[1]) : null;
  return id !== null && id <= ID_MAX ? id : null;
}
