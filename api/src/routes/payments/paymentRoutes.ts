import type { Handlers } from '../../http/handler';
import { notBuiltYet } from '../../http/notBuiltYet';

/** Grants paid from the programme's wallet and proven on the ledger (issue 18; WP-1 builds them). */
export const paymentRoutes: Pick<
  Handlers,
  | 'listPaymentCohorts'
  | 'listCohortPayments'
  | 'createPaymentBatch'
  | 'recordPaymentTransaction'
  | 'reportPaymentFailure'
  | 'reconcilePayments'
  | 'readPayment'
> = {
  listPaymentCohorts: notBuiltYet,
  listCohortPayments: notBuiltYet,
  createPaymentBatch: notBuiltYet,
  recordPaymentTransaction: notBuiltYet,
  reportPaymentFailure: notBuiltYet,
  reconcilePayments: notBuiltYet,
  readPayment: notBuiltYet,
};
