// The voting tables: registered voters, what the ledger says of each, registrations being
// checked, votes and the voters who took part in each cohort.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgEnum,
  primaryKey,
  smallint,
  pgTable,
  pgView,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { now } from '../clock';
import { nominations } from '../nominations/tables';
import { cohorts } from '../programme/tables';
import { sessions } from '../users/tables';

/** A registered voter: registration holds for every cohort. */
export const voters = pgTable(
  'voters',
  {
    id: serial('id').primaryKey(),
    address: text('address').notNull(),
    /** The validated 1-drop payment that proved the address; each counts once. */
    registrationTxHash: text('registration_tx_hash').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(now),
  },
  (table) => [
    uniqueIndex('voters_address_unique').on(table.address),
    uniqueIndex('voters_registration_tx_hash_unique').on(table.registrationTxHash),
  ],
);

/**
 * A voter registration under way: one per wallet session, since each waits for the ledger. A claim
 * older than the longest wait is stale (its instance stopped) and may be taken over.
 */
export const registrationsInFlight = pgTable('registrations_in_flight', {
  sessionId: integer('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
});

/**
 * One vote per voter and nomination, +1 or -1; removing a vote deletes the row. Each nomination's
 * up and down votes, in all and by day, are kept in `nomination_vote_stripes` and
 * `nomination_vote_days` by triggers on this table, in the writing transaction, so no write can
 * leave them out of step. Its index by nomination and value serves the scores of chosen voters'
 * votes.
 */
export const votes = pgTable(
  'votes',
  {
    voterId: integer('voter_id')
      .notNull()
      .references(() => voters.id),
    nominationId: integer('nomination_id')
      .notNull()
      .references(() => nominations.id, { onDelete: 'cascade' }),
    value: smallint('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(now),
  },
  (table) => [
    primaryKey({ columns: [table.voterId, table.nominationId] }),
    index('votes_nomination_id_value_idx').on(table.nominationId, table.value),
    check('votes_value_is_up_or_down', sql`${table.value} in (-1, 1)`),
  ],
);

/**
 * The voters who took part in a cohort: those who cast at least one vote in it, kept or removed
 * since (the vote statement adds the row and never takes it away). Their number is kept in
 * `cohort_voter_counts` by triggers on this table.
 */
export const cohortVoters = pgTable(
  'cohort_voters',
  {
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    voterId: integer('voter_id')
      .notNull()
      .references(() => voters.id, { onDelete: 'cascade' }),
    firstVotedAt: timestamp('first_voted_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(now),
  },
  (table) => [primaryKey({ columns: [table.cohortId, table.voterId] })],
);

/**
 * How the last read of a voter's ledger facts ended: `unread` until a first read, `read`,
 * `not_found` (the ledger has no such account), `history_missing` (the node lacks the ledger that
 * activated it: balance only), `failed` (the node could not answer; read again later).
 */
export const VOTER_LEDGER_STATUSES = [
  'unread',
  'read',
  'not_found',
  'history_missing',
  'failed',
] as const;
export type VoterLedgerStatus = (typeof VOTER_LEDGER_STATUSES)[number];
export const voterLedgerStatusEnum = pgEnum('voter_ledger_status', VOTER_LEDGER_STATUSES);

/**
 * What the ledger said of each voter's account when last read (voting/voterLedgerFacts.ts): read
 * at registration and again for every voter of a cohort in its voting period. A row is claimed
 * by one reader at a time (`leased_until`); a lease that lapses frees it again.
 */
export const voterLedgerFacts = pgTable(
  'voter_ledger_facts',
  {
    voterId: integer('voter_id')
      .primaryKey()
      .references(() => voters.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    status: voterLedgerStatusEnum('status').notNull().default('unread'),
    /** The close time of the ledger whose payment created the account. */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** The account that sent that payment. */
    activatedBy: text('activated_by'),
    activationLedgerIndex: integer('activation_ledger_index'),
    balanceDrops: bigint('balance_drops', { mode: 'bigint' }),
    transactionCount: integer('transaction_count'),
    /** Why the last read failed. */
    error: text('error'),
    readAt: timestamp('read_at', { withTimezone: true }),
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
  },
  (table) => [
    index('voter_ledger_facts_status_read_at_idx').on(table.status, table.readAt),
    index('voter_ledger_facts_activated_by_idx').on(table.activatedBy),
  ],
);

/*
 * The kept counts below are split into stripes by voter (`voter_id % 8` for a nomination's votes,
 * `% 64` for a cohort's and the registered voters, which every new voter of a spike adds to): a
 * write adds to the row of its voter's stripe, so concurrent voters on one nomination (or first
 * voting in one cohort) mostly write different rows instead of queueing on one. Reads add up the
 * stripes. The triggers of migrations 0022, 0023 and 0025 keep them.
 */
/**
 * Each nomination's up and down votes, in stripes by voter, kept by the votes' triggers
 * (`votes_keep_totals`, migrations 0021 to 0025): once per statement that inserts, changes or
 * removes votes, from the rows it changed, in the writing transaction. A nomination nobody voted
 * on has no row: read it as 0. Read through `nomination_vote_totals`.
 */
export const nominationVoteStripes = pgTable(
  'nomination_vote_stripes',
  {
    nominationId: integer('nomination_id')
      .notNull()
      .references(() => nominations.id, { onDelete: 'cascade' }),
    stripe: smallint('stripe').notNull(),
    /** The nomination's cohort, so a cohort's stripes are read by an index. */
    cohortId: integer('cohort_id').notNull(),
    up: integer('up').notNull(),
    down: integer('down').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.nominationId, table.stripe] }),
    index('nomination_vote_stripes_cohort_id_idx').on(table.cohortId),
  ],
);

/**
 * Each nomination's up and down votes by the UTC day they were cast or last changed on (the day
 * of their `updated_at`), in stripes by voter (`voter_id % 8`), kept by the same trigger and in
 * the same way as `nomination_vote_stripes`: a vote changed on another day moves from that day to
 * its new one. The admin's "votes today" and the votes per day of reports and exports add up these
 * rows instead of counting votes. A day whose votes all moved away keeps its row, at 0 and 0.
 */
export const nominationVoteDays = pgTable(
  'nomination_vote_days',
  {
    nominationId: integer('nomination_id')
      .notNull()
      .references(() => nominations.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    stripe: smallint('stripe').notNull(),
    /**
     * The nomination's cohort, so a cohort's days are read by an index; copied when the row is
     * made, as in `nomination_vote_stripes`, since a nomination never moves to another cohort.
     */
    cohortId: integer('cohort_id').notNull(),
    up: integer('up').notNull(),
    down: integer('down').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.nominationId, table.day, table.stripe] }),
    index('nomination_vote_days_cohort_id_day_idx').on(table.cohortId, table.day),
  ],
);

/**
 * Every vote's sum and number per nomination: its stripes added up. Read instead of summing a
 * million votes; filter it by nomination (or join it to a few), as PostgreSQL then adds up only
 * their stripes.
 */
export const nominationVoteTotals = pgView('nomination_vote_totals', {
  nominationId: integer('nomination_id').notNull(),
  score: integer('score').notNull(),
  votes: integer('votes').notNull(),
}).as(
  sql`select nomination_id, sum(up - down)::int as score, sum(up + down)::int as votes from nomination_vote_stripes group by nomination_id`,
);

/**
 * How many voters took part in each cohort (rows of `cohort_voters`), in stripes by voter, kept
 * by the triggers on `cohort_voters` (`cohort_voters_keep_counts`, migrations 0022 and 0023) in
 * the writing transaction. A cohort nobody voted in has no row: read it as 0.
 */
export const cohortVoterCounts = pgTable(
  'cohort_voter_counts',
  {
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    stripe: smallint('stripe').notNull(),
    voters: integer('voters').notNull(),
  },
  (table) => [primaryKey({ columns: [table.cohortId, table.stripe] })],
);

/**
 * How many voters are registered, in stripes by voter, kept by the triggers on `voters`
 * (`voters_keep_count`, migrations 0022 and 0023) in the writing transaction.
 */
export const registeredVoterCounts = pgTable('registered_voter_counts', {
  stripe: smallint('stripe').primaryKey(),
  voters: integer('voters').notNull(),
});
