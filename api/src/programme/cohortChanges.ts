// Starting a cohort and changing its settings: admin changes, each audited in its transaction. A
// new due date for the applications is emailed to the contributors who have not finished theirs.
import { isEndedPeriod, type UpdateCohortRequest } from '@glow/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { now } from '../clock';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { applications, cohortPeriods, cohorts, contributors, users } from '../db/schema';
import { conflict, notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Handlers } from '../http/handler';
import { recordChange } from '../system/auditLog';
import { applicationsDueChangedEmail } from './cohortEndEmails';
import { enqueueEmail } from '../system/emailOutbox';
import { readCohortDetail } from './cohortDetail';
import { cohortNamed, findUnclosedCohort, lockCohort } from './cohortQueries';
import {
  checkApplicationsDueOn,
  cohortStartsAt,
  defaultApplicationsDueOn,
  orderedSizes,
  settingsLockReason,
  utcDay,
} from './cohortRules';
import { periodPhrase } from './cohortViews';
import { readDistributionApproval } from '../judging/distributionApproval';

/** The settings fixed once the distribution is approved (the due date is not among them). */
type CohortSettings = Required<Omit<UpdateCohortRequest, 'applicationsDueOn'>>;
type SettingChanges = {
  [K in keyof CohortSettings]?: { from: CohortSettings[K]; to: CohortSettings[K] };
};

/** The settings `requested` changes, each with its old and new value. */
function settingChanges(before: CohortSettings, requested: UpdateCohortRequest): SettingChanges {
  const changes: SettingChanges = {};
  if (requested.name !== undefined && requested.name !== before.name) {
    changes.name = { from: before.name, to: requested.name };
  }
  const amounts = requested.grantAmounts;
  if (
    amounts &&
    Object.entries(amounts).some(
      ([size, xrp]) => before.grantAmounts[size as keyof typeof amounts] !== xrp,
    )
  ) {
    changes.grantAmounts = { from: before.grantAmounts, to: amounts };
  }
  const kycSizes = requested.kycSizes && orderedSizes(requested.kycSizes);
  if (kycSizes && kycSizes.join() !== orderedSizes(before.kycSizes).join()) {
    changes.kycSizes = { from: orderedSizes(before.kycSizes), to: kycSizes };
  }
  if (
    requested.votingPeriodDays !== undefined &&
    requested.votingPeriodDays !== before.votingPeriodDays
  ) {
    changes.votingPeriodDays = { from: before.votingPeriodDays, to: requested.votingPeriodDays };
  }
  return changes;
}

const LOCKED_SETTINGS = ['name', 'grantAmounts', 'kycSizes', 'votingPeriodDays'] as const;

/** Emails each contributor of the cohort with an unfinished application its new due date. */
async function emailNewDueDate(
  tx: Database,
  cohort: { id: number; name: string },
  change: { from: string | null; to: string },
  appUrl: string,
) {
  const unfinished = await tx
    .select({
      firstName: contributors.firstName,
      contributorEmail: contributors.email,
      userEmail: users.email,
    })
    .from(applications)
    .innerJoin(contributors, eq(contributors.id, applications.contributorId))
    .leftJoin(users, eq(users.id, contributors.userId))
    .where(
      and(
        eq(applications.cohortId, cohort.id),
        inArray(applications.status, ['inProgress', 'returned']),
      ),
    );
  for (const person of unfinished) {
    await enqueueEmail(
      tx,
      applicationsDueChangedEmail(
        {
          to: person.userEmail ?? person.contributorEmail,
          firstName: person.firstName,
          cohortName: cohort.name,
        },
        change,
        appUrl,
      ),
    );
  }
}

/** `conflict` when another cohort has the name (ignoring case). */
async function refuseNameTaken(db: Database, name: string, exceptId?: number): Promise<void> {
  const named = await cohortNamed(db, name);
  if (named && named.id !== exceptId) throw conflict(MESSAGES.cohortNameExists);
}

export const cohortChanges: Pick<Handlers, 'startCohort' | 'updateCohort'> = {
  async startCohort({ body, actor }, services) {
    const { db } = services;
    const startsAt = cohortStartsAt(body.startsOn, now());
    const refuseTaken = async () => {
      await refuseNameTaken(db, body.name);
      const unclosed = await findUnclosedCohort(db);
      if (unclosed) throw conflict(MESSAGES.cohortUnclosed(unclosed.name));
    };
    await refuseTaken();
    const applicationsDueOn = body.applicationsDueOn ?? defaultApplicationsDueOn(body.startsOn);
    checkApplicationsDueOn(applicationsDueOn, body.startsOn, now());
    const settings = {
      name: body.name,
      grantAmounts: body.grantAmounts,
      kycSizes: orderedSizes(body.kycSizes),
      votingPeriodDays: body.votingPeriodDays,
      applicationsDueOn,
    };
    const created = await db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(cohorts)
          .values({ ...settings, period: 'nomination', startsAt })
          .returning();
        await tx.insert(cohortPeriods).values({
          cohortId: row!.id,
          period: 'nomination',
          beganAt: startsAt,
          actorId: actor.id,
        });
        await recordChange(tx, actor, {
          action: 'cohort.start',
          entity: 'cohort',
          entityId: row!.id,
          details: { ...settings, startsOn: body.startsOn },
        });
        return row!;
      })
      .catch(async (error: unknown) => {
        // Another start (or rename) committed between the checks and the insert: the unique
        // indexes refused it; answer which rule it broke.
        if (isUniqueViolation(error)) await refuseTaken();
        throw error;
      });
    return readCohortDetail(services, created.id);
  },

  async updateCohort({ params, body, actor }, services) {
    const { db, config } = services;
    await db
      .transaction(async (tx) => {
        const before = await lockCohort(tx, params.id);
        if (!before) throw notFound(MESSAGES.cohortNotFound);
        if (LOCKED_SETTINGS.some((setting) => body[setting] !== undefined)) {
          const locked = settingsLockReason(before, await readDistributionApproval(tx, before.id));
          if (locked) throw conflict(MESSAGES.wrongStatus(locked));
        }
        const dueOn = body.applicationsDueOn;
        if (dueOn !== undefined) {
          if (isEndedPeriod(before.period)) {
            throw conflict(MESSAGES.wrongStatus(periodPhrase(before)));
          }
          if (dueOn !== before.applicationsDueOn) {
            checkApplicationsDueOn(dueOn, utcDay(before.startsAt), now());
          }
        }
        const changes = {
          ...settingChanges(before, body),
          ...(dueOn !== undefined &&
            dueOn !== before.applicationsDueOn && {
              applicationsDueOn: { from: before.applicationsDueOn, to: dueOn },
            }),
        };
        if (changes.name) await refuseNameTaken(tx, changes.name.to, before.id);
        if (Object.keys(changes).length === 0) return;
        await tx
          .update(cohorts)
          // Drizzle leaves out the fields set to undefined: those that did not change.
          .set({
            name: changes.name?.to,
            grantAmounts: changes.grantAmounts?.to,
            kycSizes: changes.kycSizes?.to,
            votingPeriodDays: changes.votingPeriodDays?.to,
            applicationsDueOn: changes.applicationsDueOn?.to,
          })
          .where(eq(cohorts.id, before.id));
        await recordChange(tx, actor, {
          action: 'cohort.update',
          entity: 'cohort',
          entityId: before.id,
          details: { changes },
        });
        if (changes.applicationsDueOn) {
          const name = changes.name?.to ?? before.name;
          await emailNewDueDate(
            tx,
            { id: before.id, name },
            changes.applicationsDueOn,
            config.publicAppUrl,
          );
        }
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw conflict(MESSAGES.cohortNameExists);
        throw error;
      });
    return readCohortDetail(services, params.id);
  },
};
