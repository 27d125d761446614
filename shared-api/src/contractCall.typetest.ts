// Compiled by `pnpm typecheck`, never run or bundled. Each `@ts-expect-error` marks something that
// must not compile: were `contractCall` loosened so that one compiled, tsc would fail on the
// unused directive.
import * as ROUTES from '@glow/contract/routes';
import { baseApi } from './baseApi';
import { contractCall, errorBodyOf } from './contractCall';

export const checkedApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    login: build.mutation(contractCall(ROUTES.login)),
    moveCohort: build.mutation(
      contractCall(ROUTES.moveCohort, ({ id, period }: { id: number; period: 'voting' }) => ({
        pathParams: { id },
        payload: { period },
      })),
    ),
    listUsers: build.query({
      ...contractCall(ROUTES.listUsers),
      providesTags: (list) => (list?.users ?? []).map(({ id }) => ({ type: 'User' as const, id })),
    }),
    listLogs: build.query({
      ...contractCall(ROUTES.listLogs),
      // @ts-expect-error -- the result type reaches the tags: a log list has no users
      providesTags: (list) => (list?.users ?? []).map(() => 'Log' as const),
    }),
    deleteUser: build.mutation({
      ...contractCall(ROUTES.deleteUser),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        const message: string = data.message;
        dispatch(
          checkedApi.util.updateQueryData('listUsers', {}, (draft) => {
            draft.users = draft.users.filter((user) => user.id !== id || !message);
            // @ts-expect-error -- the cached list's type comes from the contract too
            draft.total = 'none';
          }),
        );
      },
    }),
  }),
});

// @ts-expect-error -- no endpoint of the contract has this path
export const wrongPath = contractCall({ method: 'POST', path: '/api/user/login' } as const);

// @ts-expect-error -- /api/users/login answers POST only
export const wrongMethod = contractCall({ method: 'GET', path: '/api/users/login' } as const);

// A body is written where the call is made: the argument of the hook or `initiate`.
export const unknownBodyField = () =>
  // @ts-expect-error -- the login body has no field "remember"
  checkedApi.endpoints.login.initiate({ email: 'a@glow.local', password: 'x', remember: true });

export const wrongFieldType = contractCall(ROUTES.login, () => ({
  // @ts-expect-error -- email is a string
  payload: { email: 42, password: 'glow-demo' },
}));

// @ts-expect-error -- login needs its body
export const missingBody = contractCall(ROUTES.login, () => ({}));

export const payloadWithoutSchema = contractCall(ROUTES.verifyUser, () => ({
  // @ts-expect-error -- verifyUser takes no query
  payload: { id: 1 },
}));

// @ts-expect-error -- /cohorts/{id}/period needs its id
export const missingPathParam = contractCall(ROUTES.moveCohort, () => ({
  payload: { period: 'closed' },
}));

// @ts-expect-error -- without parts, nothing would fill the path's {id}
export const pathParamsWithoutParts = contractCall(ROUTES.moveCohort);

export const wrongQueryFieldType = contractCall(ROUTES.listUsers, () => ({
  // @ts-expect-error -- page is a number
  payload: { page: 'two' },
}));

// @ts-expect-error -- not an endpoint of the contract
export const unknownEndpoint = contractCall(ROUTES.deleteCohort);

// A scout's nomination: the body is the contract's, screening answers and all.
export const nominationApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    createNomination: build.mutation({
      ...contractCall(ROUTES.createNomination),
      invalidatesTags: ['Nomination', 'Contributor'],
    }),
  }),
});

export const screeningAsText = () =>
  nominationApi.endpoints.createNomination.initiate({
    screening: {
      // @ts-expect-error -- each screening answer is a boolean
      over18: 'yes',
      notInRestrictedRegion: true,
      notOnSanctionsList: true,
      notRippleEmployee: true,
    },
    contributorId: 1,
    projectIds: [1],
    description: 'Work',
    categories: ['Others'],
    contributionDate: '2026-09-14',
  });

export function nominationScouts(
  answer: typeof nominationApi.endpoints.createNomination.Types.ResultType,
): number {
  // @ts-expect-error -- a nomination answers the scouts behind it, not who they are
  void answer.nomination.scoutIds;
  return answer.nomination.scouts;
}

type LoginResult = typeof checkedApi.endpoints.login.Types.ResultType;
type ListUsersArg = typeof checkedApi.endpoints.listUsers.Types.QueryArg;

export function readLogin(answer: LoginResult): string {
  // @ts-expect-error -- login answers an api_token, not the user
  void answer.userInfo;
  return answer.api_token;
}

export const listUsersArg: ListUsersArg = { page: 2, role: 'judge' };
// @ts-expect-error -- the argument is the contract's query: role is one of the roles
export const wrongListUsersArg: ListUsersArg = { role: 'voter' };

// An error's body: the endpoint's `errors` schema for the status, and only the statuses it has.
export function existingContributorId(failure: unknown): number | undefined {
  const conflict = errorBodyOf(failure, 'createContributor', 409);
  // @ts-expect-error -- the 409 of createContributor names the contributor, not a nomination
  void conflict?.nomination;
  return conflict?.contributor?.id;
}

export function undeclaredErrorBodies(failure: unknown) {
  // @ts-expect-error -- createContributor's contract lists no 502: it calls no outside service
  void errorBodyOf(failure, 'createContributor', 502);
  // @ts-expect-error -- login's contract has no error body beyond { message }
  void errorBodyOf(failure, 'login', 400);
}

// A file (a CSV export, a JSON file) is a download (downloadFile), not a JSON call.
// @ts-expect-error -- exportCohortVotes produces CSV: contractCall refuses it
export const csvAsJson = contractCall(ROUTES.exportCohortVotes, (id: number) => ({
  pathParams: { id },
}));

// @ts-expect-error -- exportPersonalData produces a JSON file to save: contractCall refuses it
export const fileAsJson = contractCall(ROUTES.exportPersonalData, (id: number) => ({
  pathParams: { id },
}));
