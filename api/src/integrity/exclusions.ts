// Admins leave a cluster's members or one voter out of a cohort's tally, in writing, and may count
// them again, until the cohort moves to assessment. Each change is audited; the votes stay stored.
import type { ExcludeVotersRequest, Exclusion } from '@glow/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { cohortVoters, excludedVoters, voteExclusions, voterSignals, voters } from '../db/schema';
import { conflict, notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import { recordChange, type Actor } from '../system/auditLog';
import { cohortWhileTallyOpen } from './integrityLock';
import { excludedCounts, exclusionsOf } from './integrityQueries';

/** The voters `request` names in the cohort: a cluster's members, or one voter. */
async function votersNamed(db: Database, cohortId: number, request: ExcludeVotersRequest) {
  if (request.funder !== undefined) {
    const members = await db
      .select({ voterId: voterSignals.voterId })
      .from(voterSignals)
      .where(
        and(eq(voterSignals.cohortId, cohortId), eq(voterSignals.clusterFunder, request.funder)),
      );
    if (members.length === 0) throw notFound(MESSAGES.clusterNotFound(request.funder));
    return members.map((member) => member.voterId);
  }
  const address = request.voterAddress!;
  const [voter] = await db
    .select({ voterId: cohortVoters.voterId })
    .from(cohortVoters)
    .innerJoin(voters, eq(voters.id, cohortVoters.voterId))
    .where(and(eq(cohortVoters.cohortId, cohortId), eq(voters.address, address)));
  if (!voter) throw notFound(MESSAGES.voterNotInCohort(address));
  return [voter.voterId];
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
    const added = await tx
      .insert(excludedVoters)
      .values(named.map((voterId) => ({ cohortId, voterId, exclusionId: exclusion!.id })))
      .onConflictDoNothing()
      .returning({ voterId: excludedVoters.voterId });
    if (added.length === 0) throw conflict(MESSAGES.alreadyExcluded);
    await recordChange(tx, actor, {
      action: 'vote.exclude',
      entity: 'cohort',
      entityId: cohortId,
      details: {
        exclusionId: exclusion!.id,
        funder: request.funder ?? null,
        voterAddress: request.voterAddress ?? null,
        reason: request.reason,
        voters: added.length,
      },
    });
    return exclusion!.id;
  });
  const [created] = await exclusionsOf(db, cohortId, id);
  return created!;
}

export async function liftExclusion(
  db: Database,
  actor: Actor,
  cohortId: number,
  exclusionId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await cohortWhileTallyOpen(tx, cohortId);
    const [lifted] = await tx
      .delete(voteExclusions)
      .where(and(eq(voteExclusions.id, exclusionId), eq(voteExclusions.cohortId, cohortId)))
      .returning();
    if (!lifted) throw notFound(MESSAGES.exclusionNotFound);
    await recordChange(tx, actor, {
      action: 'vote.exclusionLifted',
      entity: 'cohort',
      entityId: cohortId,
      details: {
        exclusionId,
        funder: lifted.funder,
        voterAddress: lifted.voterAddress,
        reason: lifted.reason,
      },
    });
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
