// PROVISIONAL (judge-pages): replaced by WP-0's api.ts at its merge.
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

export const judgeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    judgeSummary: build.query({
      ...contractCall('judgeSummary', () => ({ method: 'GET', url: '/assessments/summary' })),
      providesTags: ['Nomination', 'Cohort'],
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
      providesTags: ['Nomination', 'Cohort'],
    }),
    getEvaluation: build.query({
      ...contractCall('getEvaluation', (id: number) => ({
        method: 'GET',
        url: '/nominations/{id}/evaluation',
        pathParams: { id },
      })),
      providesTags: ['Nomination', 'Cohort'],
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
      invalidatesTags: ['Nomination', 'Cohort'],
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
      invalidatesTags: ['Nomination', 'Cohort'],
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
      invalidatesTags: ['Nomination', 'Cohort'],
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
      invalidatesTags: ['Nomination', 'Cohort'],
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
      providesTags: ['Nomination', 'Cohort'],
    }),
    getDistribution: build.query({
      ...contractCall('getDistribution', (id: number) => ({
        method: 'GET',
        url: '/cohorts/{id}/distribution',
        pathParams: { id },
      })),
      providesTags: ['Nomination', 'Cohort'],
    }),
    approveDistribution: build.mutation({
      ...contractCall('approveDistribution', (id: number) => ({
        method: 'POST',
        url: '/cohorts/{id}/distribution/approvals',
        pathParams: { id },
      })),
      invalidatesTags: ['Nomination', 'Cohort'],
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
