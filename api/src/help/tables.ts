// The help area's table: the messages people send through the contact form.
import { index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { CONTACT_TOPICS } from '@glow/contract';
import { createdAt } from '../db/columns';
import { users } from '../users/tables';

export const contactTopicEnum = pgEnum('contact_topic', CONTACT_TOPICS);

/**
 * A message sent through the contact form, also emailed to the programme's inbox. New until an
 * admin marks it answered (the answer itself goes by email, from the inbox).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    receivedAt: createdAt(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: contactTopicEnum('topic').notNull(),
    message: text('message').notNull(),
    /** The signed-in user who sent it, if any (the form is public). */
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredById: integer('answered_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Copied from the admin, so the message still says who answered after the user is deleted. */
    answeredByEmail: text('answered_by_email'),
  },
  (table) => [
    index('contact_messages_received_at_idx').on(table.receivedAt),
    index('contact_messages_answered_at_idx').on(table.answeredAt),
  ],
);
