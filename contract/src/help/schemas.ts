import { z } from 'zod';
import { EmailSchema, PageInfoSchema, PagingQuerySchema } from '../common';
import { CONTACT_MESSAGE_STATES, CONTACT_TOPICS, CONTACT_TOPIC_NAMES } from '../domain/help';
import { recordId, recordIdParam, requiredProse, requiredText, text } from '../fields';
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_MESSAGE_MIN_LENGTH, NAME_MAX_LENGTH } from '../limits';
import { isMissing } from '../isMissing';

const topicList = CONTACT_TOPICS.map((topic) => `${topic} (${CONTACT_TOPIC_NAMES[topic]})`).join(
  ', ',
);

export const ContactTopicSchema = z.enum(CONTACT_TOPICS, {
  error: (issue) =>
    isMissing(issue.input) ? 'topic is required' : `topic must be one of ${topicList}`,
});

export const ContactMessageStateSchema = z.enum(CONTACT_MESSAGE_STATES, {
  error: `state must be one of ${CONTACT_MESSAGE_STATES.join(', ')}`,
});

/** What a person writes through the contact form; the API sends it on to the programme's inbox. */
export const SendContactMessageRequestSchema = z.strictObject({
  name: requiredText('name')
    .max(NAME_MAX_LENGTH, `name must be at most ${NAME_MAX_LENGTH} characters`)
    // The name goes into the inbox email's subject: one line.
    .regex(/^[^\r\n]*$/, 'name must be on one line'),
  email: EmailSchema,
  topic: ContactTopicSchema,
  message: requiredProse('message', CONTACT_MESSAGE_MAX_LENGTH).min(
    CONTACT_MESSAGE_MIN_LENGTH,
    `message must be at least ${CONTACT_MESSAGE_MIN_LENGTH} characters`,
  ),
});
export type SendContactMessageRequest = z.input<typeof SendContactMessageRequestSchema>;

export const SendContactMessageOutcomeSchema = z.object({
  success: z.literal(true),
  message: text('message'),
});
export type SendContactMessageOutcome = z.infer<typeof SendContactMessageOutcomeSchema>;

export const ContactMessageSchema = z.object({
  id: recordId('id'),
  receivedAt: text('receivedAt'),
  name: text('name'),
  email: text('email'),
  topic: ContactTopicSchema,
  message: text('message'),
  state: ContactMessageStateSchema,
  /** Set once an admin marked it answered, with who did. */
  answeredAt: text('answeredAt').nullable(),
  answeredBy: z
    .object({ id: recordId('answeredBy.id').nullable(), email: text('email') })
    .nullable(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const ListContactMessagesQuerySchema = PagingQuerySchema.extend({
  state: ContactMessageStateSchema.optional(),
});
export type ListContactMessagesQuery = z.input<typeof ListContactMessagesQuerySchema>;

export const ContactMessageListSchema = PageInfoSchema.extend({
  /** Messages not answered yet, whatever the filter. */
  newCount: z.number().int(),
  messages: z.array(ContactMessageSchema),
});
export type ContactMessageList = z.infer<typeof ContactMessageListSchema>;

export const ContactMessageIdParamsSchema = z.strictObject({
  id: recordIdParam('message id'),
});

export const ContactMessageOutcomeSchema = z.object({
  success: z.literal(true),
  message: text('message'),
  contactMessage: ContactMessageSchema,
});
export type ContactMessageOutcome = z.infer<typeof ContactMessageOutcomeSchema>;
