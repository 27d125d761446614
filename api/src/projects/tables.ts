// The projects' table: the open-source projects nominations are for, with their GitHub facts.
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { GITHUB_STATUSES } from '@glow/contract';
import { createdAt } from '../db/columns';

export const githubStatusEnum = pgEnum('github_status', GITHUB_STATUSES);

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** `owner/name` on GitHub. */
    githubRepo: text('github_repo').notNull(),
    websiteUrl: text('website_url'),
    xHandle: text('x_handle'),
    // The repository's facts as GitHub gave them at `githubReadAt` (null: never read yet).
    githubStars: integer('github_stars'),
    githubForks: integer('github_forks'),
    githubOpenIssues: integer('github_open_issues'),
    githubPushedAt: timestamp('github_pushed_at', { withTimezone: true }),
    githubReadAt: timestamp('github_read_at', { withTimezone: true }),
    /** `missing`: gone or private at the last read (the figures are from an earlier one). */
    githubStatus: githubStatusEnum('github_status'),
    /** A refresh worker holds the project until then (two API instances never read it twice). */
    githubRefreshLeasedUntil: timestamp('github_refresh_leased_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('projects_github_read_at_idx').on(table.githubReadAt.asc().nullsFirst()),
    uniqueIndex('projects_name_unique').on(sql`lower(${table.name})`),
    uniqueIndex('projects_github_repo_unique').on(sql`lower(${table.githubRepo})`),
    uniqueIndex('projects_website_url_unique').on(table.websiteUrl),
  ],
);
