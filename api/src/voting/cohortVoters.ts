// The voters who took part in a cohort (`cohort_voters`): those who cast at least one vote in
// it, whether they kept it or removed it later. The vote statement (voting/voteRoutes.ts)
// records its voter as it writes the vote; votes written straight into the table (the demo
// seed, tests, the scale bench) are recorded here afterwards.
import { eq, min } from 'drizzle-orm';
import type { Database } from '../db/database';
import { cohortVoters, nominations, votes } from '../db/schema';

/**
 * Records every voter with a vote in a cohort as having taken part in it (those recorded
 * already stay as they are), first voting at their earliest vote's last change.
 */
export async function recordVotersWhoTookPart(db: Database): Promise<void> {
  await db
    .insert(cohortVoters)
    .select(
      db
        .select({
          cohortId: nominations.cohortId,
          voterId: votes.voterId,
          firstVotedAt: min(votes.updatedAt).as('first_voted_at'),
        })
        .from(votes)
        .innerJoin(nominations, eq(nominations.id, votes.nominationId))
        .groupBy(nominations.cohortId, votes.voterId),
    )
    .onConflictDoNothing();
}
