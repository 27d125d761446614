import * as ROUTES from '@glow/contract/routes';
import { baseApi, contractCall } from '@glow/shared-api';
import { listTag } from '@glow/shared-api/cacheTags';

/**
 * The reporting page's calls (the CSV exports are downloads: downloadFile.ts). Kept
 * apart from api.ts so the reporting page's chunk brings them.
 */
export const reportingApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    readProgrammeReport: build.query({
      ...contractCall(ROUTES.readProgrammeReport),
      providesTags: ['Report', listTag('Payment'), listTag('Cohort')],
    }),
    readCohortReport: build.query({
      ...contractCall(ROUTES.readCohortReport, (id: number) => ({ pathParams: { id } })),
      providesTags: (_report, _error, id) => [
        'Report',
        listTag('Payment'),
        'Vote',
        { type: 'Distribution', id },
      ],
    }),
  }),
});

export const { useReadProgrammeReportQuery, useReadCohortReportQuery } = reportingApi;
