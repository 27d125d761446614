// A nominated contributor's application: one per person per cohort, made in the transaction of
// the person's first nomination in the cohort (one grant per person per cohort).
import { and, count, desc, eq, isNotNull, isNull, ne, notInArray } from 'drizzle-orm';
import { now } from '../clock';
import type { Database } from '../db/database';
import { applications, contributors, nominations } from '../db/schema';
import { recordChange, type Actor } from '../system/auditLog';

/**
 * Inside the nomination's transaction: the contributor's application in the cohort, made when it
 * is their first nomination there (audited `application.created` by the scout) and joined by a
 * later one (`application.joined`; a withdrawn application is in progress again). A new
 * application takes over the passing eligibility answers of the person's last application that
 * has them (a later nomination only re-checks the details form; the grant agreement
 * signed for this cohort re-declares them). Two nominations racing make one row (the unique
 * index and `on conflict do nothing`).
 */
export async function ensureApplication(
  tx: Database,
  actor: Actor,
  contributorId: number,
  cohortId: number,
): Promise<number> {
  const [created] = await tx
    .insert(applications)
    .values({ contributorId, cohortId })
    .onConflictDoNothing()
    .returning({ id: applications.id });
  if (created) {
    await recordChange(tx, actor, {
      action: 'application.created',
      entity: 'application',
      entityId: created.id,
      details: { contributorId, cohortId },
    });
    await carryOverEligibility(tx, actor, created.id, contributorId);
    return created.id;
  }
  const [existing] = await tx
    .select({ id: applications.id, status: applications.status })
    .from(applications)
    .where(and(eq(applications.contributorId, contributorId), eq(applications.cohortId, cohortId)))
    .for('update');
  if (!existing) throw new Error(`No application of contributor ${contributorId} in ${cohortId}`);
  const rejoined = existing.status === 'withdrawn';
  if (rejoined) {
    await tx
      .update(applications)
      .set({ status: 'inProgress', updatedAt: now() })
      .where(eq(applications.id, existing.id));
  }
  await recordChange(tx, actor, {
    action: 'application.joined',
    entity: 'application',
    entityId: existing.id,
    details: { contributorId, cohortId, ...(rejoined ? { was: 'withdrawn' } : {}) },
  });
  return existing.id;
}

/** Copies the person's last passing eligibility answers into their new application, if any. */
async function carryOverEligibility(
  tx: Database,
  actor: Actor,
  applicationId: number,
  contributorId: number,
): Promise<void> {
  const [passed] = await tx
    .select({
      id: applications.id,
      eligibility: applications.eligibility,
      answeredAt: applications.eligibilityAnsweredAt,
      answeredBy: applications.eligibilityAnsweredBy,
    })
    .from(applications)
    .where(
      and(
        eq(applications.contributorId, contributorId),
        ne(applications.id, applicationId),
        isNotNull(applications.eligibility),
        isNull(applications.failingEligibility),
      ),
    )
    .orderBy(desc(applications.eligibilityAnsweredAt), desc(applications.id))
    .limit(1);
  if (!passed) return;
  await tx
    .update(applications)
    .set({
      eligibility: passed.eligibility,
      eligibilityAnsweredAt: passed.answeredAt,
      eligibilityAnsweredBy: passed.answeredBy,
      eligibilityCarriedFrom: passed.id,
    })
    .where(eq(applications.id, applicationId));
  await recordChange(tx, actor, {
    action: 'application.eligibilityCarriedOver',
    entity: 'application',
    entityId: applicationId,
    details: { from: passed.id },
  });
}

/**
 * Inside a nomination withdrawal's transaction, after the nomination is gone: when it was the
 * person's last nomination in the cohort, their application there is withdrawn (final, read
 * only; a new nomination in the cohort takes it up again). A not-eligible one stays as it is.
 */
export async function withdrawApplicationIfLast(
  tx: Database,
  actor: Actor,
  contributorId: number,
  cohortId: number,
): Promise<void> {
  // The nomination's transaction locks the contributor: a nomination made meanwhile waits.
  await tx
    .select({ id: contributors.id })
    .from(contributors)
    .where(eq(contributors.id, contributorId))
    .for('update');
  const [left] = await tx
    .select({ value: count() })
    .from(nominations)
    .where(and(eq(nominations.contributorId, contributorId), eq(nominations.cohortId, cohortId)));
  if ((left?.value ?? 0) > 0) return;
  const withdrawn = await tx
    .update(applications)
    .set({ status: 'withdrawn', updatedAt: now() })
    .where(
      and(
        eq(applications.contributorId, contributorId),
        eq(applications.cohortId, cohortId),
        notInArray(applications.status, ['withdrawn', 'notEligible']),
      ),
    )
    .returning({ id: applications.id });
  for (const { id } of withdrawn) {
    await recordChange(tx, actor, {
      action: 'application.withdrawn',
      entity: 'application',
      entityId: id,
      details: { contributorId, cohortId, reason: 'no nomination left in the cohort' },
    });
  }
}
