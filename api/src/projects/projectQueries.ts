// Reading projects as lists show them: with their GitHub facts and how many nominations name them.
import type { ListProjectsQuerySchema, ProjectList } from '@glow/contract';
import { asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/database';
import { nominationProjects, projects } from '../db/schema';
import { toListedProject } from './projectViews';

/** The project's row and its number of nominations, for toListedProject. */
export const listedProjectColumns = {
  project: projects,
  nominations: sql<number>`(select count(*) from ${nominationProjects} where ${eq(
    nominationProjects.projectId,
    projects.id,
  )})`.mapWith(Number),
};

export async function readListedProjectRow(db: Database, id: number) {
  const [row] = await db.select(listedProjectColumns).from(projects).where(eq(projects.id, id));
  return row;
}

/**
 * How well a project's name answers a search: 0 the name itself, 1 a name starting with it, 2 a
 * name containing it, 3 found only in the description or repository (any case).
 */
function nameRank(search: string, escaped: string) {
  return sql`case
    when lower(${projects.name}) = lower(${search}) then 0
    when ${projects.name} ilike ${`${escaped}%`} then 1
    when ${projects.name} ilike ${`%${escaped}%`} then 2
    else 3 end`;
}

/**
 * A page of the public list, by name, searched in names, descriptions and repositories; a search
 * lists the names that match it exactly first, then those starting with it (nameRank).
 */
export async function listProjects(
  db: Database,
  query: z.output<typeof ListProjectsQuerySchema>,
): Promise<ProjectList> {
  const { search } = query;
  const escaped = search ? search.replace(/[\\%_]/g, (c) => `\\${c}`) : null;
  const pattern = escaped && `%${escaped}%`;
  const where = pattern
    ? or(
        ilike(projects.name, pattern),
        ilike(projects.description, pattern),
        ilike(projects.githubRepo, pattern),
      )
    : undefined;
  const byName = [sql`lower(${projects.name})`, asc(projects.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(listedProjectColumns)
      .from(projects)
      .where(where)
      .orderBy(...(search && escaped ? [nameRank(search, escaped), ...byName] : byName))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(projects).where(where),
  ]);
  return {
    page: query.page,
    limit: query.limit,
    total: total?.value ?? 0,
    projects: rows.map(({ project, nominations }) => toListedProject(project, nominations)),
  };
}
