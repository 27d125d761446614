// The payments' calls: the cohorts to pay, batches, the outcome of each payment and reconcile.
import * as ROUTES from './routes';
import { ADMIN, type Endpoint } from '../endpoint';
import { ErrorBodySchema, FieldErrorSchema } from '../common';
import { CohortIdParamsSchema } from '../programme/schemas';
import {
  CohortPaymentsSchema,
  CreatePaymentBatchRequestSchema,
  PaymentBatchSchema,
  PaymentCohortsSchema,
  PaymentDetailSchema,
  PaymentIdParamsSchema,
  PaymentViewSchema,
  ReconcileResultSchema,
  RecordPaymentTransactionRequestSchema,
  ReportPaymentFailureRequestSchema,
} from './schemas';

export const PAYMENTS_ENDPOINTS = {
  listPaymentCohorts: {
    ...ROUTES.listPaymentCohorts,
    access: ADMIN,
    summary:
      'The cohorts whose distribution is approved, newest first, with their grants paid and payable',
    tag: 'payments',
    response: PaymentCohortsSchema,
  },
  listCohortPayments: {
    ...ROUTES.listCohortPayments,
    access: ADMIN,
    summary:
      "A cohort's grants with their state (waiting for what, payable, in flight, paid, failed, returned to pool) and totals",
    tag: 'payments',
    params: CohortIdParamsSchema,
    response: CohortPaymentsSchema,
    errors: { 404: ErrorBodySchema, 409: ErrorBodySchema },
  },
  createPaymentBatch: {
    ...ROUTES.createPaymentBatch,
    access: ADMIN,
    summary:
      "Creates one payment per grant (1 to 50 of one cohort) before signing, each with its transaction; needs the programme's wallet connected",
    tag: 'payments',
    body: CreatePaymentBatchRequestSchema,
    response: PaymentBatchSchema,
    status: 201,
    errors: {
      400: FieldErrorSchema,
      404: ErrorBodySchema,
      409: ErrorBodySchema,
      502: ErrorBodySchema,
    },
    validationWords: 'spec',
  },
  recordPaymentTransaction: {
    ...ROUTES.recordPaymentTransaction,
    access: ADMIN,
    summary:
      "Records a payment's transaction hash once the ledger shows it validated and matching the payment",
    tag: 'payments',
    params: PaymentIdParamsSchema,
    body: RecordPaymentTransactionRequestSchema,
    response: PaymentViewSchema,
    errors: { 404: ErrorBodySchema, 409: ErrorBodySchema, 502: ErrorBodySchema },
  },
  reportPaymentFailure: {
    ...ROUTES.reportPaymentFailure,
    access: ADMIN,
    summary:
      'Records what the wallet reported for a payment it did not sign; a certain refusal makes the grant payable again',
    tag: 'payments',
    params: PaymentIdParamsSchema,
    body: ReportPaymentFailureRequestSchema,
    response: PaymentViewSchema,
    errors: { 404: ErrorBodySchema, 409: ErrorBodySchema, 502: ErrorBodySchema },
  },
  reconcilePayments: {
    ...ROUTES.reconcilePayments,
    access: ADMIN,
    summary:
      "Reads the programme account's transactions on the ledger and completes or fails every payment in flight",
    tag: 'payments',
    response: ReconcileResultSchema,
    errors: { 409: ErrorBodySchema, 502: ErrorBodySchema },
  },
  readPayment: {
    ...ROUTES.readPayment,
    access: ADMIN,
    summary: "A payment's grant, recipient, history, transaction and the ledger facts checked",
    tag: 'payments',
    params: PaymentIdParamsSchema,
    response: PaymentDetailSchema,
    errors: { 404: ErrorBodySchema },
  },
} as const satisfies Record<string, Endpoint>;
