// Creating a nomination (POST /api/nominations): every rule checked in one transaction, the
// contributor's account made and emailed through the outbox, the audit row. Two scouts racing
// for one pair meet at the unique index; the loser gets the same `conflict` as any duplicate.
import type { ContributorEmail, CreateNominationRequest } from '@glow/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import {
  contributors,
  nominationProjects,
  nominations,
  projects,
  scoutBackings,
} from '../db/schema';
import { notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import { notInTheFuture, refuseFields } from '../errors/fieldErrors';
import type { Handlers } from '../http/handler';
import { recordChange, type Actor } from '../system/auditLog';
import { ensureContributorAccount, type AccountConfig } from '../contributors/contributorAccounts';
import { findActiveCohort } from '../programme/cohortViews';
import {
  backingConflict,
  backingRows,
  cohortTakingNominations,
  pairConflict,
  refuseErasedNominee,
} from './nominationRules';
import { readScouted } from './scoutedQueries';

async function lockContributor(tx: Database, id: number) {
  const [contributor] = await tx
    .select()
    .from(contributors)
    .where(eq(contributors.id, id))
    .for('update');
  if (!contributor) throw notFound(MESSAGES.contributorNotFound);
  return contributor;
}

async function projectsNamed(tx: Database, ids: number[]) {
  const rows = await tx
    .select({ id: projects.id, name: projects.name, githubRepo: projects.githubRepo })
    .from(projects)
    .where(inArray(projects.id, ids))
    .orderBy(asc(projects.name));
  if (rows.length !== ids.length) throw notFound(MESSAGES.projectNotFound);
  return rows;
}

interface SavedNomination {
  id: number;
  /** What ensureContributorAccount emailed the contributor. */
  contributorEmailed: ContributorEmail;
}

function saveNomination(
  db: Database,
  actor: Actor,
  config: AccountConfig,
  body: CreateNominationRequest,
): Promise<SavedNomination> {
  return db.transaction(async (tx) => {
    const cohort = await cohortTakingNominations(tx);
    // Locked: two nominations of one contributor wait for each other (and make one account).
    const contributor = await lockContributor(tx, body.contributorId);
    await refuseErasedNominee(tx, contributor.id, false);
    const chosen = await projectsNamed(tx, body.projectIds);
    const conflict =
      (await pairConflict(tx, cohort, contributor, body.projectIds, actor.id)) ??
      (await backingConflict(tx, cohort, actor.id, body.projectIds));
    if (conflict) throw conflict;
    const account = await ensureContributorAccount(tx, actor, config, contributor.id, {
      cohortId: cohort.id,
      cohortName: cohort.name,
      applicationsDueOn: cohort.applicationsDueOn,
      projects: chosen,
      description: body.description,
    });
    const [nomination] = await tx
      .insert(nominations)
      .values({
        cohortId: cohort.id,
        contributorId: contributor.id,
        scoutId: actor.id,
        description: body.description,
        categories: body.categories,
        contributionDate: body.contributionDate,
        screening: body.screening,
      })
      .returning({ id: nominations.id });
    const id = nomination!.id;
    await tx.insert(nominationProjects).values(
      body.projectIds.map((projectId) => ({
        nominationId: id,
        projectId,
        cohortId: cohort.id,
        contributorId: contributor.id,
      })),
    );
    await tx.insert(scoutBackings).values(backingRows(cohort.id, actor.id, id, body.projectIds));
    await recordChange(tx, actor, {
      action: 'nomination.create',
      entity: 'nomination',
      entityId: id,
      details: {
        cohortId: cohort.id,
        contributorId: contributor.id,
        projectIds: body.projectIds,
        categories: body.categories,
      },
    });
    return { id, contributorEmailed: account.emailed };
  });
}

/**
 * After a unique violation (another transaction committed the same pair, or the same scout's
 * backing of a project, first): the precise `conflict`, checked again now that the winner is
 * visible.
 */
async function conflictAfterRace(db: Database, actor: Actor, body: CreateNominationRequest) {
  const cohort = await findActiveCohort(db);
  const [contributor] = await db
    .select()
    .from(contributors)
    .where(eq(contributors.id, body.contributorId));
  if (!cohort || !contributor) return null;
  return (
    (await pairConflict(db, cohort, contributor, body.projectIds, actor.id)) ??
    (await backingConflict(db, cohort, actor.id, body.projectIds))
  );
}

export const nominationCreateRoutes: Pick<Handlers, 'createNomination'> = {
  async createNomination({ body, actor }, { db, config }) {
    refuseFields(notInTheFuture('contributionDate', body.contributionDate));
    let saved: SavedNomination;
    try {
      saved = await saveNomination(db, actor, config, body);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw (await conflictAfterRace(db, actor, body)) ?? error;
    }
    const nomination = await readScouted(db, saved.id, actor.id);
    if (!nomination) throw notFound(MESSAGES.nominationNotFound);
    return {
      success: true,
      message: MESSAGES.nominationCreated,
      nomination,
      contributorEmailed: saved.contributorEmailed,
    };
  },
};
