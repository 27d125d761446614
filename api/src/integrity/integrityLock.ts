// A cohort's exclusions and integrity settings change only until it moves to assessment: from
// then on its tally is what the judges and the public see.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { cohorts } from '../db/schema';
import { conflict, notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import { periodPhrase } from '../programme/cohortViews';

type CohortRow = typeof cohorts.$inferSelect;

/** Why the cohort's tally may no longer change, or null while it may. */
export function integrityLockedBecause(cohort: Pick<CohortRow, 'name' | 'period'>): string | null {
  return cohort.period === 'nomination' || cohort.period === 'voting'
    ? null
    : MESSAGES.integrityLocked(periodPhrase(cohort));
}

/**
 * The cohort, its row locked for the transaction (a move to assessment waits for it, or it for the
 * move); throws unless its tally may still change. `one at a time` also makes the transaction wait
 * for every other change of the cohort's exclusions, and them for it.
 */
export async function cohortWhileTallyOpen(
  db: Database,
  cohortId: number,
  lock: 'shared' | 'one at a time' = 'shared',
): Promise<CohortRow> {
  const [cohort] = await db
    .select()
    .from(cohorts)
    .where(eq(cohorts.id, cohortId))
    .for(lock === 'shared' ? 'share' : 'no key update');
  if (!cohort) throw notFound(MESSAGES.cohortNotFound);
  const locked = integrityLockedBecause(cohort);
  if (locked) throw conflict(locked);
  return cohort;
}
