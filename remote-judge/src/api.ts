import type {
  AssessRequest,
  ConsensusRequest,
  EvaluationListQuery,
  RecuseRequest,
  ReviewQuery,
} from '@glow/contract';
import { baseApi, contractCall } from '@glow/shared-api';

export const EVALUATIONS_PAGE_SIZE = 20;
export const REVIEW_PAGE_SIZE = 20;

/**
 * The judge's calls (the admin's judging calls, excusals and reminders, are remote-admin's). An
 * assessment, recusal or consensus changes the lists, the review and the distribution
 * ('Assessment' and 'Distribution'); an approval changes the distribution.
 */
export const judgeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    judgeSummary: build.query({
      ...contractCall('judgeSummary', () => ({ method: 'GET', url: '/assessments/summary' })),
      providesTags: ['Assessment', 'Distribution', 'Cohort'],
    }),
    listEvaluations: build.query({
      ...contractCall(
        'listEvaluations',
        ({ cohortId, ...payload }: { cohortId: number } & EvaluationListQuery) => ({
          method: 'GET',
          url: '/cohorts/{id}/evaluations',
          pathParams: { id: cohortId },
          payload,
        }),
      ),
      providesTags: ['Assessment', 'Cohort'],
    }),
    getEvaluation: build.query({
      ...contractCall('getEvaluation', (nominationId: number) => ({
        method: 'GET',
        url: '/nominations/{id}/evaluation',
        pathParams: { id: nominationId },
      })),
      providesTags: ['Assessment', 'Distribution'],
    }),
    createAssessment: build.mutation({
      ...contractCall(
        'createAssessment',
        ({ nominationId, assessment }: { nominationId: number; assessment: AssessRequest }) => ({
          method: 'POST',
          url: '/nominations/{id}/assessments',
          pathParams: { id: nominationId },
          payload: assessment,
        }),
      ),
      // A refusal (locked, already assessed) refreshes too: the page then shows why.
      invalidatesTags: ['Assessment', 'Distribution'],
    }),
    reviseAssessment: build.mutation({
      ...contractCall(
        'reviseAssessment',
        ({ id, assessment }: { id: number; assessment: AssessRequest }) => ({
          method: 'PATCH',
          url: '/assessments/{id}',
          pathParams: { id },
          payload: assessment,
        }),
      ),
      invalidatesTags: ['Assessment', 'Distribution'],
    }),
    recuse: build.mutation({
      ...contractCall(
        'recuse',
        ({ nominationId, ...payload }: { nominationId: number } & RecuseRequest) => ({
          method: 'POST',
          url: '/nominations/{id}/recusals',
          pathParams: { id: nominationId },
          payload,
        }),
      ),
      invalidatesTags: ['Assessment', 'Distribution'],
    }),
    recordConsensus: build.mutation({
      ...contractCall(
        'recordConsensus',
        ({ nominationId, ...payload }: { nominationId: number } & ConsensusRequest) => ({
          method: 'PUT',
          url: '/nominations/{id}/consensus-size',
          pathParams: { id: nominationId },
          payload,
        }),
      ),
      invalidatesTags: ['Assessment', 'Distribution'],
    }),
    getReview: build.query({
      ...contractCall(
        'getReview',
        ({ cohortId, ...payload }: { cohortId: number } & ReviewQuery) => ({
          method: 'GET',
          url: '/cohorts/{id}/review',
          pathParams: { id: cohortId },
          payload,
        }),
      ),
      providesTags: ['Assessment', 'Distribution'],
    }),
    getDistribution: build.query({
      ...contractCall('getDistribution', (cohortId: number) => ({
        method: 'GET',
        url: '/cohorts/{id}/distribution',
        pathParams: { id: cohortId },
      })),
      providesTags: ['Distribution', 'Assessment'],
    }),
    approveDistribution: build.mutation({
      ...contractCall('approveDistribution', (cohortId: number) => ({
        method: 'POST',
        url: '/cohorts/{id}/distribution/approvals',
        pathParams: { id: cohortId },
      })),
      invalidatesTags: ['Distribution', 'Cohort'],
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
  useGetDistributionQuery,
  useApproveDistributionMutation,
} = judgeApi;
