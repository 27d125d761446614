import type { Nomination, NominationCategory } from '@glow/contract';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  contributors,
  nominationProjects,
  nominations,
  projects,
  voters,
  votes,
} from '../db/schema';
import type { Handlers } from '../http/handler';
import { scoutsBehindNomination } from '../programme/programmeProgress';
import { findActiveCohort, toCohort } from '../programme/cohortViews';
import { voteTypeOf } from '../voting/voteValues';

/** A nomination's score: the sum of its votes, counted when asked for. */
export const scoreOf = (nominationId: SQL | typeof nominations.id) =>
  sql<number>`coalesce((select sum(${votes.value}) from ${votes} where ${votes.nominationId} = ${nominationId}), 0)::int`;

function voteOf(address: string | null) {
  if (!address) return sql<number | null>`null::smallint`;
  return sql<
    number | null
  >`(select ${votes.value} from ${votes} join ${voters} on ${voters.id} = ${votes.voterId}
    where ${votes.nominationId} = ${nominations.id} and ${voters.address} = ${address})`;
}

/** Nominations whose text, contributor or projects contain `search` (none given: all). */
export function matchingNominations(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const inProjects = sql`exists (select 1 from ${nominationProjects} join ${projects} on ${projects.id} = ${nominationProjects.projectId}
    where ${nominationProjects.nominationId} = ${nominations.id} and ${projects.name} ilike ${pattern})`;
  return or(
    ilike(nominations.description, pattern),
    ilike(contributors.firstName, pattern),
    ilike(contributors.lastName, pattern),
    ilike(contributors.githubUsername, pattern),
    inProjects,
  );
}

/** The projects of each nomination, by nomination id, by name. */
export async function projectsOf(db: Database, nominationIds: number[]) {
  if (nominationIds.length === 0) return new Map<number, Nomination['projects']>();
  const rows = await db
    .select({
      nominationId: nominationProjects.nominationId,
      id: projects.id,
      name: projects.name,
      githubRepo: projects.githubRepo,
      websiteUrl: projects.websiteUrl,
    })
    .from(nominationProjects)
    .innerJoin(projects, eq(projects.id, nominationProjects.projectId))
    .where(inArray(nominationProjects.nominationId, nominationIds))
    .orderBy(asc(projects.name));
  const byNomination = new Map<number, Nomination['projects']>();
  for (const { nominationId, ...project } of rows) {
    byNomination.set(nominationId, [...(byNomination.get(nominationId) ?? []), project]);
  }
  return byNomination;
}

export const nominationRoutes: Pick<Handlers, 'listNominations'> = {
  async listNominations({ query, wallet }, { db }) {
    const cohort = await findActiveCohort(db);
    const page = { page: query.page, limit: query.limit };
    if (!cohort) return { ...page, total: 0, cohort: null, nominations: [] };

    const where = and(eq(nominations.cohortId, cohort.id), matchingNominations(query.search));
    const score = scoreOf(nominations.id);
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: nominations.id,
          description: nominations.description,
          categories: nominations.categories,
          contributionDate: nominations.contributionDate,
          createdAt: nominations.createdAt,
          score,
          scouts: scoutsBehindNomination(),
          myVote: voteOf(wallet?.address ?? null),
          firstName: contributors.firstName,
          lastName: contributors.lastName,
          githubUsername: contributors.githubUsername,
        })
        .from(nominations)
        .innerJoin(contributors, eq(contributors.id, nominations.contributorId))
        .where(where)
        .orderBy(
          ...(query.sort === 'score'
            ? [desc(score), asc(nominations.id)]
            : [desc(nominations.createdAt), desc(nominations.id)]),
        )
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db
        .select({ value: count() })
        .from(nominations)
        .innerJoin(contributors, eq(contributors.id, nominations.contributorId))
        .where(where),
    ]);
    const projectsByNomination = await projectsOf(
      db,
      rows.map((row) => row.id),
    );
    return {
      ...page,
      total: total?.value ?? 0,
      cohort: toCohort(cohort),
      nominations: rows.map((row) => ({
        id: row.id,
        description: row.description,
        categories: row.categories as NominationCategory[],
        contributionDate: row.contributionDate,
        createdAt: row.createdAt.toISOString(),
        score: Number(row.score),
        scouts: row.scouts,
        contributor: {
          firstName: row.firstName,
          lastName: row.lastName,
          githubUsername: row.githubUsername,
        },
        projects: projectsByNomination.get(row.id) ?? [],
        myVote: voteTypeOf(row.myVote),
      })),
    };
  },
};
