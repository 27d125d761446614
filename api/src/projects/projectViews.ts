import type { ListedProject } from '@glow/contract';
import type { projects } from '../db/schema';

/** A project as lists show it: its GitHub facts as last read (null before the first read). */
export function toListedProject(
  row: typeof projects.$inferSelect,
  nominations: number,
): ListedProject {
  const read = row.githubReadAt && row.githubStatus;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    githubRepo: row.githubRepo,
    websiteUrl: row.websiteUrl,
    xHandle: row.xHandle,
    github: read
      ? {
          stars: row.githubStars ?? 0,
          forks: row.githubForks ?? 0,
          openIssues: row.githubOpenIssues ?? 0,
          pushedAt: row.githubPushedAt?.toISOString() ?? null,
          readAt: row.githubReadAt!.toISOString(),
          status: row.githubStatus!,
        }
      : null,
    nominations,
  };
}
