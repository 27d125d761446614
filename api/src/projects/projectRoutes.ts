// Projects: the public list, and creating and editing them (admins; scouts create too:
// projectChanges.ts). The background refresh keeps their GitHub facts fresh
// (workers/githubRefreshWorker.ts).
import type { Database } from '../db/database';
import { notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Handlers } from '../http/handler';
import { createProject, updateProject } from './projectChanges';
import { listProjects, readListedProjectRow } from './projectQueries';
import { toListedProject } from './projectViews';

async function listedProject(db: Database, id: number) {
  const row = await readListedProjectRow(db, id);
  if (!row) throw notFound(MESSAGES.projectNotFound);
  return toListedProject(row.project, row.nominations);
}

export const projectRoutes: Pick<Handlers, 'listProjects' | 'createProject' | 'updateProject'> = {
  async listProjects({ query }, { db }) {
    return listProjects(db, query);
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
