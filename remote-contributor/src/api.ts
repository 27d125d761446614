import * as ROUTES from '@glow/contract/routes';
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
import { changedTags, listTag } from '@glow/shared-api/cacheTags';

/**
 * The contributor's calls: their applications, the documents they accept, the eligibility
 * answers, the wallet proof, the details and KYC. Every write changes the steps of the
 * applications, which every page of the area reads: a step of one application refreshes it and
 * the list, a document or the wallet (every application's step) all of them ('Application').
 */
export const contributorApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    listMyApplications: build.query({
      ...contractCall(ROUTES.listMyApplications),
      providesTags: [listTag('Application')],
    }),
    readContributorDocument: build.query({
      ...contractCall(ROUTES.readContributorDocument, (document: ContributorDocument) => ({
        pathParams: { document },
      })),
      providesTags: ['Application'],
    }),
    acceptContributorDocument: build.mutation({
      ...contractCall(
        ROUTES.acceptContributorDocument,
        ({ document, version }: { document: AcceptedDocument; version: string }) => ({
          pathParams: { document },
          payload: { version },
        }),
      ),
      invalidatesTags: ['Application'],
    }),
    answerEligibility: build.mutation({
      ...contractCall(
        ROUTES.answerEligibility,
        ({ id, answers }: { id: number; answers: EligibilityAnswers }) => ({
          pathParams: { id },
          payload: answers,
        }),
      ),
      invalidatesTags: (_answer, _error, { id }) => changedTags('Application', id),
    }),
    walletRegistrationChallenge: build.mutation({
      ...contractCall(
        ROUTES.walletRegistrationChallenge,
        (payload: WalletRegistrationChallengeRequest) => ({
          payload,
        }),
      ),
    }),
    walletRegistrationXamanPayload: build.mutation(
      contractCall(ROUTES.walletRegistrationXamanPayload),
    ),
    registerWallet: build.mutation({
      ...contractCall(ROUTES.registerWallet, (payload: RegisterWalletRequest) => ({ payload })),
      invalidatesTags: ['Application'],
    }),
    registerXamanWallet: build.mutation({
      ...contractCall(
        ROUTES.registerXamanWallet,
        ({ payloadId, secret }: { payloadId: string; secret: string }) => ({
          pathParams: { payloadId },
          payload: { secret },
        }),
      ),
      invalidatesTags: ['Application'],
    }),
    submitApplicationDetails: build.mutation({
      ...contractCall(
        ROUTES.submitApplicationDetails,
        ({ id, details }: { id: number; details: SubmitApplicationDetailsRequest }) => ({
          pathParams: { id },
          payload: details,
        }),
      ),
      invalidatesTags: (_answer, _error, { id }) => changedTags('Application', id),
    }),
    startKyc: build.mutation({
      ...contractCall(ROUTES.startKyc, (id: number) => ({ pathParams: { id } })),
      invalidatesTags: (_answer, _error, id) => changedTags('Application', id),
    }),
    readKyc: build.query(contractCall(ROUTES.readKyc, (id: number) => ({ pathParams: { id } }))),
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
