import * as ROUTES from '@glow/contract/routes';
import { baseApi, contractCall } from '@glow/shared-api';

/** The contact form's call: loaded with its page, not with the shell's first render. */
export const contactApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    sendContactMessage: build.mutation({
      ...contractCall(ROUTES.sendContactMessage),
      // The admins' list, should an admin send one to try the form.
      invalidatesTags: ['ContactMessage'],
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
