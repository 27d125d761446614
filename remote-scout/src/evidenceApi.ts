import * as ROUTES from '@glow/contract/routes';
import type { AddEvidenceRequest } from '@glow/contract';
import { baseApi, contractCall } from '@glow/shared-api';

/**
 * A nomination's evidence: loaded with the evidence page, not with the area's first page. Tagged
 * by the nomination, so adding or removing a link reads the list again.
 */
export const evidenceApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    listEvidence: build.query({
      ...contractCall(ROUTES.listEvidence, (id: number) => ({ pathParams: { id } })),
      providesTags: (_answer, _error, id) => [{ type: 'Nomination', id }],
    }),
    addEvidence: build.mutation({
      ...contractCall(
        ROUTES.addEvidence,
        ({ id, ...payload }: { id: number } & AddEvidenceRequest) => ({
          pathParams: { id },
          payload,
        }),
      ),
      // A refusal ("wrong status": the assessment started) refreshes too: the page then says so.
      invalidatesTags: (_answer, _error, { id }) => [{ type: 'Nomination', id }],
    }),
    removeEvidence: build.mutation({
      ...contractCall(
        ROUTES.removeEvidence,
        ({ id, evidenceId }: { id: number; evidenceId: number }) => ({
          pathParams: { id, evidenceId },
        }),
      ),
      invalidatesTags: (_answer, _error, { id }) => [{ type: 'Nomination', id }],
    }),
  }),
});

export const { useListEvidenceQuery, useAddEvidenceMutation, useRemoveEvidenceMutation } =
  evidenceApi;
