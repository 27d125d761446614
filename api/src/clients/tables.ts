// The outside-service clients' table: GitHub's rate-limit budget.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { now } from '../clock';

/** GitHub's rate-limit budget as last answered, shared by every API instance. */
export const githubRateLimits = pgTable('github_rate_limits', {
  /** GitHub's `x-ratelimit-resource`: 'core' for the REST calls Glow makes. */
  resource: text('resource').primaryKey(),
  limit: integer('limit').notNull(),
  remaining: integer('remaining').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  /** No call to GitHub before this (set by a rate-limited answer). */
  pausedUntil: timestamp('paused_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(now),
});
