import * as ROUTES from '@glow/contract/routes';
import type { ExcludeVotersRequest, IntegritySettings, IntegrityVotersQuery } from '@glow/contract';
import { baseApi, contractCall } from '@glow/shared-api';
import { changedTags, listTag } from '@glow/shared-api/cacheTags';

export const FLAGGED_VOTERS_PAGE_SIZE = 20;
export const CLUSTER_MEMBERS_PAGE_SIZE = 20;

/**
 * What an exclusion, or its lift, makes stale: the cohort's integrity page and its own page (their
 * tallies), the nominations' scores everywhere, the public results and the audit log.
 */
const tallyChanged = (cohortId: number) => [
  ...changedTags('Cohort', cohortId),
  listTag('Nomination'),
  'Result' as const,
  'Log' as const,
];

/**
 * The vote integrity page's calls: what the ledger says of a cohort's voters, its settings and the
 * exclusions. Kept apart from api.ts so the page's chunk brings them, not the admin's first page.
 * Its answers are about one cohort, so they are tagged with it.
 */
export const integrityApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    voteIntegrity: build.query({
      ...contractCall(ROUTES.voteIntegrity, (id: number) => ({ pathParams: { id } })),
      providesTags: (_integrity, _error, id) => [{ type: 'Cohort', id }],
    }),
    voterLedgerReads: build.query({
      ...contractCall(ROUTES.voterLedgerReads, (id: number) => ({ pathParams: { id } })),
      providesTags: (_reads, _error, id) => [{ type: 'Cohort', id }],
    }),
    integrityVoters: build.query({
      ...contractCall(
        ROUTES.integrityVoters,
        ({ id, ...payload }: { id: number } & IntegrityVotersQuery) => ({
          pathParams: { id },
          payload,
        }),
      ),
      providesTags: (_list, _error, { id }) => [{ type: 'Cohort', id }],
    }),
    // A refused change also refreshes: the cohort may have moved to assessment meanwhile.
    updateIntegritySettings: build.mutation({
      ...contractCall(
        ROUTES.updateIntegritySettings,
        ({ id, settings }: { id: number; settings: IntegritySettings }) => ({
          pathParams: { id },
          payload: settings,
        }),
      ),
      invalidatesTags: (_answer, _error, { id }) => [...changedTags('Cohort', id), 'Log'],
    }),
    excludeVoters: build.mutation({
      ...contractCall(
        ROUTES.excludeVoters,
        ({ id, ...payload }: { id: number } & ExcludeVotersRequest) => ({
          pathParams: { id },
          payload,
        }),
      ),
      invalidatesTags: (_answer, _error, { id }) => tallyChanged(id),
    }),
    liftExclusion: build.mutation({
      ...contractCall(
        ROUTES.liftExclusion,
        ({ id, exclusionId }: { id: number; exclusionId: number }) => ({
          pathParams: { id, exclusionId },
        }),
      ),
      invalidatesTags: (_answer, _error, { id }) => tallyChanged(id),
    }),
  }),
});

export const {
  useVoteIntegrityQuery,
  useVoterLedgerReadsQuery,
  useIntegrityVotersQuery,
  useUpdateIntegritySettingsMutation,
  useExcludeVotersMutation,
  useLiftExclusionMutation,
} = integrityApi;
