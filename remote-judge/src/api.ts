import * as ROUTES from '@glow/contract/routes';
import type {
  AssessRequest,
  ConsensusRequest,
  EvaluationListQuery,
  RecuseRequest,
  ReviewQuery,
} from '@glow/contract';
import { baseApi, contractCall } from '@glow/shared-api';
import { changedTags, listTag } from '@glow/shared-api/cacheTags';

export const EVALUATIONS_PAGE_SIZE = 20;
export const REVIEW_PAGE_SIZE = 20;

/** What any change to assessments makes stale: the lists, the review, the distributions. */
const ASSESSED = ['Assessment', listTag('Distribution')] as const;

/** A change to nomination `id`'s assessments: its evaluation too, not other nominations'. */
const assessed = (id: number) => [{ type: 'Nomination', id } as const, ...ASSESSED];

/**
 * The judge's calls (the admin's judging calls, excusals and reminders, are remote-admin's; the
 * distribution, which admins read too, is @glow/shared-api/sharedEndpoints'). An
 * assessment, recusal or consensus changes its nomination's evaluation, the lists, the review and
 * the distribution; an approval changes the cohort's distribution and, once every judge
 * approved, locks the cohort's evaluations.
 */
export const judgeApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    judgeSummary: build.query({
      ...contractCall(ROUTES.judgeSummary),
      providesTags: ['Assessment', listTag('Distribution'), listTag('Cohort')],
    }),
    listEvaluations: build.query({
      ...contractCall(
        ROUTES.listEvaluations,
        ({ cohortId, ...payload }: { cohortId: number } & EvaluationListQuery) => ({
          pathParams: { id: cohortId },
          payload,
        }),
      ),
      providesTags: (_list, _error, { cohortId }) => [
        'Assessment',
        { type: 'Cohort', id: cohortId },
      ],
    }),
    getEvaluation: build.query({
      ...contractCall(ROUTES.getEvaluation, (nominationId: number) => ({
        pathParams: { id: nominationId },
      })),
      // The cohort's distribution, once approved, locks the evaluation.
      providesTags: (evaluation, _error, nominationId) => [
        { type: 'Nomination', id: nominationId },
        ...(evaluation ? [{ type: 'Distribution' as const, id: evaluation.cohort.id }] : []),
      ],
    }),
    createAssessment: build.mutation({
      ...contractCall(
        ROUTES.createAssessment,
        ({ nominationId, assessment }: { nominationId: number; assessment: AssessRequest }) => ({
          pathParams: { id: nominationId },
          payload: assessment,
        }),
      ),
      // A refusal (locked, already assessed) refreshes too: the page then shows why.
      invalidatesTags: (_answer, _error, { nominationId }) => assessed(nominationId),
    }),
    reviseAssessment: build.mutation({
      ...contractCall(
        ROUTES.reviseAssessment,
        ({ id, assessment }: { id: number; assessment: AssessRequest }) => ({
          pathParams: { id },
          payload: assessment,
        }),
      ),
      // The assessment's nomination is in the answer; a refusal refreshes every evaluation.
      invalidatesTags: (outcome) =>
        outcome ? assessed(outcome.assessment.nominationId) : ['Nomination', ...ASSESSED],
    }),
    recuse: build.mutation({
      ...contractCall(
        ROUTES.recuse,
        ({ nominationId, ...payload }: { nominationId: number } & RecuseRequest) => ({
          pathParams: { id: nominationId },
          payload,
        }),
      ),
      invalidatesTags: (_answer, _error, { nominationId }) => assessed(nominationId),
    }),
    recordConsensus: build.mutation({
      ...contractCall(
        ROUTES.recordConsensus,
        ({ nominationId, ...payload }: { nominationId: number } & ConsensusRequest) => ({
          pathParams: { id: nominationId },
          payload,
        }),
      ),
      invalidatesTags: (_answer, _error, { nominationId }) => assessed(nominationId),
    }),
    getReview: build.query({
      ...contractCall(
        ROUTES.getReview,
        ({ cohortId, ...payload }: { cohortId: number } & ReviewQuery) => ({
          pathParams: { id: cohortId },
          payload,
        }),
      ),
      providesTags: ['Assessment', listTag('Distribution')],
    }),
    approveDistribution: build.mutation({
      ...contractCall(ROUTES.approveDistribution, (cohortId: number) => ({
        pathParams: { id: cohortId },
      })),
      invalidatesTags: (_answer, _error, cohortId) => [
        ...changedTags('Distribution', cohortId),
        ...changedTags('Cohort', cohortId),
      ],
    }),
  }),
});

export const {
  useJudgeSummaryQuery,
  useListEvaluationsQuery,
  useGetEvaluationQuery,
  useCreateAssessmentMutation,
  useReviseAssessmentMutation,
  useRecuseMutation,
  useRecordConsensusMutation,
  useGetReviewQuery,
  useApproveDistributionMutation,
} = judgeApi;
