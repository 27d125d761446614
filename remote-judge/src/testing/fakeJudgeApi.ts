// Wave 3 in its assessment period, its nominations, a judge's evaluation, the review and the
// distribution, as the API answers them, for the judge pages' tests. Tests change a copy.
import type {
  Assessment,
  Distribution,
  Evaluation,
  EvaluationRow,
  JudgeSummary,
  Review,
  ReviewRow,
  ReviewTotals,
} from '@glow/contract';
import { installFakeApi, type FakeRoute, type ReceivedCall } from '@glow/shared-api/testing';
import { signedInJudge } from './renderJudgePage';

export const GRANT_AMOUNTS = { small: 50, medium: 750, large: 3000 };

export const WAVE_3 = { id: 3, name: 'Wave 3', period: 'assessment' as const };

export const JUDGES = {
  me: { id: signedInJudge.id, name: 'Jo Judge' },
  ana: { id: 11, name: 'Ana Ruiz' },
  ben: { id: 12, name: 'Ben Ito' },
  dev: { id: 13, name: 'Dev Patel' },
};

export function evaluationRow(
  nominationId: number,
  fields: Partial<EvaluationRow> = {},
): EvaluationRow {
  return {
    nominationId,
    contributor: { id: 100 + nominationId, name: `Maya Okafor ${nominationId}` },
    projects: [{ id: 1, name: 'xrpl.js' }],
    description: 'Rewrote the transaction signing of xrpl.js.',
    score: 7,
    scouts: 1,
    assessmentCount: 0,
    mine: { status: 'todo', size: null, assessmentId: null },
    conflict: false,
    ...fields,
  };
}

export function assessment(id: number, fields: Partial<Assessment> = {}): Assessment {
  return {
    id,
    nominationId: 21,
    judge: JUDGES.ana,
    status: 'assessed',
    criteria: { over18: true, coreInfrastructure: true, recentWork: true, unpaid: true },
    size: 'medium',
    rejectionReason: null,
    comment: null,
    recusalReason: null,
    createdAt: '2026-11-24T09:00:00.000Z',
    updatedAt: null,
    ...fields,
  };
}

/** The dossier of nomination 21, before the judge assessed it (others hidden). */
export function evaluation(fields: Partial<Evaluation> = {}): Evaluation {
  return {
    nomination: {
      id: 21,
      description: 'Rewrote the transaction signing of xrpl.js.',
      categories: ['Solving Technical Debt'],
      contributionDate: '2026-10-03',
      createdAt: '2026-10-05T10:00:00.000Z',
    },
    cohort: { ...WAVE_3, grantAmounts: GRANT_AMOUNTS },
    contributor: {
      id: 121,
      name: 'Maya Okafor',
      githubUsername: 'mokafor',
      projectRole: 'maintainer',
      contributorSince: '2024-01-01',
    },
    projects: [
      {
        id: 1,
        name: 'xrpl.js',
        githubRepo: 'XRPLF/xrpl.js',
        websiteUrl: null,
        stars: 1200,
        pushedAt: '2026-11-21T10:00:00.000Z',
        githubStatus: 'found',
        contributorCommits6m: 14,
        commitsReadAt: '2026-11-24T08:00:00.000Z',
      },
    ],
    votes: { score: 7, up: 9, down: 2 },
    scouts: 2,
    scoutNotes: [
      { label: 'Nominating scout', text: 'Rewrote the signing code.' },
      { label: 'Co-nominator 1', text: 'Reviews every release.' },
    ],
    assessmentCount: 2,
    mine: null,
    others: null,
    conflict: null,
    canChange: true,
    lockedBecause: null,
    ...fields,
  };
}

const NO_SIZES = { decline: 0, small: 0, medium: 0, large: 0 };

export function reviewRow(nominationId: number, fields: Partial<ReviewRow> = {}): ReviewRow {
  return {
    nominationId,
    contributor: { id: 100 + nominationId, name: `Maya Okafor ${nominationId}` },
    projects: [{ id: 1, name: 'xrpl.js' }],
    score: 7,
    assessmentCount: 3,
    counts: { ...NO_SIZES, medium: 3 },
    finalSize: 'medium',
    amount: 750,
    flags: [],
    needs: null,
    judgesLeft: [],
    judgesWithConflict: [],
    consensus: null,
    assessments: [
      { id: 1, judgeName: JUDGES.me.name, status: 'assessed', size: 'medium' },
      { id: 2, judgeName: JUDGES.ana.name, status: 'assessed', size: 'medium' },
      { id: 3, judgeName: JUDGES.ben.name, status: 'assessed', size: 'medium' },
    ],
    mine: 'assessed',
    ...fields,
  };
}

/** A split of nomination 22 (Small, Small, Large, Large) that one more judge can decide. */
export const SPLIT_ROW = reviewRow(22, {
  assessmentCount: 4,
  counts: { ...NO_SIZES, small: 2, large: 2 },
  finalSize: null,
  amount: null,
  flags: ['split'],
  needs: 'anotherAssessment',
  judgesLeft: [JUDGES.dev.name],
  assessments: null,
  mine: 'todo',
});

export function totalsOf(rows: ReviewRow[]): ReviewTotals {
  const bySize = {
    decline: { count: 0, amount: 0 },
    small: { count: 0, amount: 0 },
    medium: { count: 0, amount: 0 },
    large: { count: 0, amount: 0 },
  };
  for (const row of rows) {
    if (row.finalSize === null) continue;
    bySize[row.finalSize].count += 1;
    bySize[row.finalSize].amount += row.amount ?? 0;
  }
  const short = rows.filter((row) => row.flags.includes('fewerThanThree')).length;
  const splits = rows.filter((row) => row.finalSize === null && row.flags.includes('split')).length;
  return {
    nominations: rows.length,
    bySize,
    total: rows.reduce((sum, row) => sum + (row.amount ?? 0), 0),
    complete: short + splits === 0,
    incomplete: short + splits,
    short,
    splits,
  };
}

export function review(rows: ReviewRow[] = [reviewRow(21), SPLIT_ROW]): Review {
  return {
    page: 1,
    limit: 20,
    total: rows.length,
    cohort: { ...WAVE_3, grantAmounts: GRANT_AMOUNTS },
    rows,
    totals: totalsOf(rows),
  };
}

/** Wave 3's distribution: complete (two Medium grants), approved by Ana, waiting for the rest. */
export function distribution(fields: Partial<Distribution> = {}): Distribution {
  const rows = [reviewRow(21), reviewRow(23)];
  const waiting = {
    excused: null,
    approvedAt: null,
    progress: { assessed: 2, recused: 0, left: 0 },
  };
  return {
    cohort: { ...WAVE_3, grantAmounts: GRANT_AMOUNTS },
    items: rows.map((row) => ({
      nominationId: row.nominationId,
      contributor: row.contributor,
      projects: row.projects,
      finalSize: row.finalSize,
      amount: row.amount,
    })),
    totals: totalsOf(rows),
    approvable: true,
    blockers: [],
    panel: [
      { judgeId: JUDGES.me.id, name: JUDGES.me.name, ...waiting },
      {
        judgeId: JUDGES.ana.id,
        name: JUDGES.ana.name,
        ...waiting,
        approvedAt: '2026-11-24T10:02:00.000Z',
      },
      { judgeId: JUDGES.ben.id, name: JUDGES.ben.name, ...waiting },
    ],
    approvals: 1,
    required: 3,
    approved: false,
    approvedByMe: false,
    resetNote: null,
    ...fields,
  };
}

export function summary(fields: Partial<JudgeSummary> = {}): JudgeSummary {
  return {
    cohort: { ...WAVE_3, periodStartedAt: '2026-11-20T09:00:00.000Z' },
    lastCohort: null,
    progress: { assessed: 1, recused: 0, total: 3 },
    short: { count: 2, first: [evaluationRow(22, { assessmentCount: 2 }), evaluationRow(23)] },
    distribution: {
      ready: false,
      blockers: ['2 nominations have fewer than 3 assessments'],
      approvedByMe: false,
      approvals: 0,
      required: 3,
      approved: false,
    },
    continueAt: 22,
    ...fields,
  };
}

export const EVALUATIONS: EvaluationRow[] = [
  evaluationRow(21, {
    assessmentCount: 3,
    mine: { status: 'assessed', size: 'medium', assessmentId: 1 },
  }),
  evaluationRow(22, { score: 5, assessmentCount: 2 }),
  evaluationRow(23, { score: 2, scouts: 2 }),
];

/**
 * The judge API with Wave 3 in assessment: the summary, the evaluations (filtered and paged as
 * the API does), nomination 21's dossier, the review and the distribution; `routes` replace some.
 */
export function installJudgeApi(
  routes: Record<string, FakeRoute> = {},
  { evaluations = EVALUATIONS } = {},
): ReceivedCall[] {
  return installFakeApi({
    'GET /api/assessments/summary': { body: summary() },
    'GET /api/cohorts/{id}/evaluations': ({ query }) => {
      const matching = evaluations.filter(
        (row) =>
          (query.filter !== 'todo' || row.mine.status === 'todo') &&
          (query.filter !== 'short' || row.assessmentCount < 3),
      );
      const page = Number(query.page ?? 1);
      const limit = Number(query.limit ?? 20);
      return {
        body: {
          page,
          limit,
          total: matching.length,
          cohort: WAVE_3,
          evaluations: matching.slice((page - 1) * limit, page * limit),
        },
      };
    },
    'GET /api/nominations/{id}/evaluation': { body: evaluation() },
    'GET /api/assessments/{id}': ({ path }) => ({
      body: assessment(Number(path.split('/').at(-1))),
    }),
    'POST /api/nominations/{id}/assessments': {
      status: 201,
      body: {
        success: true,
        message: 'assessment saved',
        assessment: assessment(30, { judge: JUDGES.me }),
        approvalsCleared: false,
        distributionReady: false,
      },
    },
    'GET /api/cohorts/{id}/review': { body: review() },
    'GET /api/cohorts/{id}/distribution': { body: distribution() },
    ...routes,
  });
}
