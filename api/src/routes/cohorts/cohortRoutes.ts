import { eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors';
import { cohorts } from '../../db/schema';
import { ApiError, MESSAGES } from '../../http/ApiError';
import type { Handlers } from '../../http/handler';
import { recordChange } from '../../services/auditLog';
import { findActiveCohort, toCohort } from './cohortViews';

export const cohortRoutes: Pick<Handlers, 'activeCohort' | 'updateCohort'> = {
  async activeCohort(_request, { db }) {
    const active = await findActiveCohort(db);
    return { cohort: active ? toCohort(active) : null };
  },

  async updateCohort({ params, body, actor }, { db }) {
    const updated = await db
      .transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(cohorts)
          .where(eq(cohorts.id, params.id))
          .for('update');
        if (!before) throw new ApiError(404, MESSAGES.cohortNotFound);
        const closing = body.period === 'closed';
        const [row] = await tx
          .update(cohorts)
          .set({ period: body.period, endsAt: closing ? (before.endsAt ?? new Date()) : null })
          .where(eq(cohorts.id, params.id))
          .returning();
        await recordChange(tx, actor, {
          action: 'cohort.period',
          entity: 'cohort',
          entityId: params.id,
          details: { from: before.period, to: body.period },
        });
        return row!;
      })
      .catch((error: unknown) => {
        // Reopening a closed cohort while another is active.
        if (isUniqueViolation(error)) throw new ApiError(409, MESSAGES.anotherCohortActive);
        throw error;
      });
    return toCohort(updated);
  },
};
