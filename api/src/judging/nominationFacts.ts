// What the review and the distribution show of each nomination beside its judging: its
// contributor, the scouts behind it (the evaluation list's second order) and its projects. Kept
// with the compiled judging (compileWithFacts): the judging versions change with each of them
// (drizzle/0026_judging_versions_of_names_and_projects.sql). Only the scores are read on every
// call, since every vote changes them.
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/database';
import { contributors, nominations } from '../db/schema';
import { projectsOf } from '../nominations/nominationQueries';
import { coNominatorCounts, scoutsBehind } from '../programme/programmeProgress';

export interface NominationFacts {
  contributor: { id: number; name: string };
  scoutsBehind: number;
  /** By name. */
  projects: { id: number; name: string }[];
}

/** The facts of the cohort's nominations, by nomination id: two reads, one after the other. */
export async function readNominationFacts(
  db: Database,
  cohortId: number,
): Promise<Map<number, NominationFacts>> {
  const coNominators = coNominatorCounts(db, cohortId);
  const rows = await rowsOf<{
    id: number;
    contributorId: number;
    firstName: string;
    lastName: string;
    scoutsBehind: number;
  }>(
    db.execute(sql`select ${nominations.id}, ${contributors.id} as "contributorId",
        ${contributors.firstName} as "firstName", ${contributors.lastName} as "lastName",
        ${scoutsBehind(coNominators)} as "scoutsBehind"
      from ${nominations}
      join ${contributors} on ${contributors.id} = ${nominations.contributorId}
      left join ${coNominators} on ${coNominators.nominationId} = ${nominations.id}
      where ${nominations.cohortId} = ${cohortId}`),
  );
  const projects = await projectsOf(
    db,
    rows.map((row) => row.id),
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        contributor: { id: row.contributorId, name: `${row.firstName} ${row.lastName}` },
        scoutsBehind: row.scoutsBehind,
        projects: (projects.get(row.id) ?? []).map(({ id, name }) => ({ id, name })),
      },
    ]),
  );
}
