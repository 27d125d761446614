// Projects: the public list, and creating and editing them (admins; scouts create too). A project's
// repository is checked on GitHub before anything is saved; its facts are stored with the time
// they were read, and the background refresh keeps them fresh (workers/githubRefreshWorker.ts).
import type { UpdateProjectRequest } from '@glow/contract';
import { asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { projects } from '../db/schema';
import { notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Handlers } from '../http/handler';
import { recordChange } from '../system/auditLog';
import { factColumns } from './githubFacts';
import { checkRepository } from './checkRepository';
import { refuseDuplicates, savingProject } from './projectDuplicates';
import { listedProjectColumns, readListedProjectRow } from './projectQueries';
import { toListedProject } from './projectViews';

type ProjectRow = typeof projects.$inferSelect;
type EditableField = keyof UpdateProjectRequest;

const EDITABLE_FIELDS: EditableField[] = [
  'name',
  'description',
  'githubRepo',
  'websiteUrl',
  'xHandle',
];

async function listedProject(db: Database, id: number) {
  const row = await readListedProjectRow(db, id);
  if (!row) throw notFound(MESSAGES.projectNotFound);
  return toListedProject(row.project, row.nominations);
}

/** The repository is changing when it names another one (not the same one in another case). */
function changesRepository(current: ProjectRow, githubRepo: string | undefined): boolean {
  return githubRepo !== undefined && githubRepo.toLowerCase() !== current.githubRepo.toLowerCase();
}

/** Each field the edit really changes, from → to (what the audit log records). */
function changesOf(current: ProjectRow, wanted: Partial<Record<EditableField, string | null>>) {
  return Object.fromEntries(
    EDITABLE_FIELDS.flatMap((field) => {
      const to = wanted[field];
      return to === undefined || to === current[field]
        ? []
        : [[field, { from: current[field], to }]];
    }),
  ) as Partial<Record<EditableField, { from: string | null; to: string | null }>>;
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
    await refuseDuplicates(db, body);
    // Outside any transaction: GitHub may take its time-out, and nothing is saved unless it says yes.
    const facts = await checkRepository(github, body.githubRepo, log);
    const values = {
      name: body.name,
      description: body.description,
      githubRepo: facts.fullName,
      websiteUrl: body.websiteUrl ?? null,
      xHandle: body.xHandle ?? null,
    };
    const id = await savingProject(db, values, undefined, () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(projects)
          .values({ ...values, ...factColumns(facts) })
          .returning({ id: projects.id });
        await recordChange(tx, actor, {
          action: 'project.create',
          entity: 'project',
          entityId: row!.id,
          details: { name: values.name, githubRepo: values.githubRepo },
        });
        return row!.id;
      }),
    );
    return {
      success: true,
      message: MESSAGES.projectCreated,
      project: await listedProject(db, id),
    };
  },

  async updateProject({ params, body, actor, log }, { db, github }) {
    const [current] = await db.select().from(projects).where(eq(projects.id, params.id));
    if (!current) throw notFound(MESSAGES.projectNotFound);
    const newRepository = changesRepository(current, body.githubRepo);
    await refuseDuplicates(
      db,
      { ...body, githubRepo: newRepository ? body.githubRepo : undefined },
      current.id,
    );
    // Only a new repository is asked of GitHub; a description or a website changes without it.
    const facts = newRepository ? await checkRepository(github, body.githubRepo!, log) : null;
    const wanted = { ...body, githubRepo: facts?.fullName };
    await savingProject(db, wanted, current.id, () =>
      db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(projects)
          .where(eq(projects.id, current.id))
          .for('update');
        if (!locked) throw notFound(MESSAGES.projectNotFound);
        const changes = changesOf(locked, wanted);
        if (Object.keys(changes).length === 0) return;
        await tx
          .update(projects)
          .set({ ...wanted, ...(facts ? factColumns(facts) : {}) })
          .where(eq(projects.id, current.id));
        await recordChange(tx, actor, {
          action: 'project.update',
          entity: 'project',
          entityId: current.id,
          details: { changes },
        });
      }),
    );
    return {
      success: true,
      message: MESSAGES.projectUpdated,
      project: await listedProject(db, current.id),
    };
  },
};
