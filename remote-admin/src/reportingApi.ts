import { baseApi, contractCall } from '@glow/shared-api';

/**
 * The reporting page's calls (the CSV exports are downloads: shared-api's downloadCsv). Kept
 * apart from api.ts so the reporting page's chunk brings them.
 */
export const reportingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    readProgrammeReport: build.query({
      ...contractCall('readProgrammeReport', () => ({ method: 'GET', url: '/reports/programme' })),
      providesTags: ['Report', 'Payment', 'Cohort'],
    }),
    readCohortReport: build.query({
      ...contractCall('readCohortReport', (id: number) => ({
        method: 'GET',
        url: '/cohorts/{id}/report',
        pathParams: { id },
      })),
      providesTags: ['Report', 'Payment', 'Vote', 'Distribution'],
    }),
  }),
});

export const { useReadProgrammeReportQuery, useReadCohortReportQuery } = reportingApi;
