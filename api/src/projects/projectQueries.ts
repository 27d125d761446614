// Reading projects as lists show them: with their GitHub facts and how many nominations name them.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { nominationProjects, projects } from '../db/schema';

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
