// The judges of a cohort (its panel): every active judge account when it moves to assessment;
// the judges the period emails, reminders and approvals are about.
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { cohortJudges, users } from '../db/schema';

/** The judge accounts that may be asked to judge: not deactivated. */
export const activeJudge = () => and(eq(users.role, 'judge'), isNull(users.deactivatedAt));

/** Puts every active judge on the cohort's panel (in the move's transaction); the judges' ids. */
export async function snapshotPanel(db: Database, cohortId: number): Promise<number[]> {
  const judges = await db.select({ id: users.id }).from(users).where(activeJudge());
  if (judges.length > 0) {
    await db
      .insert(cohortJudges)
      .values(judges.map((judge) => ({ cohortId, judgeId: judge.id })))
      .onConflictDoNothing();
  }
  return judges.map((judge) => judge.id);
}

/** The emails of the cohort's panel judges who are not excused. */
export function presentPanelEmails(db: Database, cohortId: number) {
  return db
    .select({ id: users.id, email: users.email })
    .from(cohortJudges)
    .innerJoin(users, eq(users.id, cohortJudges.judgeId))
    .where(and(eq(cohortJudges.cohortId, cohortId), isNull(cohortJudges.excusedAt)));
}
