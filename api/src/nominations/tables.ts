// The nominations' tables: a scout's nomination, its projects, co-nominations and the backings
// that keep one scout to one nomination per project and cohort, and the evidence scouts add.
import {
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  primaryKey,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import {
  EVIDENCE_KINDS,
  GITHUB_REFERENCE_STATES,
  NOMINATION_CATEGORIES,
  type Screening,
} from '@glow/contract';
import { now } from '../clock';
import { createdAt } from '../db/columns';
import { contributors } from '../contributors/tables';
import { cohorts } from '../programme/tables';
import { projects } from '../projects/tables';
import { users } from '../users/tables';

export const nominationCategoryEnum = pgEnum('nomination_category', NOMINATION_CATEGORIES);

export const nominations = pgTable(
  'nominations',
  {
    id: serial('id').primaryKey(),
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohorts.id),
    contributorId: integer('contributor_id')
      .notNull()
      .references(() => contributors.id),
    scoutId: integer('scout_id').references(() => users.id, { onDelete: 'set null' }),
    description: varchar('description', { length: 2000 }).notNull(),
    categories: nominationCategoryEnum('categories').array().notNull(),
    contributionDate: date('contribution_date').notNull(),
    /** The nominating scout's answers to the screening questions, each of which must pass. */
    screening: jsonb('screening').$type<Screening>().notNull(),
    createdAt: createdAt(),
    /** When its details were last edited. */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (table) => [
    index('nominations_cohort_id_idx').on(table.cohortId),
    index('nominations_scout_id_idx').on(table.scoutId),
    index('nominations_contributor_id_idx').on(table.contributorId),
  ],
);

/**
 * The projects of a nomination. A contributor-and-project pair is nominated at most once per
 * cohort: the unique index makes two scouts racing end with one nomination.
 */
export const nominationProjects = pgTable(
  'nomination_projects',
  {
    nominationId: integer('nomination_id')
      .notNull()
      .references(() => nominations.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohorts.id),
    /** The nomination's contributor (copied here for the pair's unique index). */
    contributorId: integer('contributor_id')
      .notNull()
      .references(() => contributors.id),
  },
  (table) => [
    primaryKey({ columns: [table.nominationId, table.projectId] }),
    uniqueIndex('nomination_projects_pair_once_per_cohort').on(
      table.cohortId,
      table.contributorId,
      table.projectId,
    ),
    // The project list counts each project's nominations.
    index('nomination_projects_project_id_idx').on(table.projectId),
  ],
);

/** Another scout backing a nomination, with their own screening answers and a note. */
export const coNominations = pgTable(
  'co_nominations',
  {
    nominationId: integer('nomination_id')
      .notNull()
      .references(() => nominations.id, { onDelete: 'cascade' }),
    scoutId: integer('scout_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    screening: jsonb('screening').$type<Screening>().notNull(),
    note: varchar('note', { length: 500 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.nominationId, table.scoutId] }),
    index('co_nominations_scout_id_idx').on(table.scoutId),
  ],
);

/**
 * A scout backs a project at most once per cohort ("project already nominated"), as its
 * nominating scout or as a co-nominator: one row per project of each nomination they back.
 */
export const scoutBackings = pgTable(
  'scout_backings',
  {
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    scoutId: integer('scout_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    nominationId: integer('nomination_id')
      .notNull()
      .references(() => nominations.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.cohortId, table.scoutId, table.projectId] }),
    index('scout_backings_nomination_id_idx').on(table.nominationId),
  ],
);

export const evidenceKindEnum = pgEnum('evidence_kind', EVIDENCE_KINDS);
export const githubReferenceStateEnum = pgEnum('github_reference_state', GITHUB_REFERENCE_STATES);

/**
 * A link a scout adds to a nomination for its judges, with a note; for a GitHub pull request,
 * issue or release, what GitHub said of it when read (or why it could not be read).
 */
export const nominationEvidence = pgTable(
  'nomination_evidence',
  {
    id: serial('id').primaryKey(),
    nominationId: integer('nomination_id')
      .notNull()
      .references(() => nominations.id, { onDelete: 'cascade' }),
    url: varchar('url', { length: 2000 }).notNull(),
    kind: evidenceKindEnum('kind').notNull(),
    note: varchar('note', { length: 280 }).notNull(),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(now),
    githubTitle: text('github_title'),
    githubState: githubReferenceStateEnum('github_state'),
    githubMergedAt: timestamp('github_merged_at', { withTimezone: true }),
    githubPublishedAt: timestamp('github_published_at', { withTimezone: true }),
    githubReadAt: timestamp('github_read_at', { withTimezone: true }),
    /** Why the GitHub facts are not read yet (GitHub unreachable, rate-limited); null once read. */
    githubNotReadBecause: text('github_not_read_because'),
  },
  (table) => [
    uniqueIndex('nomination_evidence_url_once').on(table.nominationId, table.url),
    index('nomination_evidence_unread_idx')
      .on(table.id)
      .where(sql`${table.githubNotReadBecause} is not null`),
  ],
);
