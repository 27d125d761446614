import * as ROUTES from '@glow/contract/routes';
import { baseApi, contractCall } from '@glow/shared-api';

/**
 * The nomination page's call. Kept apart from api.ts, which every admin page loads, so the
 * nomination page's chunk brings it.
 */
export const nominationsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getNomination: build.query({
      ...contractCall(ROUTES.getNomination, (id: number) => ({ pathParams: { id } })),
      providesTags: (_nomination, _error, id) => [{ type: 'Nomination', id }],
    }),
  }),
});

export const { useGetNominationQuery } = nominationsApi;
