// Creating and editing projects (admins; scouts create too), each save in its own transaction,
// audited in it. A project's repository is checked on GitHub before anything is saved, outside any
// transaction; its facts are stored with the time they were read.
import type { CreateProjectRequest, UpdateProjectRequest } from '@glow/contract';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { GitHubClient } from '../clients/githubClient';
import type { Database } from '../db/database';
import { projects } from '../db/schema';
import { notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import { recordChange, type Actor } from '../system/auditLog';
import { checkRepository } from './checkRepository';
import { factColumns } from './githubFacts';
import { refuseDuplicates, savingProject } from './projectDuplicates';

type ProjectRow = typeof projects.$inferSelect;
type EditableField = keyof UpdateProjectRequest;

const EDITABLE_FIELDS: EditableField[] = [
  'name',
  'description',
  'githubRepo',
  'websiteUrl',
  'xHandle',
];

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

/** Saves a new project once GitHub has its repository; answers its id. */
export async function createProject(
  db: Database,
  github: GitHubClient,
  actor: Actor,
  body: CreateProjectRequest,
  log: FastifyBaseLogger,
): Promise<number> {
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
  return savingProject(db, values, undefined, () =>
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
}

/** Saves what an edit changes of project `id` (a new repository once GitHub has it). */
export async function updateProject(
  db: Database,
  github: GitHubClient,
  actor: Actor,
  id: number,
  body: UpdateProjectRequest,
  log: FastifyBaseLogger,
): Promise<void> {
  const [current] = await db.select().from(projects).where(eq(projects.id, id));
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
}
