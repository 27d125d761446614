// The programme's tables: cohorts, the periods each reached and its panel of judges.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  primaryKey,
  smallint,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  COHORT_CANCEL_REASON_MAX_LENGTH,
  COHORT_PERIODS,
  DEFAULT_GRANT_AMOUNTS,
  DEFAULT_VOTING_PERIOD_DAYS,
  GRANT_SIZES,
  VOTING_PERIOD_DAYS_MAX,
  type CohortFigures,
  type GrantAmounts,
} from '@glow/contract';
import { now } from '../clock';
import { createdAt } from '../db/columns';
import { users } from '../users/tables';

export const cohortPeriodEnum = pgEnum('cohort_period', COHORT_PERIODS);

export const grantSizeEnum = pgEnum('grant_size', GRANT_SIZES);

export const cohorts = pgTable(
  'cohorts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    period: cohortPeriodEnum('period').notNull().default('nomination'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(now),
    /** Set when the cohort is closed; the active cohort is the one without an end. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Whole XRP paid per final size. */
    grantAmounts: jsonb('grant_amounts')
      .$type<GrantAmounts>()
      .notNull()
      .default(sql.raw(`'${JSON.stringify(DEFAULT_GRANT_AMOUNTS)}'::jsonb`)),
    /** The sizes whose grants require KYC. */
    kycSizes: grantSizeEnum('kyc_sizes')
      .array()
      .notNull()
      .default(sql`'{large}'`),
    /** How long voting is planned to run: shown to voters; the admin moves the period. */
    votingPeriodDays: smallint('voting_period_days').notNull().default(DEFAULT_VOTING_PERIOD_DAYS),
    /** The figures as they were when the cohort closed; null while it runs (counted live). */
    figures: jsonb('figures').$type<CohortFigures>(),
    /** When an admin last reminded its judges: at most one reminder in a rolling 24 hours. */
    judgesRemindedAt: timestamp('judges_reminded_at', { withTimezone: true }),
    /**
     * The last day (UTC) its contributors have to complete their applications: shown from their
     * nomination on, reminded before, and named by a close that comes earlier. Null for a cohort
     * started before cohorts had one.
     */
    applicationsDueOn: date('applications_due_on'),
    /** Why an admin cancelled it (its period is then `cancelled`). */
    cancelReason: varchar('cancel_reason', { length: COHORT_CANCEL_REASON_MAX_LENGTH }),
    createdAt: createdAt(),
  },
  (table) => [
    // Names are trimmed by the contract; uniqueness ignores case.
    uniqueIndex('cohorts_name_unique').on(sql`lower(${table.name})`),
    // At most one active cohort.
    uniqueIndex('cohorts_one_active')
      .on(sql`(true)`)
      .where(sql`${table.endsAt} is null`),
    // Compared as text: a migration that adds an enum value cannot use it in the same
    // transaction, and the one that added `cancelled` also wrote these checks.
    check(
      'cohorts_ended_has_end',
      sql`(${table.period}::text in ('closed', 'cancelled')) = (${table.endsAt} is not null)`,
    ),
    check(
      'cohorts_cancelled_has_reason',
      sql`(${table.period}::text = 'cancelled') = (${table.cancelReason} is not null)`,
    ),
    check(
      'cohorts_voting_period_days_range',
      sql`${table.votingPeriodDays} between 1 and ${sql.raw(String(VOTING_PERIOD_DAYS_MAX))}`,
    ),
  ],
);

/** When a cohort entered each period it reached (moves go forward, so each period once). */
export const cohortPeriods = pgTable(
  'cohort_periods',
  {
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    period: cohortPeriodEnum('period').notNull(),
    beganAt: timestamp('began_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(now),
    /** The admin who moved the cohort; null for the first period's backfill or a deleted user. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.cohortId, table.period] })],
);

/**
 * The judges of a cohort: every judge user when it moved to assessment, and judges created while
 * it is in assessment. An excused judge (absent, excused by an admin) is not waited for.
 */
export const cohortJudges = pgTable(
  'cohort_judges',
  {
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    judgeId: integer('judge_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(now),
    excusedAt: timestamp('excused_at', { withTimezone: true }),
    excusedBy: integer('excused_by').references(() => users.id, { onDelete: 'set null' }),
    excuseReason: varchar('excuse_reason', { length: 500 }),
  },
  (table) => [
    primaryKey({ columns: [table.cohortId, table.judgeId] }),
    index('cohort_judges_judge_id_idx').on(table.judgeId),
    check(
      'cohort_judges_excuse_has_reason',
      sql`(${table.excusedAt} is null) = (${table.excuseReason} is null)`,
    ),
  ],
);
