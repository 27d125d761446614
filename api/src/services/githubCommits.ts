// A contributor's commits to each of their nomination's projects in the last 6 months, for the
// judge's dossier (PLAN-16 D15): the stored count while it is under a day old, else GitHub asked
// again (never inside a transaction) and the answer stored. When GitHub is rate-limited or
// unreachable the dossier shows the stored count with its date, or none: it never fails for it.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { now } from '../clock';
import type { Database } from '../db/database';
import { githubCommitCounts } from '../db/schema';
import { GitHubRateLimited, GitHubUnreachable, type GitHubClient } from './githubClient';

/** A stored count younger than this is not asked for again. */
export const COMMIT_COUNT_MAX_AGE_MS = 24 * 3600_000;
const SIX_MONTHS_DAYS = 183;

export interface CommitCount {
  commits: number;
  readAt: Date;
}

interface ProjectRepository {
  id: number;
  githubRepo: string;
}

async function storedCounts(db: Database, projectIds: number[], login: string) {
  if (projectIds.length === 0) return new Map<number, CommitCount>();
  const rows = await db
    .select()
    .from(githubCommitCounts)
    .where(
      and(
        inArray(githubCommitCounts.projectId, projectIds),
        eq(githubCommitCounts.githubUsername, login),
      ),
    );
  return new Map(rows.map((row) => [row.projectId, { commits: row.commits, readAt: row.readAt }]));
}

async function readAndStore(
  db: Database,
  github: GitHubClient,
  project: ProjectRepository,
  login: string,
  at: Date,
): Promise<CommitCount | null> {
  const since = new Date(at.getTime() - SIX_MONTHS_DAYS * 24 * 3600_000);
  let commits: number;
  try {
    commits = await github.commitCount(project.githubRepo, login, since);
  } catch (error) {
    if (error instanceof GitHubRateLimited || error instanceof GitHubUnreachable) return null;
    throw error;
  }
  const readAt = now();
  // Two dossiers read at once both store: the last answer stays, which is as true as the first.
  await db
    .insert(githubCommitCounts)
    .values({ projectId: project.id, githubUsername: login, commits, readAt })
    .onConflictDoUpdate({
      target: [githubCommitCounts.projectId, githubCommitCounts.githubUsername],
      set: { commits: sql`excluded.commits`, readAt: sql`excluded.read_at` },
    });
  return { commits, readAt };
}

/**
 * The contributor's (`githubUsername`) commit count of each project, by project id: fresh,
 * stored, or absent when GitHub never answered.
 */
export async function contributorCommits(
  db: Database,
  github: GitHubClient,
  projects: ProjectRepository[],
  githubUsername: string,
  at = now(),
): Promise<Map<number, CommitCount>> {
  const login = githubUsername.toLowerCase();
  const stored = await storedCounts(
    db,
    projects.map((project) => project.id),
    login,
  );
  const counts = new Map<number, CommitCount>();
  await Promise.all(
    projects.map(async (project) => {
      const known = stored.get(project.id);
      const fresh = known && at.getTime() - known.readAt.getTime() < COMMIT_COUNT_MAX_AGE_MS;
      const count = fresh ? known : ((await readAndStore(db, github, project, login, at)) ?? known);
      if (count) counts.set(project.id, count);
    }),
  );
  return counts;
}
