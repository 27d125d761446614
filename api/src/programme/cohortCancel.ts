// Cancelling a cohort that should not go on (a wrong start, no nominations): an admin stops it
// with a reason, without judging it, before its distribution is approved. It ends at once (another
// cohort can start), its figures are kept, its applications end and nothing of it is paid; its
// scouts, nominees and (once it had one) its panel are emailed the reason. One transaction.
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { now } from '../clock';
import type { Database } from '../db/database';
import {
  applications,
  cohortPeriods,
  cohorts,
  contributors,
  nominations,
  users,
} from '../db/schema';
import { conflict, notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Handlers } from '../http/handler';
import { recordChange } from '../system/auditLog';
import { cohortCancelledEmail, type CancelledRecipient } from './cohortEndEmails';
import { freezeCohortFigures } from './cohortFigures';
import { presentPanelEmails } from './cohortPanel';
import { readDistributionApproval } from '../judging/distributionApproval';
import { enqueueEmail } from '../system/emailOutbox';
import { scoutsWithNominations } from './periodEmails';
import { readCohortDetail } from './cohortDetail';
import { lockCohort } from './cohortQueries';
import { cancelRefusal } from './cohortRules';

/** Each person nominated in the cohort, once, with the address their emails go to. */
function nomineesOf(db: Database, cohortId: number) {
  return db
    .selectDistinct({
      id: contributors.id,
      firstName: contributors.firstName,
      contributorEmail: contributors.email,
      userEmail: users.email,
    })
    .from(nominations)
    .innerJoin(contributors, eq(contributors.id, nominations.contributorId))
    .leftJoin(users, eq(users.id, contributors.userId))
    .where(eq(nominations.cohortId, cohortId));
}

/**
 * Everyone told of the cancellation: scouts, nominees, and the panel once it was asked to assess.
 */
async function recipientsOf(
  tx: Database,
  cohortId: number,
  hadPanel: boolean,
): Promise<CancelledRecipient[]> {
  // One after the other: `tx` is a single connection.
  const scouts = await scoutsWithNominations(tx, cohortId);
  const nominees = await nomineesOf(tx, cohortId);
  const judges = hadPanel ? await presentPanelEmails(tx, cohortId) : [];
  return [
    ...scouts.map((scout): CancelledRecipient => ({
      part: 'scout',
      to: scout.email,
      nominations: scout.nominations,
    })),
    ...nominees.map((nominee): CancelledRecipient => ({
      part: 'nominee',
      to: nominee.userEmail ?? nominee.contributorEmail,
      firstName: nominee.firstName,
    })),
    ...judges.map((judge): CancelledRecipient => ({ part: 'judge', to: judge.email })),
  ];
}

export const cohortCancel: Pick<Handlers, 'cancelCohort'> = {
  async cancelCohort({ params, body, actor }, services) {
    const { db } = services;
    await db.transaction(async (tx) => {
      const cohort = await lockCohort(tx, params.id);
      if (!cohort) throw notFound(MESSAGES.cohortNotFound);
      const refusal = cancelRefusal(cohort, await readDistributionApproval(tx, cohort.id));
      if (refusal) throw conflict(MESSAGES.wrongStatus(refusal));
      const cancelledAt = now();
      await tx
        .update(cohorts)
        .set({ period: 'cancelled', endsAt: cancelledAt, cancelReason: body.reason })
        .where(eq(cohorts.id, cohort.id));
      await tx.insert(cohortPeriods).values({
        cohortId: cohort.id,
        period: 'cancelled',
        beganAt: cancelledAt,
        actorId: actor.id,
      });
      const figures = await freezeCohortFigures(tx, cohort.id);
      // Not eligible and withdrawn applications had ended already; the others end now.
      const ended = await tx
        .select({ id: applications.id })
        .from(applications)
        .where(
          and(
            eq(applications.cohortId, cohort.id),
            notInArray(applications.status, ['notEligible', 'withdrawn']),
          ),
        )
        .orderBy(asc(applications.id));
      await recordChange(tx, actor, {
        action: 'cohort.cancel',
        entity: 'cohort',
        entityId: cohort.id,
        details: {
          from: cohort.period,
          reason: body.reason,
          nominations: figures.nominations,
          applicationsEnded: ended.map((application) => application.id),
        },
      });
      const hadPanel = cohort.period === 'assessment';
      for (const recipient of await recipientsOf(tx, cohort.id, hadPanel)) {
        await enqueueEmail(tx, cohortCancelledEmail(cohort.name, body.reason, recipient));
      }
    });
    return readCohortDetail(services, params.id);
  },
};
