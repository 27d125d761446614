import {
  DEFAULT_GRANT_AMOUNTS,
  DEFAULT_KYC_SIZES,
  DEFAULT_VOTING_PERIOD_DAYS,
  isEndedPeriod,
} from '@glow/contract';
import { now } from '../clock';
import type { Handlers } from '../http/handler';
import { conflict, notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import { cohortGrants } from '../payments/paymentFigures';
import { projectsOf } from '../nominations/nominationQueries';
import { cohortCancel } from './cohortCancel';
import { cohortChanges } from './cohortChanges';
import { closingOf } from './cohortClosing';
import { readCohortDetail } from './cohortDetail';
import { cohortMoves } from './cohortMoves';
import {
  cohortNamesTaken,
  cohortNominationsPage,
  cohortsPage,
  countCohortNominations,
  countCohorts,
  findCohort,
  findLatestCohort,
  findUnclosedCohort,
} from './cohortQueries';
import { defaultApplicationsDueOn, nextCohortName, orderedSizes, utcDay } from './cohortRules';
import {
  figuresOf,
  findActiveCohort,
  periodPhrase,
  toCohort,
  toCohortListItem,
} from './cohortViews';

export const cohortRoutes: Pick<
  Handlers,
  | 'activeCohort'
  | 'listCohorts'
  | 'cohortDefaults'
  | 'startCohort'
  | 'getCohort'
  | 'listCohortNominations'
  | 'updateCohort'
  | 'moveCohort'
  | 'cohortClosing'
  | 'cancelCohort'
> = {
  async activeCohort(_request, { db }) {
    const active = await findActiveCohort(db);
    return { cohort: active ? toCohort(active) : null };
  },

  async listCohorts({ query }, { db }) {
    const [rows, total] = await Promise.all([
      cohortsPage(db, query.page, query.limit),
      countCohorts(db),
    ]);
    const at = now();
    const figures = await figuresOf(db, rows);
    return {
      page: query.page,
      limit: query.limit,
      total,
      cohorts: rows.map((row, index) => toCohortListItem(row, figures[index]!, at)),
    };
  },

  async cohortDefaults(_request, { db }) {
    const [latest, unclosed, taken] = await Promise.all([
      findLatestCohort(db),
      findUnclosedCohort(db),
      cohortNamesTaken(db),
    ]);
    const startsOn = utcDay(now());
    return {
      suggestedName: nextCohortName(latest?.name ?? null, taken),
      startsOn,
      grantAmounts: latest?.grantAmounts ?? DEFAULT_GRANT_AMOUNTS,
      kycSizes: orderedSizes(latest?.kycSizes ?? DEFAULT_KYC_SIZES),
      votingPeriodDays: latest?.votingPeriodDays ?? DEFAULT_VOTING_PERIOD_DAYS,
      applicationsDueOn: defaultApplicationsDueOn(startsOn),
      unclosedCohort: unclosed && { id: unclosed.id, name: unclosed.name, period: unclosed.period },
    };
  },

  async getCohort({ params }, services) {
    return readCohortDetail(services, params.id);
  },

  /** What closing it now would do (the page's confirmation); `conflict` once it ended. */
  async cohortClosing({ params }, { db }) {
    const cohort = await findCohort(db, params.id);
    if (!cohort) throw notFound(MESSAGES.cohortNotFound);
    if (isEndedPeriod(cohort.period)) {
      throw conflict(MESSAGES.wrongStatus(periodPhrase(cohort)));
    }
    return closingOf(db, cohort, await cohortGrants(db, cohort.id), now());
  },

  async listCohortNominations({ params, query }, { db }) {
    if (!(await findCohort(db, params.id))) throw notFound(MESSAGES.cohortNotFound);
    const [rows, total] = await Promise.all([
      cohortNominationsPage(db, params.id, query),
      countCohortNominations(db, params.id, query.search),
    ]);
    const projectsByNomination = await projectsOf(
      db,
      rows.map((row) => row.id),
    );
    return {
      page: query.page,
      limit: query.limit,
      total,
      nominations: rows.map((row) => ({
        id: row.id,
        contributor: {
          firstName: row.firstName,
          lastName: row.lastName,
          githubUsername: row.githubUsername,
        },
        projects: (projectsByNomination.get(row.id) ?? []).map(({ id, name, githubRepo }) => ({
          id,
          name,
          githubRepo,
        })),
        score: row.score,
        votes: row.votes,
        scouts: row.scouts,
        assessments: row.assessments,
        createdAt: row.createdAt.toISOString(),
      })),
    };
  },

  ...cohortChanges,
  ...cohortMoves,
  ...cohortCancel,
};
