// The vote integrity tables: each cohort's settings, what the ledger says of the voters' funders,
// the signals and clusters last worked out, and the exclusions admins wrote.
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  DEFAULT_INTEGRITY_SETTINGS as DEFAULTS,
  EXCLUSION_REASON_MAX_LENGTH,
  VOTER_SIGNALS,
} from '@glow/contract';
import { createdAt } from '../db/columns';
import { cohorts } from '../programme/tables';
import { users } from '../users/tables';
import { voterLedgerStatusEnum, voters } from '../voting/tables';

/**
 * A cohort's signal settings and registration rule (a cohort without a row has the defaults), and
 * when its signals were last worked out.
 */
export const cohortIntegrity = pgTable('cohort_integrity', {
  cohortId: integer('cohort_id')
    .primaryKey()
    .references(() => cohorts.id, { onDelete: 'cascade' }),
  youngAccountDays: integer('young_account_days').notNull().default(DEFAULTS.youngAccountDays),
  clusterMinVoters: integer('cluster_min_voters').notNull().default(DEFAULTS.clusterMinVoters),
  burstVoters: integer('burst_voters').notNull().default(DEFAULTS.burstVoters),
  burstMinutes: integer('burst_minutes').notNull().default(DEFAULTS.burstMinutes),
  exchangeMinAccounts: integer('exchange_min_accounts')
    .notNull()
    .default(DEFAULTS.exchangeMinAccounts),
  minAccountAgeDays: integer('min_account_age_days'),
  analysedAt: timestamp('analysed_at', { withTimezone: true }),
});

/**
 * What the ledger says of an account that activated a voter (a funder): who activated it in turn
 * (the second hop), and how many accounts it created besides those Glow knows of (the running
 * cohort's voters and their funders), counted in its newest transactions up to a bound
 * (`unrelated_accounts_complete` false: it has older transactions not read). Read by one reader at
 * a time, like the voters' facts.
 */
export const ledgerFunders = pgTable('ledger_funders', {
  address: text('address').primaryKey(),
  status: voterLedgerStatusEnum('status').notNull().default('unread'),
  activatedBy: text('activated_by'),
  activatedAt: timestamp('activated_at', { withTimezone: true }),
  readAt: timestamp('read_at', { withTimezone: true }),
  unrelatedAccounts: integer('unrelated_accounts'),
  unrelatedAccountsComplete: boolean('unrelated_accounts_complete'),
  countedAt: timestamp('counted_at', { withTimezone: true }),
  leasedUntil: timestamp('leased_until', { withTimezone: true }),
});

export const voterSignalEnum = pgEnum('voter_signal', VOTER_SIGNALS);

/** The funding clusters of a cohort, as last worked out (integrity/analysis.ts). */
export const fundingClusters = pgTable(
  'funding_clusters',
  {
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    funder: text('funder').notNull(),
    hops: smallint('hops').notNull(),
    members: integer('members').notNull(),
    firstRegisteredAt: timestamp('first_registered_at', { withTimezone: true }).notNull(),
    lastRegisteredAt: timestamp('last_registered_at', { withTimezone: true }).notNull(),
    burst: boolean('burst').notNull(),
    votesAlike: boolean('votes_alike').notNull(),
  },
  (table) => [primaryKey({ columns: [table.cohortId, table.funder] })],
);

/** The cohort's flagged voters (one signal or more), as last worked out; others have no row. */
export const voterSignals = pgTable(
  'voter_signals',
  {
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    voterId: integer('voter_id')
      .notNull()
      .references(() => voters.id, { onDelete: 'cascade' }),
    signals: voterSignalEnum('signals').array().notNull(),
    clusterFunder: text('cluster_funder'),
  },
  (table) => [
    primaryKey({ columns: [table.cohortId, table.voterId] }),
    index('voter_signals_cohort_id_cluster_funder_idx').on(table.cohortId, table.clusterFunder),
  ],
);

/** An admin left a cluster's members or one voter out of a cohort's tally, saying why. */
export const voteExclusions = pgTable(
  'vote_exclusions',
  {
    id: serial('id').primaryKey(),
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    funder: text('funder'),
    voterAddress: text('voter_address'),
    reason: varchar('reason', { length: EXCLUSION_REASON_MAX_LENGTH }).notNull(),
    excludedById: integer('excluded_by_id').references(() => users.id, { onDelete: 'set null' }),
    excludedByEmail: text('excluded_by_email').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('vote_exclusions_cohort_id_idx').on(table.cohortId)],
);

/**
 * The voters an exclusion covers: the cluster's members when it was written (a voter who joins the
 * cluster later is not excluded in silence). A voter is excluded from a cohort at most once.
 */
export const excludedVoters = pgTable(
  'excluded_voters',
  {
    cohortId: integer('cohort_id').notNull(),
    voterId: integer('voter_id')
      .notNull()
      .references(() => voters.id, { onDelete: 'cascade' }),
    exclusionId: integer('exclusion_id')
      .notNull()
      .references(() => voteExclusions.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.cohortId, table.voterId] }),
    index('excluded_voters_exclusion_id_idx').on(table.exclusionId),
  ],
);
