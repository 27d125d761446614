// Help that reaches someone: the public contact form, and the admins' list of its messages.
import * as ROUTES from './routes';
import { ADMIN, type Endpoint } from '../endpoint';
import { ErrorBodySchema } from '../common';
import {
  ContactMessageIdParamsSchema,
  ContactMessageListSchema,
  ContactMessageOutcomeSchema,
  ListContactMessagesQuerySchema,
  SendContactMessageOutcomeSchema,
  SendContactMessageRequestSchema,
} from './schemas';

export const HELP_ENDPOINTS = {
  sendContactMessage: {
    ...ROUTES.sendContactMessage,
    access: 'public',
    summary:
      "Sends a message to the programme's inbox (reply-to the sender) with a copy to the sender; rate limited per client and per email",
    tag: 'help',
    body: SendContactMessageRequestSchema,
    response: SendContactMessageOutcomeSchema,
    status: 201,
  },
  listContactMessages: {
    ...ROUTES.listContactMessages,
    access: ADMIN,
    summary: 'Messages sent through the contact form, newest first, paged, optionally of one state',
    tag: 'help',
    query: ListContactMessagesQuerySchema,
    response: ContactMessageListSchema,
  },
  markContactMessageAnswered: {
    ...ROUTES.markContactMessageAnswered,
    access: ADMIN,
    summary: 'Marks a contact message answered (audited); a message answered already is a 409',
    tag: 'help',
    params: ContactMessageIdParamsSchema,
    response: ContactMessageOutcomeSchema,
    errors: { 404: ErrorBodySchema, 409: ErrorBodySchema },
  },
} as const satisfies Record<string, Endpoint>;
