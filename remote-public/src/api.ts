import * as ROUTES from '@glow/contract/routes';
import {
  baseApi,
  contractCall,
  isGlowApiError,
  VOTE_VALUES,
  type VoteType,
} from '@glow/shared-api';
import { listTag } from '@glow/shared-api/cacheTags';
import type { ListNominationsQuery, Nomination } from '@glow/contract';

export const NOMINATIONS_PAGE_SIZE = 10;
export const PROJECTS_PAGE_SIZE = 12;

export interface NominationsArgs extends ListNominationsQuery {
  /**
   * The connected wallet's address, or null. Not sent (the bearer token says who asks): it keeps
   * one cache entry per voter, so the list, with the voter's own votes, is fetched again when
   * the wallet changes.
   */
  voter: string | null;
}

/** Another vote on a nomination: its score and the voter's vote as they become. */
function withVote<T extends Pick<Nomination, 'score' | 'myVote'>>(
  nomination: T,
  type: VoteType,
): Pick<Nomination, 'score' | 'myVote'> {
  const before = nomination.myVote ? VOTE_VALUES[nomination.myVote] : 0;
  return {
    score: nomination.score - before + VOTE_VALUES[type],
    myVote: type === 'NONE' ? null : type,
  };
}

/** What to load again after a vote the API refused, so that the page shows why. */
function refreshAfterRefusal(error: unknown) {
  const status = isGlowApiError(error) ? error.status : 0;
  // 404 no active cohort / nomination not found, 409 voting closed: the cohort moved on.
  if (status === 404 || status === 409) return ['Cohort', 'Nomination'] as const;
  // 403 voter not registered: the registration panel comes back.
  if (status === 403) return ['Voter'] as const;
  return [] as const;
}

/** The voter's own votes: a cast vote refreshes them, not the lists it already updated. */
const MY_VOTES = { type: 'Vote', id: 'mine' } as const;

/**
 * The public area's calls: the active cohort's nominations and votes, voters, results (the active
 * cohort and the projects are calls other areas make too: @glow/shared-api/sharedEndpoints).
 */
export const publicApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    nominations: build.query({
      ...contractCall(ROUTES.listNominations, ({ voter: _voter, ...payload }: NominationsArgs) => ({
        payload,
      })),
      providesTags: (list) => [
        listTag('Nomination'),
        listTag('Cohort'),
        'Vote',
        ...(list?.nominations ?? []).map(({ id }) => ({ type: 'Nomination' as const, id })),
      ],
    }),
    /** The connected wallet's registration; the argument is its address (one entry per wallet). */
    voterStatus: build.query({
      ...contractCall(ROUTES.voterStatus, (_address: string) => ({})),
      providesTags: ['Voter'],
    }),
    registerVoter: build.mutation({
      ...contractCall(ROUTES.registerVoter),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          const { address, registered, registeredAt } = data;
          dispatch(
            publicApi.util.upsertQueryData('voterStatus', address, {
              address,
              registered,
              registeredAt,
            }),
          );
        } catch {
          // The page shows the error.
        }
      },
      invalidatesTags: (_answer, error) => (error ? ['Voter'] : []),
    }),
    /**
     * Votes at once on every list in the cache that shows the nomination (score and the voter's
     * vote), settles on the API's answer, and takes it back if the API refuses.
     */
    castVote: build.mutation({
      ...contractCall(ROUTES.castVote),
      async onQueryStarted({ nominationId, type }, { dispatch, getState, queryFulfilled }) {
        const lists = publicApi.util.selectCachedArgsForQuery(getState(), 'nominations');
        const update = (change: (nomination: Nomination) => void) =>
          lists.map((args) =>
            dispatch(
              publicApi.util.updateQueryData('nominations', args, (draft) => {
                const nomination = draft.nominations.find(({ id }) => id === nominationId);
                if (nomination) change(nomination);
              }),
            ),
          );

        const optimistic = update((nomination) =>
          Object.assign(nomination, withVote(nomination, type)),
        );
        try {
          const { data } = await queryFulfilled;
          update((nomination) => {
            nomination.score = data.score;
            nomination.myVote = data.myVote;
          });
        } catch {
          for (const patch of optimistic) patch.undo();
        }
      },
      invalidatesTags: (_answer, error) => (error ? [...refreshAfterRefusal(error)] : [MY_VOTES]),
    }),
    /** The connected voter's votes; the argument is its address (one entry per wallet). */
    myVotes: build.query({
      ...contractCall(ROUTES.listMyVotes, (_address: string) => ({})),
      providesTags: [MY_VOTES],
    }),
    /** Each approved cohort's results: public. */
    results: build.query({
      ...contractCall(ROUTES.listResults),
      providesTags: ['Result'],
    }),
  }),
});

export const {
  useNominationsQuery,
  useVoterStatusQuery,
  useRegisterVoterMutation,
  useCastVoteMutation,
  useMyVotesQuery,
  useResultsQuery,
} = publicApi;
