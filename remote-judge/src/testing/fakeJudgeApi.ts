// A cohort in its assessment period, its nominations as the judge's list, dossier, review and
// distribution show them, as the API answers; for the judge pages' tests. Tests change a copy.
import type {
  Assessment,
  Distribution,
  Evaluation,
  EvaluationRow,
  JudgeSummary,
  Review,
  ReviewRow,
} from '@glow/contract';
import { installFakeApi, type FakeRoute, type ReceivedCall } from '@glow/shared-api/testing';

export const WAVE_3 = {
  id: 4,
  name: 'Wave 3',
  period: 'assessment' as const,
  grantAmounts: { small: 50, medium: 750, large: 3000 },
};

export function evaluationRow(
  nominationId: number,
  fields: Partial<EvaluationRow> = {},
): EvaluationRow {
  return {
    nominationId,
    contributor: { id: 7, name: 'Maya Okafor' },
    projects: [{ id: 1, name: 'xrpl.js' }],
    description: 'Rewrote the transaction signing of xrpl.js.',
    score: 7,
    scouts: 2,
    assessmentCount: 1,
    mine: { status: 'todo', size: null, assessmentId: null },
    conflict: false,
    ...fields,
  };
}

export function assessment(id: number, fields: Partial<Assessment> = {}): Assessment {
  return {
    id,
    nominationId: 30,
    judge: { id: 5, name: 'Ana Ruiz' },
    status: 'assessed',
    criteria: { coreInfrastructure: true, recentWork: true },
    size: 'medium',
    rejectionReason: null,
    comment: null,
    recusalReason: null,
    createdAt: '2026-11-24T09:00:00.000Z',
    updatedAt: null,
    ...fields,
  };
}

export function evaluation(fields: Partial<Evaluation> = {}): Evaluation {
  return {
    nomination: {
      id: 30,
      description: 'Rewrote the transaction signing of xrpl.js.',
      categories: ['Solving Technical Debt'],
      contributionDate: '2026-10-03',
      createdAt: '2026-10-05T10:00:00.000Z',
    },
    cohort: WAVE_3,
    contributor: {
      id: 7,
      name: 'Maya Okafor',
      githubUsername: 'mokafor',
      projectRole: 'maintainer',
      contributorSince: '2023-04-01',
    },
    projects: [
      {
        id: 1,
        name: 'xrpl.js',
        githubRepo: 'XRPLF/xrpl.js',
        websiteUrl: null,
        stars: 1234,
        pushedAt: '2026-11-20T10:00:00.000Z',
        githubStatus: 'found',
        contributorCommits6m: 14,
        commitsReadAt: '2026-11-24T08:00:00.000Z',
      },
    ],
    votes: { score: 7, withoutFlaggedScore: 7, up: 9, down: 2 },
    scouts: 2,
    scoutNotes: [
      { label: 'Nominating scout', text: 'Maya carried the signing rewrite alone.' },
      { label: 'Co-nominator 1', text: 'She also reviews every release.' },
    ],
    evidence: [
      {
        id: 3,
        url: 'https://github.com/XRPLF/xrpl.js/pull/2741',
        kind: 'pullRequest',
        note: 'The rewrite itself.',
        addedAt: '2026-10-06T09:00:00.000Z',
        github: {
          title: 'Autofill fetches fees and sequences once per batch',
          state: 'merged',
          mergedAt: '2026-09-30T15:00:00.000Z',
          publishedAt: null,
          readAt: '2026-10-06T09:00:01.000Z',
          notReadBecause: null,
        },
      },
      {
        id: 4,
        url: 'https://xrpl.org/blog/2026/autofill',
        kind: 'post',
        note: 'Her post explaining the change.',
        addedAt: '2026-10-07T09:00:00.000Z',
        github: null,
      },
    ],
    declaration: null,
    assessmentCount: 2,
    mine: null,
    others: null,
    conflict: null,
    canChange: true,
    lockedBecause: null,
    ...fields,
  };
}

const SIZE_TOTALS = {
  decline: { count: 1, amount: 0 },
  small: { count: 0, amount: 0 },
  medium: { count: 1, amount: 750 },
  large: { count: 0, amount: 0 },
};

export const TOTALS: Review['totals'] = {
  nominations: 4,
  bySize: SIZE_TOTALS,
  total: 750,
  notShown: 0,
  complete: false,
  incomplete: 2,
  short: 1,
  splits: 1,
};

export function reviewRow(nominationId: number, fields: Partial<ReviewRow> = {}): ReviewRow {
  return {
    nominationId,
    contributor: { id: 7, name: 'Maya Okafor' },
    projects: [{ id: 1, name: 'xrpl.js' }],
    score: 7,
    withoutFlaggedScore: 7,
    assessmentCount: 3,
    sizesHidden: null,
    counts: { decline: 0, small: 1, medium: 2, large: 0 },
    finalSize: 'medium',
    amount: 750,
    flags: [],
    needs: null,
    judgesLeft: [],
    judgesWithConflict: [],
    consensus: null,
    assessments: [
      { id: 1, judgeName: 'Ana Ruiz', status: 'assessed', size: 'medium' },
      { id: 2, judgeName: 'Ben Ito', status: 'assessed', size: 'medium' },
      { id: 3, judgeName: 'Judge Demo', status: 'assessed', size: 'small' },
    ],
    mine: 'assessed',
    ...fields,
  };
}

export function review(rows: ReviewRow[], fields: Partial<Review> = {}): Review {
  return {
    page: 1,
    limit: 20,
    total: rows.length,
    cohort: WAVE_3,
    rows,
    totals: TOTALS,
    ...fields,
  };
}

export function distribution(fields: Partial<Distribution> = {}): Distribution {
  return {
    cohort: WAVE_3,
    items: [
      {
        nominationId: 30,
        contributor: { id: 7, name: 'Maya Okafor' },
        projects: [{ id: 1, name: 'xrpl.js' }],
        sizesHidden: null,
        finalSize: 'medium',
        amount: 750,
      },
      {
        nominationId: 31,
        contributor: { id: 8, name: 'Lars Henriksen' },
        projects: [{ id: 2, name: 'Clio' }],
        sizesHidden: null,
        finalSize: 'decline',
        amount: 0,
      },
    ],
    totals: { ...TOTALS, nominations: 2, complete: true, incomplete: 0, short: 0, splits: 0 },
    approvable: true,
    blockers: [],
    panel: [
      {
        judgeId: 4,
        name: 'Judge Demo',
        excused: null,
        approvedAt: null,
        progress: { assessed: 2, recused: 0, left: 0 },
      },
      {
        judgeId: 5,
        name: 'Ana Ruiz',
        excused: null,
        approvedAt: '2026-11-24T10:02:00.000Z',
        progress: { assessed: 2, recused: 0, left: 0 },
      },
      {
        judgeId: 6,
        name: 'Ben Ito',
        excused: { at: '2026-11-24T09:00:00.000Z', by: 'Admin Demo', reason: 'On leave' },
        approvedAt: null,
        progress: { assessed: 1, recused: 0, left: 1 },
      },
    ],
    approvals: 1,
    required: 2,
    approved: false,
    approvedByMe: false,
    resetNote: null,
    ...fields,
  };
}

export function summary(fields: Partial<JudgeSummary> = {}): JudgeSummary {
  return {
    cohort: {
      id: WAVE_3.id,
      name: WAVE_3.name,
      period: 'assessment',
      periodStartedAt: '2026-11-20T09:00:00.000Z',
    },
    lastCohort: null,
    progress: { assessed: 12, recused: 1, total: 40 },
    short: {
      count: 1,
      first: [evaluationRow(31, { contributor: { id: 8, name: 'Lars Henriksen' } })],
    },
    distribution: {
      ready: false,
      blockers: ['5 nominations have fewer than 3 assessments'],
      approvedByMe: false,
      excused: null,
      approvals: 0,
      required: 3,
      approved: false,
    },
    continueAt: 30,
    ...fields,
  };
}

export const page = <T>(items: T[], key: string, total = items.length) => ({
  [key]: items,
  page: 1,
  limit: 20,
  total,
});

/** The API of the judge pages with Wave 3 in assessment; `routes` replace some. */
export function installJudgeApi(routes: Record<string, FakeRoute> = {}): ReceivedCall[] {
  return installFakeApi({
    'GET /api/assessments/summary': { body: summary() },
    'GET /api/cohorts/{id}/evaluations': {
      body: { ...page([evaluationRow(30)], 'evaluations'), cohort: WAVE_3 },
    },
    'GET /api/nominations/{id}/evaluation': { body: evaluation() },
    'GET /api/cohorts/{id}/review': { body: review([reviewRow(30)]) },
    'GET /api/cohorts/{id}/distribution': { body: distribution() },
    ...routes,
  });
}
