// The judging tables: the judges' assessments and recusals, consensus sizes of splits, the
// approvals of the distribution, and the commit counts of a nomination's dossier.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  primaryKey,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { ASSESSMENT_SIZES, ASSESSMENT_STATUSES } from '@glow/contract';
import { now } from '../clock';
import { createdAt } from '../db/columns';
import { nominations } from '../nominations/tables';
import { cohorts } from '../programme/tables';
import { projects } from '../projects/tables';
import { users } from '../users/tables';

export const assessmentSizeEnum = pgEnum('assessment_size', ASSESSMENT_SIZES);

export const assessmentStatusEnum = pgEnum('assessment_status', ASSESSMENT_STATUSES);

/**
 * One row per judge and nomination: an assessment (the judge's criteria and a size, a reason for
 * Decline) or a recusal (with its reason). The unique index makes "one each" race-proof.
 */
export const judgeAssessments = pgTable(
  'judge_assessments',
  {
    id: serial('id').primaryKey(),
    nominationId: integer('nomination_id')
      .notNull()
      .references(() => nominations.id, { onDelete: 'cascade' }),
    /** Null once the judge's account is deleted ("a former judge"); the assessment still counts. */
    judgeId: integer('judge_id').references(() => users.id, { onDelete: 'set null' }),
    status: assessmentStatusEnum('status').notNull(),
    coreInfrastructure: boolean('core_infrastructure'),
    recentWork: boolean('recent_work'),
    size: assessmentSizeEnum('size'),
    rejectionReason: varchar('rejection_reason', { length: 1000 }),
    comment: varchar('comment', { length: 2000 }),
    recusalReason: varchar('recusal_reason', { length: 1000 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('judge_assessments_once_per_judge').on(table.nominationId, table.judgeId),
    index('judge_assessments_judge_id_idx').on(table.judgeId),
    check(
      'judge_assessments_assessed_complete',
      sql`${table.status} <> 'assessed' or (${table.size} is not null
        and ${table.coreInfrastructure} is not null and ${table.recentWork} is not null
        and ${table.recusalReason} is null)`,
    ),
    check(
      'judge_assessments_decline_reason',
      sql`(${table.size} is not distinct from 'decline') = (${table.rejectionReason} is not null)`,
    ),
    check(
      'judge_assessments_recusal',
      sql`${table.status} <> 'recused' or (${table.size} is null and ${table.recusalReason} is not null)`,
    ),
  ],
);

/** The judges' consensus size of a split no judge was left to decide, with its reason. */
export const nominationConsensusSizes = pgTable('nomination_consensus_sizes', {
  nominationId: integer('nomination_id')
    .primaryKey()
    .references(() => nominations.id, { onDelete: 'cascade' }),
  size: assessmentSizeEnum('size').notNull(),
  reason: varchar('reason', { length: 1000 }).notNull(),
  recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  recordedAt: timestamp('recorded_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(now),
});

/** A panel judge's approval of the cohort's distribution: once each (the primary key). */
export const distributionApprovals = pgTable(
  'distribution_approvals',
  {
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    judgeId: integer('judge_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    approvedAt: timestamp('approved_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(now),
  },
  (table) => [primaryKey({ columns: [table.cohortId, table.judgeId] })],
);

/**
 * A number per cohort that changes, in the same transaction, with the cohort's rows its compiled
 * judging reads (compiledDistribution.ts): assessments, consensus sizes, co-nominations, the
 * panel, approvals, the nominations and their projects. Triggers keep it (migrations 0024, 0026);
 * a cohort without a row has version 0.
 */
export const judgingVersions = pgTable('judging_versions', {
  cohortId: integer('cohort_id')
    .primaryKey()
    .references(() => cohorts.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * One number, for every cohort, that changes with the persons the compiled judging names and
 * matches: a user's name or email, a user who goes, a contributor's account, email or name. One
 * row (its id is true), so a change of a person locks one row, not every cohort's.
 */
export const judgingPersonsVersion = pgTable(
  'judging_persons_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (table) => [check('judging_persons_version_one_row', sql`${table.id}`)],
);

/**
 * One number, for every cohort, that changes when a project is renamed (the review and the
 * distribution name each nomination's projects). Not the cohorts' numbers: a rename holds the
 * project's row, and a nomination being written takes its cohort's number before a share of its
 * projects' rows, so each would wait for the other.
 */
export const judgingProjectsVersion = pgTable(
  'judging_projects_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (table) => [check('judging_projects_version_one_row', sql`${table.id}`)],
);

/**
 * A contributor's commits to a project in the 6 months before `windowEnd` (the nomination's
 * date), as GitHub last said.
 */
export const githubCommitCounts = pgTable(
  'github_commit_counts',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Lower-case GitHub login. */
    githubUsername: text('github_username').notNull(),
    commits: integer('commits').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
    /** The end of the 6 months counted; null for a count of the 6 months before `readAt`. */
    windowEnd: timestamp('window_end', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.githubUsername] })],
);
