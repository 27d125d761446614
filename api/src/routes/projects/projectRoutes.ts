import { asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import { nominationProjects, projects } from '../../db/schema';
import type { Handlers } from '../../http/handler';
import { notBuiltYet } from '../../http/notBuiltYet';
import { toListedProject } from './projectViews';

export const projectRoutes: Pick<Handlers, 'listProjects' | 'createProject' | 'updateProject'> = {
  async listProjects({ query }, { db }) {
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
        .select({
          project: projects,
          nominations: sql<number>`(select count(*) from ${nominationProjects} where ${eq(
            nominationProjects.projectId,
            projects.id,
          )})`.mapWith(Number),
        })
        .from(projects)
        .where(where)
        .orderBy(asc(projects.name))
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
  },
  createProject: notBuiltYet('createProject'),
  updateProject: notBuiltYet('updateProject'),
};
