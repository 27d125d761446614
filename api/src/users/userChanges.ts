// An admin's changes to accounts (creation, name, invitation, removal) and a user's to their own
// profile, each in its own transaction, audited in it. Removing a user: a person with history is deactivated (userDeactivation.ts); one
// without is deleted, which also removes a judge's seats on panels (ON DELETE CASCADE); the seat
// on the panel under assessment goes first, since leaving it may complete the distribution's
// approval.
import type {
  CreateUserRequest,
  DeleteUserOutcome,
  UpdateProfileRequest,
  UpdateUserRequest,
} from '@glow/contract';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { conflict, invalid, notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import { leavePanelUnderAssessment } from '../judging/distributionChanges';
import { formatDay } from '../programme/cohortRules';
import { recordChange, type Actor } from '../system/auditLog';
import { enqueueEmail } from '../system/emailOutbox';
import { listed } from '../system/wording';
import { lockForAdminChange, requireActiveAdmin } from './adminLocks';
import { joinPanelUnderAssessment } from './panelSeats';
import { issuePasswordLink, retirePasswordLinksOf } from './passwordLinks';
import { deactivateUser } from './userDeactivation';
import { invitationEmail } from './userEmails';
import { historyOf } from './userHistory';
import { normaliseEmail } from './userViews';

type UserRow = typeof users.$inferSelect;

/** Creates a user with a role; their invitation is queued in the same transaction. */
export async function createUser(
  db: Database,
  config: Config,
  actor: Actor,
  request: CreateUserRequest,
): Promise<UserRow> {
  const email = normaliseEmail(request.email);
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
      existing.role === request.role ? MESSAGES.userExists : MESSAGES.userExistsWithOtherRole,
    );
  }

  // The invitation is queued in the same transaction: it leaves once the user exists, and
  // only then.
  return db.transaction(async (tx) => {
    await requireActiveAdmin(tx, actor);
    const [row] = await tx
      .insert(users)
      .values({
        email,
        role: request.role,
        firstName: request.firstName || null,
        lastName: request.lastName || null,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(MESSAGES.userExists);
    const panelCohortId = row.role === 'judge' ? await joinPanelUnderAssessment(tx, row.id) : null;
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
      details: { email, role: request.role, ...(panelCohortId ? { panelCohortId } : {}) },
    });
    await enqueueEmail(tx, invitationEmail(email, request.role, link), {
      expiresInMs: config.invitationTtlMs,
    });
    return row;
  });
}

/** Deletes the user `userId`, or deactivates them when they have history. */
export async function removeUser(
  db: Database,
  config: Config,
  actor: Actor,
  userId: number,
): Promise<DeleteUserOutcome> {
  if (userId === actor.id) throw invalid(MESSAGES.cannotDeleteSelf);
  return db.transaction(async (tx) => {
    const user = await lockForAdminChange(tx, actor, userId);
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
}

/** The signed-in user's new name, audited. */
export async function updateProfile(
  db: Database,
  actor: Actor,
  request: UpdateProfileRequest,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ firstName: request.firstName || null, lastName: request.lastName || null })
      .where(eq(users.id, actor.id))
      .returning();
    if (!row) throw notFound(MESSAGES.userNotFound);
    await recordChange(tx, actor, {
      action: 'user.profile.update',
      entity: 'user',
      entityId: row.id,
      details: { firstName: row.firstName, lastName: row.lastName },
    });
    return row;
  });
}

/** An admin's change of user `userId`'s name, audited. */
export async function renameUser(
  db: Database,
  admin: Actor,
  userId: number,
  request: UpdateUserRequest,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    await lockForAdminChange(tx, admin, userId);
    const [row] = await tx
      .update(users)
      .set({ firstName: request.firstName || null, lastName: request.lastName || null })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw notFound(MESSAGES.userNotFound);
    await recordChange(tx, admin, {
      action: 'user.update',
      entity: 'user',
      entityId: row.id,
      details: { email: row.email, firstName: row.firstName, lastName: row.lastName },
    });
    return row;
  });
}

/**
 * Emails invited user `userId` a new link to set their password; the links sent before are used
 * up, so only the newest one works.
 */
export async function resendInvitation(
  db: Database,
  config: Config,
  admin: Actor,
  userId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await lockForAdminChange(tx, admin, userId);
    if (user.deactivatedAt) throw conflict(MESSAGES.invitationOfDeactivated(user.email));
    if (user.passwordHash) throw conflict(MESSAGES.invitationAlreadyAccepted(user.email));
    await retirePasswordLinksOf(tx, user.id);
    const link = await issuePasswordLink(
      tx,
      user.id,
      'invitation',
      config.invitationTtlMs,
      config.publicAppUrl,
    );
    await recordChange(tx, admin, {
      action: 'user.invitation.resend',
      entity: 'user',
      entityId: user.id,
      details: { email: user.email, role: user.role },
    });
    await enqueueEmail(tx, invitationEmail(user.email, user.role, link), {
      expiresInMs: config.invitationTtlMs,
    });
  });
}
