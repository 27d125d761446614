// Reads of nominations every area shares: the search of a list, a cohort's nominations, and each
// nomination's projects.
import type { Nomination } from '@glow/contract';
import { ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/database';
import { isOneOfIds } from '../db/idList';
import { contributors, nominationProjects, nominations, projects } from '../db/schema';

/** Nominations whose text, contributor or projects contain `search` (none given: all). */
export function matchingNominations(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const inProjects = sql`exists (select 1 from ${nominationProjects} join ${projects} on ${projects.id} = ${nominationProjects.projectId}
    where ${nominationProjects.nominationId} = ${nominations.id} and ${projects.name} ilike ${pattern})`;
  return or(
    ilike(nominations.description, pattern),
    ilike(contributors.firstName, pattern),
    ilike(contributors.lastName, pattern),
    ilike(contributors.githubUsername, pattern),
    inProjects,
  );
}

/**
 * `nominationId` is one of the cohort's nominations. Not a join: PostgreSQL then looks the
 * cohort's few hundred ids up in `nominationId`'s index, where a join's plan reads the rows of
 * every cohort (judge_assessments: 1,720 of 35,220 on the scale benchmark's data, 4.5 times
 * slower).
 */
export function ofCohortNominations(nominationId: AnyColumn, cohortId: number): SQL {
  return sql`${nominationId} = any(array(select ${nominations.id} from ${nominations} where ${nominations.cohortId} = ${cohortId}))`;
}

/** The projects of each nomination, by nomination id, by name. */
export async function projectsOf(db: Database, nominationIds: number[]) {
  if (nominationIds.length === 0) return new Map<number, Nomination['projects']>();
  const rows = await rowsOf<Nomination['projects'][number] & { nominationId: number }>(
    db.execute(sql`select ${nominationProjects.nominationId} as "nominationId", ${projects.id},
        ${projects.name}, ${projects.githubRepo} as "githubRepo", ${projects.websiteUrl} as "websiteUrl"
      from ${nominationProjects} join ${projects} on ${projects.id} = ${nominationProjects.projectId}
      where ${isOneOfIds(nominationProjects.nominationId, nominationIds)}
      order by ${projects.name}`),
  );
  const byNomination = new Map<number, Nomination['projects']>();
  for (const { nominationId, ...project } of rows) {
    byNomination.set(nominationId, [...(byNomination.get(nominationId) ?? []), project]);
  }
  return byNomination;
}
