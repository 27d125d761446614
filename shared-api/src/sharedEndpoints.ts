// The calls more than one area makes, defined once: an area that defined its own would fail to
// load (`overrideExisting: 'throw'`) once another area's definition of the name is in the page.
// A federated singleton of its own (`@glow/shared-api/sharedEndpoints`, see
// tooling/federation-shared.cjs), so that only the areas that use these calls load them, once per
// page; it reaches the base API through the package's name, never by a relative import, so that
// it injects into the page's one base API.
import * as ROUTES from '@glow/contract/routes';
import { baseApi, contractCall } from '@glow/shared-api';
import { listTag } from './cacheTags';

export const sharedEndpoints = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    activeCohort: build.query({
      ...contractCall(ROUTES.activeCohort),
      providesTags: [listTag('Cohort')],
    }),
    listProjects: build.query({
      ...contractCall(ROUTES.listProjects),
      providesTags: ['Project'],
    }),
    // The audit log lists the creation: the admin's log refreshes.
    createProject: build.mutation({
      ...contractCall(ROUTES.createProject),
      invalidatesTags: (_answer, error) => (error ? [] : ['Project', 'Log']),
    }),
    /**
     * A cohort's distribution: the sizes the judges' assessments give (any assessment changes it)
     * and the judges' approvals and excusals (which change it alone).
     */
    getDistribution: build.query({
      ...contractCall(ROUTES.getDistribution, (cohortId: number) => ({
        pathParams: { id: cohortId },
      })),
      providesTags: (_distribution, _error, cohortId) => [
        { type: 'Distribution', id: cohortId },
        'Assessment',
      ],
    }),
  }),
});

export const {
  useActiveCohortQuery,
  useListProjectsQuery,
  useCreateProjectMutation,
  useGetDistributionQuery,
} = sharedEndpoints;
