import type {
  RegisterWalletRequest,
  SubmitApplicationDetailsRequest,
  WalletRegistrationChallengeRequest,
} from '@glow/contract';
import {
  baseApi,
  contractCall,
  type AcceptedDocument,
  type ContributorDocument,
  type EligibilityAnswers,
} from '@glow/shared-api';

/**
 * The contributor's calls: their applications, the documents they accept, the eligibility
 * answers, the wallet proof, the details and KYC. Every write changes the steps of the
 * application ('Application'), which every page of the area reads.
 */
export const contributorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listMyApplications: build.query({
      ...contractCall('listMyApplications', () => ({
        method: 'GET',
        url: '/contributor/applications',
      })),
      providesTags: ['Application'],
    }),
    readContributorDocument: build.query({
      ...contractCall('readContributorDocument', (document: ContributorDocument) => ({
        method: 'GET',
        url: '/contributor/documents/{document}',
        pathParams: { document },
      })),
      providesTags: ['Application'],
    }),
    acceptContributorDocument: build.mutation({
      ...contractCall(
        'acceptContributorDocument',
        ({ document, version }: { document: AcceptedDocument; version: string }) => ({
          method: 'POST',
          url: '/contributor/documents/{document}/acceptance',
          pathParams: { document },
          payload: { version },
        }),
      ),
      invalidatesTags: ['Application'],
    }),
    answerEligibility: build.mutation({
      ...contractCall(
        'answerEligibility',
        ({ id, answers }: { id: number; answers: EligibilityAnswers }) => ({
          method: 'PUT',
          url: '/contributor/applications/{id}/eligibility',
          pathParams: { id },
          payload: answers,
        }),
      ),
      invalidatesTags: ['Application'],
    }),
    walletRegistrationChallenge: build.mutation({
      ...contractCall(
        'walletRegistrationChallenge',
        (payload: WalletRegistrationChallengeRequest) => ({
          method: 'POST',
          url: '/contributor/wallet/challenge',
          payload,
        }),
      ),
    }),
    walletRegistrationXamanPayload: build.mutation({
      ...contractCall('walletRegistrationXamanPayload', () => ({
        method: 'POST',
        url: '/contributor/wallet/xaman',
      })),
    }),
    registerWallet: build.mutation({
      ...contractCall('registerWallet', (payload: RegisterWalletRequest) => ({
        method: 'POST',
        url: '/contributor/wallet',
        payload,
      })),
      invalidatesTags: ['Application'],
    }),
    registerXamanWallet: build.mutation({
      ...contractCall(
        'registerXamanWallet',
        ({ payloadId, secret }: { payloadId: string; secret: string }) => ({
          method: 'POST',
          url: '/contributor/wallet/xaman/{payloadId}',
          pathParams: { payloadId },
          payload: { secret },
        }),
      ),
      invalidatesTags: ['Application'],
    }),
    submitApplicationDetails: build.mutation({
      ...contractCall(
        'submitApplicationDetails',
        ({ id, details }: { id: number; details: SubmitApplicationDetailsRequest }) => ({
          method: 'PUT',
          url: '/contributor/applications/{id}/details',
          pathParams: { id },
          payload: details,
        }),
      ),
      invalidatesTags: ['Application'],
    }),
    startKyc: build.mutation({
      ...contractCall('startKyc', (id: number) => ({
        method: 'POST',
        url: '/contributor/applications/{id}/kyc',
        pathParams: { id },
      })),
      invalidatesTags: ['Application'],
    }),
    readKyc: build.query({
      ...contractCall('readKyc', (id: number) => ({
        method: 'GET',
        url: '/contributor/applications/{id}/kyc',
        pathParams: { id },
      })),
    }),
  }),
});

export const {
  useListMyApplicationsQuery,
  useReadContributorDocumentQuery,
  useAcceptContributorDocumentMutation,
  useAnswerEligibilityMutation,
  useWalletRegistrationChallengeMutation,
  useWalletRegistrationXamanPayloadMutation,
  useRegisterWalletMutation,
  useRegisterXamanWalletMutation,
  useSubmitApplicationDetailsMutation,
  useStartKycMutation,
  useReadKycQuery,
} = contributorApi;
