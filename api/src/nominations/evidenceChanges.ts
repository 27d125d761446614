// Evidence for the judges: links a scout backing a nomination (its nominating scout or a
// co-nominator) adds with a note, until its cohort's assessment starts, so the dossier judges
// read does not change under them. A GitHub pull request, issue or release is read on GitHub
// before the write's transaction opens.
import {
  EVIDENCE_PER_NOMINATION_MAX,
  githubReferenceOf,
  type AddEvidenceRequest,
} from '@glow/contract';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { cohorts, nominationEvidence, nominations } from '../db/schema';
import { conflict, forbidden, notFound, rateLimited } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import { periodPhrase } from '../programme/cohortViews';
import { shareLockCohort } from '../programme/cohortQueries';
import { recordChange } from '../system/auditLog';
import { countAttempt } from '../system/rateLimiter';
import type { GitHubClient } from '../clients/githubClient';
import type { Actor } from '../system/auditLog';
import { githubColumnsOfNewLink } from './evidenceGitHub';
import { partIn, refuseErasedNominee, type Part } from './nominationRules';

type CohortRow = typeof cohorts.$inferSelect;
type NominationRow = typeof nominations.$inferSelect;

/** Evidence may change while the cohort takes nominations or votes, before its assessment. */
export const evidenceMayChange = (cohort: CohortRow) =>
  cohort.endsAt === null && (cohort.period === 'nomination' || cohort.period === 'voting');

interface Backing {
  nomination: NominationRow;
  part: Part;
  cohort: CohortRow;
}

const readNomination = async (db: Database, id: number, lock: boolean) => {
  const query = db.select().from(nominations).where(eq(nominations.id, id));
  const [nomination] = await (lock ? query.for('update') : query);
  if (!nomination) throw notFound(MESSAGES.nominationNotFound);
  return nomination;
};

/** The scout's part in the nomination; one they do not back is "nomination not found". */
async function partOf(db: Database, nomination: NominationRow, scoutId: number): Promise<Part> {
  const part = await partIn(db, nomination, scoutId);
  if (!part) throw notFound(MESSAGES.nominationNotFound);
  return part;
}

/**
 * The nomination the scout backs, with their part and its cohort; one they do not back is
 * "nomination not found", as an unknown id is. With `lock`, the cohort is share-locked and then
 * the nomination locked for update, the order every nomination write takes: two adds count the
 * links one after the other. `aboutNominee`: refused once the contributor was erased
 * (refuseErasedNominee, whose lock comes between the two).
 */
export async function backedNomination(
  db: Database,
  id: number,
  scoutId: number,
  { lock = false, aboutNominee = false } = {},
): Promise<Backing> {
  const seen = await readNomination(db, id, false);
  const part = await partOf(db, seen, scoutId);
  const [cohort] = lock
    ? [await shareLockCohort(db, seen.cohortId)]
    : await db.select().from(cohorts).where(eq(cohorts.id, seen.cohortId));
  if (!cohort) throw notFound(MESSAGES.nominationNotFound);
  if (aboutNominee) await refuseErasedNominee(db, seen.contributorId, lock);
  if (!lock) return { nomination: seen, part, cohort };
  const nomination = await readNomination(db, id, true);
  // Handed over or unbacked while this request waited for the lock: the part is read again.
  return { nomination, part: await partOf(db, nomination, scoutId), cohort };
}

/** As backedNomination, refusing with "wrong status" once the evidence may no longer change. */
async function changeableNomination(
  db: Database,
  id: number,
  scoutId: number,
  options: { lock?: boolean; aboutNominee?: boolean } = {},
) {
  const backing = await backedNomination(db, id, scoutId, options);
  if (!evidenceMayChange(backing.cohort)) {
    throw conflict(MESSAGES.evidenceLocked(periodPhrase(backing.cohort)));
  }
  return backing;
}

/** How many GitHub reads one scout's new links may make per window. */
export interface EvidenceLimits {
  githubReadsPerScout: number;
  windowMs: number;
}

/**
 * Adds a link to nomination `nominationId` for scout `actor`, with what GitHub says of it (read
 * before the transaction, within the scout's `limits`); audited. Answers the row and whether the
 * scout is its nominator.
 */
export async function addEvidence(
  db: Database,
  github: GitHubClient,
  limits: EvidenceLimits,
  actor: Actor,
  nominationId: number,
  request: AddEvidenceRequest,
) {
  // Who may add, first: GitHub is not asked on behalf of a caller who may not.
  await changeableNomination(db, nominationId, actor.id, { aboutNominee: true });
  const url = request.url.trim();
  if (githubReferenceOf(url)) {
    // Counted before GitHub is asked, read or refused: links to pages that do not exist are kept
    // nowhere, yet each costs a request of Glow's GitHub budget.
    const reads = await countAttempt(
      db,
      `evidence:github:${actor.id}`,
      limits.githubReadsPerScout,
      limits.windowMs,
    );
    if (!reads.allowed) throw rateLimited(MESSAGES.tooManyGitHubLinks(reads.retryAfterMinutes));
  }
  const githubColumns = await githubColumnsOfNewLink(github, url);
  try {
    return await db.transaction(async (tx) => {
      const { part } = await changeableNomination(tx, nominationId, actor.id, {
        lock: true,
        aboutNominee: true,
      });
      const [held] = await tx
        .select({ count: count() })
        .from(nominationEvidence)
        .where(eq(nominationEvidence.nominationId, nominationId));
      if ((held?.count ?? 0) >= EVIDENCE_PER_NOMINATION_MAX) {
        throw conflict(MESSAGES.evidenceFull(EVIDENCE_PER_NOMINATION_MAX));
      }
      const [row] = await tx
        .insert(nominationEvidence)
        .values({
          nominationId,
          url,
          kind: request.kind,
          note: request.note,
          addedBy: actor.id,
          ...githubColumns,
        })
        .returning();
      await recordChange(tx, actor, {
        action: 'nomination.addEvidence',
        entity: 'nomination',
        entityId: nominationId,
        details: { evidenceId: row!.id, url, kind: request.kind },
      });
      return { row: row!, nominator: part === 'nominator' };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MESSAGES.evidenceExists, { fields: ['url'] });
    throw error;
  }
}

/** Removes link `evidenceId`: the nominator any, a co-nominator their own; audited. */
export async function removeEvidence(
  db: Database,
  actor: Actor,
  nominationId: number,
  evidenceId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { part } = await changeableNomination(tx, nominationId, actor.id, { lock: true });
    const [row] = await tx
      .select()
      .from(nominationEvidence)
      .where(
        and(
          eq(nominationEvidence.id, evidenceId),
          eq(nominationEvidence.nominationId, nominationId),
        ),
      )
      .for('update');
    if (!row) throw notFound(MESSAGES.evidenceNotFound);
    if (part !== 'nominator' && row.addedBy !== actor.id) {
      throw forbidden(MESSAGES.evidenceNotYours);
    }
    await tx.delete(nominationEvidence).where(eq(nominationEvidence.id, row.id));
    await recordChange(tx, actor, {
      action: 'nomination.removeEvidence',
      entity: 'nomination',
      entityId: nominationId,
      details: { evidenceId: row.id, url: row.url },
    });
  });
}
