// Admins leave a cluster's members or one voter out of a cohort's tally, in writing, and may count
// them again, until the cohort moves to assessment. Each change is audited; the votes stay stored.
import type { ExcludeVotersRequest, Exclusion } from '@glow/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/database';
import { cohortVoters, excludedVoters, voteExclusions, voterSignals, voters } from '../db/schema';
import { conflict, notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import { recordChange, type Actor } from '../system/auditLog';
import { cohortWhileTallyOpen } from './integrityLock';
import { excludedCounts, exclusionsOf } from './integrityQueries';

/**
 * A query of the voters `request` names in the cohort (a cluster's members, or one voter), read
 * inside the statements that use it: a cluster may hold more voters than one statement takes as
 * parameters. Throws when it names none.
 */
async function votersNamed(
  db: Database,
  cohortId: number,
  request: ExcludeVotersRequest,
): Promise<SQL> {
  const named =
    request.funder !== undefined
      ? sql`select s.voter_id from ${voterSignals} s
          where s.cohort_id = ${cohortId} and s.cluster_funder = ${request.funder}`
      : sql`select cv.voter_id from ${cohortVoters} cv join ${voters} v on v.id = cv.voter_id
          where cv.cohort_id = ${cohortId} and v.address = ${request.voterAddress!}`;
  const [any] = await rowsOf(db.execute(sql`${named} limit 1`));
  if (any) return named;
  throw notFound(
    request.funder !== undefined
      ? MESSAGES.clusterNotFound(request.funder)
      : MESSAGES.voterNotInCohort(request.voterAddress!),
  );
}

/** Writes the named voters under `exclusionId` but those another exclusion covers; answers how many. */
async function coverVoters(db: Database, cohortId: number, exclusionId: number, named: SQL) {
  // In voter order, so that two exclusions of overlapping sets at once wait rather than deadlock.
  const [added] = await rowsOf<{ voters: number }>(
    db.execute(sql`
      with added as (
        insert into ${excludedVoters} (cohort_id, voter_id, exclusion_id)
        select ${cohortId}, named.voter_id, ${exclusionId} from (${named}) named
        order by named.voter_id
        on conflict do nothing
        returning 1)
      select count(*)::int as voters from added`),
  );
  return added?.voters ?? 0;
}

export async function excludeVoters(
  db: Database,
  actor: Actor,
  cohortId: number,
  request: ExcludeVotersRequest,
): Promise<Exclusion> {
  const id = await db.transaction(async (tx) => {
    await cohortWhileTallyOpen(tx, cohortId);
    const named = await votersNamed(tx, cohortId, request);
    const [exclusion] = await tx
      .insert(voteExclusions)
      .values({
        cohortId,
        funder: request.funder ?? null,
        voterAddress: request.voterAddress ?? null,
        reason: request.reason,
        excludedById: actor.id,
        excludedByEmail: actor.email,
      })
      .returning({ id: voteExclusions.id });
    // A voter another exclusion already covers stays under that one.
    const added = await coverVoters(tx, cohortId, exclusion!.id, named);
    if (added === 0) throw conflict(MESSAGES.alreadyExcluded);
    await recordChange(tx, actor, {
      action: 'vote.exclude',
      entity: 'cohort',
      entityId: cohortId,
      details: {
        exclusionId: exclusion!.id,
        funder: request.funder ?? null,
        voterAddress: request.voterAddress ?? null,
        reason: request.reason,
        voters: added,
      },
    });
    return exclusion!.id;
  });
  const [created] = await exclusionsOf(db, cohortId, id);
  return created!;
}

/**
 * Hands the lifted exclusion's voters whose cluster another exclusion of the cohort names over to
 * that one, and answers how many: a voter stays under the first exclusion that covered it, so
 * lifting that one must not count it again while its cluster stays excluded.
 */
async function handOverToClusterExclusions(db: Database, exclusionId: number): Promise<number> {
  const [handedOver] = await rowsOf<{ voters: number }>(
    db.execute(sql`
      with handed_over as (
        update ${excludedVoters} e set exclusion_id = x.id
        from ${voterSignals} s, ${voteExclusions} x
        where e.exclusion_id = ${exclusionId}
          and s.cohort_id = e.cohort_id and s.voter_id = e.voter_id
          and x.cohort_id = e.cohort_id and x.funder = s.cluster_funder and x.id <> ${exclusionId}
        returning 1)
      select count(*)::int as voters from handed_over`),
  );
  return handedOver?.voters ?? 0;
}

/** Lifts the exclusion; answers how many of its voters stay excluded under another. */
export async function liftExclusion(
  db: Database,
  actor: Actor,
  cohortId: number,
  exclusionId: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    // Two lifts at once could each hand voters over to the exclusion the other lifts.
    await cohortWhileTallyOpen(tx, cohortId, 'one at a time');
    const [lifted] = await tx
      .select()
      .from(voteExclusions)
      .where(and(eq(voteExclusions.id, exclusionId), eq(voteExclusions.cohortId, cohortId)));
    if (!lifted) throw notFound(MESSAGES.exclusionNotFound);
    const stillExcluded = await handOverToClusterExclusions(tx, exclusionId);
    await tx.delete(voteExclusions).where(eq(voteExclusions.id, exclusionId));
    await recordChange(tx, actor, {
      action: 'vote.exclusionLifted',
      entity: 'cohort',
      entityId: cohortId,
      details: {
        exclusionId,
        funder: lifted.funder,
        voterAddress: lifted.voterAddress,
        reason: lifted.reason,
        stillExcluded,
      },
    });
    return stillExcluded;
  });
}

/** How many voters and votes the cohort's exclusions leave out, with each distinct reason. */
export async function excludedSummary(db: Database, cohortId: number) {
  const [counts, reasons] = await Promise.all([
    excludedCounts(db, cohortId),
    db
      .selectDistinct({ reason: voteExclusions.reason })
      .from(voteExclusions)
      .where(eq(voteExclusions.cohortId, cohortId))
      .orderBy(voteExclusions.reason),
  ]);
  return { ...counts, reasons: reasons.map((row) => row.reason) };
}
