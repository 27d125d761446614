// The export's records of the person's voter registrations: each with what the ledger said of its
// account when last read, and the cohorts in which vote integrity flagged it or left it out.
import type { PersonalDataExport } from '@glow/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  excludedVoters,
  voteExclusions,
  voterLedgerFacts,
  voterSignals,
  voters,
} from '../db/schema';

type VoterRow = typeof voters.$inferSelect;
type IntegrityRecord = PersonalDataExport['voterRegistrations'][number]['integrity'][number];

export async function voterRegistrationsOf(
  db: Database,
  voterRows: readonly VoterRow[],
): Promise<PersonalDataExport['voterRegistrations']> {
  if (voterRows.length === 0) return [];
  const voterIds = voterRows.map((voter) => voter.id);
  const [facts, signals, exclusions] = await Promise.all([
    db.select().from(voterLedgerFacts).where(inArray(voterLedgerFacts.voterId, voterIds)),
    db.select().from(voterSignals).where(inArray(voterSignals.voterId, voterIds)),
    db
      .select({
        voterId: excludedVoters.voterId,
        cohortId: excludedVoters.cohortId,
        reason: voteExclusions.reason,
        excludedAt: voteExclusions.createdAt,
      })
      .from(excludedVoters)
      .innerJoin(voteExclusions, eq(voteExclusions.id, excludedVoters.exclusionId))
      .where(inArray(excludedVoters.voterId, voterIds)),
  ]);
  return voterRows.map((voter) => {
    const fact = facts.find((row) => row.voterId === voter.id);
    const integrity = new Map<number, IntegrityRecord>();
    const recordOf = (cohortId: number) =>
      integrity.get(cohortId) ??
      integrity
        .set(cohortId, {
          cohortId,
          signals: [],
          clusterFunder: null,
          exclusionReason: null,
          excludedAt: null,
        })
        .get(cohortId)!;
    for (const row of signals.filter((signal) => signal.voterId === voter.id)) {
      Object.assign(recordOf(row.cohortId), {
        signals: row.signals,
        clusterFunder: row.clusterFunder,
      });
    }
    for (const row of exclusions.filter((exclusion) => exclusion.voterId === voter.id)) {
      Object.assign(recordOf(row.cohortId), {
        exclusionReason: row.reason,
        excludedAt: row.excludedAt.toISOString(),
      });
    }
    return {
      address: voter.address,
      registrationTxHash: voter.registrationTxHash,
      registeredAt: voter.registeredAt.toISOString(),
      ledger: fact
        ? {
            status: fact.status,
            activatedAt: fact.activatedAt?.toISOString() ?? null,
            activatedBy: fact.activatedBy,
            balanceDrops: fact.balanceDrops?.toString() ?? null,
            transactionCount: fact.transactionCount,
            readAt: fact.readAt?.toISOString() ?? null,
          }
        : null,
      integrity: [...integrity.values()].sort((a, b) => a.cohortId - b.cohortId),
    };
  });
}
