import { VOTE_VALUES } from '@glow/contract';
import type { Handlers } from '../http/handler';
import { readMyVotes } from './myVotes';
import { castVote } from './voteChanges';
import { describeVoteChange, voteTypeOf } from './voteValues';

export const voteRoutes: Pick<Handlers, 'castVote' | 'listMyVotes'> = {
  async listMyVotes({ wallet }, { db }) {
    return readMyVotes(db, wallet.address);
  },

  async castVote({ body, wallet }, { db, metrics }) {
    const { previous, score } = await castVote(db, wallet.address, body.nominationId, body.type);
    metrics.votesCast.inc({ type: body.type });
    return {
      success: true,
      message: describeVoteChange(previous, body.type),
      nominationId: body.nominationId,
      myVote: voteTypeOf(VOTE_VALUES[body.type]),
      score,
    };
  },
};
