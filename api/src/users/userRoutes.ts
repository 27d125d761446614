import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { cohortJudges, cohorts, users } from '../db/schema';
import { conflict, invalid, notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Handlers } from '../http/handler';
import { recordChange } from '../system/auditLog';
import { isApproved, readDistributionApproval } from '../judging/distributionApproval';
import { enqueueEmail } from '../system/emailOutbox';
import { invitationEmail } from '../clients/mailer';
import { issuePasswordLink } from './passwordLinks';
import { listed } from '../system/wording';
import { formatDay } from '../programme/cohortRules';
import { leavePanelUnderAssessment } from '../judging/distributionChanges';
import { deactivateUser } from './userDeactivation';
import { historyOf } from './userHistory';
import { normaliseEmail, toListedUser, toUser } from './userViews';

/**
 * A judge created while a cohort is in its assessment period joins its panel (the move to
 * assessment put every judge there was on it), unless the panel has approved its distribution
 * already: that approval froze the grants and stands. The cohort's row is share-locked, so a
 * period move or an approval waits. Answers the cohort's id, or null when it was not joined.
 */
async function joinPanelUnderAssessment(tx: Database, judgeId: number): Promise<number | null> {
  const [cohort] = await tx
    .select({ id: cohorts.id })
    .from(cohorts)
    .where(eq(cohorts.period, 'assessment'))
    .for('share');
  if (!cohort || isApproved(await readDistributionApproval(tx, cohort.id))) return null;
  await tx.insert(cohortJudges).values({ cohortId: cohort.id, judgeId }).onConflictDoNothing();
  return cohort.id;
}

// Removing a user: a person with history is deactivated (userDeactivation.ts); one without is
// deleted, which also removes a judge's seats on panels (ON DELETE CASCADE); the seat on the panel
// under assessment goes first, since leaving it may complete the distribution's approval.
export const userRoutes: Pick<Handlers, 'createUser' | 'listUsers' | 'deleteUser'> = {
  async createUser({ body, actor }, { db, config }) {
    const email = normaliseEmail(body.email);
    const [existing] = await db
      .select({ role: users.role, deactivatedAt: users.deactivatedAt })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    if (existing?.deactivatedAt) {
      // A person keeps one account: their records (and the conflict checks) follow it.
      throw conflict(
        MESSAGES.emailOfDeactivatedUser(email, existing.role, formatDay(existing.deactivatedAt)),
      );
    }
    if (existing) {
      throw conflict(
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
      if (!row) throw conflict(MESSAGES.userExists);
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

  async deleteUser({ body, actor }, { db, config }) {
    if (body.id === actor.id) throw invalid(MESSAGES.cannotDeleteSelf);
    return db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, body.id)).for('update');
      if (!user) throw notFound(MESSAGES.userNotFound);
      if (user.deactivatedAt) throw conflict(MESSAGES.userAlreadyDeactivated(user.email));
      const history = await historyOf(tx, user.id);
      if (history.length > 0) {
        await deactivateUser(tx, user, history, actor, config.publicAppUrl);
        return {
          success: true as const,
          message: MESSAGES.userDeactivated(listed(history)),
          outcome: 'deactivated' as const,
        };
      }
      if (user.role === 'judge') {
        await leavePanelUnderAssessment(tx, user.id, actor, config.publicAppUrl);
      }
      await tx.delete(users).where(eq(users.id, user.id));
      await recordChange(tx, actor, {
        action: 'user.delete',
        entity: 'user',
        entityId: user.id,
        details: { email: user.email, role: user.role },
      });
      return { success: true as const, message: MESSAGES.userDeleted, outcome: 'deleted' as const };
    });
  },
};
