// Fixed-window counters kept in the database, so every API instance counts the same attempts.
import { sql } from 'drizzle-orm';
import { now, nowInSql } from '../clock';
import type { Database } from '../db/database';
import { rateLimits } from '../db/schema';

export interface RateLimitCheck {
  allowed: boolean;
  /** Whole minutes until the window ends (at least 1). */
  retryAfterMinutes: number;
}

/** The most ended counters one purge deletes: a purge runs often, so it stays short. */
const PURGE_BATCH = 500;

/** Counts one attempt for `key` and tells whether it is within `limit` for the current window. */
export async function countAttempt(
  db: Database,
  key: string,
  limit: number,
  windowMs: number,
): Promise<RateLimitCheck> {
  const time = now();
  const ended = sql`${rateLimits.windowEndsAt} <= ${time.toISOString()}::timestamptz`;
  const newWindowEnd = sql`${time.toISOString()}::timestamptz + make_interval(secs => ${windowMs / 1000})`;
  // One statement, so concurrent attempts on any instance neither lose nor double a count.
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowEndsAt: newWindowEnd, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimits.count} + 1 end`,
        windowEndsAt: sql`case when ${ended} then ${newWindowEnd} else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning({ count: rateLimits.count, windowEndsAt: rateLimits.windowEndsAt });
  const count = row?.count ?? 1;
  // A window that starts is the moment to clear away the ones that ended: as often as counting
  // needs it, with no timer to run.
  if (count === 1) await purgeEndedWindows(db);
  const endsInMs = (row ? row.windowEndsAt.getTime() : time.getTime() + windowMs) - time.getTime();
  return { allowed: count <= limit, retryAfterMinutes: Math.max(1, Math.ceil(endsInMs / 60_000)) };
}

/**
 * Deletes counters whose window has ended. Rows another statement holds (on this instance or
 * another) are skipped rather than waited for, so purges neither queue behind nor deadlock with
 * each other or with counting.
 */
export async function purgeEndedWindows(db: Database): Promise<void> {
  await db.execute(sql`
    delete from ${rateLimits} where ${rateLimits.key} in (
      select ${rateLimits.key} from ${rateLimits} where ${rateLimits.windowEndsAt} <= ${nowInSql()}
      limit ${PURGE_BATCH} for update skip locked
    )`);
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
