// Grants paid from the programme's wallet and proven on the ledger.
import type { Handlers } from '../http/handler';
import { createPaymentBatch, requireProgrammeWallet } from './grantPayments';
import { reconcilePayments } from './paymentReconcile';
import { recordPaymentTransaction, reportPaymentFailure } from './paymentOutcomes';
import { listPaymentCohorts, readCohortPayments, readPaymentDetail } from './paymentViews';

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
  listPaymentCohorts: (_request, { db }) => listPaymentCohorts(db),
  listCohortPayments: ({ params }, services) => readCohortPayments(services, params.id),
  async createPaymentBatch({ body, actor, wallet }, services) {
    const programmeWallet = requireProgrammeWallet(wallet, services.config);
    // A payment whose page was closed is settled first, so its grant is payable again or paid.
    await reconcilePayments(services, actor);
    return createPaymentBatch(services, actor, programmeWallet, body);
  },
  recordPaymentTransaction: ({ params, body, actor }, services) =>
    recordPaymentTransaction(services, actor, params.id, body.transactionHash),
  reportPaymentFailure: ({ params, body, actor }, services) =>
    reportPaymentFailure(services, actor, params.id, body),
  reconcilePayments: ({ actor }, services) => reconcilePayments(services, actor),
  readPayment: ({ params }, services) => readPaymentDetail(services, params.id),
};
