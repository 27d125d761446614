// Moving a cohort to its next period in the cycle: forward, one period at a time,
// audited, with the emails of the moment queued in the same transaction. Closing names what the
// admin was shown: the grants that go back to the pool (each contributor is emailed) and, before
// the applications' due date, that date.
import type { ClosingGrant } from '@glow/contract';
import { eq } from 'drizzle-orm';
import { now } from '../clock';
import { cohortPeriods, cohorts } from '../db/schema';
import { conflict, notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Handlers } from '../http/handler';
import { recordChange } from '../system/auditLog';
import { freezeCohortFigures } from './cohortFigures';
import { snapshotPanel } from './cohortPanel';
import { enqueueEmail } from '../system/emailOutbox';
import { ensureCohortGrants, grantsWithFacts } from '../payments/grants';
import { periodMoveEmails } from './periodEmails';
import {
  auditedReturn,
  closingOf,
  emailReturnedGrants,
  refuseUnconfirmedClose,
} from './cohortClosing';
import { readCohortDetail } from './cohortDetail';
import { lockCohort } from './cohortQueries';
import { moveRefusal } from './cohortRules';
import { readDistributionApproval } from '../judging/distributionApproval';

export const cohortMoves: Pick<Handlers, 'moveCohort'> = {
  /**
   * The row lock makes moves of one cohort wait for each other: of two identical moves sent at
   * once, the second sees the period the first set and is refused (one batch of emails).
   */
  async moveCohort({ params, body, actor }, services) {
    const { db, config } = services;
    const to = body.period;
    const returnedToPool = await db.transaction(async (tx) => {
      const cohort = await lockCohort(tx, params.id);
      if (!cohort) throw notFound(MESSAGES.cohortNotFound);
      const at = now();
      const approval = await readDistributionApproval(tx, cohort.id);
      const refusal = moveRefusal(cohort, to, approval, at);
      if (refusal) throw conflict(MESSAGES.wrongStatus(refusal));

      const closing = to === 'closed';
      let returned: ClosingGrant[] = [];
      if (closing) {
        await ensureCohortGrants(tx, cohort.id);
        const grants = await grantsWithFacts(tx, { cohortId: cohort.id });
        const plan = await closingOf(tx, cohort, grants, at);
        refuseUnconfirmedClose(cohort, plan, body);
        returned = plan.returningToPool;
      }
      await tx
        .update(cohorts)
        .set({ period: to, ...(closing ? { endsAt: at } : {}) })
        .where(eq(cohorts.id, cohort.id));
      await tx
        .insert(cohortPeriods)
        .values({ cohortId: cohort.id, period: to, beganAt: at, actorId: actor.id });
      if (closing) await freezeCohortFigures(tx, cohort.id);
      await recordChange(tx, actor, {
        action: 'cohort.period',
        entity: 'cohort',
        entityId: cohort.id,
        details: {
          from: cohort.period,
          to,
          ...(closing && { returnedToPool: returned.map(auditedReturn) }),
        },
      });
      if (to === 'assessment') {
        const judges = await snapshotPanel(tx, cohort.id);
        await recordChange(tx, actor, {
          action: 'cohort.panel',
          entity: 'cohort',
          entityId: cohort.id,
          details: { judges },
        });
      }
      for (const email of await periodMoveEmails(tx, cohort, to, config.publicAppUrl)) {
        await enqueueEmail(tx, email);
      }
      await emailReturnedGrants(tx, cohort, returned, config.publicAppUrl);
      return returned;
    });
    return { ...(await readCohortDetail(services, params.id)), returnedToPool };
  },
};
