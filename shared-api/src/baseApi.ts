import { createApi } from '@reduxjs/toolkit/query/react';
import { API_BASE } from './apiBase';
import { createGlowBaseQuery } from './baseQuery';

/** What the cached answers are about: a change to one invalidates the answers tagged with it. */
const TAG_TYPES = [
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
  'ContactMessage',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** The one RTK Query API for /api. Remotes add endpoints with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: createGlowBaseQuery(API_BASE),
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
