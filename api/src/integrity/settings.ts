// A cohort's vote integrity settings: its row, or the defaults for a cohort without one.
import { DEFAULT_INTEGRITY_SETTINGS, type IntegritySettings } from '@glow/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { cohortIntegrity } from '../db/schema';

export interface CohortIntegrity {
  settings: IntegritySettings;
  analysedAt: Date | null;
}

export async function readCohortIntegrity(
  db: Database,
  cohortId: number,
): Promise<CohortIntegrity> {
  const [row] = await db
    .select()
    .from(cohortIntegrity)
    .where(eq(cohortIntegrity.cohortId, cohortId));
  if (!row) return { settings: DEFAULT_INTEGRITY_SETTINGS, analysedAt: null };
  const { analysedAt, youngAccountDays, clusterMinVoters, burstVoters, burstMinutes } = row;
  const { exchangeMinAccounts, minAccountAgeDays } = row;
  return {
    settings: {
      youngAccountDays,
      clusterMinVoters,
      burstVoters,
      burstMinutes,
      exchangeMinAccounts,
      minAccountAgeDays,
    },
    analysedAt,
  };
}
