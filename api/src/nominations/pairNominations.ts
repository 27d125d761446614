// Nominations as any scout may see them (PairNominationSchema): what backing one instead of
// creating a duplicate needs, never another scout's identity, screening answers or note. The
// scout's own list (scoutedQueries.ts) starts from the same columns.
import type { NominationCategory, PairNomination } from '@glow/contract';
import { and, asc, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { cohorts, contributors, nominations, scoutBackings } from '../db/schema';
import { scoutsBehindNomination } from '../programme/programmeProgress';
import { projectsOf } from './nominationQueries';

/** The nominations the scout backs, as nominator or co-nominator. */
export const backedBy = (scoutId: number) =>
  exists(
    sql`(select 1 from ${scoutBackings} where ${scoutBackings.nominationId} = ${nominations.id}
      and ${scoutBackings.scoutId} = ${scoutId})`,
  );

/** The columns of a nomination, its cohort and its contributor that every view of it shows. */
export const nominationColumns = () => ({
  id: nominations.id,
  cohortId: cohorts.id,
  cohortName: cohorts.name,
  contributorId: contributors.id,
  firstName: contributors.firstName,
  lastName: contributors.lastName,
  githubUsername: contributors.githubUsername,
  description: nominations.description,
  categories: nominations.categories,
  contributionDate: nominations.contributionDate,
  scouts: scoutsBehindNomination(),
});

interface NominationColumnsRow {
  id: number;
  contributorId: number;
  firstName: string;
  lastName: string;
  githubUsername: string;
  description: string;
  categories: string[];
  contributionDate: string;
  scouts: number;
}

/** The fields of PairNominationSchema that the scout's list shares, from `nominationColumns`. */
export const nominationBasics = (
  row: NominationColumnsRow,
  projectsByNomination: Awaited<ReturnType<typeof projectsOf>>,
) => ({
  id: row.id,
  contributor: {
    id: row.contributorId,
    firstName: row.firstName,
    lastName: row.lastName,
    githubUsername: row.githubUsername,
  },
  projects: projectsByNomination.get(row.id) ?? [],
  description: row.description,
  categories: row.categories as NominationCategory[],
  contributionDate: row.contributionDate,
  scouts: row.scouts,
});

/** The nominations `where` selects, oldest first, as `viewerId` (a scout or an admin) sees them. */
export async function readPairNominations(
  db: Database,
  where: SQL | undefined,
  viewerId: number,
): Promise<PairNomination[]> {
  const rows = await db
    .select({
      ...nominationColumns(),
      backedByMe: sql<boolean>`${backedBy(viewerId)}`.mapWith(Boolean),
    })
    .from(nominations)
    .innerJoin(cohorts, eq(cohorts.id, nominations.cohortId))
    .innerJoin(contributors, eq(contributors.id, nominations.contributorId))
    .where(where)
    .orderBy(asc(nominations.createdAt), asc(nominations.id));
  const projectsByNomination = await projectsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...nominationBasics(row, projectsByNomination),
    cohort: { id: row.cohortId, name: row.cohortName },
    backedByMe: row.backedByMe,
  }));
}

/** The contributor's nominations in the cohort. */
export const ofContributorInCohort = (contributorId: number, cohortId: number) =>
  and(eq(nominations.contributorId, contributorId), eq(nominations.cohortId, cohortId));
