// Who may read and change what in judging: the cohort's period, its panel, the approved
// distribution that locks the assessments, an excusal, and the conflicts that stop a judge from
// assessing a nomination (they may still recuse).
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { cohortJudges, cohorts, contributors, nominations } from '../db/schema';
import { conflict, forbidden, notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Actor } from '../system/auditLog';
import { isApproved, readDistributionApproval } from './distributionApproval';
import { hasConflict, isContributorOf, isScoutOf, judgePerson } from './judgeConflicts';
import { lockCohort } from '../programme/cohortQueries';
import { periodPhrase } from '../programme/cohortViews';

export type JudgedCohortRow = typeof cohorts.$inferSelect;
export type NominationRow = typeof nominations.$inferSelect;

const beforeAssessment = (cohort: Pick<JudgedCohortRow, 'period'>) =>
  cohort.period === 'nomination' || cohort.period === 'voting';

/** `conflict` for a cohort whose nominations nobody has assessed yet (nomination or voting). */
export function refuseBeforeAssessment(cohort: Pick<JudgedCohortRow, 'name' | 'period'>): void {
  if (beforeAssessment(cohort)) {
    throw conflict(MESSAGES.wrongStatus(`${periodPhrase(cohort)}; nothing is assessed yet`));
  }
}

/** The cohort judges read (assessment, distribution or closed): else `notFound` or `conflict`. */
export async function readableCohort(db: Database, id: number): Promise<JudgedCohortRow> {
  const [cohort] = await db.select().from(cohorts).where(eq(cohorts.id, id));
  if (!cohort) throw notFound(MESSAGES.cohortNotFound);
  refuseBeforeAssessment(cohort);
  return cohort;
}

/** The nomination (`notFound` "nomination not found") and its cohort. */
export async function nominationWithCohort(
  db: Database,
  id: number,
): Promise<{ nomination: NominationRow; cohort: JudgedCohortRow }> {
  const [row] = await db
    .select({ nomination: nominations, cohort: cohorts })
    .from(nominations)
    .innerJoin(cohorts, eq(cohorts.id, nominations.cohortId))
    .where(eq(nominations.id, id));
  if (!row) throw notFound(MESSAGES.nominationNotFound);
  return row;
}

/** The judge's row of the cohort's panel, or null when they are not on it. */
export async function panelSeat(db: Database, cohortId: number, judgeId: number) {
  const [seat] = await db
    .select()
    .from(cohortJudges)
    .where(and(eq(cohortJudges.cohortId, cohortId), eq(cohortJudges.judgeId, judgeId)));
  return seat ?? null;
}

const notOnPanel = (cohort: Pick<JudgedCohortRow, 'name'>) =>
  forbidden(MESSAGES.unauthorizedBecause(`you are not a judge of ${cohort.name}`));

/** `forbidden` for a judge who is not on the cohort's panel. */
export async function requirePanelJudge(
  db: Database,
  cohort: Pick<JudgedCohortRow, 'id' | 'name'>,
  judge: Actor,
): Promise<void> {
  if (!(await panelSeat(db, cohort.id, judge.id))) throw notOnPanel(cohort);
}

/**
 * The cohort whose review and distribution `reader` may read: any (admin), their panel's (judge).
 */
export async function cohortReadableBy(
  db: Database,
  id: number,
  reader: Actor,
): Promise<JudgedCohortRow> {
  const cohort = await readableCohort(db, id);
  if (reader.role === 'judge') await requirePanelJudge(db, cohort, reader);
  return cohort;
}

/** Why no judge's row of the cohort can change in its period (any but assessment), or null. */
function periodLock(cohort: Pick<JudgedCohortRow, 'name' | 'period'>): string | null {
  if (beforeAssessment(cohort)) {
    return `${periodPhrase(cohort)}; assessments open when it moves to assessment`;
  }
  if (cohort.period === 'closed') return `${cohort.name} is closed and read-only`;
  return cohort.period === 'assessment' ? null : `${periodPhrase(cohort)}; assessments are locked`;
}

/** Why an excused judge changes nothing of the cohort's judging (they may not approve either). */
export const excusedFrom = (cohort: Pick<JudgedCohortRow, 'name'>) =>
  `you were excused from ${cohort.name}'s distribution`;

/**
 * Why the judges' rows of the cohort cannot change now (outside the assessment period, or the
 * distribution approved), or null while they can.
 */
export async function assessmentLock(
  db: Database,
  cohort: Pick<JudgedCohortRow, 'id' | 'name' | 'period'>,
): Promise<string | null> {
  const lock = periodLock(cohort);
  if (lock || !isApproved(await readDistributionApproval(db, cohort.id))) return lock;
  return `${cohort.name}'s distribution is approved; assessments are locked`;
}

/**
 * Why this judge cannot change their rows of the cohort now: the cohort's lock (assessmentLock),
 * or their excusal from its distribution; null while they can.
 */
export async function judgeLock(
  db: Database,
  cohort: Pick<JudgedCohortRow, 'id' | 'name' | 'period'>,
  judgeId: number,
): Promise<string | null> {
  const lock = await assessmentLock(db, cohort);
  if (lock) return lock;
  return (await panelSeat(db, cohort.id, judgeId))?.excusedAt ? excusedFrom(cohort) : null;
}

/**
 * The cohort locked for a change of its judges' rows, the judge on its panel and not excused, the
 * rows not locked: else `notFound`, `conflict` or `forbidden`. The row is locked FOR UPDATE, not
 * FOR SHARE: the judges' changes of one cohort take turns (a period move and an approval too), so
 * each compiles the distribution with every change before it, and neither an approval reset nor a
 * "ready" email is missed when two judges save at once.
 */
export async function cohortOpenToJudge(
  tx: Database,
  cohortId: number,
  judge: Actor,
): Promise<JudgedCohortRow> {
  const cohort = await lockCohort(tx, cohortId);
  if (!cohort) throw notFound(MESSAGES.cohortNotFound);
  const lock = periodLock(cohort);
  if (lock) throw conflict(MESSAGES.wrongStatus(lock));
  const seat = await panelSeat(tx, cohort.id, judge.id);
  if (!seat) throw notOnPanel(cohort);
  const approved = await assessmentLock(tx, cohort);
  if (approved) throw conflict(MESSAGES.wrongStatus(approved));
  // An excused judge's voice no longer counts toward approving: neither may it change the sizes.
  if (seat.excusedAt) throw forbidden(MESSAGES.unauthorizedBecause(excusedFrom(cohort)));
  return cohort;
}

/**
 * Why the judge may not assess the nomination: they are its contributor, or a scout behind it, as
 * a person (judging/judgeConflicts.ts). Null when they may.
 */
export async function conflictOf(
  db: Database,
  nomination: Pick<NominationRow, 'id'>,
  judge: Pick<Actor, 'id' | 'email'>,
): Promise<string | null> {
  const person = judgePerson(judge);
  const [row] = await db
    .select({
      contributor: sql<boolean>`${isContributorOf(person)}`.mapWith(Boolean),
      scout: sql<boolean>`${isScoutOf(person)}`.mapWith(Boolean),
    })
    .from(nominations)
    .innerJoin(contributors, eq(contributors.id, nominations.contributorId))
    .where(eq(nominations.id, nomination.id));
  if (row?.contributor) return 'you are the contributor of this nomination';
  if (row?.scout) return 'you nominated or back this nomination as a scout';
  return null;
}

/** The same conflict as a column, for lists over `nominations` joined with `contributors`. */
export const conflictColumn = (judge: Pick<Actor, 'id' | 'email'>) =>
  hasConflict(judgePerson(judge));
