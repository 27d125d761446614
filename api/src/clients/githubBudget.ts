// GitHub's rate-limit budget in the database (table github_rate_limits), so every API instance
// knows what GitHub last said and waits out a pause together.
import { and, eq, gt, sql } from 'drizzle-orm';
import { now } from '../clock';
import type { Database } from '../db/database';
import { githubRateLimits } from '../db/schema';
import type { GitHubBudgetStore } from './githubClient';

/** The share of GitHub's budget the background refresh leaves to people creating projects. */
const RESERVED_SHARE = 0.1;
const RESERVED_AT_LEAST = 5;

export function databaseBudgetStore(db: Database): GitHubBudgetStore {
  return {
    async record({ resource, limit, remaining, resetAt }) {
      await db
        .insert(githubRateLimits)
        .values({ resource, limit, remaining, resetAt })
        .onConflictDoUpdate({
          target: githubRateLimits.resource,
          set: { limit, remaining, resetAt, updatedAt: now() },
        });
    },
    async pause(resource, until) {
      // Before any answer was recorded the budget is unknown: 0 left until the pause ends.
      await db
        .insert(githubRateLimits)
        .values({ resource, limit: 0, remaining: 0, resetAt: until, pausedUntil: until })
        .onConflictDoUpdate({
          target: githubRateLimits.resource,
          set: {
            pausedUntil: sql`greatest(${githubRateLimits.pausedUntil}, excluded.paused_until)`,
            updatedAt: now(),
          },
        });
    },
    async pausedUntil(resource) {
      const [row] = await db
        .select({ pausedUntil: githubRateLimits.pausedUntil })
        .from(githubRateLimits)
        .where(
          and(eq(githubRateLimits.resource, resource), gt(githubRateLimits.pausedUntil, now())),
        );
      return row?.pausedUntil ?? null;
    },
  };
}

/**
 * Whether the background refresh may call GitHub now: not paused, and more than the reserve
 * (10 % of the limit, at least 5) left, or the budget's window over.
 */
export async function refreshMayRun(db: Database, resource = 'core'): Promise<boolean> {
  const [row] = await db
    .select()
    .from(githubRateLimits)
    .where(eq(githubRateLimits.resource, resource));
  if (!row) return true;
  const time = now().getTime();
  if (row.pausedUntil && row.pausedUntil.getTime() > time) return false;
  const reserve = Math.max(RESERVED_AT_LEAST, Math.ceil(row.limit * RESERVED_SHARE));
  return row.remaining > reserve || row.resetAt.getTime() <= time;
}
