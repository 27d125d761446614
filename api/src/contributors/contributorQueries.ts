// Reading contributors: the search of scouts and admins, one contributor's summary, and the
// contributors holding an email or a GitHub username ("contributor already exists").
import {
  CONTRIBUTOR_UNIQUE_FIELDS,
  type ContributorList,
  type SearchContributorsQuerySchema,
} from '@glow/contract';
import { asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { contributors, nominations } from '../db/schema';
import { conflict, DomainError } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import { findActiveCohort } from '../programme/cohortViews';
import type { Actor } from '../system/auditLog';
import { toContributorSummary } from './contributorViews';

type UniqueField = (typeof CONTRIBUTOR_UNIQUE_FIELDS)[number];

/**
 * A contributor's nominations in the active cohort (none without one). The outer id is written
 * with its table: Drizzle leaves column names bare in a one-table select, and a bare "id" inside
 * the subquery would be the nomination's.
 */
function activeNominationsOf(activeCohortId: number | null) {
  if (activeCohortId === null) return sql<number>`0`.mapWith(Number);
  const contributorId = sql`${contributors}.${sql.identifier(contributors.id.name)}`;
  return sql<number>`(select count(*) from ${nominations}
    where ${nominations.contributorId} = ${contributorId}
      and ${nominations.cohortId} = ${activeCohortId})::int`.mapWith(Number);
}

export function summaryColumns(activeCohortId: number | null) {
  return {
    contributor: {
      id: contributors.id,
      firstName: contributors.firstName,
      lastName: contributors.lastName,
      githubUsername: contributors.githubUsername,
      xHandle: contributors.xHandle,
      email: contributors.email,
    },
    activeNominations: activeNominationsOf(activeCohortId),
  };
}

/** By last name, first name (any case), then id: pages without gaps or repeats. */
export const contributorOrder = [
  sql`lower(${contributors.lastName})`,
  sql`lower(${contributors.firstName})`,
  asc(contributors.id),
];

/**
 * Contributors whose first, last or full name or GitHub username contains `search`, or whose
 * email is `search` in full (any case): part of an address finds nothing, so a scout cannot list
 * the emails of a domain.
 */
export function matchingContributors(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(contributors.firstName, pattern),
    ilike(contributors.lastName, pattern),
    sql`(${contributors.firstName} || ' ' || ${contributors.lastName}) ilike ${pattern}`,
    ilike(contributors.githubUsername, pattern),
    eq(contributors.email, search.toLowerCase()),
  );
}

/** Who reads a contributor (emails are masked for scouts), and the cohort counted as active. */
export interface Viewing {
  viewer: Actor;
  activeCohortId: number | null;
}

export async function readContributorSummary(db: Database, id: number, viewing: Viewing) {
  const [row] = await db
    .select(summaryColumns(viewing.activeCohortId))
    .from(contributors)
    .where(eq(contributors.id, id));
  return row ? toContributorSummary(row.contributor, row.activeNominations, viewing.viewer) : null;
}

/** The email and GitHub username a new contributor would take (email lower-case). */
export interface ContributorIdentity {
  email: string;
  githubUsername: string;
}

/**
 * The `conflict` "contributor already exists: …" naming each field another contributor holds, with
 * the one holding the email (else the GitHub username) to pick instead; null when none does.
 */
export async function duplicateContributorError(
  db: Database,
  identity: ContributorIdentity,
  viewing: Viewing,
): Promise<DomainError | null> {
  const columns = summaryColumns(viewing.activeCohortId);
  const holders = await db
    .select({
      ...columns.contributor,
      activeNominations: columns.activeNominations,
      hasEmail: sql<boolean>`${contributors.email} = ${identity.email}`.mapWith(Boolean),
    })
    .from(contributors)
    .where(
      or(
        eq(contributors.email, identity.email),
        sql`lower(${contributors.githubUsername}) = lower(${identity.githubUsername})`,
      ),
    )
    .orderBy(asc(contributors.id));
  const byEmail = holders.find((holder) => holder.hasEmail);
  const byUsername = holders.find(
    (holder) => holder.githubUsername.toLowerCase() === identity.githubUsername.toLowerCase(),
  );
  const fields: UniqueField[] = [
    ...(byEmail ? (['email'] as const) : []),
    ...(byUsername ? (['githubUsername'] as const) : []),
  ];
  const holder = byEmail ?? byUsername;
  if (!holder) return null;
  return conflict(MESSAGES.contributorExists(whoHolds(byEmail, byUsername)), {
    fields,
    contributor: toContributorSummary(holder, holder.activeNominations, viewing.viewer),
  });
}

function whoHolds(byEmail: { id: number } | undefined, byUsername: { id: number } | undefined) {
  if (byEmail && byUsername) {
    return byEmail.id === byUsername.id
      ? 'a contributor has this email and this GitHub username'
      : 'a contributor has this email, another this GitHub username';
  }
  return byEmail ? 'a contributor has this email' : 'a contributor has this GitHub username';
}

/**
 * Runs `save`; when a unique index refuses it (another contributor saved in between), answers
 * the same `conflict` as the check before saving.
 */
export async function savingContributor<T>(
  db: Database,
  identity: ContributorIdentity,
  viewing: Viewing,
  save: () => Promise<T>,
): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw (await duplicateContributorError(db, identity, viewing)) ?? error;
  }
}

/** A page of the contributors matching the search, as `actor` sees them. */
export async function searchContributors(
  db: Database,
  query: z.output<typeof SearchContributorsQuerySchema>,
  actor: Actor,
): Promise<ContributorList> {
  const cohort = await findActiveCohort(db);
  const where = matchingContributors(query.search);
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns(cohort?.id ?? null))
      .from(contributors)
      .where(where)
      .orderBy(...contributorOrder)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(contributors).where(where),
  ]);
  return {
    page: query.page,
    limit: query.limit,
    total: total?.value ?? 0,
    contributors: rows.map((row) =>
      toContributorSummary(row.contributor, row.activeNominations, actor),
    ),
  };
}
