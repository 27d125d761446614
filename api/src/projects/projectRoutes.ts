// Projects: the public list, and creating and editing them (admins; scouts create too:
// projectChanges.ts). The background refresh keeps their GitHub facts fresh
// (workers/githubRefreshWorker.ts).
import { asc, count, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { projects } from '../db/schema';
import { notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Handlers } from '../http/handler';
import { createProject, updateProject } from './projectChanges';
import { listedProjectColumns, readListedProjectRow } from './projectQueries';
import { toListedProject } from './projectViews';

async function listedProject(db: Database, id: number) {
  const row = await readListedProjectRow(db, id);
  if (!row) throw notFound(MESSAGES.projectNotFound);
  return toListedProject(row.project, row.nominations);
}

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
  },

  async createProject({ body, actor, log }, { db, github }) {
    const id = await createProject(db, github, actor, body, log);
    return {
      success: true,
      message: MESSAGES.projectCreated,
      project: await listedProject(db, id),
    };
  },

  async updateProject({ params, body, actor, log }, { db, github }) {
    await updateProject(db, github, actor, params.id, body, log);
    return {
      success: true,
      message: MESSAGES.projectUpdated,
      project: await listedProject(db, params.id),
    };
  },
};
