// Grants paid on the ledger: each approved cohort's grants
// and their state, the batches an admin pays from the programme's wallet, the transaction a
// payment was proven by, and the reconcile step that reads the programme account's history.
import { z } from 'zod';
import { CohortPeriodSchema } from '../programme/schemas';
import { GRANT_SIZES } from '../domain/programme';
import {
  GRANT_STATES,
  MAX_PAYMENT_BATCH,
  PAYMENT_BATCH_SIZE_MESSAGE,
  PAYMENT_FAILURE_CODES,
  PAYMENT_FAILURE_KINDS,
  PAYMENT_STATUSES,
} from '../domain/payments';
import { drops, recordId, recordIdParam, text } from '../fields';
import { isMissing } from '../isMissing';
import { TransactionHashSchema } from '../voting/schemas';
import { PayloadIdSchema, PayloadSecretSchema, WalletKindSchema } from '../wallets/schemas';

export const GrantStateSchema = z.enum(GRANT_STATES);
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export const PaymentFailureKindSchema = z.enum(
  Object.keys(PAYMENT_FAILURE_KINDS) as [
    keyof typeof PAYMENT_FAILURE_KINDS,
    ...(keyof typeof PAYMENT_FAILURE_KINDS)[],
  ],
);
const GrantSizeSchema = z.enum(GRANT_SIZES);

export const PaymentIdParamsSchema = z.strictObject({ id: recordIdParam('payment id') });

const NamedSchema = z.object({ id: recordId('id'), name: text('name') });
const DropsAmountSchema = drops('amountDrops');

/** A sum of drops, which may be zero ("0"). */
export function dropsSum(field = 'drops') {
  return text(field).regex(/^(0|[1-9][0-9]{0,17})$/, `${field} must be whole drops as a string`);
}

// --- A cohort's grants -----------------------------------------------------------------------

/** The latest payment of a grant, as the grants table shows it. */
export const GrantLastPaymentSchema = z.object({
  id: recordId('id'),
  status: PaymentStatusSchema,
  failureReason: text('failureReason').nullable(),
  txHash: text('txHash').nullable(),
  explorerUrl: text('explorerUrl').nullable(),
  at: text('at'),
});

/** One grant: a contributor's one grant in a cohort and its state. */
export const GrantRowSchema = z.object({
  id: recordId('id'),
  applicationId: recordId('applicationId'),
  contributor: NamedSchema,
  nominations: z.array(z.object({ id: recordId('id'), projects: z.array(NamedSchema) })),
  size: GrantSizeSchema,
  amountDrops: DropsAmountSchema,
  state: GrantStateSchema,
  /** What it waits for, why it went back to the pool, or why its last payment failed. */
  reasons: z.array(text('reason')),
  /** The registered address it would be paid to, if any. */
  destination: text('destination').nullable(),
  lastPayment: GrantLastPaymentSchema.nullable(),
  /** An ambiguously reported payment is settled after this ledger. */
  retryAfterLedger: z.number().int().nullable(),
});
export type GrantRow = z.infer<typeof GrantRowSchema>;

export const CohortPaymentTotalsSchema = z.object({
  grants: z.number().int(),
  approvedDrops: dropsSum(),
  paidDrops: dropsSum(),
  inFlightDrops: dropsSum(),
  payableDrops: dropsSum(),
  waitingDrops: dropsSum(),
  returnedDrops: dropsSum(),
  /** The cohort the returned amount is carried to (the next one), if it exists yet. */
  carriedTo: NamedSchema.nullable(),
  /** Amounts returned to the pool by earlier cohorts and carried to this one. */
  carriedFrom: z.array(NamedSchema.extend({ drops: dropsSum() })),
});
export type CohortPaymentTotals = z.infer<typeof CohortPaymentTotalsSchema>;

/**
 * The programme wallet's funds in the last validated ledger: its balance, the reserve the ledger
 * keeps back, the payments from it still open (awaiting the wallet or the ledger, which the
 * balance does not show yet), and what it can pay (the balance less the reserve and the open
 * payments, never below zero).
 */
export const ProgrammeFundsSchema = z.object({
  balanceDrops: dropsSum(),
  reserveDrops: dropsSum(),
  openDrops: dropsSum(),
  spendableDrops: dropsSum(),
});
export type ProgrammeFunds = z.infer<typeof ProgrammeFundsSchema>;

/**
 * GET /api/cohorts/{id}/payments: the payments page of one cohort whose distribution is approved.
 */
export const CohortPaymentsSchema = z.object({
  cohort: NamedSchema.extend({ period: CohortPeriodSchema }),
  /** The configured programme wallet: every grant is paid from it. */
  programmeAddress: text('programmeAddress'),
  /** The ledger's last validated ledger index, when the node answered. */
  validatedLedger: z.number().int().nullable(),
  /** The programme wallet's funds, when the node answered. */
  programmeFunds: ProgrammeFundsSchema.nullable(),
  totals: CohortPaymentTotalsSchema,
  grants: z.array(GrantRowSchema),
  /** Grants paid twice (a wallet that reported a decline and still submitted): an alert. */
  duplicates: z.array(
    z.object({
      paymentId: recordId('paymentId'),
      grantId: recordId('grantId'),
      txHash: text('txHash'),
    }),
  ),
});
export type CohortPayments = z.infer<typeof CohortPaymentsSchema>;

/** GET /api/payments/cohorts: the cohorts whose distribution is approved, newest first. */
export const PaymentCohortsSchema = z.object({
  cohorts: z.array(
    NamedSchema.extend({
      period: CohortPeriodSchema,
      grants: z.number().int(),
      paid: z.number().int(),
      payable: z.number().int(),
      inFlight: z.number().int(),
      /** Grants returned to the pool: counted in `grants`, not among those to pay. */
      returned: z.number().int(),
      approvedDrops: dropsSum(),
      paidDrops: dropsSum(),
    }),
  ),
});
export type PaymentCohorts = z.infer<typeof PaymentCohortsSchema>;

// --- Batches ---------------------------------------------------------------------------------

const batchSizeError = `grantIds: ${PAYMENT_BATCH_SIZE_MESSAGE}`;

export const CreatePaymentBatchRequestSchema = z.strictObject({
  cohortId: recordId('cohortId', { required: true }),
  grantIds: z
    .array(recordId('grantIds'), {
      error: (issue) =>
        isMissing(issue.input) ? 'grantIds is required' : 'grantIds must be a list of grant ids',
    })
    .min(1, batchSizeError)
    .max(MAX_PAYMENT_BATCH, batchSizeError)
    .refine((ids) => new Set(ids).size === ids.length, 'grantIds must not name a grant twice'),
});
export type CreatePaymentBatchRequest = z.infer<typeof CreatePaymentBatchRequestSchema>;

/** The transaction of one grant payment, built by the server; the wallet signs it. */
export const GrantPaymentTransactionSchema = z.object({
  TransactionType: z.literal('Payment'),
  Account: text('Account'),
  Destination: text('Destination'),
  Amount: DropsAmountSchema,
  LastLedgerSequence: z.number().int(),
  Memos: z.array(
    z.object({
      Memo: z.object({
        MemoType: text('MemoType'),
        MemoFormat: text('MemoFormat'),
        MemoData: text('MemoData'),
      }),
    }),
  ),
  /** Only for networks above 1024, as the wallets expect. */
  NetworkID: z.number().int().optional(),
});
export type GrantPaymentTransaction = z.infer<typeof GrantPaymentTransactionSchema>;

/** POST /api/payments/batches (201): one payment per grant, created before any signing. */
export const PaymentBatchSchema = z.object({
  batch: z.object({
    id: recordId('id'),
    walletAddress: text('walletAddress'),
    walletKind: WalletKindSchema,
  }),
  payments: z.array(
    z.object({
      id: recordId('id'),
      grantId: recordId('grantId'),
      contributorName: text('contributorName'),
      destination: text('destination'),
      amountDrops: DropsAmountSchema,
      transaction: GrantPaymentTransactionSchema,
    }),
  ),
  totalDrops: dropsSum(),
});
export type PaymentBatch = z.infer<typeof PaymentBatchSchema>;

export const RecordPaymentTransactionRequestSchema = z.strictObject({
  /** As a voter's registration takes it; kept upper-case, as the ledger writes hashes. */
  transactionHash: TransactionHashSchema.transform((hash) => hash.toUpperCase()),
});
export type RecordPaymentTransactionRequest = z.input<typeof RecordPaymentTransactionRequestSchema>;

export const ReportPaymentFailureRequestSchema = z.strictObject({
  code: z.enum(PAYMENT_FAILURE_CODES, {
    error: (issue) =>
      isMissing(issue.input)
        ? 'code is required'
        : `code must be one of ${PAYMENT_FAILURE_CODES.join(', ')}`,
  }),
  /**
   * For a Xaman payment: its payload. The server confirms an expiry or a rejection with Xaman for
   * every payload it made for the payment, whether named here or not.
   */
  xamanPayloadId: PayloadIdSchema.optional(),
  secret: PayloadSecretSchema.optional(),
});
export type ReportPaymentFailureRequest = z.infer<typeof ReportPaymentFailureRequestSchema>;

/** A payment after the page reported its transaction or its failure. */
export const PaymentViewSchema = z.object({
  id: recordId('id'),
  status: PaymentStatusSchema,
  grantId: recordId('grantId'),
  txHash: text('txHash').nullable(),
  explorerUrl: text('explorerUrl').nullable(),
  failureKind: PaymentFailureKindSchema.nullable(),
  failureReason: text('failureReason').nullable(),
  retryAfterLedger: z.number().int().nullable(),
});
export type PaymentView = z.infer<typeof PaymentViewSchema>;

// --- One payment -----------------------------------------------------------------------------

/** What the server read on the ledger for a paid payment. */
export const LedgerFactsSchema = z.object({
  ledgerIndex: z.number().int(),
  closeTime: text('closeTime').nullable(),
  result: text('result'),
  account: text('account'),
  destination: text('destination'),
  deliveredDrops: text('deliveredDrops').nullable(),
  flags: z.number().int(),
  lastLedgerSequence: z.number().int().nullable(),
  memo: text('memo').nullable(),
  networkId: z.number().int().nullable(),
  checkedAt: text('checkedAt'),
});
export type LedgerFacts = z.infer<typeof LedgerFactsSchema>;

/** GET /api/payments/{id}: the payment's page. */
export const PaymentDetailSchema = z.object({
  id: recordId('id'),
  status: PaymentStatusSchema,
  failureKind: PaymentFailureKindSchema.nullable(),
  failureReason: text('failureReason').nullable(),
  cohort: NamedSchema,
  grant: z.object({
    id: recordId('id'),
    applicationId: recordId('applicationId'),
    /** The nomination whose final size the grant pays. */
    nominationId: recordId('nominationId'),
    size: GrantSizeSchema,
    amountDrops: DropsAmountSchema,
    state: GrantStateSchema,
  }),
  recipient: z.object({
    contributorId: recordId('contributorId'),
    name: text('name'),
    address: text('address'),
  }),
  source: text('source'),
  /** The memo's text: `<host>/payments/<id>`. */
  memo: text('memo'),
  lastLedgerSequence: z.number().int(),
  createdLedgerIndex: z.number().int(),
  batch: z.object({
    id: recordId('id'),
    createdBy: text('createdBy'),
    walletKind: WalletKindSchema,
    createdAt: text('createdAt'),
    size: z.number().int(),
  }),
  history: z.array(
    z.object({
      status: PaymentStatusSchema,
      at: text('at'),
      /** The admin's email; null when Glow changed it while checking the ledger. */
      by: text('by').nullable(),
      reason: text('reason').nullable(),
    }),
  ),
  transaction: z
    .object({
      hash: text('hash'),
      explorerUrl: text('explorerUrl'),
      facts: LedgerFactsSchema.nullable(),
      checks: z.array(
        z.object({
          name: text('name'),
          expected: text('expected'),
          actual: text('actual').nullable(),
          ok: z.boolean(),
        }),
      ),
    })
    .nullable(),
  /** The grant's other payments, newest first. */
  otherAttempts: z.array(
    z.object({ id: recordId('id'), status: PaymentStatusSchema, at: text('at') }),
  ),
});
export type PaymentDetail = z.infer<typeof PaymentDetailSchema>;

/** POST /api/payments/reconcile. */
export const ReconcileResultSchema = z.object({
  /** Payments in flight that were looked for on the ledger. */
  checked: z.number().int(),
  paid: z.array(recordId('id')),
  failed: z.array(recordId('id')),
  duplicates: z.array(recordId('id')),
  stillInFlight: z.array(recordId('id')),
  /** The last validated ledger read; null when nothing was in flight (the ledger was not asked). */
  scannedToLedger: z.number().int().nullable(),
});
export type ReconcileResult = z.infer<typeof ReconcileResultSchema>;

/** The payments export's optional filter. */
export const ExportPaymentsQuerySchema = z.strictObject({
  cohortId: recordIdParam('cohortId').optional(),
});
export type ExportPaymentsQuery = z.input<typeof ExportPaymentsQuerySchema>;

/** A CSV answer (RFC 4180, UTF-8; `text/csv`): the browser downloads it, never parses it. */
export const CsvSchema = text('csv');
