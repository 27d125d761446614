// A judge's reads: their home, the cohort's list, one
// nomination's dossier, one assessment. Judges read the cohorts whose panel they are on, from
// the assessment period on; another judge's assessment only once they saved their own.
import type { JudgeSummary } from '@glow/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { cohortJudges, cohorts, judgeAssessments } from '../db/schema';
import { notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Handlers } from '../http/handler';
import type { Actor } from '../system/auditLog';
import { compileDistribution } from './compiledDistribution';
import { findActiveCohort } from '../programme/cohortViews';
import { readAssessment, toAssessment } from './assessmentViews';
import { readEvaluation } from './dossier';
import { readEvaluationPage } from './evaluationQueries';
import {
  nominationWithCohort,
  panelSeat,
  readableCohort,
  refuseBeforeAssessment,
  requirePanelJudge,
} from './judgeAccess';

const SHORT_SHOWN = 5;

/** The last cohort the judge was on the panel of, from its assessment period on. */
async function lastJudgedCohort(db: Database, judgeId: number) {
  const [row] = await db
    .select({ id: cohorts.id, name: cohorts.name, period: cohorts.period })
    .from(cohortJudges)
    .innerJoin(cohorts, eq(cohorts.id, cohortJudges.cohortId))
    .where(
      and(
        eq(cohortJudges.judgeId, judgeId),
        inArray(cohorts.period, ['assessment', 'distribution', 'closed']),
      ),
    )
    .orderBy(desc(cohorts.startsAt), desc(cohorts.id))
    .limit(1);
  return row ?? null;
}

async function summaryOf(db: Database, judge: Actor): Promise<JudgeSummary> {
  const active = await findActiveCohort(db);
  const judged =
    active &&
    (active.period === 'assessment' || active.period === 'distribution') &&
    (await panelSeat(db, active.id, judge.id))
      ? active
      : null;
  if (!judged) {
    return {
      cohort: null,
      lastCohort: await lastJudgedCohort(db, judge.id),
      progress: null,
      short: { count: 0, first: [] },
      distribution: null,
      continueAt: null,
    };
  }
  const [compiled, short, next] = await Promise.all([
    compileDistribution(db, judged.id, judged.grantAmounts),
    readEvaluationPage(db, judged, judge, 'short', { page: 1, limit: SHORT_SHOWN }),
    readEvaluationPage(db, judged, judge, 'todo', { page: 1, limit: 1 }),
  ]);
  const me = compiled.panel.find((member) => member.judgeId === judge.id);
  return {
    cohort: {
      id: judged.id,
      name: judged.name,
      period: judged.period,
      periodStartedAt: judged.periodStartedAt.toISOString(),
    },
    lastCohort: null,
    progress: {
      assessed: me?.progress.assessed ?? 0,
      recused: me?.progress.recused ?? 0,
      total: compiled.totals.nominations,
    },
    short: { count: short.total, first: short.evaluations },
    distribution: {
      ready: compiled.totals.complete,
      blockers: compiled.blockers,
      approvedByMe: Boolean(me?.approvedAt),
      excused: me?.excused ? { at: me.excused.at.toISOString(), reason: me.excused.reason } : null,
      approvals: compiled.approvals,
      required: compiled.required,
      approved: compiled.approvals >= compiled.required,
    },
    continueAt: me?.excused ? null : (next.evaluations[0]?.nominationId ?? null),
  };
}

export const judgeReads: Pick<
  Handlers,
  'judgeSummary' | 'listEvaluations' | 'getEvaluation' | 'getAssessment'
> = {
  judgeSummary: ({ actor }, { db }) => summaryOf(db, actor),

  async listEvaluations({ params, query, actor }, { db }) {
    const cohort = await readableCohort(db, params.id);
    await requirePanelJudge(db, cohort, actor);
    const page = { page: query.page, limit: query.limit };
    return {
      ...page,
      ...(await readEvaluationPage(db, cohort, actor, query.filter, page)),
      cohort: { id: cohort.id, name: cohort.name, period: cohort.period },
    };
  },

  async getEvaluation({ params, actor }, { db, github }) {
    const { nomination, cohort } = await nominationWithCohort(db, params.id);
    refuseBeforeAssessment(cohort);
    await requirePanelJudge(db, cohort, actor);
    return readEvaluation(db, github, nomination, cohort, actor);
  },

  /** Admins read any; a judge their own, and another's once they assessed the nomination. */
  async getAssessment({ params, actor }, { db }) {
    const row = await readAssessment(db, params.id);
    if (!row) throw notFound(MESSAGES.assessmentNotFound);
    if (actor.role === 'admin' || row.judgeId === actor.id) return toAssessment(row);
    const [own] = await db
      .select({ status: judgeAssessments.status })
      .from(judgeAssessments)
      .where(
        and(
          eq(judgeAssessments.nominationId, row.nominationId),
          eq(judgeAssessments.judgeId, actor.id),
        ),
      );
    if (own?.status !== 'assessed') throw notFound(MESSAGES.assessmentNotFound);
    return toAssessment(row);
  },
};
