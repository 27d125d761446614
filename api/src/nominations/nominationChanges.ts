// A scout's changes to their own nomination while its cohort is in its nomination period: the
// details (the contributor and projects are what the nomination is), and withdrawing it. A
// nomination other scouts back passes to the earliest of them instead of disappearing.
import type { NominationCategory, UpdateNominationRequest } from '@glow/contract';
import { and, asc, eq } from 'drizzle-orm';
import { now } from '../clock';
import { coNominations, nominations, scoutBackings } from '../db/schema';
import { notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import { notInTheFuture, refuseFields } from '../errors/fieldErrors';
import type { Handlers } from '../http/handler';
import { withdrawApplicationIfLast } from '../applications/applications';
import { recordChange } from '../system/auditLog';
import { nominationToChange } from './nominationRules';
import { readScouted } from './scoutedQueries';

type NominationRow = typeof nominations.$inferSelect;
type Change<T> = { from: T; to: T };

const sameCategories = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((category, index) => category === b[index]);

/** Each detail the edit really changes, from → to (what the audit log records). */
function changesOf(current: NominationRow, wanted: UpdateNominationRequest) {
  const changes: {
    description?: Change<string>;
    categories?: Change<NominationCategory[]>;
    contributionDate?: Change<string>;
  } = {};
  if (wanted.description !== undefined && wanted.description !== current.description) {
    changes.description = { from: current.description, to: wanted.description };
  }
  const categories = current.categories as NominationCategory[];
  if (wanted.categories !== undefined && !sameCategories(wanted.categories, categories)) {
    changes.categories = { from: categories, to: wanted.categories };
  }
  if (
    wanted.contributionDate !== undefined &&
    wanted.contributionDate !== current.contributionDate
  ) {
    changes.contributionDate = { from: current.contributionDate, to: wanted.contributionDate };
  }
  return changes;
}

export const nominationChangeRoutes: Pick<Handlers, 'updateNomination' | 'withdrawNomination'> = {
  async updateNomination({ params, body, actor }, { db }) {
    refuseFields(notInTheFuture('contributionDate', body.contributionDate));
    await db.transaction(async (tx) => {
      const nomination = await nominationToChange(tx, params.id, actor.id, 'nominator', {
        aboutNominee: true,
      });
      const changes = changesOf(nomination, body);
      if (Object.keys(changes).length === 0) return;
      await tx
        .update(nominations)
        .set({
          ...(changes.description && { description: changes.description.to }),
          ...(changes.categories && { categories: changes.categories.to }),
          ...(changes.contributionDate && { contributionDate: changes.contributionDate.to }),
          updatedAt: now(),
        })
        .where(eq(nominations.id, nomination.id));
      await recordChange(tx, actor, {
        action: 'nomination.update',
        entity: 'nomination',
        entityId: nomination.id,
        details: { changes },
      });
    });
    const nomination = await readScouted(db, params.id, actor.id);
    if (!nomination) throw notFound(MESSAGES.nominationNotFound);
    return { success: true, message: MESSAGES.nominationUpdated, nomination };
  },

  async withdrawNomination({ params, actor }, { db }) {
    const handedTo = await db.transaction(async (tx) => {
      const nomination = await nominationToChange(tx, params.id, actor.id, 'nominator');
      const [next] = await tx
        .select()
        .from(coNominations)
        .where(eq(coNominations.nominationId, nomination.id))
        .orderBy(asc(coNominations.createdAt), asc(coNominations.scoutId))
        .limit(1);
      if (next) {
        // The earliest co-nominator becomes its scout, with their screening; their note goes.
        await tx
          .update(nominations)
          .set({ scoutId: next.scoutId, screening: next.screening })
          .where(eq(nominations.id, nomination.id));
        await tx
          .delete(coNominations)
          .where(
            and(
              eq(coNominations.nominationId, nomination.id),
              eq(coNominations.scoutId, next.scoutId),
            ),
          );
        await tx
          .delete(scoutBackings)
          .where(
            and(eq(scoutBackings.nominationId, nomination.id), eq(scoutBackings.scoutId, actor.id)),
          );
      } else {
        // Its projects, backings and co-nominations go with it (ON DELETE CASCADE).
        await tx.delete(nominations).where(eq(nominations.id, nomination.id));
        await withdrawApplicationIfLast(tx, actor, nomination.contributorId, nomination.cohortId);
      }
      await recordChange(tx, actor, {
        action: 'nomination.withdraw',
        entity: 'nomination',
        entityId: nomination.id,
        details: { handedToScoutId: next?.scoutId ?? null },
      });
      return next?.scoutId ?? null;
    });
    return {
      success: true,
      message: handedTo === null ? MESSAGES.nominationWithdrawn : MESSAGES.nominationHandedOver,
    };
  },
};
