import * as ROUTES from '@glow/contract/routes';
import { baseApi, contractCall } from '@glow/shared-api';
import { listTag } from '@glow/shared-api/cacheTags';

/**
 * The personal data page's calls (the JSON file is a download: downloadFile.ts). Kept apart from
 * api.ts so the page's chunk brings them.
 */
export const privacyApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    readPersonalData: build.query({
      ...contractCall(ROUTES.readPersonalData, (id: number) => ({ pathParams: { id } })),
      providesTags: (_summary, _error, id) => [{ type: 'User', id }],
    }),
    erasePersonalData: build.mutation({
      ...contractCall(ROUTES.erasePersonalData, (id: number) => ({ pathParams: { id } })),
      // The person's name shows on every page that lists their records.
      invalidatesTags: [
        'User',
        'Log',
        'Contributor',
        listTag('Nomination'),
        listTag('Application'),
        listTag('Payment'),
        'Result',
      ],
    }),
  }),
});

export const { useReadPersonalDataQuery, useErasePersonalDataMutation } = privacyApi;
