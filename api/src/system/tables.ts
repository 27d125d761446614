// The system's tables: the rate limits' counters, the email outbox, the emails sent and the audit
// log.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { now } from '../clock';
import { createdAt } from '../db/columns';
import { roleEnum, users } from '../users/tables';

/**
 * Fixed-window counters (login attempts per email and per client address); ended ones are purged.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [index('rate_limits_window_ends_at_idx').on(table.windowEndsAt)],
);

/**
 * Emails waiting to be sent (system/emailOutbox.ts): written in the transaction of the change
 * that sends them, sent by the outbox worker after it commits, deleted once the mail server took
 * them. The text holds the emailed link until then.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** Where a reply goes (a contact message's sender); null: to the sender, MAIL_FROM. */
    replyTo: text('reply_to'),
    createdAt: createdAt(),
    /** Not sent by then (its link has expired): dropped. Null: kept until sent. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(now),
    /** A worker that claimed the email sends it until then; after that, any worker may. */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (table) => [index('email_outbox_next_attempt_at_idx').on(table.nextAttemptAt)],
);

/**
 * The emails the mail server took: to whom, which subject, when. Not the text, which held the
 * emailed link; kept so a person's data on request can say what Glow sent them.
 */
export const sentEmails = pgTable(
  'sent_emails',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(now),
  },
  (table) => [index('sent_emails_recipient_idx').on(table.recipient)],
);

/** Every change a signed-in user makes: who, what, which record, when. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow().$defaultFn(now),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Copied from the actor, so the entry still says who it was after the user is deleted. */
    actorEmail: text('actor_email').notNull(),
    actorRole: roleEnum('actor_role').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (table) => [index('audit_logs_at_idx').on(table.at)],
);
