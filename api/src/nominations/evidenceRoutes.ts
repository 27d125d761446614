import { asc, eq } from 'drizzle-orm';
import { contributors, nominationProjects, projects } from '../db/schema';
import { MESSAGES } from '../errors/messages';
import type { Handlers } from '../http/handler';
import {
  addEvidence,
  backedNomination,
  evidenceMayChange,
  removeEvidence,
} from './evidenceChanges';
import { readEvidenceRows, toScoutEvidence } from './evidenceViews';

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

  async addEvidence({ params, body, actor }, { db, github, config }) {
    const limits = {
      githubReadsPerScout: config.evidence.githubReadsPerScout,
      windowMs: config.loginLimits.windowMs,
    };
    const saved = await addEvidence(db, github, limits, actor, params.id, body);
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
    await removeEvidence(db, actor, params.id, params.evidenceId);
    return { success: true, message: MESSAGES.evidenceRemoved };
  },
};
