// A judge's changes during the assessment period: assessing a nomination
// once, revising it until the distribution is approved, recusing (final), and recording the
// consensus size of a split no judge is left to decide. Each runs in one transaction that locks
// the cohort's row first (judgeAccess.ts, cohortOpenToJudge), is audited, and applies the
// distribution's effects (assessmentEffects.ts).
import type { AssessRequest, AssessmentCriteria, AssessmentSize } from '@glow/contract';
import { and, eq } from 'drizzle-orm';
import { now } from '../clock';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { judgeAssessments, nominationConsensusSizes } from '../db/schema';
import { conflict, forbidden, notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import { fieldsInvalid } from '../errors/fieldErrors';
import type { Handlers } from '../http/handler';
import { recordChange, type Actor } from '../system/auditLog';
import {
  afterAssessmentChange,
  afterJudgeRowChange,
  compileCohort,
  nominationLabel,
  type ChangeEffects,
} from './assessmentEffects';
import { criteriaOf, readAssessment, toAssessment, type AssessmentRow } from './assessmentViews';
import { RECUSED_LOCK } from './dossier';
import {
  cohortOpenToJudge,
  conflictOf,
  nominationWithCohort,
  type NominationRow,
} from './judgeAccess';

const ALREADY_ASSESSED = 'you have already assessed this nomination; revise your assessment';

/** The columns an assessment writes: a reason only for Decline, an empty comment as none. */
const assessmentColumns = (body: AssessRequest) => ({
  status: 'assessed' as const,
  ...body.criteria,
  size: body.size,
  rejectionReason: body.size === 'decline' ? (body.rejectionReason ?? null) : null,
  comment: body.comment ? body.comment : null,
});

/** What a revision really changes (the audit's `changes`); comment texts stay in the row. */
function changesOf(row: AssessmentRow, body: AssessRequest) {
  const changes: Record<string, unknown> = {};
  const wanted = assessmentColumns(body);
  if (row.size !== wanted.size) changes.size = { from: row.size, to: wanted.size };
  const criteria = criteriaOf(row);
  for (const key of Object.keys(body.criteria) as (keyof AssessmentCriteria)[]) {
    if (criteria?.[key] !== body.criteria[key]) {
      changes[`criteria.${key}`] = { from: criteria?.[key] ?? null, to: body.criteria[key] };
    }
  }
  if (row.rejectionReason !== wanted.rejectionReason) changes.rejectionReason = 'changed';
  if (row.comment !== wanted.comment) changes.comment = 'changed';
  return changes;
}

async function ownRow(tx: Database, nominationId: number, judgeId: number, lock = false) {
  const query = tx
    .select()
    .from(judgeAssessments)
    .where(
      and(eq(judgeAssessments.nominationId, nominationId), eq(judgeAssessments.judgeId, judgeId)),
    );
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

const alreadyAssessed = (assessmentId: number) =>
  conflict(MESSAGES.wrongStatus(ALREADY_ASSESSED), { assessmentId });

async function refuseConflict(tx: Database, nomination: NominationRow, judge: Actor) {
  const conflict = await conflictOf(tx, nomination, judge);
  if (conflict) throw forbidden(MESSAGES.unauthorizedBecause(conflict));
}

interface Saved extends ChangeEffects {
  id: number;
}

async function answer(db: Database, saved: Saved, message: string) {
  const row = await readAssessment(db, saved.id);
  if (!row) throw notFound(MESSAGES.judgeAssessmentNotFound);
  return {
    success: true as const,
    message,
    assessment: toAssessment(row),
    approvalsCleared: saved.approvalsCleared,
    distributionReady: saved.distributionReady,
  };
}

export const assessmentChanges: Pick<
  Handlers,
  'createAssessment' | 'reviseAssessment' | 'recuse' | 'recordConsensus'
> = {
  async createAssessment({ params, body, actor }, { db, config }) {
    const save = () =>
      db.transaction(async (tx): Promise<Saved> => {
        const { nomination } = await nominationWithCohort(tx, params.id);
        const cohort = await cohortOpenToJudge(tx, nomination.cohortId, actor);
        await refuseConflict(tx, nomination, actor);
        const existing = await ownRow(tx, nomination.id, actor.id);
        if (existing?.status === 'recused') {
          throw conflict(MESSAGES.wrongStatus(RECUSED_LOCK));
        }
        if (existing) throw alreadyAssessed(existing.id);
        const before = await compileCohort(tx, cohort);
        const [row] = await tx
          .insert(judgeAssessments)
          .values({ nominationId: nomination.id, judgeId: actor.id, ...assessmentColumns(body) })
          .returning({ id: judgeAssessments.id });
        await recordChange(tx, actor, {
          action: 'assessment.create',
          entity: 'assessment',
          entityId: row!.id,
          details: { nominationId: nomination.id, size: body.size, criteria: body.criteria },
        });
        const effects = await afterJudgeRowChange(
          tx,
          actor,
          config.publicAppUrl,
          cohort,
          nomination.id,
          before,
        );
        return { id: row!.id, ...effects };
      });
    let saved: Saved;
    try {
      saved = await save();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The same judge's other request saved first: the same `conflict` as any second assessment.
      const winner = await ownRow(db, params.id, actor.id);
      throw winner ? alreadyAssessed(winner.id) : error;
    }
    return answer(db, saved, MESSAGES.assessmentSaved);
  },

  async reviseAssessment({ params, body, actor }, { db, config }) {
    const saved = await db.transaction(async (tx): Promise<Saved> => {
      const [seen] = await tx
        .select()
        .from(judgeAssessments)
        .where(and(eq(judgeAssessments.id, params.id), eq(judgeAssessments.judgeId, actor.id)));
      if (!seen) throw notFound(MESSAGES.judgeAssessmentNotFound);
      const { nomination } = await nominationWithCohort(tx, seen.nominationId);
      const cohort = await cohortOpenToJudge(tx, nomination.cohortId, actor);
      const row = await ownRow(tx, nomination.id, actor.id, true);
      if (!row) throw notFound(MESSAGES.judgeAssessmentNotFound);
      if (row.status === 'recused') throw conflict(MESSAGES.wrongStatus(RECUSED_LOCK));
      await refuseConflict(tx, nomination, actor);
      const changes = changesOf(row, body);
      if (Object.keys(changes).length === 0) {
        const compiled = await compileCohort(tx, cohort);
        return { id: row.id, approvalsCleared: false, distributionReady: compiled.totals.complete };
      }
      const before = await compileCohort(tx, cohort);
      await tx
        .update(judgeAssessments)
        .set({ ...assessmentColumns(body), updatedAt: now() })
        .where(eq(judgeAssessments.id, row.id));
      await recordChange(tx, actor, {
        action: 'assessment.revise',
        entity: 'assessment',
        entityId: row.id,
        details: { nominationId: nomination.id, changes },
      });
      const effects = await afterJudgeRowChange(
        tx,
        actor,
        config.publicAppUrl,
        cohort,
        nomination.id,
        before,
      );
      return { id: row.id, ...effects };
    });
    return answer(db, saved, MESSAGES.assessmentSaved);
  },

  async recuse({ params, body, actor }, { db, config }) {
    const save = () =>
      db.transaction(async (tx): Promise<Saved> => {
        const { nomination } = await nominationWithCohort(tx, params.id);
        const cohort = await cohortOpenToJudge(tx, nomination.cohortId, actor);
        const existing = await ownRow(tx, nomination.id, actor.id, true);
        if (existing?.status === 'recused') {
          throw conflict(MESSAGES.wrongStatus(RECUSED_LOCK));
        }
        const before = await compileCohort(tx, cohort);
        const recusal = {
          status: 'recused' as const,
          coreInfrastructure: null,
          recentWork: null,
          size: null,
          rejectionReason: null,
          comment: null,
          recusalReason: body.reason,
        };
        const [row] = existing
          ? await tx
              .update(judgeAssessments)
              .set({ ...recusal, updatedAt: now() })
              .where(eq(judgeAssessments.id, existing.id))
              .returning({ id: judgeAssessments.id })
          : await tx
              .insert(judgeAssessments)
              .values({ nominationId: nomination.id, judgeId: actor.id, ...recusal })
              .returning({ id: judgeAssessments.id });
        await recordChange(tx, actor, {
          action: 'assessment.recuse',
          entity: 'assessment',
          entityId: row!.id,
          details: { nominationId: nomination.id, previousSize: existing?.size ?? null },
        });
        const effects = await afterJudgeRowChange(
          tx,
          actor,
          config.publicAppUrl,
          cohort,
          nomination.id,
          before,
        );
        return { id: row!.id, ...effects };
      });
    let saved: Saved;
    try {
      saved = await save();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The judge's other request (an assessment or a recusal) saved its row first: try again
      // now that it is visible (it turns into a recusal, or is refused as one).
      saved = await save();
    }
    return answer(db, saved, MESSAGES.recusalSaved);
  },

  async recordConsensus({ params, body, actor }, { db, config }) {
    await db.transaction(async (tx) => {
      const { nomination } = await nominationWithCohort(tx, params.id);
      const cohort = await cohortOpenToJudge(tx, nomination.cohortId, actor);
      const own = await ownRow(tx, nomination.id, actor.id);
      if (own?.status === 'recused') throw conflict(MESSAGES.wrongStatus(RECUSED_LOCK));
      await refuseConflict(tx, nomination, actor);
      const before = await compileCohort(tx, cohort);
      const compiled = before.nominations.find((row) => row.nominationId === nomination.id)!;
      const label = await nominationLabel(tx, nomination.id);
      const refusal = consensusRefusal(label, compiled);
      if (refusal) throw conflict(MESSAGES.wrongStatus(refusal));
      if (!compiled.tiedSizes.includes(body.size)) {
        throw fieldsInvalid([
          {
            field: 'size',
            message: `size must be one of the tied sizes: ${compiled.tiedSizes.join(', ')}`,
          },
        ]);
      }
      const values = { size: body.size, reason: body.reason, recordedBy: actor.id };
      await tx
        .insert(nominationConsensusSizes)
        .values({ nominationId: nomination.id, ...values })
        .onConflictDoUpdate({
          target: nominationConsensusSizes.nominationId,
          set: { ...values, recordedAt: now() },
        });
      await recordChange(tx, actor, {
        action: 'assessment.consensus',
        entity: 'nomination',
        entityId: nomination.id,
        details: { size: body.size, tiedSizes: compiled.tiedSizes, reason: body.reason },
      });
      await afterAssessmentChange(tx, actor, config.publicAppUrl, cohort, nomination.id, before);
    });
    return { success: true, message: MESSAGES.consensusRecorded };
  },
};

/** Why a consensus is not for this nomination, or null when its split needs one. */
function consensusRefusal(
  label: string,
  compiled: {
    assessed: number;
    tiedSizes: AssessmentSize[];
    judgesLeft: { name: string }[];
  },
): string | null {
  if (compiled.assessed < 3) return `${label} has fewer than 3 assessments`;
  if (compiled.tiedSizes.length === 0) {
    return `${label} has a most common size; no consensus is needed`;
  }
  const left = compiled.judgesLeft;
  if (left.length > 0) {
    const judges = `${left.length} ${left.length === 1 ? 'judge has' : 'judges have'}`;
    return `${judges} not assessed ${label} yet (${left.map((judge) => judge.name).join(', ')}); one more assessment decides`;
  }
  return null;
}
