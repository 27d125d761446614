import * as ROUTES from '@glow/contract/routes';
import { baseApi, contractCall } from '@glow/shared-api';

/** Previews of uploaded versions in this browser (the API sets the cookie the web server reads). */
export const areaPreviewsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // The page reloads after either: what the browser runs is read again from /remotes.json.
    startAreaPreview: build.mutation(contractCall(ROUTES.startAreaPreview)),
    endAreaPreview: build.mutation(contractCall(ROUTES.endAreaPreview)),
  }),
});

export const { useStartAreaPreviewMutation, useEndAreaPreviewMutation } = areaPreviewsApi;
