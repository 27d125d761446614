// A nomination's tally is every vote but those of the voters an admin excluded from its cohort
// (integrity/exclusions.ts). Every vote's sum is the nomination's kept totals
// (`nomination_vote_totals`); the excluded voters' votes are few and found from them, then taken
// off.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { excludedVoters, nominations, voterSignals, votes } from '../db/schema';

/** The sum of the excluded voters' votes on one nomination (0 without any). */
export const excludedScoreOf = (nominationId: SQL | typeof nominations.id) =>
  sql<number>`coalesce((select sum(ev.value) from ${excludedVoters} e
    join ${votes} ev on ev.voter_id = e.voter_id and ev.nomination_id = ${nominationId}
    where e.cohort_id = (select en.cohort_id from ${nominations} en where en.id = ${nominationId})), 0)`;

/** The excluded voters' votes on each of the cohort's nominations: their sum and number. */
export function excludedTally(db: Database, cohortId: number) {
  return db
    .select({
      nominationId: votes.nominationId,
      score: sql<number>`sum(${votes.value})::int`.as('excluded_score'),
      votes: sql<number>`count(*)::int`.as('excluded_votes'),
    })
    .from(excludedVoters)
    .innerJoin(votes, eq(votes.voterId, excludedVoters.voterId))
    .innerJoin(
      nominations,
      and(
        eq(nominations.id, votes.nominationId),
        eq(nominations.cohortId, excludedVoters.cohortId),
      ),
    )
    .where(eq(excludedVoters.cohortId, cohortId))
    .groupBy(votes.nominationId)
    .as('excluded');
}

/** The cohort's voters left out of the tally without flagged voters: the flagged and excluded. */
function flaggedOrExcluded(cohortId: number | SQL) {
  return sql`(select s.voter_id from ${voterSignals} s where s.cohort_id = ${cohortId}
    union select e.voter_id from ${excludedVoters} e where e.cohort_id = ${cohortId})`;
}

/**
 * The flagged or excluded voters' votes on each of the cohort's nominations: their sum. Found
 * from those voters (a few thousand at most) by the votes' key, given as one array: as a join or
 * `in (… union …)`, PostgreSQL read every vote of each nomination instead.
 */
export function flaggedTally(db: Database, cohortId: number) {
  return db
    .select({
      nominationId: votes.nominationId,
      score: sql<number>`sum(${votes.value})::int`.as('flagged_score'),
    })
    .from(votes)
    .innerJoin(nominations, eq(nominations.id, votes.nominationId))
    .where(
      and(
        eq(nominations.cohortId, cohortId),
        sql`${votes.voterId} = any(array${flaggedOrExcluded(cohortId)})`,
      ),
    )
    .groupBy(votes.nominationId)
    .as('flagged');
}

/** The sum of the flagged or excluded voters' votes on one nomination of `cohortId`, found alike. */
export const flaggedScoreOf = (
  nominationId: SQL | typeof nominations.id | number,
  cohortId: number,
) =>
  sql<number>`coalesce((select sum(fv.value) from ${votes} fv
    where fv.voter_id = any(array${flaggedOrExcluded(cohortId)})
      and fv.nomination_id = ${nominationId}), 0)::int`;
