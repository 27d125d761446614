import type { ReportPaymentFailureRequest } from '@glow/contract';
import { baseApi, contractCall } from '@glow/shared-api';

/** A payment's id with what the page reports about it. */
type PaymentReport<Request> = { id: number } & Request;

/**
 * The payments pages' calls. Kept apart from api.ts, which every admin page loads, so the
 * payments pages' chunks bring them.
 */
export const paymentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The grants' states change with every payment: the list and the cohorts' counts refresh
    // from the `Payment` tag. A batch's payments are recorded one by one without refreshing; the
    // page refreshes once when the batch ends (usePaymentBatch).
    listPaymentCohorts: build.query({
      ...contractCall('listPaymentCohorts', () => ({ method: 'GET', url: '/payments/cohorts' })),
      providesTags: ['Payment'],
    }),
    listCohortPayments: build.query({
      ...contractCall('listCohortPayments', (id: number) => ({
        method: 'GET',
        url: '/cohorts/{id}/payments',
        pathParams: { id },
      })),
      providesTags: ['Payment'],
    }),
    readPayment: build.query({
      ...contractCall('readPayment', (id: number) => ({
        method: 'GET',
        url: '/payments/{id}',
        pathParams: { id },
      })),
      providesTags: ['Payment'],
    }),
    // Refused too, the list refreshes: another admin's batch may hold the grants now.
    createPaymentBatch: build.mutation({
      ...contractCall('createPaymentBatch', (payload) => ({
        method: 'POST',
        url: '/payments/batches',
        payload,
      })),
      invalidatesTags: ['Payment', 'Log'],
    }),
    recordPaymentTransaction: build.mutation({
      ...contractCall(
        'recordPaymentTransaction',
        ({ id, transactionHash }: { id: number; transactionHash: string }) => ({
          method: 'POST',
          url: '/payments/{id}/transaction',
          pathParams: { id },
          payload: { transactionHash },
        }),
      ),
    }),
    reportPaymentFailure: build.mutation({
      ...contractCall(
        'reportPaymentFailure',
        ({ id, ...payload }: PaymentReport<ReportPaymentFailureRequest>) => ({
          method: 'POST',
          url: '/payments/{id}/failure',
          pathParams: { id },
          payload,
        }),
      ),
    }),
    reconcilePayments: build.mutation({
      ...contractCall('reconcilePayments', () => ({ method: 'POST', url: '/payments/reconcile' })),
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
