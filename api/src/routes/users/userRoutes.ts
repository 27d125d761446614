import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { cohortJudges, cohorts, users } from '../../db/schema';
import { ApiError, MESSAGES } from '../../http/ApiError';
import type { Handlers } from '../../http/handler';
import { recordChange } from '../../services/auditLog';
import { enqueueEmail } from '../../services/emailOutbox';
import { invitationEmail } from '../../services/mailer';
import { issuePasswordLink } from '../../services/passwordLinks';
import { normaliseEmail, toListedUser, toUser } from './userViews';

/**
 * A judge created while a cohort is in its assessment period joins its panel (the move to
 * assessment put every judge there was on it); the cohort's row is share-locked, so a period
 * move waits. Answers the cohort's id, or null when none is being assessed.
 */
async function joinPanelUnderAssessment(tx: Database, judgeId: number): Promise<number | null> {
  const [cohort] = await tx
    .select({ id: cohorts.id })
    .from(cohorts)
    .where(eq(cohorts.period, 'assessment'))
    .for('share');
  if (!cohort) return null;
  await tx.insert(cohortJudges).values({ cohortId: cohort.id, judgeId }).onConflictDoNothing();
  return cohort.id;
}

// Deleting a judge removes their panel seats and approvals (ON DELETE CASCADE) and keeps their
// assessments, shown as "a former judge's" (judge_id set null).
export const userRoutes: Pick<Handlers, 'createUser' | 'listUsers' | 'deleteUser'> = {
  async createUser({ body, actor }, { db, config }) {
    const email = normaliseEmail(body.email);
    const [existing] = await db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    if (existing) {
      throw new ApiError(
        409,
        existing.role === body.role ? MESSAGES.userExists : MESSAGES.userExistsWithOtherRole,
      );
    }

    // The invitation is queued in the same transaction: it leaves once the user exists, and
    // only then.
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email,
          role: body.role,
          firstName: body.firstName || null,
          lastName: body.lastName || null,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new ApiError(409, MESSAGES.userExists);
      const panelCohortId =
        row.role === 'judge' ? await joinPanelUnderAssessment(tx, row.id) : null;
      const link = await issuePasswordLink(
        tx,
        row.id,
        'invitation',
        config.invitationTtlMs,
        config.publicAppUrl,
      );
      await recordChange(tx, actor, {
        action: 'user.create',
        entity: 'user',
        entityId: row.id,
        details: { email, role: body.role, ...(panelCohortId ? { panelCohortId } : {}) },
      });
      await enqueueEmail(tx, invitationEmail(email, body.role, link), {
        expiresInMs: config.invitationTtlMs,
      });
      return row;
    });
    return {
      success: true,
      message: 'User created; the invitation is on its way',
      user: toUser(created),
    };
  },

  async listUsers({ query }, { db }) {
    const where = query.role ? eq(users.role, query.role) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ value: count() }).from(users).where(where),
    ]);
    return {
      users: rows.map(toListedUser),
      page: query.page,
      limit: query.limit,
      total: total?.value ?? 0,
    };
  },

  async deleteUser({ body, actor }, { db }) {
    if (body.id === actor.id) throw new ApiError(400, MESSAGES.cannotDeleteSelf);
    await db.transaction(async (tx) => {
      const [deleted] = await tx.delete(users).where(eq(users.id, body.id)).returning();
      if (!deleted) throw new ApiError(404, MESSAGES.userNotFound);
      await recordChange(tx, actor, {
        action: 'user.delete',
        entity: 'user',
        entityId: deleted.id,
        details: { email: deleted.email, role: deleted.role },
      });
    });
    return { success: true, message: 'User deleted' };
  },
};
