import * as ROUTES from '@glow/contract/routes';
import type {
  CoNominateRequest,
  ListScoutedNominationsQuery,
  UpdateNominationRequest,
} from '@glow/contract';
import { baseApi, contractCall } from '@glow/shared-api';
import { changedTags, listTag } from '@glow/shared-api/cacheTags';

export const NOMINATIONS_PAGE_SIZE = 20;
/** The options a search box lists. */
export const SEARCH_RESULTS = 8;

/**
 * The scout area's calls (the active cohort and the projects are calls other areas make too:
 * @glow/shared-api/sharedEndpoints). A nomination's changes refresh the scout's lists and the
 * contributor searches (each contributor's count of nominations in the cohort).
 */
export const scoutApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    listScoutedNominations: build.query({
      ...contractCall(ROUTES.listScoutedNominations, (payload: ListScoutedNominationsQuery) => ({
        payload,
      })),
      providesTags: [listTag('Nomination'), listTag('Cohort')],
    }),
    searchContributors: build.query({
      ...contractCall(ROUTES.searchContributors),
      providesTags: ['Contributor'],
    }),
    createContributor: build.mutation({
      ...contractCall(ROUTES.createContributor),
      invalidatesTags: (_answer, error) => (error ? [] : ['Contributor']),
    }),
    listContributorNominations: build.query({
      ...contractCall(ROUTES.listContributorNominations, (id: number) => ({ pathParams: { id } })),
      providesTags: [listTag('Nomination')],
    }),
    createNomination: build.mutation({
      ...contractCall(ROUTES.createNomination),
      invalidatesTags: [listTag('Nomination'), 'Contributor'],
    }),
    coNominate: build.mutation({
      ...contractCall(
        ROUTES.coNominate,
        ({ id, ...payload }: { id: number } & CoNominateRequest) => ({
          pathParams: { id },
          payload,
        }),
      ),
      invalidatesTags: (_answer, _error, { id }) => [
        ...changedTags('Nomination', id),
        'Contributor',
      ],
    }),
    updateNomination: build.mutation({
      ...contractCall(
        ROUTES.updateNomination,
        ({ id, changes }: { id: number; changes: UpdateNominationRequest }) => ({
          pathParams: { id },
          payload: changes,
        }),
      ),
      // A refusal ("wrong status": the cohort moved on) refreshes too: the list then says so.
      invalidatesTags: (_answer, _error, { id }) => changedTags('Nomination', id),
    }),
    withdrawNomination: build.mutation({
      ...contractCall(ROUTES.withdrawNomination, (id: number) => ({ pathParams: { id } })),
      invalidatesTags: (_answer, _error, id) => [...changedTags('Nomination', id), 'Contributor'],
    }),
    withdrawCoNomination: build.mutation({
      ...contractCall(ROUTES.withdrawCoNomination, (id: number) => ({ pathParams: { id } })),
      invalidatesTags: (_answer, _error, id) => [...changedTags('Nomination', id), 'Contributor'],
    }),
  }),
});

export const {
  useListScoutedNominationsQuery,
  useSearchContributorsQuery,
  useCreateContributorMutation,
  useLazyListContributorNominationsQuery,
  useCreateNominationMutation,
  useCoNominateMutation,
  useUpdateNominationMutation,
  useWithdrawNominationMutation,
  useWithdrawCoNominationMutation,
} = scoutApi;
