import type {
  CoNominateRequest,
  ListScoutedNominationsQuery,
  UpdateNominationRequest,
} from '@glow/contract';
import { baseApi, contractCall } from '@glow/shared-api';

export const NOMINATIONS_PAGE_SIZE = 20;
/** The options a search box lists. */
export const SEARCH_RESULTS = 8;

/**
 * The scout area's calls. A nomination's changes refresh the scout's lists and the contributor
 * searches (each contributor's count of nominations in the cohort).
 */
export const scoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    activeCohort: build.query({
      ...contractCall('activeCohort', () => ({ method: 'GET', url: '/cohorts/active' })),
      providesTags: ['Cohort'],
    }),
    listScoutedNominations: build.query({
      ...contractCall('listScoutedNominations', (payload: ListScoutedNominationsQuery) => ({
        method: 'GET',
        url: '/nominations/scouted',
        payload,
      })),
      providesTags: ['Nomination', 'Cohort'],
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
      invalidatesTags: (_answer, error) => (error ? [] : ['Project']),
    }),
    searchContributors: build.query({
      ...contractCall('searchContributors', (payload) => ({
        method: 'GET',
        url: '/contributors',
        payload,
      })),
      providesTags: ['Contributor'],
    }),
    createContributor: build.mutation({
      ...contractCall('createContributor', (payload) => ({
        method: 'POST',
        url: '/contributors',
        payload,
      })),
      invalidatesTags: (_answer, error) => (error ? [] : ['Contributor']),
    }),
    listContributorNominations: build.query({
      ...contractCall('listContributorNominations', (id: number) => ({
        method: 'GET',
        url: '/contributors/{id}/nominations',
        pathParams: { id },
      })),
      providesTags: ['Nomination'],
    }),
    createNomination: build.mutation({
      ...contractCall('createNomination', (payload) => ({
        method: 'POST',
        url: '/nominations',
        payload,
      })),
      invalidatesTags: ['Nomination', 'Contributor'],
    }),
    coNominate: build.mutation({
      ...contractCall('coNominate', ({ id, ...payload }: { id: number } & CoNominateRequest) => ({
        method: 'POST',
        url: '/nominations/{id}/co-nominations',
        pathParams: { id },
        payload,
      })),
      invalidatesTags: ['Nomination', 'Contributor'],
    }),
    updateNomination: build.mutation({
      ...contractCall(
        'updateNomination',
        ({ id, changes }: { id: number; changes: UpdateNominationRequest }) => ({
          method: 'PATCH',
          url: '/nominations/{id}',
          pathParams: { id },
          payload: changes,
        }),
      ),
      // A refusal ("wrong status": the cohort moved on) refreshes too: the list then says so.
      invalidatesTags: ['Nomination'],
    }),
    withdrawNomination: build.mutation({
      ...contractCall('withdrawNomination', (id: number) => ({
        method: 'DELETE',
        url: '/nominations/{id}',
        pathParams: { id },
      })),
      invalidatesTags: ['Nomination', 'Contributor'],
    }),
    withdrawCoNomination: build.mutation({
      ...contractCall('withdrawCoNomination', (id: number) => ({
        method: 'DELETE',
        url: '/nominations/{id}/co-nominations/mine',
        pathParams: { id },
      })),
      invalidatesTags: ['Nomination', 'Contributor'],
    }),
  }),
});

export const {
  useActiveCohortQuery,
  useListScoutedNominationsQuery,
  useListProjectsQuery,
  useCreateProjectMutation,
  useSearchContributorsQuery,
  useCreateContributorMutation,
  useLazyListContributorNominationsQuery,
  useCreateNominationMutation,
  useCoNominateMutation,
  useUpdateNominationMutation,
  useWithdrawNominationMutation,
  useWithdrawCoNominationMutation,
} = scoutApi;
