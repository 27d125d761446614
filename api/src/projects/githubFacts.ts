// Repository facts stored on projects, with the time they were read: what a create or edit read,
// and what the background refresh (githubRefreshWorker.ts) reads again once they are too old.
// A worker claims projects with a lease, so two API instances never read one twice.
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { now, nowInSql } from '../clock';
import type { Database } from '../db/database';
import { projects } from '../db/schema';
import type { RepositoryFacts } from '../clients/githubClient';

export interface StaleProject {
  id: number;
  githubRepo: string;
}

/** The columns a create, an edit or a refresh writes for what GitHub answered just now. */
export function factColumns(facts: RepositoryFacts) {
  return {
    githubStars: facts.stars,
    githubForks: facts.forks,
    githubOpenIssues: facts.openIssues,
    githubPushedAt: facts.pushedAt,
    githubReadAt: now(),
    githubStatus: 'found' as const,
  };
}

/**
 * Claims up to `limit` projects never read or read more than `maxAgeMs` ago, the oldest first,
 * for `leaseMs`.
 */
export async function claimStaleProjects(
  db: Database,
  { limit, maxAgeMs, leaseMs }: { limit: number; maxAgeMs: number; leaseMs: number },
): Promise<StaleProject[]> {
  const time = now();
  const stale = db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        or(
          isNull(projects.githubReadAt),
          lt(projects.githubReadAt, sql`${nowInSql()} - ${`${maxAgeMs} milliseconds`}::interval`),
        ),
        or(isNull(projects.githubRefreshLeasedUntil), lt(projects.githubRefreshLeasedUntil, time)),
      ),
    )
    .orderBy(sql`${projects.githubReadAt} asc nulls first`, asc(projects.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(projects)
    .set({ githubRefreshLeasedUntil: sql`${nowInSql()} + ${`${leaseMs} milliseconds`}::interval` })
    .where(inArray(projects.id, stale))
    .returning({ id: projects.id, githubRepo: projects.githubRepo });
}

/** GitHub answered: the new facts, read now, and the lease ends. */
export async function storeFacts(db: Database, id: number, facts: RepositoryFacts): Promise<void> {
  await db
    .update(projects)
    .set({ ...factColumns(facts), githubRefreshLeasedUntil: null })
    .where(eq(projects.id, id));
}

/** GitHub says the repository is gone or private: marked missing, the last figures kept. */
export async function markMissing(db: Database, id: number): Promise<void> {
  await db
    .update(projects)
    .set({ githubStatus: 'missing', githubReadAt: now(), githubRefreshLeasedUntil: null })
    .where(eq(projects.id, id));
}

/** Gives claimed projects back unread (GitHub paused or unreachable, or the worker stops). */
export async function releaseProjects(db: Database, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(projects)
    .set({ githubRefreshLeasedUntil: null })
    .where(inArray(projects.id, ids));
}
