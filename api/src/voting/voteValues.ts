import { VOTE_VALUES, type VoteType } from '@glow/contract';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { nominations, nominationVoteStripes, nominationVoteTotals } from '../db/schema';
import { excludedScoreOf } from '../integrity/tallies';

/** A stored vote value as the contract names it (no row: null). */
export function voteTypeOf(value: number | null | undefined): 'UP' | 'DOWN' | null {
  if (value === 1) return 'UP';
  if (value === -1) return 'DOWN';
  return null;
}

/** What a vote did, in the product's words. */
export function describeVoteChange(previous: 'UP' | 'DOWN' | null, next: VoteType): string {
  const nextValue = VOTE_VALUES[next];
  const previousValue = previous ? VOTE_VALUES[previous] : 0;
  if (nextValue === previousValue) return 'no change';
  if (next === 'NONE') return 'remove vote';
  if (previous === null) return next === 'UP' ? 'upvote' : 'downvote';
  return next === 'UP' ? 'change to upvote' : 'change to downvote';
}

/** A nomination's score: the sum of its votes but those of voters excluded from its cohort's tally. */
export const scoreOf = (nominationId: SQL | typeof nominations.id) =>
  sql<number>`(${everyVoteScoreOf(nominationId)} - ${excludedScoreOf(nominationId)})::int`;

/** The sum of every vote on the nomination, as its totals keep it (0 without a vote). */
export const everyVoteScoreOf = (nominationId: SQL | typeof nominations.id | number) =>
  sql<number>`coalesce((select t.score from ${nominationVoteTotals} t where t.nomination_id = ${nominationId}), 0)`;

/**
 * Every vote's sum and number of each of the cohort's nominations with votes, as their kept
 * stripes add up, to join to its nominations (`nomination_vote_totals` joined to many nominations
 * would add up every nomination's stripes first).
 */
export function cohortVoteTotals(db: Database, cohortId: number) {
  const stripes = nominationVoteStripes;
  return db
    .select({
      nominationId: stripes.nominationId,
      score: sql<number>`sum(${stripes.up} - ${stripes.down})::int`.as('score'),
      votes: sql<number>`sum(${stripes.up} + ${stripes.down})::int`.as('votes'),
    })
    .from(stripes)
    .where(eq(stripes.cohortId, cohortId))
    .groupBy(stripes.nominationId)
    .as('totals');
}
