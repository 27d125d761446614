import { createAction } from '@reduxjs/toolkit';
import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
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

/**
 * On the web origin's renderer (no window) a query starts while its component renders, so that a
 * first pass finds what the page needs and a second one shows it (shell/src/server/render.tsx).
 */
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }),
);

/** The answers a page was rendered with on the server, for the browser's store to start with. */
export const renderedAnswersReceived = createAction<unknown>('api/renderedAnswersReceived');

/** The one RTK Query API for /api. Remotes add endpoints with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: createGlowBaseQuery(API_BASE),
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
  extractRehydrationInfo: (action) =>
    renderedAnswersReceived.match(action) ? (action.payload as never) : undefined,
});
