import type { Cohort } from '@glow/contract';
import { and, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { cohorts } from '../../db/schema';

export function toCohort(row: typeof cohorts.$inferSelect): Cohort {
  return {
    id: row.id,
    name: row.name,
    period: row.period,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
  };
}

/** The active cohort: started, not ended (the database allows one at most). */
export async function findActiveCohort(db: Database) {
  const [row] = await db
    .select()
    .from(cohorts)
    .where(and(isNull(cohorts.endsAt), lte(cohorts.startsAt, new Date())))
    .limit(1);
  return row ?? null;
}
