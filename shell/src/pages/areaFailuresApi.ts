import * as ROUTES from '@glow/contract/routes';
import { baseApi, contractCall } from '@glow/shared-api';

/** The admins' summary of area failures: loaded with /routes, not with the first render. */
export const areaFailuresApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    listAreaFailures: build.query({
      ...contractCall(ROUTES.listAreaFailures),
      providesTags: ['AreaFailure'],
    }),
  }),
});

export const { useListAreaFailuresQuery } = areaFailuresApi;
