import * as ROUTES from '@glow/contract/routes';
import { baseApi, contractCall } from '@glow/shared-api';

export const CONTACT_MESSAGES_PAGE_SIZE = 20;

/**
 * The messages page's calls: the contact form's messages. Kept apart from api.ts so the messages
 * page's chunk brings them, not the admin's first page.
 */
export const messagesApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    listContactMessages: build.query({
      ...contractCall(ROUTES.listContactMessages),
      providesTags: ['ContactMessage'],
    }),
    // A refused mark (another admin was first) also refreshes, to show who answered.
    markContactMessageAnswered: build.mutation({
      ...contractCall(ROUTES.markContactMessageAnswered, (id: number) => ({ pathParams: { id } })),
      invalidatesTags: ['ContactMessage', 'Log'],
    }),
  }),
});

export const { useListContactMessagesQuery, useMarkContactMessageAnsweredMutation } = messagesApi;
