// Who may read the review and the distribution, and change approvals and excusals (PLAN-16 D9,
// D10, D12): the cohort from its assessment period on; judges of its panel and admins; changes
// only in the assessment period, before the distribution is approved.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { cohortJudges, cohorts } from '../../db/schema';
import { ApiError, MESSAGES } from '../../http/ApiError';
import type { Actor } from '../../services/auditLog';

export type JudgedCohort = typeof cohorts.$inferSelect;

const periodPhrase = (cohort: Pick<JudgedCohort, 'name' | 'period'>) =>
  cohort.period === 'closed'
    ? `${cohort.name} is closed`
    : `${cohort.name} is in its ${cohort.period} period`;

const beforeAssessment = (cohort: Pick<JudgedCohort, 'period'>) =>
  cohort.period === 'nomination' || cohort.period === 'voting';

/** The cohort (404), from its assessment period on (409 "…nothing is assessed yet"). */
export async function readableCohort(db: Database, id: number): Promise<JudgedCohort> {
  const [cohort] = await db.select().from(cohorts).where(eq(cohorts.id, id));
  if (!cohort) throw new ApiError(404, MESSAGES.cohortNotFound);
  if (beforeAssessment(cohort)) {
    throw new ApiError(
      409,
      MESSAGES.wrongStatus(`${periodPhrase(cohort)}; nothing is assessed yet`),
    );
  }
  return cohort;
}

/** The cohort locked for update (approvals and excusals decide "approved": one at a time). */
export async function lockedCohort(tx: Database, id: number): Promise<JudgedCohort> {
  const [cohort] = await tx.select().from(cohorts).where(eq(cohorts.id, id)).for('update');
  if (!cohort) throw new ApiError(404, MESSAGES.cohortNotFound);
  return cohort;
}

/** The judge's seat on the cohort's panel, or null. */
export async function panelSeat(db: Database, cohortId: number, judgeId: number) {
  const [seat] = await db
    .select()
    .from(cohortJudges)
    .where(and(eq(cohortJudges.cohortId, cohortId), eq(cohortJudges.judgeId, judgeId)));
  return seat ?? null;
}

/** A judge's seat on the panel (403 when not on it); null for an admin, who reads every cohort. */
export async function seatOfCaller(
  db: Database,
  cohort: Pick<JudgedCohort, 'id' | 'name'>,
  actor: Actor,
) {
  if (actor.role === 'admin') return null;
  const seat = await panelSeat(db, cohort.id, actor.id);
  if (!seat) {
    throw new ApiError(403, MESSAGES.unauthorizedBecause(`you are not a judge of ${cohort.name}`));
  }
  return seat;
}

/** 409 unless the cohort is in its assessment period and its distribution not yet approved. */
export function refuseUnlessOpen(cohort: Pick<JudgedCohort, 'name' | 'period'>, approved: boolean) {
  if (beforeAssessment(cohort)) {
    throw new ApiError(
      409,
      MESSAGES.wrongStatus(`${periodPhrase(cohort)}; assessments open when it moves to assessment`),
    );
  }
  if (cohort.period !== 'assessment') {
    throw new ApiError(
      409,
      MESSAGES.wrongStatus(`${periodPhrase(cohort)}; assessments are locked`),
    );
  }
  if (approved) {
    throw new ApiError(
      409,
      MESSAGES.wrongStatus(`${cohort.name}'s distribution is approved; assessments are locked`),
    );
  }
}
