import { VOTE_VALUES, type VoteType } from '@glow/contract';

/** A stored vote value as the contract names it (no row: null). */
export function voteTypeOf(value: number | null | undefined): 'UP' | 'DOWN' | null {
  if (value === 1) return 'UP';
  if (value === -1) return 'DOWN';
  return null;
}

/** What a vote did, in the product's words (SPEC.md section 4). */
export function describeVoteChange(previous: 'UP' | 'DOWN' | null, next: VoteType): string {
  const nextValue = VOTE_VALUES[next];
  const previousValue = previous ? VOTE_VALUES[previous] : 0;
  if (nextValue === previousValue) return 'no change';
  if (next === 'NONE') return 'remove vote';
  if (previous === null) return next === 'UP' ? 'upvote' : 'downvote';
  return next === 'UP' ? 'change to upvote' : 'change to downvote';
}
