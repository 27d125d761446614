import * as ROUTES from '@glow/contract/routes';
import type { ReportPaymentFailureRequest } from '@glow/contract';
import { baseApi, contractCall } from '@glow/shared-api';
import { listTag } from '@glow/shared-api/cacheTags';

/** A payment's id with what the page reports about it. */
type PaymentReport<Request> = { id: number } & Request;

/**
 * The payments pages' calls. Kept apart from api.ts, which every admin page loads, so the
 * payments pages' chunks bring them.
 */
export const paymentsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // The grants' states change with every payment: the list and the cohorts' counts refresh
    // from the `Payment` tags. A batch's payments are recorded one by one without refreshing; the
    // page refreshes once when the batch ends (usePaymentBatch).
    listPaymentCohorts: build.query({
      ...contractCall(ROUTES.listPaymentCohorts),
      providesTags: [listTag('Payment')],
    }),
    listCohortPayments: build.query({
      ...contractCall(ROUTES.listCohortPayments, (id: number) => ({ pathParams: { id } })),
      providesTags: [listTag('Payment')],
    }),
    readPayment: build.query({
      ...contractCall(ROUTES.readPayment, (id: number) => ({ pathParams: { id } })),
      providesTags: (_payment, _error, id) => [{ type: 'Payment', id }],
    }),
    // Refused too, the list refreshes: another admin's batch may hold the grants now.
    createPaymentBatch: build.mutation({
      ...contractCall(ROUTES.createPaymentBatch),
      invalidatesTags: ['Payment', 'Log'],
    }),
    recordPaymentTransaction: build.mutation({
      ...contractCall(
        ROUTES.recordPaymentTransaction,
        ({ id, transactionHash }: { id: number; transactionHash: string }) => ({
          pathParams: { id },
          payload: { transactionHash },
        }),
      ),
    }),
    reportPaymentFailure: build.mutation({
      ...contractCall(
        ROUTES.reportPaymentFailure,
        ({ id, ...payload }: PaymentReport<ReportPaymentFailureRequest>) => ({
          pathParams: { id },
          payload,
        }),
      ),
    }),
    reconcilePayments: build.mutation({
      ...contractCall(ROUTES.reconcilePayments),
      invalidatesTags: (result) =>
        result && result.paid.length + result.failed.length + result.duplicates.length > 0
          ? ['Payment', 'Cohort', 'Log']
          : [],
    }),
  }),
});

export const {
  useListPaymentCohortsQuery,
  useListCohortPaymentsQuery,
  useReadPaymentQuery,
  useCreatePaymentBatchMutation,
  useRecordPaymentTransactionMutation,
  useReportPaymentFailureMutation,
  useReconcilePaymentsMutation,
} = paymentsApi;
