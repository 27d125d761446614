// Approving a cohort's distribution, excusing an absent judge and taking an excusal back, and
// reminding the judges. Approvals and excusals
// lock the cohort's row for update, so two last approvals, or an approval and an excusal, decide
// "approved" one after the other; every change is audited in its transaction.
import { JUDGE_REMINDER_INTERVAL_HOURS } from '@glow/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { now, nowInSql } from '../clock';
import type { Database } from '../db/database';
import { isOneOfIds } from '../db/idList';
import {
  cohortJudges,
  cohorts,
  contributors,
  distributionApprovals,
  nominations,
  users,
} from '../db/schema';
import { conflict, forbidden, notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import { recordChange, type Actor } from '../system/auditLog';
import { presentPanelEmails } from '../programme/cohortPanel';
import { compileDistribution } from './compiledDistribution';
import { isApproved, readDistributionApproval } from './distributionApproval';
import { enqueueEmail } from '../system/emailOutbox';
import { judgeReminder } from './judgingEmails';
import { ensureCohortGrants } from '../payments/grants';
import { requireKycBySize } from '../applications/kycRequirement';
import { clockTime, formatDay } from '../programme/cohortRules';
import { projectsOf } from '../nominations/nominationQueries';
import { lockCohort } from '../programme/cohortQueries';
import {
  assessmentLock,
  excusedFrom,
  panelSeat,
  requirePanelJudge,
  type JudgedCohortRow,
} from './judgeAccess';

/**
 * What completing the approval sets in the same transaction: KYC where the grant's size needs it
 * and the cohort's grants, frozen.
 */
async function freezeApprovedDistribution(
  tx: Database,
  actor: Actor,
  cohort: JudgedCohortRow,
  appUrl: string,
) {
  await requireKycBySize(tx, actor, cohort, appUrl);
  await ensureCohortGrants(tx, cohort.id);
}

/** The cohort locked for update: approvals and excusals decide "approved" one at a time. */
async function lockedCohort(tx: Database, id: number): Promise<JudgedCohortRow> {
  const cohort = await lockCohort(tx, id);
  if (!cohort) throw notFound(MESSAGES.cohortNotFound);
  return cohort;
}

/**
 * `conflict` unless the cohort is in its assessment period and its distribution not yet approved.
 */
async function refuseUnlessOpen(tx: Database, cohort: JudgedCohortRow) {
  const lock = await assessmentLock(tx, cohort);
  if (lock) throw conflict(MESSAGES.wrongStatus(lock));
}

/** The judge's name as the pages show it ("Ana Ruiz", else their email). */
async function judgeNameOf(tx: Database, judgeId: number): Promise<string> {
  const [user] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, judgeId));
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  return name || user?.email || `judge ${judgeId}`;
}

/**
 * The caller's approval: once, by a panel judge not excused, when every nomination is sized.
 * The approval that completes the distribution asks for KYC where the grant sizes require it.
 */
export async function approve(
  db: Database,
  cohortId: number,
  judge: Actor,
  appUrl: string,
): Promise<JudgedCohortRow> {
  return db.transaction(async (tx) => {
    const cohort = await lockedCohort(tx, cohortId);
    await requirePanelJudge(tx, cohort, judge);
    const [own] = await tx
      .select()
      .from(distributionApprovals)
      .where(
        and(
          eq(distributionApprovals.cohortId, cohort.id),
          eq(distributionApprovals.judgeId, judge.id),
        ),
      );
    if (own) throw conflict(MESSAGES.judgeAlreadyApproved);
    await refuseUnlessOpen(tx, cohort);
    if ((await panelSeat(tx, cohort.id, judge.id))?.excusedAt) {
      throw forbidden(MESSAGES.unauthorizedBecause(excusedFrom(cohort)));
    }
    const compiled = await compileDistribution(tx, cohort.id, cohort.grantAmounts);
    if (!compiled.totals.complete) {
      throw conflict(MESSAGES.previousStepsFirst(compiled.blockers.join('; ')));
    }
    await tx.insert(distributionApprovals).values({ cohortId: cohort.id, judgeId: judge.id });
    const approval = await readDistributionApproval(tx, cohort.id);
    await recordChange(tx, judge, {
      action: 'distribution.approve',
      entity: 'cohort',
      entityId: cohort.id,
      details: {
        approvals: approval.approvals,
        required: approval.required,
        complete: isApproved(approval),
      },
    });
    if (isApproved(approval)) await freezeApprovedDistribution(tx, judge, cohort, appUrl);
    return cohort;
  });
}

/**
 * The panel seat of `judgeId` (`notFound` "judge not found" when not on the panel) and their name.
 */
async function seatToChange(tx: Database, cohort: JudgedCohortRow, judgeId: number) {
  const seat = await panelSeat(tx, cohort.id, judgeId);
  if (!seat) throw notFound(MESSAGES.judgeNotFound);
  return { seat, name: await judgeNameOf(tx, judgeId) };
}

/**
 * Excuses an absent judge: not one who approved, never the last one waited for. When the
 * others had all approved, this completes the distribution (and asks for KYC by size).
 */
export async function excuse(
  db: Database,
  cohortId: number,
  judgeId: number,
  reason: string,
  admin: Actor,
  appUrl: string,
): Promise<JudgedCohortRow> {
  return db.transaction(async (tx) => {
    const cohort = await lockedCohort(tx, cohortId);
    await refuseUnlessOpen(tx, cohort);
    const { seat, name } = await seatToChange(tx, cohort, judgeId);
    if (seat.excusedAt) {
      throw conflict(
        MESSAGES.wrongStatus(`${name} is already excused from ${cohort.name}'s distribution`),
      );
    }
    const approval = await readDistributionApproval(tx, cohort.id);
    const compiled = await compileDistribution(tx, cohort.id, cohort.grantAmounts);
    const member = compiled.panel.find((judge) => judge.judgeId === judgeId);
    if (member?.approvedAt) {
      throw conflict(
        MESSAGES.wrongStatus(`${name} has already approved ${cohort.name}'s distribution`),
      );
    }
    if (approval.required <= 1) {
      throw conflict(
        MESSAGES.wrongStatus(`at least one judge must approve ${cohort.name}'s distribution`),
      );
    }
    await tx
      .update(cohortJudges)
      .set({ excusedAt: now(), excusedBy: admin.id, excuseReason: reason })
      .where(and(eq(cohortJudges.cohortId, cohort.id), eq(cohortJudges.judgeId, judgeId)));
    await recordChange(tx, admin, {
      action: 'distribution.excuse',
      entity: 'cohort',
      entityId: cohort.id,
      details: { judgeId, reason },
    });
    if (isApproved(await readDistributionApproval(tx, cohort.id))) {
      await freezeApprovedDistribution(tx, admin, cohort, appUrl);
    }
    return cohort;
  });
}

/** The reason a deactivated judge's seat is excused with. */
export const DEACTIVATED_EXCUSE = 'Account deactivated';

/**
 * Excuses a judge whose account is being deactivated from the cohort under assessment whose
 * panel they sit on (unless its distribution is approved: then their seat stays as it was), so
 * no approval waits for them; even the last judge, since a judge account created meanwhile joins
 * the panel. When the others had all approved, this completes the distribution.
 */
export async function excuseDeactivatedJudge(
  tx: Database,
  judgeId: number,
  admin: Actor,
  appUrl: string,
): Promise<void> {
  const [seat] = await tx
    .select({ cohortId: cohortJudges.cohortId })
    .from(cohortJudges)
    .innerJoin(cohorts, eq(cohorts.id, cohortJudges.cohortId))
    .where(
      and(
        eq(cohortJudges.judgeId, judgeId),
        eq(cohorts.period, 'assessment'),
        isNull(cohortJudges.excusedAt),
      ),
    );
  if (!seat) return;
  const cohort = await lockedCohort(tx, seat.cohortId);
  if (await assessmentLock(tx, cohort)) return;
  await tx
    .update(cohortJudges)
    .set({ excusedAt: now(), excusedBy: admin.id, excuseReason: DEACTIVATED_EXCUSE })
    .where(and(eq(cohortJudges.cohortId, cohort.id), eq(cohortJudges.judgeId, judgeId)));
  await recordChange(tx, admin, {
    action: 'distribution.excuse',
    entity: 'cohort',
    entityId: cohort.id,
    details: { judgeId, reason: DEACTIVATED_EXCUSE },
  });
  if (isApproved(await readDistributionApproval(tx, cohort.id))) {
    await freezeApprovedDistribution(tx, admin, cohort, appUrl);
  }
}

/**
 * Takes a judge without history off the panel under assessment, in the transaction that deletes
 * their account (which would drop the seat anyway): when every judge left had approved, this
 * completes the distribution (and asks for KYC by size), as an excusal would.
 */
export async function leavePanelUnderAssessment(
  tx: Database,
  judgeId: number,
  admin: Actor,
  appUrl: string,
): Promise<void> {
  const [seat] = await tx
    .select({ cohortId: cohortJudges.cohortId })
    .from(cohortJudges)
    .innerJoin(cohorts, eq(cohorts.id, cohortJudges.cohortId))
    .where(and(eq(cohortJudges.judgeId, judgeId), eq(cohorts.period, 'assessment')));
  if (!seat) return;
  const cohort = await lockedCohort(tx, seat.cohortId);
  if (await assessmentLock(tx, cohort)) return;
  await tx
    .delete(cohortJudges)
    .where(and(eq(cohortJudges.cohortId, cohort.id), eq(cohortJudges.judgeId, judgeId)));
  if (isApproved(await readDistributionApproval(tx, cohort.id))) {
    await freezeApprovedDistribution(tx, admin, cohort, appUrl);
  }
}

/**
 * Takes an excusal back, until the distribution is approved; never a
 * deactivated judge's, who cannot sign in to approve.
 */
export async function unexcuse(
  db: Database,
  cohortId: number,
  judgeId: number,
  admin: Actor,
): Promise<JudgedCohortRow> {
  return db.transaction(async (tx) => {
    const cohort = await lockedCohort(tx, cohortId);
    await refuseUnlessOpen(tx, cohort);
    const { seat, name } = await seatToChange(tx, cohort, judgeId);
    if (!seat.excusedAt) {
      throw conflict(
        MESSAGES.wrongStatus(`${name} is not excused from ${cohort.name}'s distribution`),
      );
    }
    const [account] = await tx
      .select({ deactivatedAt: users.deactivatedAt })
      .from(users)
      .where(eq(users.id, judgeId));
    if (account?.deactivatedAt) {
      throw conflict(
        MESSAGES.wrongStatus(
          `${name}'s account is deactivated: they cannot approve ${cohort.name}'s distribution`,
        ),
      );
    }
    await tx
      .update(cohortJudges)
      .set({ excusedAt: null, excusedBy: null, excuseReason: null })
      .where(and(eq(cohortJudges.cohortId, cohort.id), eq(cohortJudges.judgeId, judgeId)));
    await recordChange(tx, admin, {
      action: 'distribution.unexcuse',
      entity: 'cohort',
      entityId: cohort.id,
      details: { judgeId },
    });
    return cohort;
  });
}

/**
 * Emails each panel judge not excused who has nominations left (no final size, neither assessed
 * nor recused by them, no conflict), at most once in a rolling 24 hours per cohort: one
 * conditional update claims the reminder, so two admins at once send one. Answers how many were
 * emailed.
 */
export async function remind(
  db: Database,
  cohortId: number,
  admin: Actor,
  appUrl: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    // For update, not share: two reminders sharing the row would deadlock on its update.
    const cohort = await lockedCohort(tx, cohortId);
    await refuseUnlessOpen(tx, cohort);
    const interval = sql`make_interval(hours => ${JUDGE_REMINDER_INTERVAL_HOURS})`;
    const [claimed] = await tx
      .update(cohorts)
      .set({ judgesRemindedAt: now() })
      .where(
        and(
          eq(cohorts.id, cohort.id),
          sql`(${cohorts.judgesRemindedAt} is null or ${cohorts.judgesRemindedAt} <= ${nowInSql()} - ${interval})`,
        ),
      )
      .returning({ id: cohorts.id });
    if (!claimed) {
      const [last] = await tx
        .select({ at: cohorts.judgesRemindedAt })
        .from(cohorts)
        .where(eq(cohorts.id, cohort.id));
      const at = last!.at!;
      const next = new Date(at.getTime() + JUDGE_REMINDER_INTERVAL_HOURS * 3600_000);
      throw conflict(
        MESSAGES.wrongStatus(
          `the judges of ${cohort.name} were reminded at ${clockTime(at)} on ${formatDay(at)}; the next reminder can go from ${clockTime(next)} on ${formatDay(next)}`,
        ),
      );
    }
    const compiled = await compileDistribution(tx, cohort.id, cohort.grantAmounts);
    const open = compiled.nominations.filter((nomination) => nomination.finalSize === null);
    const lines = await nominationLines(
      tx,
      open.map((nomination) => nomination.nominationId),
    );
    const emails = new Map(
      (await presentPanelEmails(tx, cohort.id)).map((judge) => [judge.id, judge.email]),
    );
    let emailed = 0;
    for (const judge of compiled.panel) {
      const email = emails.get(judge.judgeId);
      if (!email) continue; // excused
      const left = open.filter((nomination) =>
        nomination.judgesLeft.some((waiting) => waiting.id === judge.judgeId),
      );
      if (left.length === 0) continue;
      await enqueueEmail(
        tx,
        judgeReminder(
          cohort,
          email,
          left.map((nomination) => lines.get(nomination.nominationId)!),
          appUrl,
        ),
      );
      emailed += 1;
    }
    await recordChange(tx, admin, {
      action: 'distribution.remind',
      entity: 'cohort',
      entityId: cohort.id,
      details: { emailed },
    });
    return emailed;
  });
}

/** "Maya Okafor — xrpl.js, Clio" for each nomination. */
async function nominationLines(tx: Database, nominationIds: number[]) {
  const lines = new Map<number, string>();
  if (nominationIds.length === 0) return lines;
  const [projects, rows] = [
    await projectsOf(tx, nominationIds),
    await tx
      .select({
        id: nominations.id,
        firstName: contributors.firstName,
        lastName: contributors.lastName,
      })
      .from(nominations)
      .innerJoin(contributors, eq(contributors.id, nominations.contributorId))
      .where(isOneOfIds(nominations.id, nominationIds)),
  ];
  for (const row of rows) {
    const names = (projects.get(row.id) ?? []).map((project) => project.name).join(', ');
    const name = `${row.firstName} ${row.lastName}`;
    lines.set(row.id, names ? `${name} — ${names}` : name);
  }
  return lines;
}
