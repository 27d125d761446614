// Fixed-window counters kept in the database, so every API instance counts the same attempts.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rateLimits } from '../db/schema';

export interface RateLimitCheck {
  allowed: boolean;
  /** Whole minutes until the window ends (at least 1). */
  retryAfterMinutes: number;
}

/** Counts one attempt for `key` and tells whether it is within `limit` for the current window. */
export async function countAttempt(
  db: Database,
  key: string,
  limit: number,
  windowMs: number,
): Promise<RateLimitCheck> {
  const windowStart = sql`now() - make_interval(secs => ${windowMs / 1000})`;
  // One statement, so concurrent attempts on any instance neither lose nor double a count.
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStartedAt: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStartedAt} < ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${rateLimits.windowStartedAt} < ${windowStart} then now() else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStartedAt: rateLimits.windowStartedAt });
  const count = row?.count ?? 1;
  const endsInMs = (row ? row.windowStartedAt.getTime() : Date.now()) + windowMs - Date.now();
  return { allowed: count <= limit, retryAfterMinutes: Math.max(1, Math.ceil(endsInMs / 60_000)) };
}

export async function clearAttempts(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

/** Takes back one counted attempt (a successful sign-in does not count against the address). */
export async function forgiveAttempt(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(sql`${rateLimits.key} = ${key}`);
}
