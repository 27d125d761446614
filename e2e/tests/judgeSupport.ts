// Judges in the browser suites: the demo judges signed in through the API, their assessments and
// approvals through the API, and the approval every move of a cohort to distribution now needs.
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type {
  AssessmentOutcome,
  AssessRequest,
  Distribution,
  EvaluationList,
  EvaluationRow,
  PageInfo,
  Review,
  ReviewRow,
  User,
} from '@glow/contract';
import {
  adminHeaders,
  answerOf,
  bearer,
  DEMO_PASSWORD,
  openSignedIn,
  sessionThroughApi,
  type Headers,
  type StoredSession,
} from './support';

/** The demo judges' emails (the seed's four judges; the first is the demo table's judge). */
export const DEMO_JUDGE_EMAILS = [
  'judge@glow.local',
  'judge2@glow.local',
  'judge3@glow.local',
  'judge4@glow.local',
] as const;

/** The reason the suites give when they excuse a judge another spec created. */
export const NOT_IN_E2E_PANEL = 'Not part of the e2e panel';

export interface ApiJudge {
  id: number;
  email: string;
  /** First and last name, as the judging pages name the judge. */
  name: string;
  session: StoredSession;
  headers: Headers;
}

/** A judge signed in through the API with the demo password. */
export async function judgeThroughApi(
  request: APIRequestContext,
  email: string,
): Promise<ApiJudge> {
  const session = await sessionThroughApi(request, email, DEMO_PASSWORD);
  const user = session.user as User;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return { id: user.id, email, name, session, headers: bearer(session) };
}

/** The four demo judges, signed in through the API, in the order of DEMO_JUDGE_EMAILS. */
export function demoJudgesThroughApi(
  request: APIRequestContext,
): Promise<[ApiJudge, ApiJudge, ApiJudge, ApiJudge]> {
  const signIn = (email: string) => judgeThroughApi(request, email);
  const [first, second, third, fourth] = DEMO_JUDGE_EMAILS;
  return Promise.all([signIn(first), signIn(second), signIn(third), signIn(fourth)]);
}

/** A page in a browser context of its own, signed in as the judge: for tests that share it. */
export async function judgePage(browser: Browser, judge: ApiJudge): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openSignedIn(page, judge.session);
  return page;
}

/** The judge's criteria all answered "yes". */
export const EVERY_CRITERION_MET: AssessRequest['criteria'] = {
  coreInfrastructure: true,
  recentWork: true,
};

/** A judge's assessment of a nomination, made through the API (201). */
export async function assessThroughApi(
  request: APIRequestContext,
  judge: ApiJudge,
  nominationId: number,
  assessment: AssessRequest,
): Promise<AssessmentOutcome> {
  return answerOf<AssessmentOutcome>(
    await request.post(`/api/nominations/${nominationId}/assessments`, {
      headers: judge.headers,
      data: assessment,
    }),
    201,
  );
}

const PAGE_LIMIT = 100;

/** Every row of a paged list, fetched PAGE_LIMIT at a time. */
async function everyRow<T, L extends PageInfo>(
  fetchPage: (page: number) => Promise<L>,
  rowsOf: (list: L) => T[],
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const list = await fetchPage(page);
    rows.push(...rowsOf(list));
    if (page * PAGE_LIMIT >= list.total) return rows;
  }
}

/** The nominations of a cohort a judge has neither assessed nor recused, in the list's order. */
export function judgesTodo(
  request: APIRequestContext,
  judge: ApiJudge,
  cohortId: number,
): Promise<EvaluationRow[]> {
  return everyRow(
    async (page) =>
      answerOf<EvaluationList>(
        await request.get(`/api/cohorts/${cohortId}/evaluations`, {
          headers: judge.headers,
          params: { filter: 'todo', page, limit: PAGE_LIMIT },
        }),
        200,
      ),
    (list) => list.evaluations,
  );
}

/** Every row of a cohort's review, as `headers`' caller reads it. */
export function reviewRows(
  request: APIRequestContext,
  headers: Headers,
  cohortId: number,
): Promise<ReviewRow[]> {
  return everyRow(
    async (page) =>
      answerOf<Review>(
        await request.get(`/api/cohorts/${cohortId}/review`, {
          headers,
          params: { page, limit: PAGE_LIMIT },
        }),
        200,
      ),
    (review) => review.rows,
  );
}

/** A cohort's distribution, as `headers`' caller reads it. */
export async function distributionOnApi(
  request: APIRequestContext,
  headers: Headers,
  cohortId: number,
): Promise<Distribution> {
  return answerOf<Distribution>(
    await request.get(`/api/cohorts/${cohortId}/distribution`, { headers }),
    200,
  );
}

/** The admin excuses a panel judge from approving the cohort's distribution (200). */
export async function excuseThroughApi(
  request: APIRequestContext,
  cohortId: number,
  judgeId: number,
  reason = NOT_IN_E2E_PANEL,
): Promise<Distribution> {
  return answerOf<Distribution>(
    await request.post(`/api/cohorts/${cohortId}/judges/${judgeId}/excusal`, {
      headers: await adminHeaders(request),
      data: { reason },
    }),
    200,
  );
}

/** A judge approves the cohort's distribution through the API (201). */
export async function approveThroughApi(
  request: APIRequestContext,
  judge: ApiJudge,
  cohortId: number,
): Promise<Distribution> {
  return answerOf<Distribution>(
    await request.post(`/api/cohorts/${cohortId}/distribution/approvals`, {
      headers: judge.headers,
    }),
    201,
  );
}

type SizeCounts = NonNullable<ReviewRow['counts']>;

/** Medium decides a nomination: 3 assessments or more, and more Medium than any other size. */
function mediumDecides(counts: SizeCounts): boolean {
  const { medium, ...others } = counts;
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return total >= 3 && Object.values(others).every((count) => medium > count);
}

/**
 * Approves a cohort in its assessment period as its judges would, so that the admin may move it
 * to distribution: panel judges other than the four demo judges (created by other specs, such as
 * invitations.spec.ts's) are excused by the admin; the demo judges assess Medium, with every
 * criterion met, each nomination that has no final size until Medium is its most common size
 * (a nomination they are in conflict with is left to the others); then each demo judge on the
 * panel approves. Through the API: about a second for the demo's Wave 1.
 */
export async function approveDistributionThroughApi(
  request: APIRequestContext,
  cohortId: number,
): Promise<Distribution> {
  const admin = await adminHeaders(request);
  const judges = await demoJudgesThroughApi(request);
  const demoIds = new Set(judges.map(({ id }) => id));
  let distribution = await distributionOnApi(request, admin, cohortId);
  for (const member of distribution.panel) {
    if (demoIds.has(member.judgeId) || member.excused || member.approvedAt) continue;
    distribution = await excuseThroughApi(request, cohortId, member.judgeId);
  }
  const onPanel = judges.filter(({ id }) =>
    distribution.panel.some((member) => member.judgeId === id && !member.excused),
  );

  const undecided = new Map<number, SizeCounts>();
  for (const row of await reviewRows(request, admin, cohortId)) {
    if (row.finalSize === null) undecided.set(row.nominationId, { ...row.counts! });
  }
  for (const judge of onPanel) {
    for (const { nominationId, conflict } of await judgesTodo(request, judge, cohortId)) {
      const counts = undecided.get(nominationId);
      if (!counts || conflict || mediumDecides(counts)) continue;
      await assessThroughApi(request, judge, nominationId, {
        criteria: EVERY_CRITERION_MET,
        size: 'medium',
      });
      counts.medium += 1;
    }
  }

  distribution = await distributionOnApi(request, admin, cohortId);
  expect(distribution.blockers, 'what stops approving the distribution').toEqual([]);
  for (const judge of onPanel) {
    const member = distribution.panel.find(({ judgeId }) => judgeId === judge.id);
    if (member?.approvedAt === null) await approveThroughApi(request, judge, cohortId);
  }
  distribution = await distributionOnApi(request, admin, cohortId);
  expect(distribution, 'the distribution approved by every judge').toMatchObject({
    approved: true,
  });
  return distribution;
}

/** The size radios' names on the assessment page start with the size's name. */
export type SizeName = 'Decline' | 'Small' | 'Medium' | 'Large';

/**
 * Fills in the open assessment page's form as a judge does: "Yes" to the criteria, the
 * size, and for Decline the rejection reason (left empty when not given).
 */
export async function fillAssessment(
  page: Page,
  { size, rejectionReason }: { size: SizeName; rejectionReason?: string },
) {
  const form = page.getByRole('form', { name: 'Your assessment' });
  for (const question of [
    'Did they contribute to core XRPL infrastructure?',
    'Was the work done within the 6 months before its nomination?',
  ]) {
    await form.getByRole('group', { name: question }).getByRole('radio', { name: 'Yes' }).check();
  }
  await form
    .getByRole('group', { name: 'Size' })
    .getByRole('radio', { name: new RegExp(`^${size} · `) })
    .check();
  if (rejectionReason !== undefined)
    await form.getByLabel('Rejection reason').fill(rejectionReason);
  return form;
}
