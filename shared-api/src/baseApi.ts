import { createApi } from '@reduxjs/toolkit/query/react';
import { createGlowBaseQuery } from './baseQuery';

/** The one RTK Query API for /api. Remotes add endpoints with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: createGlowBaseQuery('/api'),
  tagTypes: [
    'User',
    'Session',
    'Log',
    'Cohort',
    'Nomination',
    'Vote',
    'Voter',
    'Project',
    'Contributor',
    'Assessment',
    'Distribution',
    'Application',
    'Payment',
    'Report',
    'Result',
  ],
  endpoints: () => ({}),
});
