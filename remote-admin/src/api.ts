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

export const USERS_PAGE_SIZE = 20;
export const LOGS_PAGE_SIZE = 25;
export const COHORTS_PAGE_SIZE = 20;
export const COHORT_NOMINATIONS_PAGE_SIZE = 20;
export const PROJECTS_PAGE_SIZE = 20;
export const APPLICATIONS_PAGE_SIZE = 20;

/** An admin's decision on an application that carries a reason. */
type ReasonedDecision = { id: number } & ApplicationReasonRequest;

/** The admin area's calls. Every change is written to the audit log, so it refreshes the log too. */
export const adminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query({
      ...contractCall('listUsers', (payload) => ({ method: 'GET', url: '/users', payload })),
      providesTags: ['User'],
    }),
    createUser: build.mutation({
      ...contractCall('createUser', (payload) => ({ method: 'POST', url: '/users', payload })),
      invalidatesTags: ['User', 'Log'],
    }),
    deleteUser: build.mutation({
      ...contractCall('deleteUser', (payload) => ({ method: 'DELETE', url: '/users', payload })),
      invalidatesTags: ['User', 'Log'],
    }),
    listLogs: build.query({
      ...contractCall('listLogs', (payload) => ({ method: 'GET', url: '/logs', payload })),
      providesTags: ['Log'],
    }),
    adminDashboard: build.query({
      ...contractCall('adminDashboard', () => ({ method: 'GET', url: '/dashboard' })),
      // What waits on admins: applications, KYC results, judges' assessments, payable grants.
      providesTags: [
        'Cohort',
        'Nomination',
        'Project',
        'Application',
        'Assessment',
        'Distribution',
        'Payment',
      ],
    }),
    listCohorts: build.query({
      ...contractCall('listCohorts', (payload) => ({ method: 'GET', url: '/cohorts', payload })),
      providesTags: ['Cohort'],
    }),
    cohortDefaults: build.query({
      ...contractCall('cohortDefaults', () => ({ method: 'GET', url: '/cohorts/defaults' })),
      providesTags: ['Cohort'],
    }),
    getCohort: build.query({
      ...contractCall('getCohort', (id: number) => ({
        method: 'GET',
        url: '/cohorts/{id}',
        pathParams: { id },
      })),
      providesTags: ['Cohort'],
    }),
    listCohortNominations: build.query({
      ...contractCall(
        'listCohortNominations',
        ({ id, ...payload }: { id: number } & ListCohortNominationsQuery) => ({
          method: 'GET',
          url: '/cohorts/{id}/nominations',
          pathParams: { id },
          payload,
        }),
      ),
      providesTags: ['Cohort', 'Nomination'],
    }),
    startCohort: build.mutation({
      ...contractCall('startCohort', (payload) => ({ method: 'POST', url: '/cohorts', payload })),
      invalidatesTags: ['Cohort', 'Nomination', 'Log'],
    }),
    updateCohort: build.mutation({
      ...contractCall(
        'updateCohort',
        ({ id, changes }: { id: number; changes: UpdateCohortRequest }) => ({
          method: 'PATCH',
          url: '/cohorts/{id}',
          pathParams: { id },
          payload: changes,
        }),
      ),
      invalidatesTags: ['Cohort', 'Log'],
    }),
    moveCohort: build.mutation({
      ...contractCall('moveCohort', ({ id, ...payload }: { id: number } & MoveCohortRequest) => ({
        method: 'POST',
        url: '/cohorts/{id}/period',
        pathParams: { id },
        payload,
      })),
      // A refused move also refreshes: the cohort may have moved on in another tab, the grants
      // going back to the pool may have changed. A close ends applications and grants.
      invalidatesTags: ['Cohort', 'Nomination', 'Application', 'Payment', 'Log'],
    }),
    cohortClosing: build.query({
      ...contractCall('cohortClosing', (id: number) => ({
        method: 'GET',
        url: '/cohorts/{id}/closing',
        pathParams: { id },
      })),
      providesTags: ['Cohort', 'Application', 'Payment'],
    }),
    cancelCohort: build.mutation({
      ...contractCall(
        'cancelCohort',
        ({ id, ...payload }: { id: number } & CancelCohortRequest) => ({
          method: 'POST',
          url: '/cohorts/{id}/cancel',
          pathParams: { id },
          payload,
        }),
      ),
      invalidatesTags: ['Cohort', 'Nomination', 'Application', 'Log'],
    }),
    getDistribution: build.query({
      ...contractCall('getDistribution', (id: number) => ({
        method: 'GET',
        url: '/cohorts/{id}/distribution',
        pathParams: { id },
      })),
      providesTags: ['Distribution'],
    }),
    excuseJudge: build.mutation({
      ...contractCall(
        'excuseJudge',
        ({ id, judgeId, ...payload }: { id: number; judgeId: number } & ExcuseRequest) => ({
          method: 'POST',
          url: '/cohorts/{id}/judges/{judgeId}/excusal',
          pathParams: { id, judgeId },
          payload,
        }),
      ),
      // The cohort's approvals count and its move to distribution change with the panel.
      invalidatesTags: ['Distribution', 'Cohort', 'Log'],
    }),
    unexcuseJudge: build.mutation({
      ...contractCall('unexcuseJudge', ({ id, judgeId }: { id: number; judgeId: number }) => ({
        method: 'DELETE',
        url: '/cohorts/{id}/judges/{judgeId}/excusal',
        pathParams: { id, judgeId },
      })),
      invalidatesTags: ['Distribution', 'Cohort', 'Log'],
    }),
    remindJudges: build.mutation({
      ...contractCall('remindJudges', (id: number) => ({
        method: 'POST',
        url: '/cohorts/{id}/judge-reminders',
        pathParams: { id },
      })),
      // A refused reminder also refreshes: another admin may have just sent one.
      invalidatesTags: ['Cohort', 'Log'],
    }),
    listCohortApplications: build.query({
      ...contractCall(
        'listCohortApplications',
        ({ id, ...payload }: { id: number } & ListCohortApplicationsQuery) => ({
          method: 'GET',
          url: '/cohorts/{id}/applications',
          pathParams: { id },
          payload,
        }),
      ),
      providesTags: ['Application'],
    }),
    readApplication: build.query({
      ...contractCall('readApplication', (id: number) => ({
        method: 'GET',
        url: '/applications/{id}',
        pathParams: { id },
      })),
      providesTags: ['Application'],
    }),
    // A refused decision also refreshes: another admin may have decided meanwhile.
    approveApplication: build.mutation({
      ...contractCall('approveApplication', (id: number) => ({
        method: 'POST',
        url: '/applications/{id}/approval',
        pathParams: { id },
      })),
      invalidatesTags: ['Application', 'Log'],
    }),
    returnApplication: build.mutation({
      ...contractCall('returnApplication', ({ id, ...payload }: ReasonedDecision) => ({
        method: 'POST',
        url: '/applications/{id}/return',
        pathParams: { id },
        payload,
      })),
      invalidatesTags: ['Application', 'Log'],
    }),
    requestKyc: build.mutation({
      ...contractCall('requestKyc', ({ id, ...payload }: ReasonedDecision) => ({
        method: 'POST',
        url: '/applications/{id}/kyc-request',
        pathParams: { id },
        payload,
      })),
      invalidatesTags: ['Application', 'Log'],
    }),
    reopenApplication: build.mutation({
      ...contractCall('reopenApplication', ({ id, ...payload }: ReasonedDecision) => ({
        method: 'POST',
        url: '/applications/{id}/reopen',
        pathParams: { id },
        payload,
      })),
      invalidatesTags: ['Application', 'Log'],
    }),
    remindApplicants: build.mutation({
      ...contractCall('remindApplicants', (id: number) => ({
        method: 'POST',
        url: '/cohorts/{id}/applications/reminders',
        pathParams: { id },
      })),
      invalidatesTags: ['Log'],
    }),
    listProjects: build.query({
      ...contractCall('listProjects', (payload) => ({ method: 'GET', url: '/projects', payload })),
      providesTags: ['Project'],
    }),
    createProject: build.mutation({
      ...contractCall('createProject', (payload) => ({
        method: 'POST',
        url: '/projects',
        payload,
      })),
      invalidatesTags: (_answer, error) => (error ? [] : ['Project', 'Log']),
    }),
    updateProject: build.mutation({
      ...contractCall(
        'updateProject',
        ({ id, changes }: { id: number; changes: UpdateProjectRequest }) => ({
          method: 'PATCH',
          url: '/projects/{id}',
          pathParams: { id },
          payload: changes,
        }),
      ),
      invalidatesTags: (_answer, error) => (error ? [] : ['Project', 'Log']),
    }),
  }),
});

export const {
  useListUsersQuery,
  useCreateUserMutation,
  useDeleteUserMutation,
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
  useGetDistributionQuery,
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
  useListProjectsQuery,
  useCreateProjectMutation,
  useUpdateProjectMutation,
} = adminApi;
