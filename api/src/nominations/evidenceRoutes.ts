// Evidence for the judges: links a scout backing a nomination (its nominating scout or a
// co-nominator) adds with a note, until its cohort's assessment starts, so the dossier judges
// read does not change under them. A GitHub pull request, issue or release is read on GitHub
// before the write's transaction opens.
import { EVIDENCE_PER_NOMINATION_MAX } from '@glow/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import {
  cohorts,
  contributors,
  nominationEvidence,
  nominationProjects,
  nominations,
  projects,
} from '../db/schema';
import { conflict, forbidden, notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Handlers } from '../http/handler';
import { periodPhrase } from '../programme/cohortViews';
import { shareLockCohort } from '../programme/cohortQueries';
import { recordChange } from '../system/auditLog';
import { githubColumnsOfNewLink } from './evidenceGitHub';
import { readEvidenceRows, toScoutEvidence } from './evidenceViews';
import { partIn, type Part } from './nominationRules';

type CohortRow = typeof cohorts.$inferSelect;
type NominationRow = typeof nominations.$inferSelect;

/** Evidence may change while the cohort takes nominations or votes, before its assessment. */
const evidenceMayChange = (cohort: CohortRow) =>
  cohort.endsAt === null && (cohort.period === 'nomination' || cohort.period === 'voting');

interface Backing {
  nomination: NominationRow;
  part: Part;
  cohort: CohortRow;
}

/**
 * The nomination the scout backs, with their part and its cohort (share-locked with `lock`); one
 * they do not back is "nomination not found", as an unknown id is.
 */
async function backedNomination(
  db: Database,
  id: number,
  scoutId: number,
  lock = false,
): Promise<Backing> {
  const [nomination] = await db.select().from(nominations).where(eq(nominations.id, id));
  if (!nomination) throw notFound(MESSAGES.nominationNotFound);
  const part = await partIn(db, nomination, scoutId);
  if (!part) throw notFound(MESSAGES.nominationNotFound);
  const [cohort] = lock
    ? [await shareLockCohort(db, nomination.cohortId)]
    : await db.select().from(cohorts).where(eq(cohorts.id, nomination.cohortId));
  if (!cohort) throw notFound(MESSAGES.nominationNotFound);
  return { nomination, part, cohort };
}

/** As backedNomination, refusing with "wrong status" once the evidence may no longer change. */
async function changeableNomination(db: Database, id: number, scoutId: number, lock = false) {
  const backing = await backedNomination(db, id, scoutId, lock);
  if (!evidenceMayChange(backing.cohort)) {
    throw conflict(MESSAGES.evidenceLocked(periodPhrase(backing.cohort)));
  }
  return backing;
}

export const evidenceRoutes: Pick<Handlers, 'listEvidence' | 'addEvidence' | 'removeEvidence'> = {
  async listEvidence({ params, actor }, { db }) {
    const { nomination, part, cohort } = await backedNomination(db, params.id, actor.id);
    const canChange = evidenceMayChange(cohort);
    const [rows, [contributor], projectRows] = await Promise.all([
      readEvidenceRows(db, params.id),
      db
        .select({ firstName: contributors.firstName, lastName: contributors.lastName })
        .from(contributors)
        .where(eq(contributors.id, nomination.contributorId)),
      db
        .select({ id: projects.id, name: projects.name })
        .from(nominationProjects)
        .innerJoin(projects, eq(projects.id, nominationProjects.projectId))
        .where(eq(nominationProjects.nominationId, nomination.id))
        .orderBy(asc(projects.name)),
    ]);
    return {
      nomination: {
        id: nomination.id,
        contributor: contributor!,
        projects: projectRows,
        cohort: { id: cohort.id, name: cohort.name, period: cohort.period },
      },
      canChange,
      evidence: rows.map((row) =>
        toScoutEvidence(row, actor.id, { nominator: part === 'nominator', canChange }),
      ),
    };
  },

  async addEvidence({ params, body, actor }, { db, github }) {
    // Who may add, first: GitHub is not asked on behalf of a caller who may not.
    await changeableNomination(db, params.id, actor.id);
    const url = body.url.trim();
    const githubColumns = await githubColumnsOfNewLink(github, url);
    const save = () =>
      db.transaction(async (tx) => {
        const { part } = await changeableNomination(tx, params.id, actor.id, true);
        const [held] = await tx
          .select({ count: count() })
          .from(nominationEvidence)
          .where(eq(nominationEvidence.nominationId, params.id));
        if ((held?.count ?? 0) >= EVIDENCE_PER_NOMINATION_MAX) {
          throw conflict(MESSAGES.evidenceFull(EVIDENCE_PER_NOMINATION_MAX));
        }
        const [row] = await tx
          .insert(nominationEvidence)
          .values({
            nominationId: params.id,
            url,
            kind: body.kind,
            note: body.note,
            addedBy: actor.id,
            ...githubColumns,
          })
          .returning();
        await recordChange(tx, actor, {
          action: 'nomination.addEvidence',
          entity: 'nomination',
          entityId: params.id,
          details: { evidenceId: row!.id, url, kind: body.kind },
        });
        return { row: row!, nominator: part === 'nominator' };
      });
    let saved: Awaited<ReturnType<typeof save>>;
    try {
      saved = await save();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(MESSAGES.evidenceExists, { fields: ['url'] });
      throw error;
    }
    const unread = saved.row.githubNotReadBecause;
    return {
      success: true,
      message: unread ? MESSAGES.evidenceAddedUnread(unread) : MESSAGES.evidenceAdded,
      evidence: toScoutEvidence(saved.row, actor.id, {
        nominator: saved.nominator,
        canChange: true,
      }),
    };
  },

  async removeEvidence({ params, actor }, { db }) {
    await db.transaction(async (tx) => {
      const { part } = await changeableNomination(tx, params.id, actor.id, true);
      const [row] = await tx
        .select()
        .from(nominationEvidence)
        .where(
          and(
            eq(nominationEvidence.id, params.evidenceId),
            eq(nominationEvidence.nominationId, params.id),
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
        entityId: params.id,
        details: { evidenceId: row.id, url: row.url },
      });
    });
    return { success: true, message: MESSAGES.evidenceRemoved };
  },
};
