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

/** A page of the public list, by name, searched in names, descriptions and repositories. */
export async function listProjects(
  db: Database,
  query: z.output<typeof ListProjectsQuerySchema>,
): Promise<ProjectList> {
  const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = pattern
    ? or(
        ilike(projects.name, pattern),
        ilike(projects.description, pattern),
        ilike(projects.githubRepo, pattern),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(listedProjectColumns)
      .from(projects)
      .where(where)
      .orderBy(sql`lower(${projects.name})`, asc(projects.id))
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
