import type { MyVotes } from '@glow/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  contributors,
  nominationProjects,
  nominations,
  projects,
  voters,
  votes,
} from '../db/schema';
import { findActiveCohort } from '../programme/cohortViews';

/**
 * The votes of the wallet's voter on the active cohort's nominations, newest first:
 * empty for a wallet that never registered or never voted there.
 */
export async function readMyVotes(db: Database, address: string): Promise<MyVotes> {
  const cohort = await findActiveCohort(db);
  if (!cohort) return { cohort: null, votes: [] };
  const rows = await db
    .select({
      nominationId: nominations.id,
      firstName: contributors.firstName,
      lastName: contributors.lastName,
      value: votes.value,
      votedAt: votes.updatedAt,
    })
    .from(votes)
    .innerJoin(voters, eq(voters.id, votes.voterId))
    .innerJoin(nominations, eq(nominations.id, votes.nominationId))
    .innerJoin(contributors, eq(contributors.id, nominations.contributorId))
    .where(and(eq(voters.address, address), eq(nominations.cohortId, cohort.id)))
    .orderBy(desc(votes.updatedAt), desc(nominations.id));
  const projectRows =
    rows.length === 0
      ? []
      : await db
          .select({
            nominationId: nominationProjects.nominationId,
            id: projects.id,
            name: projects.name,
          })
          .from(nominationProjects)
          .innerJoin(projects, eq(projects.id, nominationProjects.projectId))
          .where(
            inArray(
              nominationProjects.nominationId,
              rows.map((row) => row.nominationId),
            ),
          )
          .orderBy(asc(projects.name));
  const projectsOf = new Map<number, { id: number; name: string }[]>();
  for (const { nominationId, id, name } of projectRows) {
    projectsOf.set(nominationId, [...(projectsOf.get(nominationId) ?? []), { id, name }]);
  }
  return {
    cohort: { id: cohort.id, name: cohort.name },
    votes: rows.map((row) => ({
      nominationId: row.nominationId,
      contributor: `${row.firstName} ${row.lastName}`,
      projects: projectsOf.get(row.nominationId) ?? [],
      vote: row.value > 0 ? 'UP' : 'DOWN',
      votedAt: row.votedAt.toISOString(),
    })),
  };
}
