import * as ROUTES from '@glow/contract/routes';
import type {
  ApplicationReasonRequest,
  CancelCohortRequest,
  ExcuseRequest,
  ListCohortApplicationsQuery,
  ListCohortNominationsQuery,
  MoveCohortRequest,
  UpdateCohortRequest,
  UpdateProjectRequest,
} from '@glow/contract';
import { baseApi, contractCall } from '@glow/shared-api';
import { changedTags, listTag } from '@glow/shared-api/cacheTags';

export const LOGS_PAGE_SIZE = 25;
export const COHORTS_PAGE_SIZE = 20;
export const COHORT_NOMINATIONS_PAGE_SIZE = 20;
export const PROJECTS_PAGE_SIZE = 20;
export const APPLICATIONS_PAGE_SIZE = 20;

/** An admin's decision on an application that carries a reason. */
type ReasonedDecision = { id: number } & ApplicationReasonRequest;

/**
 * The admin area's calls (the projects and a cohort's distribution are calls other areas make too:
 * @glow/shared-api/sharedEndpoints). Every change is written to the audit log, so it refreshes
 * the log too.
 */
export const adminApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    listLogs: build.query({
      ...contractCall(ROUTES.listLogs),
      providesTags: ['Log'],
    }),
    adminDashboard: build.query({
      ...contractCall(ROUTES.adminDashboard),
      // What waits on admins: applications, KYC results, judges' assessments, payable grants.
      providesTags: [
        listTag('Cohort'),
        listTag('Nomination'),
        'Project',
        listTag('Application'),
        'Assessment',
        listTag('Distribution'),
        listTag('Payment'),
        'ContactMessage',
      ],
    }),
    listCohorts: build.query({
      ...contractCall(ROUTES.listCohorts),
      providesTags: [listTag('Cohort')],
    }),
    cohortDefaults: build.query({
      ...contractCall(ROUTES.cohortDefaults),
      providesTags: [listTag('Cohort')],
    }),
    getCohort: build.query({
      ...contractCall(ROUTES.getCohort, (id: number) => ({ pathParams: { id } })),
      providesTags: (_cohort, _error, id) => [{ type: 'Cohort', id }],
    }),
    listCohortNominations: build.query({
      ...contractCall(
        ROUTES.listCohortNominations,
        ({ id, ...payload }: { id: number } & ListCohortNominationsQuery) => ({
          pathParams: { id },
          payload,
        }),
      ),
      providesTags: (_list, _error, { id }) => [{ type: 'Cohort', id }, listTag('Nomination')],
    }),
    startCohort: build.mutation({
      ...contractCall(ROUTES.startCohort),
      invalidatesTags: ['Cohort', 'Nomination', 'Log'],
    }),
    updateCohort: build.mutation({
      ...contractCall(
        ROUTES.updateCohort,
        ({ id, changes }: { id: number; changes: UpdateCohortRequest }) => ({
          pathParams: { id },
          payload: changes,
        }),
      ),
      invalidatesTags: (_answer, _error, { id }) => [...changedTags('Cohort', id), 'Log'],
    }),
    moveCohort: build.mutation({
      ...contractCall(
        ROUTES.moveCohort,
        ({ id, ...payload }: { id: number } & MoveCohortRequest) => ({
          pathParams: { id },
          payload,
        }),
      ),
      // A refused move also refreshes: the cohort may have moved on in another tab, the grants
      // going back to the pool may have changed. A close ends applications and grants.
      invalidatesTags: ['Cohort', 'Nomination', 'Application', 'Payment', 'Log'],
    }),
    cohortClosing: build.query({
      ...contractCall(ROUTES.cohortClosing, (id: number) => ({ pathParams: { id } })),
      providesTags: (_closing, _error, id) => [
        { type: 'Cohort', id },
        listTag('Application'),
        listTag('Payment'),
      ],
    }),
    cancelCohort: build.mutation({
      ...contractCall(
        ROUTES.cancelCohort,
        ({ id, ...payload }: { id: number } & CancelCohortRequest) => ({
          pathParams: { id },
          payload,
        }),
      ),
      invalidatesTags: ['Cohort', 'Nomination', 'Application', 'Log'],
    }),
    excuseJudge: build.mutation({
      ...contractCall(
        ROUTES.excuseJudge,
        ({ id, judgeId, ...payload }: { id: number; judgeId: number } & ExcuseRequest) => ({
          pathParams: { id, judgeId },
          payload,
        }),
      ),
      // The cohort's approvals count and its move to distribution change with the panel.
      invalidatesTags: (_answer, _error, { id }) => [
        ...changedTags('Distribution', id),
        ...changedTags('Cohort', id),
        'Log',
      ],
    }),
    unexcuseJudge: build.mutation({
      ...contractCall(ROUTES.unexcuseJudge, ({ id, judgeId }: { id: number; judgeId: number }) => ({
        pathParams: { id, judgeId },
      })),
      invalidatesTags: (_answer, _error, { id }) => [
        ...changedTags('Distribution', id),
        ...changedTags('Cohort', id),
        'Log',
      ],
    }),
    remindJudges: build.mutation({
      ...contractCall(ROUTES.remindJudges, (id: number) => ({ pathParams: { id } })),
      // A refused reminder also refreshes: another admin may have just sent one.
      invalidatesTags: (_answer, _error, id) => [...changedTags('Cohort', id), 'Log'],
    }),
    listCohortApplications: build.query({
      ...contractCall(
        ROUTES.listCohortApplications,
        ({ id, ...payload }: { id: number } & ListCohortApplicationsQuery) => ({
          pathParams: { id },
          payload,
        }),
      ),
      providesTags: [listTag('Application')],
    }),
    readApplication: build.query({
      ...contractCall(ROUTES.readApplication, (id: number) => ({ pathParams: { id } })),
      providesTags: (_application, _error, id) => [{ type: 'Application', id }],
    }),
    // A refused decision also refreshes: another admin may have decided meanwhile.
    approveApplication: build.mutation({
      ...contractCall(ROUTES.approveApplication, (id: number) => ({ pathParams: { id } })),
      invalidatesTags: (_answer, _error, id) => [...changedTags('Application', id), 'Log'],
    }),
    returnApplication: build.mutation({
      ...contractCall(ROUTES.returnApplication, ({ id, ...payload }: ReasonedDecision) => ({
        pathParams: { id },
        payload,
      })),
      invalidatesTags: (_answer, _error, { id }) => [...changedTags('Application', id), 'Log'],
    }),
    requestKyc: build.mutation({
      ...contractCall(ROUTES.requestKyc, ({ id, ...payload }: ReasonedDecision) => ({
        pathParams: { id },
        payload,
      })),
      invalidatesTags: (_answer, _error, { id }) => [...changedTags('Application', id), 'Log'],
    }),
    reopenApplication: build.mutation({
      ...contractCall(ROUTES.reopenApplication, ({ id, ...payload }: ReasonedDecision) => ({
        pathParams: { id },
        payload,
      })),
      invalidatesTags: (_answer, _error, { id }) => [...changedTags('Application', id), 'Log'],
    }),
    remindApplicants: build.mutation({
      ...contractCall(ROUTES.remindApplicants, (id: number) => ({ pathParams: { id } })),
      invalidatesTags: ['Log'],
    }),
    updateProject: build.mutation({
      ...contractCall(
        ROUTES.updateProject,
        ({ id, changes }: { id: number; changes: UpdateProjectRequest }) => ({
          pathParams: { id },
          payload: changes,
        }),
      ),
      invalidatesTags: (_answer, error) => (error ? [] : ['Project', 'Log']),
    }),
  }),
});

export const {
  useListLogsQuery,
  useAdminDashboardQuery,
  useListCohortsQuery,
  useCohortDefaultsQuery,
  useGetCohortQuery,
  useListCohortNominationsQuery,
  useStartCohortMutation,
  useUpdateCohortMutation,
  useMoveCohortMutation,
  useCohortClosingQuery,
  useCancelCohortMutation,
  useExcuseJudgeMutation,
  useUnexcuseJudgeMutation,
  useRemindJudgesMutation,
  useListCohortApplicationsQuery,
  useReadApplicationQuery,
  useApproveApplicationMutation,
  useReturnApplicationMutation,
  useRequestKycMutation,
  useReopenApplicationMutation,
  useRemindApplicantsMutation,
  useUpdateProjectMutation,
} = adminApi;
