import * as ROUTES from '@glow/contract/routes';
import { baseApi, contractCall } from '@glow/shared-api';

/** The admins' summary of area failures: loaded with /routes, not with the first render. */
export const areaFailuresApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // Nothing Glow's pages do changes it: no tag, read afresh each time /routes opens.
    listAreaFailures: build.query({
      ...contractCall(ROUTES.listAreaFailures),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useListAreaFailuresQuery } = areaFailuresApi;
