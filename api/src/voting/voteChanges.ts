// Casting a vote: written (or removed) in one statement, so concurrent votes are neither lost nor
// counted twice; when nothing could be written, the refusal says why.
import { VOTE_VALUES, type VoteType } from '@glow/contract';
import { and, eq, sql } from 'drizzle-orm';
import { nowInSql } from '../clock';
import { preparedRowsOf, type Database } from '../db/database';
import { nominations, voters } from '../db/schema';
import { conflict, DomainError, forbidden, notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import { excludedScoreOf } from '../integrity/tallies';
import { findActiveCohort } from '../programme/cohortViews';
import { everyVoteScoreOf, voteTypeOf } from './voteValues';

interface VoteOutcome {
  /** False when no vote could be written: see `whyNoVote`. */
  allowed: boolean;
  previous: number | null;
  /**
   * The nomination's tally with this vote (unless its voter is excluded from the cohort's), as of
   * the statement's snapshot.
   */
  score: number;
}

/**
 * Writes (UP/DOWN) or removes (NONE) the vote in one statement, only if the voter is registered
 * and the nomination belongs to the active cohort in its voting period. One row per voter and
 * nomination, and the totals kept by the votes' triggers in the same transaction: concurrent votes
 * can neither be lost nor counted twice.
 * An UP or DOWN also records that the voter took part in the cohort (`cohort_voters`, once).
 */
function castInOneStatement(db: Database, address: string, nominationId: number, value: number) {
  const time = nowInSql();
  const write =
    value === 0
      ? sql`written as (delete from votes using target
          where votes.voter_id = target.voter_id and votes.nomination_id = target.nomination_id)`
      : sql`written as (insert into votes (voter_id, nomination_id, value, updated_at)
          select voter_id, nomination_id, ${value}, ${time} from target
          on conflict (voter_id, nomination_id) do update set value = excluded.value, updated_at = excluded.updated_at),
        took_part as (insert into cohort_voters (cohort_id, voter_id, first_voted_at)
          select cohort_id, voter_id, ${time} from target
          on conflict (cohort_id, voter_id) do nothing)`;
  return preparedRowsOf<VoteOutcome>(
    db,
    value === 0 ? 'remove_vote' : 'cast_vote',
    sql`
      with target as (
        select v.id as voter_id, n.id as nomination_id, n.cohort_id,
          (select value from votes where voter_id = v.id and nomination_id = n.id) as previous
        from voters v
        join nominations n on n.id = ${nominationId}
        join cohorts c on c.id = n.cohort_id and c.ends_at is null and c.period = 'voting'
        where v.address = ${address}
      ), ${write}
      select
        exists (select 1 from target) as "allowed",
        (select previous from target) as "previous",
        (${everyVoteScoreOf(nominationId)}
          - ${excludedScoreOf(sql`${nominationId}`)}
          + case when exists (select 1 from excluded_voters e join target t
              on e.cohort_id = t.cohort_id and e.voter_id = t.voter_id) then 0
            else ${value} - coalesce((select previous from target), 0) end)::int as "score"`,
  );
}

/** Why `castInOneStatement` wrote nothing, as the error the caller gets. */
async function whyNoVote(
  db: Database,
  address: string,
  nominationId: number,
): Promise<DomainError> {
  const cohort = await findActiveCohort(db);
  if (!cohort) return notFound(MESSAGES.noActiveCohort);
  const [nomination] = await db
    .select({ id: nominations.id })
    .from(nominations)
    .where(and(eq(nominations.id, nominationId), eq(nominations.cohortId, cohort.id)));
  if (!nomination) return notFound(MESSAGES.nominationNotFound);
  if (cohort.period !== 'voting')
    return conflict(MESSAGES.votingClosed(cohort.name, cohort.period));
  const [voter] = await db
    .select({ id: voters.id })
    .from(voters)
    .where(eq(voters.address, address));
  if (!voter) return forbidden(MESSAGES.voterNotRegistered);
  return conflict(MESSAGES.votingClosed(cohort.name, cohort.period));
}

/** The voter's vote `type` on the nomination: their previous vote and the nomination's score. */
export async function castVote(
  db: Database,
  address: string,
  nominationId: number,
  type: VoteType,
): Promise<{ previous: 'UP' | 'DOWN' | null; score: number }> {
  const [outcome] = await castInOneStatement(db, address, nominationId, VOTE_VALUES[type]);
  if (!outcome?.allowed) throw await whyNoVote(db, address, nominationId);
  return {
    previous: voteTypeOf(outcome.previous === null ? null : Number(outcome.previous)),
    score: Number(outcome.score),
  };
}
