import { VOTE_VALUES, type VoteType } from '@glow/contract';
import { sql, type SQL } from 'drizzle-orm';
import { nominations, votes } from '../db/schema';
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

/**
 * A nomination's score: the sum of its votes but those of voters excluded from its cohort's tally,
 * counted when asked for.
 */
export const scoreOf = (nominationId: SQL | typeof nominations.id) =>
  sql<number>`(coalesce((select sum(${votes.value}) from ${votes} where ${votes.nominationId} = ${nominationId}), 0)
    - ${excludedScoreOf(nominationId)})::int`;
