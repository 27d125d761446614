// How far a cohort's nominations have gone after voting: assessments, approved and paid grants,
// complete applications. Their tables arrive with the judging, application and payment issues;
// until then every count is 0, from this one module, which those issues replace.
import type { CohortPeriod, NominationStatus } from '@glow/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { coNominations, nominations } from '../db/schema';

export interface CohortProgress {
  assessments: number;
  approvedGrants: number;
  /** Approved grants whose payment can be sent (application complete, KYC done, wallet known). */
  grantsReadyToPay: number;
  paidGrants: number;
  applicationsComplete: number;
}

/** Nothing is assessed, approved, applied for or paid before those issues. */
export async function readCohortProgress(
  _db: Database,
  _cohortId: number,
): Promise<CohortProgress> {
  return {
    assessments: 0,
    approvedGrants: 0,
    grantsReadyToPay: 0,
    paidGrants: 0,
    applicationsComplete: 0,
  };
}

/** A nomination's assessments so far (none can exist yet). */
export const assessmentsOfNomination = (_nominationId: SQL | typeof nominations.id) =>
  sql<number>`0`.mapWith(Number);

/**
 * The scouts behind a nomination: its scout (0 once that account is deleted) and its
 * co-nominators.
 */
export const scoutsBehindNomination = () => {
  const coNominators = sql`(select count(*) from ${coNominations}
    where ${coNominations.nominationId} = ${nominations.id})`;
  return sql<number>`((case when ${nominations.scoutId} is null then 0 else 1 end) + ${coNominators})::int`.mapWith(
    Number,
  );
};

/**
 * Where a nomination stands, from its cohort's period: nothing is sized or paid before the
 * judging and payment issues, so every nomination past voting is being assessed until its
 * cohort closes.
 */
export function nominationStatusOf(period: CohortPeriod): NominationStatus {
  if (period === 'nomination') return 'nominated';
  if (period === 'voting') return 'in voting';
  if (period === 'closed') return 'cohort closed';
  return 'being assessed';
}
