// The ballot: the active cohort's nominations as voters see them, with their score, searched and
// sorted, and with a wallet session the voter's own vote.
import type {
  ListNominationsQuerySchema,
  NominationCategory,
  NominationList,
} from '@glow/contract';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/database';
import { contributors, nominations, voters, votes } from '../db/schema';
import { matchingNominations, projectsOf } from '../nominations/nominationQueries';
import { findActiveCohort, toCohort } from '../programme/cohortViews';
import { scoutsBehindNomination } from '../programme/programmeProgress';
import { scoreOf, voteTypeOf } from './voteValues';

function voteOf(address: string | null) {
  if (!address) return sql<number | null>`null::smallint`;
  return sql<
    number | null
  >`(select ${votes.value} from ${votes} join ${voters} on ${voters.id} = ${votes.voterId}
    where ${votes.nominationId} = ${nominations.id} and ${voters.address} = ${address})`;
}

/** A page of the ballot; the vote of `voterAddress` on each nomination when given. */
export async function readBallot(
  db: Database,
  query: z.output<typeof ListNominationsQuerySchema>,
  voterAddress: string | null,
): Promise<NominationList> {
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
        myVote: voteOf(voterAddress),
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
}
