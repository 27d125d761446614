// An admin changes a cohort's integrity settings until it moves to assessment; audited, each
// setting from → to.
import type { IntegritySettings } from '@glow/contract';
import type { Database } from '../db/database';
import { cohortIntegrity } from '../db/schema';
import { recordChange, type Actor } from '../system/auditLog';
import { cohortWhileTallyOpen } from './integrityLock';
import { readCohortIntegrity } from './settings';

export async function saveIntegritySettings(
  db: Database,
  actor: Actor,
  cohortId: number,
  wanted: IntegritySettings,
): Promise<IntegritySettings> {
  return db.transaction(async (tx) => {
    await cohortWhileTallyOpen(tx, cohortId);
    const { settings: current } = await readCohortIntegrity(tx, cohortId);
    const changes = Object.fromEntries(
      (Object.keys(wanted) as (keyof IntegritySettings)[]).flatMap((key) =>
        wanted[key] === current[key] ? [] : [[key, { from: current[key], to: wanted[key] }]],
      ),
    );
    if (Object.keys(changes).length === 0) return current;
    await tx
      .insert(cohortIntegrity)
      .values({ cohortId, ...wanted })
      .onConflictDoUpdate({ target: cohortIntegrity.cohortId, set: wanted });
    await recordChange(tx, actor, {
      action: 'cohort.integritySettings',
      entity: 'cohort',
      entityId: cohortId,
      details: changes,
    });
    return wanted;
  });
}
