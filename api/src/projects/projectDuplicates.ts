// The `conflict` "duplicate project by repo, URL or name", naming each field another project holds:
// checked before GitHub is asked (no GitHub budget spent on a duplicate), and again by the
// unique indexes when the project is saved (two saves at once, or a repository GitHub renamed).
import { PROJECT_UNIQUE_FIELDS } from '@glow/contract';
import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { projects } from '../db/schema';
import { conflict, DomainError } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';

type UniqueField = (typeof PROJECT_UNIQUE_FIELDS)[number];

/** The unique fields of a project being created or edited (undefined: not changing). */
export interface ProjectIdentity {
  name?: string;
  githubRepo?: string;
  websiteUrl?: string | null;
}

interface Holder {
  name: string;
  githubRepo: string;
  websiteUrl: string | null;
}

const sameText = (column: AnyPgColumn, value: string) => sql`lower(${column}) = lower(${value})`;

/** What the `conflict` says about a field another project holds. */
function describe(field: UniqueField, holder: Holder): string {
  switch (field) {
    case 'name':
      return `the name "${holder.name}" is taken`;
    case 'githubRepo':
      return `the repository ${holder.githubRepo} belongs to "${holder.name}"`;
    case 'websiteUrl':
      return `the website ${holder.websiteUrl} belongs to "${holder.name}"`;
  }
}

/**
 * The `conflict` naming every field of `identity` another project (not `exceptId`) holds, or null.
 */
export async function duplicateError(
  db: Database,
  identity: ProjectIdentity,
  exceptId?: number,
): Promise<DomainError | null> {
  const matches: Record<UniqueField, SQL | null> = {
    name: identity.name === undefined ? null : sameText(projects.name, identity.name),
    githubRepo:
      identity.githubRepo === undefined ? null : sameText(projects.githubRepo, identity.githubRepo),
    websiteUrl: identity.websiteUrl ? eq(projects.websiteUrl, identity.websiteUrl) : null,
  };
  const conditions = Object.values(matches).filter((match): match is SQL => match !== null);
  if (conditions.length === 0) return null;
  const taken = (field: UniqueField) => (matches[field] ?? sql`false`).mapWith(Boolean);
  const holders = await db
    .select({
      name: projects.name,
      githubRepo: projects.githubRepo,
      websiteUrl: projects.websiteUrl,
      taken: {
        name: taken('name'),
        githubRepo: taken('githubRepo'),
        websiteUrl: taken('websiteUrl'),
      },
    })
    .from(projects)
    .where(and(or(...conditions), exceptId === undefined ? undefined : ne(projects.id, exceptId)));
  const held = PROJECT_UNIQUE_FIELDS.flatMap((field) => {
    const holder = holders.find((row) => row.taken[field]);
    return holder ? [{ field, holder }] : [];
  });
  if (held.length === 0) return null;
  return conflict(
    MESSAGES.duplicateProject(held.map(({ field, holder }) => describe(field, holder)).join('; ')),
    { fields: held.map(({ field }) => field) },
  );
}

/** Throws the `conflict` when another project holds one of the unique fields. */
export async function refuseDuplicates(
  db: Database,
  identity: ProjectIdentity,
  exceptId?: number,
): Promise<void> {
  const error = await duplicateError(db, identity, exceptId);
  if (error) throw error;
}

/**
 * Runs the save; a unique violation (another save won the race) becomes the same `conflict` as the
 * check before it.
 */
export async function savingProject<T>(
  db: Database,
  identity: ProjectIdentity,
  exceptId: number | undefined,
  save: () => Promise<T>,
): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw (
      (await duplicateError(db, identity, exceptId)) ??
      conflict(
        MESSAGES.duplicateProject('another project has the same name, repository or website'),
        {
          fields: [],
        },
      )
    );
  }
}
