// A cohort's grant totals: approved, paid, in flight, payable, waiting and
// returned to the pool, and what is carried to the next cohort. Read live from grants and
// payments: a closed cohort's frozen figures never say what was paid after it closed.
import { GRANT_STATES, type CohortPaymentTotals } from '@glow/contract';
import { asc, eq, ne, or } from 'drizzle-orm';
import type { Database } from '../db/database';
import { cohorts } from '../db/schema';
import type { GrantWithFacts } from './grants';
import { ensureCohortGrants, grantsWithFacts, isDistributionApproved } from './grants';

type State = GrantWithFacts['view']['state'];

export const dropsInStates = (grants: readonly GrantWithFacts[], states: readonly State[]) =>
  String(
    grants
      .filter((grant) => states.includes(grant.view.state))
      .reduce((sum, grant) => sum + BigInt(grant.amountDrops), 0n),
  );

/** The cohort's grants, written first if its distribution is approved and they are not yet. */
export async function cohortGrants(db: Database, cohortId: number): Promise<GrantWithFacts[]> {
  if (!(await isDistributionApproved(db, cohortId))) return [];
  await db.transaction((tx) => ensureCohortGrants(tx, cohortId));
  return grantsWithFacts(db, { cohortId });
}

/**
 * The cohorts before and after this one (by start), which returned amounts move between; a
 * cancelled cohort pays nothing, so amounts pass it by.
 */
async function neighboursOf(db: Database, cohortId: number) {
  const all = await db
    .select({ id: cohorts.id, name: cohorts.name })
    .from(cohorts)
    .where(or(ne(cohorts.period, 'cancelled'), eq(cohorts.id, cohortId)))
    .orderBy(asc(cohorts.startsAt), asc(cohorts.id));
  const index = all.findIndex((cohort) => cohort.id === cohortId);
  return { previous: all[index - 1] ?? null, next: all[index + 1] ?? null };
}

/** The totals of a cohort's grants (as read by `cohortGrants`). */
export async function cohortPaymentTotals(
  db: Database,
  cohortId: number,
  grants: readonly GrantWithFacts[],
): Promise<CohortPaymentTotals> {
  const { previous, next } = await neighboursOf(db, cohortId);
  const previousReturned = previous
    ? dropsInStates(await cohortGrants(db, previous.id), ['returnedToPool'])
    : '0';
  return {
    grants: grants.length,
    approvedDrops: dropsInStates(grants, GRANT_STATES),
    paidDrops: dropsInStates(grants, ['paid']),
    inFlightDrops: dropsInStates(grants, ['inFlight']),
    payableDrops: dropsInStates(grants, ['payable', 'failed']),
    waitingDrops: dropsInStates(grants, ['waiting']),
    returnedDrops: dropsInStates(grants, ['returnedToPool']),
    carriedTo: next,
    carriedFrom:
      previous && previousReturned !== '0' ? [{ ...previous, drops: previousReturned }] : [],
  };
}

/** How many of the grants are in each state. */
export function countByState(grants: readonly GrantWithFacts[]): Record<State, number> {
  const counts: Record<State, number> = {
    waiting: 0,
    payable: 0,
    inFlight: 0,
    paid: 0,
    failed: 0,
    returnedToPool: 0,
  };
  for (const grant of grants) counts[grant.view.state] += 1;
  return counts;
}
