// The payments' tables: the grants frozen when a cohort's distribution is approved, the batches
// an admin pays from the programme's wallet, one row per attempt to pay a grant, its history.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { PAYMENT_STATUSES, type LedgerFacts, type PaymentFailureKind } from '@glow/contract';
import { now } from '../clock';
import { createdAt } from '../db/columns';
import { applications } from '../applications/tables';
import { contributors } from '../contributors/tables';
import { nominations } from '../nominations/tables';
import { cohorts, grantSizeEnum } from '../programme/tables';
import { users, walletKindEnum } from '../users/tables';

export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);

/**
 * A person's one grant in a cohort (one per application), frozen when the cohort's distribution
 * is approved: the size and amount a payment pays, never recomputed afterwards.
 */
export const grants = pgTable(
  'grants',
  {
    id: serial('id').primaryKey(),
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohorts.id),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    contributorId: integer('contributor_id')
      .notNull()
      .references(() => contributors.id),
    /** The nomination whose final size the grant pays (the largest of the person's). */
    nominationId: integer('nomination_id')
      .notNull()
      .references(() => nominations.id),
    size: grantSizeEnum('size').notNull(),
    amountDrops: bigint('amount_drops', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('grants_one_per_application').on(table.applicationId),
    index('grants_cohort_id_idx').on(table.cohortId),
    check('grants_amount_positive', sql`${table.amountDrops} > 0`),
  ],
);

/** Grants an admin paid together, from one wallet session. */
export const paymentBatches = pgTable(
  'payment_batches',
  {
    id: serial('id').primaryKey(),
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohorts.id),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByEmail: text('created_by_email').notNull(),
    walletAddress: text('wallet_address').notNull(),
    walletKind: walletKindEnum('wallet_kind').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('payment_batches_cohort_id_idx').on(table.cohortId)],
);

/**
 * One attempt to pay a grant, created before the wallet signs (its memo names this row's id). At
 * most one live attempt per grant (awaiting the wallet, submitted or paid) and a transaction hash
 * recorded once: both by unique indexes, so concurrent batches cannot pay a grant twice.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    grantId: integer('grant_id')
      .notNull()
      .references(() => grants.id),
    batchId: integer('batch_id')
      .notNull()
      .references(() => paymentBatches.id),
    status: paymentStatusEnum('status').notNull().default('awaitingSignature'),
    /** The programme's address the transaction must come from. */
    source: text('source').notNull(),
    /** The contributor's registered address when the batch was made. */
    destination: text('destination').notNull(),
    amountDrops: bigint('amount_drops', { mode: 'number' }).notNull(),
    lastLedgerSequence: integer('last_ledger_sequence').notNull(),
    createdLedgerIndex: integer('created_ledger_index').notNull(),
    /** The hash the browser reported, before the ledger confirmed it (not unique). */
    claimedTxHash: text('claimed_tx_hash'),
    /** The validated transaction that paid it (upper-case hex). */
    txHash: text('tx_hash'),
    ledgerFacts: jsonb('ledger_facts').$type<LedgerFacts>(),
    /** An ambiguous wallet report (FAILED_TO_SIGN_TX…): the payment stays in flight. */
    reportedFailure: text('reported_failure'),
    failureKind: text('failure_kind').$type<PaymentFailureKind>(),
    failureReason: varchar('failure_reason', { length: 500 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payments_one_live_per_grant')
      .on(table.grantId)
      .where(sql`${table.status} in ('awaitingSignature', 'submitted', 'paid')`),
    uniqueIndex('payments_tx_hash_unique')
      .on(table.txHash)
      .where(sql`${table.txHash} is not null`),
    index('payments_open_idx')
      .on(table.createdLedgerIndex)
      .where(sql`${table.status} in ('awaitingSignature', 'submitted')`),
    index('payments_grant_id_idx').on(table.grantId),
    index('payments_batch_id_idx').on(table.batchId),
    check(
      'payments_paid_has_hash',
      sql`(${table.status} in ('paid', 'duplicate')) = (${table.txHash} is not null and ${table.paidAt} is not null)`,
    ),
    check(
      'payments_failed_has_reason',
      sql`${table.status} <> 'failed' or (${table.failureKind} is not null and ${table.failureReason} is not null)`,
    ),
    check(
      'payments_tx_hash_format',
      sql`${table.txHash} is null or ${table.txHash} ~ '^[0-9A-F]{64}$'`,
    ),
    check('payments_amount_positive', sql`${table.amountDrops} > 0`),
  ],
);

/** Each status a payment took, by whom (null: Glow, checking the ledger) and why. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    status: paymentStatusEnum('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow().$defaultFn(now),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    reason: varchar('reason', { length: 500 }),
  },
  (table) => [index('payment_events_payment_id_at_idx').on(table.paymentId, table.at)],
);
