// Backing another scout's nomination: the co-nominator's own
// screening answers and a note, once per project per cohort like a nomination; and withdrawing
// that backing while the cohort is in its nomination period. No email: nobody needs to act on it.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { coNominations, nominationProjects, nominations, scoutBackings } from '../db/schema';
import { notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Handlers } from '../http/handler';
import { recordChange } from '../system/auditLog';
import { findActiveCohort } from '../programme/cohortViews';
import {
  backingConflict,
  backingRows,
  cohortTakingNominations,
  nominationToChange,
  refuseErasedNominee,
} from './nominationRules';
import { readScouted } from './scoutedQueries';

async function projectIdsOf(tx: Database, nominationId: number): Promise<number[]> {
  const rows = await tx
    .select({ projectId: nominationProjects.projectId })
    .from(nominationProjects)
    .where(eq(nominationProjects.nominationId, nominationId));
  return rows.map((row) => row.projectId);
}

export const coNominationRoutes: Pick<Handlers, 'coNominate' | 'withdrawCoNomination'> = {
  async coNominate({ params, body, actor }, { db }) {
    const save = () =>
      db.transaction(async (tx) => {
        const cohort = await cohortTakingNominations(tx);
        const ofCohort = and(eq(nominations.id, params.id), eq(nominations.cohortId, cohort.id));
        const [seen] = await tx.select().from(nominations).where(ofCohort);
        if (!seen) throw notFound(MESSAGES.nominationNotFound);
        await refuseErasedNominee(tx, seen.contributorId);
        const [nomination] = await tx.select().from(nominations).where(ofCohort).for('update');
        if (!nomination) throw notFound(MESSAGES.nominationNotFound);
        const projectIds = await projectIdsOf(tx, nomination.id);
        // Covers backing one's own nomination, backing it twice, and another of the same project.
        const conflict = await backingConflict(tx, cohort, actor.id, projectIds);
        if (conflict) throw conflict;
        await tx.insert(coNominations).values({
          nominationId: nomination.id,
          scoutId: actor.id,
          screening: body.screening,
          note: body.note,
        });
        await tx
          .insert(scoutBackings)
          .values(backingRows(cohort.id, actor.id, nomination.id, projectIds));
        await recordChange(tx, actor, {
          action: 'nomination.coNominate',
          entity: 'nomination',
          entityId: nomination.id,
          details: { projectIds },
        });
      });
    try {
      await save();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The same scout's other request backed one of these projects first: say which.
      const cohort = await findActiveCohort(db);
      const projectIds = await projectIdsOf(db, params.id);
      throw (cohort && (await backingConflict(db, cohort, actor.id, projectIds))) ?? error;
    }
    const nomination = await readScouted(db, params.id, actor.id);
    if (!nomination) throw notFound(MESSAGES.nominationNotFound);
    return { success: true, message: MESSAGES.coNominationAdded, nomination };
  },

  async withdrawCoNomination({ params, actor }, { db }) {
    await db.transaction(async (tx) => {
      const nomination = await nominationToChange(tx, params.id, actor.id, 'co-nominator');
      await tx
        .delete(coNominations)
        .where(
          and(eq(coNominations.nominationId, nomination.id), eq(coNominations.scoutId, actor.id)),
        );
      await tx
        .delete(scoutBackings)
        .where(
          and(eq(scoutBackings.nominationId, nomination.id), eq(scoutBackings.scoutId, actor.id)),
        );
      await recordChange(tx, actor, {
        action: 'nomination.unback',
        entity: 'nomination',
        entityId: nomination.id,
      });
    });
    return { success: true, message: MESSAGES.coNominationWithdrawn };
  },
};
