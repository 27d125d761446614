// Changing a person's role. Their records name them in the role they had, so the history that
// role left decides: a judge with assessments stays a judge, a scout with nominations a scout, a
// nominated contributor a contributor; and nobody becomes a contributor (a contributor account
// comes with a nomination). An admin never changes their own role, so the last admin stays one.
// The change ends the person's sessions (their next sign-in sees the new role's pages) and is
// audited and emailed in its transaction.
import { ROLES, type Role, type RoleChange } from '@glow/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { cohortJudges, cohorts, contributors, users } from '../db/schema';
import { conflict, invalid } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import { leavePanelUnderAssessment } from '../judging/distributionChanges';
import { lockCohort } from '../programme/cohortQueries';
import { recordChange, type Actor } from '../system/auditLog';
import { enqueueEmail } from '../system/emailOutbox';
import { lockForAdminChange } from './adminLocks';
import { endAllSessionsOf } from './sessions';
import { joinPanelUnderAssessment } from './panelSeats';
import { roleChangedEmail } from './userEmails';
import { historyOf } from './userHistory';

type UserRow = typeof users.$inferSelect;

/** Why the role of `user` may not become `role` by history; null when it may. */
async function refusalByHistory(db: Database, user: UserRow, role: Role): Promise<string | null> {
  if (role === 'contributor') return MESSAGES.noneBecomesContributor;
  const history = await historyOf(db, user.id);
  if (user.role === 'judge' && history.includes('assessments')) return MESSAGES.judgeKeepsRole;
  if (user.role === 'scout' && history.includes('nominations')) return MESSAGES.scoutKeepsRole;
  if (user.role === 'contributor') {
    const [linked] = await db
      .select({ id: contributors.id })
      .from(contributors)
      .where(eq(contributors.userId, user.id))
      .limit(1);
    if (linked || history.length > 0) return MESSAGES.contributorKeepsRole;
  }
  return null;
}

/** Why `admin` may not give `user` the role `role`; null when they may. */
export async function roleChangeRefusal(
  db: Database,
  admin: Actor,
  user: UserRow,
  role: Role,
): Promise<string | null> {
  if (user.id === admin.id) return MESSAGES.cannotChangeOwnRole;
  if (user.deactivatedAt) return MESSAGES.roleChangeOfDeactivated(user.email);
  return refusalByHistory(db, user, role);
}

/** Each role other than the user's, with why `admin` may not give it (null when they may). */
export async function roleChangesOf(
  db: Database,
  admin: Actor,
  user: UserRow,
): Promise<RoleChange[]> {
  const others = ROLES.filter((role) => role !== user.role);
  return Promise.all(
    others.map(async (role) => ({ role, refusal: await roleChangeRefusal(db, admin, user, role) })),
  );
}

/**
 * Locks each cohort under assessment where the judge has a seat, as their assessments, recusals
 * and approvals lock it (judging/judgeAccess.ts): one in flight is saved before the history check,
 * which sees it, and one sent later finds the panel left. Taken before the person's row, in the
 * order those writes take the two (their rows name the judge), so neither waits for the other.
 */
async function lockJudgePanels(tx: Database, userId: number): Promise<void> {
  const [person] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (person?.role !== 'judge') return;
  const seats = await tx
    .select({ cohortId: cohortJudges.cohortId })
    .from(cohortJudges)
    .innerJoin(cohorts, eq(cohorts.id, cohortJudges.cohortId))
    .where(and(eq(cohortJudges.judgeId, userId), eq(cohorts.period, 'assessment')))
    .orderBy(asc(cohortJudges.cohortId));
  for (const seat of seats) await lockCohort(tx, seat.cohortId);
}

/** Gives user `userId` the role `role`, when their history allows it. */
export async function changeUserRole(
  db: Database,
  config: Config,
  admin: Actor,
  userId: number,
  role: Role,
): Promise<UserRow> {
  if (userId === admin.id) throw invalid(MESSAGES.cannotChangeOwnRole);
  return db.transaction(async (tx) => {
    await lockJudgePanels(tx, userId);
    const user = await lockForAdminChange(tx, admin, userId);
    if (user.role === role) throw conflict(MESSAGES.roleUnchanged(user.email, role));
    const refusal = await roleChangeRefusal(tx, admin, user, role);
    if (refusal) throw conflict(refusal);
    if (user.role === 'judge') {
      await leavePanelUnderAssessment(tx, user.id, admin, config.publicAppUrl);
    }
    const [changed] = await tx.update(users).set({ role }).where(eq(users.id, user.id)).returning();
    const panelCohortId = role === 'judge' ? await joinPanelUnderAssessment(tx, user.id) : null;
    await endAllSessionsOf(tx, user.id);
    await recordChange(tx, admin, {
      action: 'user.role.change',
      entity: 'user',
      entityId: user.id,
      details: {
        email: user.email,
        from: user.role,
        to: role,
        ...(panelCohortId ? { panelCohortId } : {}),
      },
    });
    await enqueueEmail(tx, roleChangedEmail(user.email, role, config.publicAppUrl));
    return changed!;
  });
}
