// The rules every nomination write checks inside its transaction: the cohort in its nomination
// period, one nomination per contributor-and-project pair per cohort, one backing per scout per
// project per cohort, and who may change what.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  coNominations,
  cohorts,
  contributors,
  nominationProjects,
  nominations,
  projects,
  scoutBackings,
  users,
} from '../db/schema';
import { conflict, DomainError, forbidden, notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import { shareLockCohort } from '../programme/cohortQueries';
import { formatDay } from '../programme/cohortRules';
import { findActiveCohort, periodPhrase } from '../programme/cohortViews';
import { listed } from '../system/wording';
import { readPairNominations } from './pairNominations';

type CohortLockRow = typeof cohorts.$inferSelect;
type NominationRow = typeof nominations.$inferSelect;

/** The cohort's row, share-locked (see shareLockCohort); `notFound` when it is gone. */
async function lockedCohort(tx: Database, id: number): Promise<CohortLockRow> {
  const row = await shareLockCohort(tx, id);
  if (!row) throw notFound(MESSAGES.noActiveCohort);
  return row;
}

/**
 * The active cohort, share-locked, when it takes nominations: else `notFound` or `conflict` "wrong
 * status".
 */
export async function cohortTakingNominations(tx: Database): Promise<CohortLockRow> {
  const active = await findActiveCohort(tx);
  if (!active) throw notFound(MESSAGES.noActiveCohort);
  const cohort = await lockedCohort(tx, active.id);
  if (cohort.period !== 'nomination' || cohort.endsAt !== null) {
    throw conflict(MESSAGES.wrongStatus(`${periodPhrase(cohort)}; nominations are closed`));
  }
  return cohort;
}

export type Part = 'nominator' | 'co-nominator';

/** The scout's part in the nomination, or null when they do not back it. */
export async function partIn(
  tx: Database,
  nomination: NominationRow,
  scoutId: number,
): Promise<Part | null> {
  if (nomination.scoutId === scoutId) return 'nominator';
  const [coNomination] = await tx
    .select({ scoutId: coNominations.scoutId })
    .from(coNominations)
    .where(and(eq(coNominations.nominationId, nomination.id), eq(coNominations.scoutId, scoutId)));
  return coNomination ? 'co-nominator' : null;
}

/**
 * `conflict` once the contributor's personal data was erased: nothing new is written about them
 * (a description, a note, evidence, a nomination). With `lock`, their row is share-locked first,
 * after the cohort's and before the nomination's: an erasure, which locks it for update before it
 * erases their nominations, waits for this write and erases it too, or this one waits for the
 * erasure and is refused.
 */
export async function refuseErasedNominee(
  tx: Database,
  contributorId: number,
  lock = true,
): Promise<void> {
  if (lock) {
    await tx
      .select({ id: contributors.id })
      .from(contributors)
      .where(eq(contributors.id, contributorId))
      .for('share');
  }
  // Read after the lock, in a statement of its own: it sees an erasure that committed meanwhile.
  const [person] = await tx
    .select({ erasedAt: users.erasedAt })
    .from(contributors)
    .innerJoin(users, eq(users.id, contributors.userId))
    .where(eq(contributors.id, contributorId));
  if (person?.erasedAt) throw conflict(MESSAGES.nomineeErased(formatDay(person.erasedAt)));
}

const readNomination = async (tx: Database, id: number, lock: boolean) => {
  const query = tx.select().from(nominations).where(eq(nominations.id, id));
  const [nomination] = await (lock ? query.for('update') : query);
  if (!nomination) throw notFound(MESSAGES.nominationNotFound);
  return nomination;
};

/**
 * The nomination the scout changes in their `part`, locked for update once its cohort is
 * share-locked (the order co-nominating takes too). One the scout does not back is "nomination
 * not found", as an unknown id is (no probing of other scouts' nominations); the other part is
 * `forbidden`; a cohort past its nomination period is `conflict` "wrong status". `aboutNominee`:
 * the change writes about the contributor, refused once they were erased (refuseErasedNominee).
 */
export async function nominationToChange(
  tx: Database,
  id: number,
  scoutId: number,
  part: Part,
  { aboutNominee = false } = {},
): Promise<NominationRow> {
  const seen = await readNomination(tx, id, false);
  const actual = await partIn(tx, seen, scoutId);
  if (actual === null) throw notFound(MESSAGES.nominationNotFound);
  if (actual !== part) throw forbidden(MESSAGES.unauthorized);
  const cohort = await lockedCohort(tx, seen.cohortId);
  if (cohort.period !== 'nomination' || cohort.endsAt !== null) {
    throw conflict(
      MESSAGES.wrongStatus(`${periodPhrase(cohort)}; its nominations can no longer change`),
    );
  }
  if (aboutNominee) await refuseErasedNominee(tx, seen.contributorId);
  const nomination = await readNomination(tx, id, true);
  // Handed over or unbacked while this request waited for the lock: check the part again.
  if ((await partIn(tx, nomination, scoutId)) !== part) {
    throw notFound(MESSAGES.nominationNotFound);
  }
  return nomination;
}

interface CohortName {
  id: number;
  name: string;
}

const namesOf = async (db: Database, projectIds: number[]) =>
  (
    await db
      .select({ name: projects.name })
      .from(projects)
      .where(inArray(projects.id, projectIds))
      .orderBy(asc(projects.name))
  ).map((project) => project.name);

/**
 * `conflict` "nomination already exists" when the contributor already has a nomination in the
 * cohort for one of the projects, carrying it (as `viewerId` sees it) so the scout can back it
 * instead.
 */
export async function pairConflict(
  db: Database,
  cohort: CohortName,
  contributor: { id: number; firstName: string; lastName: string },
  projectIds: number[],
  viewerId: number,
): Promise<DomainError | null> {
  const taken = await db
    .select({
      nominationId: nominationProjects.nominationId,
      projectId: nominationProjects.projectId,
    })
    .from(nominationProjects)
    .where(
      and(
        eq(nominationProjects.cohortId, cohort.id),
        eq(nominationProjects.contributorId, contributor.id),
        inArray(nominationProjects.projectId, projectIds),
      ),
    )
    .orderBy(asc(nominationProjects.nominationId));
  const first = taken[0];
  if (!first) return null;
  const [nomination] = await readPairNominations(
    db,
    eq(nominations.id, first.nominationId),
    viewerId,
  );
  const names = await namesOf(
    db,
    taken.map((row) => row.projectId),
  );
  return conflict(
    MESSAGES.nominationExists(
      `${contributor.firstName} ${contributor.lastName} is already nominated for ${listed(names)} in ${cohort.name}`,
    ),
    { fields: ['projectIds'], ...(nomination ? { nomination } : {}) },
  );
}

/**
 * `conflict` "project already nominated" when the scout already backs one of the projects in the
 * cohort.
 */
export async function backingConflict(
  db: Database,
  cohort: CohortName,
  scoutId: number,
  projectIds: number[],
): Promise<DomainError | null> {
  const backed = await db
    .select({ projectId: scoutBackings.projectId })
    .from(scoutBackings)
    .where(
      and(
        eq(scoutBackings.cohortId, cohort.id),
        eq(scoutBackings.scoutId, scoutId),
        inArray(scoutBackings.projectId, projectIds),
      ),
    )
    .orderBy(asc(scoutBackings.projectId));
  if (backed.length === 0) return null;
  const ids = backed.map((row) => row.projectId);
  const names = await namesOf(db, ids);
  return conflict(
    MESSAGES.projectAlreadyNominated(`you already back ${listed(names)} in ${cohort.name}`),
    { fields: ['projectIds'], projectIds: ids },
  );
}

/**
 * The scout's backing of each project of a nomination (the rows "project already nominated"
 * counts).
 */
export function backingRows(
  cohortId: number,
  scoutId: number,
  nominationId: number,
  projectIds: number[],
) {
  return projectIds.map((projectId) => ({ cohortId, scoutId, projectId, nominationId }));
}
