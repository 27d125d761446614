// A contributor's commits to each of their nomination's projects in the 6 months before the
// nomination (the judges' "work within 6 months" counts from the nomination, not from the day a
// dossier is read), for the judge's dossier: the stored count of that window while it is under a
// day old, or for good once the window ended before it was read; else GitHub asked again (never
// inside a transaction) and the answer stored. When GitHub is rate-limited or unreachable the
// dossier shows the stored count with its date, or none: it never fails for it.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { now } from '../clock';
import type { Database } from '../db/database';
import { contributors, githubCommitCounts } from '../db/schema';
import { GitHubRateLimited, GitHubUnreachable, type GitHubClient } from '../clients/githubClient';

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
  if (projectIds.length === 0) return new Map<number, StoredCount>();
  const rows = await db
    .select()
    .from(githubCommitCounts)
    .where(
      and(
        inArray(githubCommitCounts.projectId, projectIds),
        eq(githubCommitCounts.githubUsername, login),
      ),
    );
  return new Map(
    rows.map((row) => [
      row.projectId,
      { commits: row.commits, readAt: row.readAt, windowEnd: row.windowEnd },
    ]),
  );
}

interface StoredCount extends CommitCount {
  windowEnd: Date | null;
}

async function readAndStore(
  db: Database,
  github: GitHubClient,
  project: ProjectRepository,
  login: string,
  windowEnd: Date,
): Promise<CommitCount | null> {
  const since = new Date(windowEnd.getTime() - SIX_MONTHS_DAYS * 24 * 3600_000);
  let commits: number;
  try {
    commits = await github.commitCount(project.githubRepo, login, since, windowEnd);
  } catch (error) {
    if (error instanceof GitHubRateLimited || error instanceof GitHubUnreachable) return null;
    throw error;
  }
  const readAt = now();
  await db.transaction(async (tx) => {
    // Stored only while a contributor still has the login, their row share-locked: a nominee
    // erased while GitHub was asked (the erasure replaces the login and deletes its counts)
    // gets no count back under their old login.
    const [holder] = await tx
      .select({ id: contributors.id })
      .from(contributors)
      .where(sql`lower(${contributors.githubUsername}) = ${login}`)
      .for('share');
    if (!holder) return;
    // Two dossiers read at once both store: the last answer stays, which is as true as the first.
    await tx
      .insert(githubCommitCounts)
      .values({ projectId: project.id, githubUsername: login, commits, readAt, windowEnd })
      .onConflictDoUpdate({
        target: [githubCommitCounts.projectId, githubCommitCounts.githubUsername],
        set: {
          commits: sql`excluded.commits`,
          readAt: sql`excluded.read_at`,
          windowEnd: sql`excluded.window_end`,
        },
      });
  });
  return { commits, readAt };
}

/**
 * Whether a stored count of the window ending at `windowEnd` still answers: it was read after
 * the window ended (nothing changes it any more), or under a day ago.
 */
function stillAnswers(stored: CommitCount, windowEnd: Date, at: Date): boolean {
  return (
    stored.readAt > windowEnd || at.getTime() - stored.readAt.getTime() < COMMIT_COUNT_MAX_AGE_MS
  );
}

/**
 * The contributor's (`githubUsername`) commit count of each project in the 6 months before
 * `nominatedAt`, by project id: fresh, stored, or absent when GitHub never answered (a stored
 * count of another window is not shown for this one).
 */
export async function contributorCommits(
  db: Database,
  github: GitHubClient,
  projects: ProjectRepository[],
  githubUsername: string,
  nominatedAt: Date,
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
      const sameWindow = known?.windowEnd?.getTime() === nominatedAt.getTime() ? known : undefined;
      const count =
        sameWindow && stillAnswers(sameWindow, nominatedAt, at)
          ? sameWindow
          : ((await readAndStore(db, github, project, login, nominatedAt)) ?? sameWindow);
      if (count) counts.set(project.id, { commits: count.commits, readAt: count.readAt });
    }),
  );
  return counts;
}
