// Scouts in the browser suites: a cohort open for nominations, scouts and nominations made through
// the API, and dates as the nomination flow's date fields take them.
import { expect, type APIRequestContext } from '@playwright/test';
import type {
  CohortDefaults,
  CohortDetail,
  ContributorList,
  NominationOutcome,
  NominationCategory,
  ProjectList,
  ScoutedNominationList,
} from '@glow/contract';
import { closeConfirmationThroughApi } from './cohortSupport';
import { approveDistributionThroughApi } from './judgeSupport';
import {
  adminHeaders,
  answerOf,
  bearer,
  latestEmailTo,
  linkIn,
  sessionThroughApi,
  type Headers,
  type StoredSession,
} from './support';

/** A suffix no earlier run used: names, emails and repositories made by a test carry it. */
export function runSuffix() {
  return Date.now().toString(36);
}

/**
 * A cohort in its nomination period, as the admin makes one through the API: the unclosed cohort
 * (the demo's Wave 1, or the Wave 2 programme-cycle left in voting) is moved through each of its
 * next periods until closed (its distribution approved by the demo judges before it moves to
 * distribution), then the next cohort starts with the start form's defaults. One already in its
 * nomination period is kept (a suite's worker that restarts finds it so). Periods only move
 * forward: this changes the programme for good.
 */
export async function cohortOpenForNominations(request: APIRequestContext): Promise<CohortDetail> {
  const headers = await adminHeaders(request);
  const defaults = await answerOf<CohortDefaults>(
    await request.get('/api/cohorts/defaults', { headers }),
    200,
  );
  if (defaults.unclosedCohort) {
    const path = `/api/cohorts/${defaults.unclosedCohort.id}`;
    let cohort = await answerOf<CohortDetail>(await request.get(path, { headers }), 200);
    if (cohort.active && cohort.period === 'nomination') return cohort;
    while (cohort.nextMove) {
      const { period } = cohort.nextMove;
      if (period === 'distribution') await approveDistributionThroughApi(request, cohort.id);
      const confirmed =
        period === 'closed' ? await closeConfirmationThroughApi(request, cohort.id, headers) : {};
      cohort = await answerOf<CohortDetail>(
        await request.post(`${path}/period`, { headers, data: { period, ...confirmed } }),
        200,
      );
    }
  }
  const { suggestedName: name, startsOn, grantAmounts, kycSizes, votingPeriodDays } = defaults;
  const started = await answerOf<CohortDetail>(
    await request.post('/api/cohorts', {
      headers,
      data: { name, startsOn, grantAmounts, kycSizes, votingPeriodDays },
    }),
    201,
  );
  expect(started).toMatchObject({ name, period: 'nomination', active: true });
  return started;
}

/** Moves a cohort one period on through the API, as the admin (a close named as the page does). */
export async function moveCohortThroughApi(
  request: APIRequestContext,
  cohortId: number,
  period: string,
): Promise<CohortDetail> {
  const headers = await adminHeaders(request);
  const confirmed =
    period === 'closed' ? await closeConfirmationThroughApi(request, cohortId, headers) : {};
  return answerOf<CohortDetail>(
    await request.post(`/api/cohorts/${cohortId}/period`, {
      headers,
      data: { period, ...confirmed },
    }),
    200,
  );
}

export interface ApiScout {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  session: StoredSession;
  headers: Headers;
}

/**
 * A new scout as people get one: the admin creates the user, the invitation arrives in the SMTP
 * inbox, its link's token sets a password; then signed in through the API.
 */
export async function scoutThroughApi(
  request: APIRequestContext,
  { firstName, lastName }: { firstName: string; lastName: string },
): Promise<ApiScout> {
  const email = `scout-${firstName.toLowerCase()}-${runSuffix()}@example.org`;
  const password = 'a-scouting-password';
  await answerOf(
    await request.post('/api/users', {
      headers: await adminHeaders(request),
      data: { email, role: 'scout', firstName, lastName },
    }),
    201,
  );
  const invitation = await latestEmailTo(email, 'You are invited to Glow');
  const token = new URL(linkIn(invitation)).searchParams.get('token');
  expect(token, 'the invitation link carries a token').toBeTruthy();
  await answerOf(await request.post('/api/users/password', { data: { token, password } }), 200);
  const session = await sessionThroughApi(request, email, password);
  return { email, password, firstName, lastName, session, headers: bearer(session) };
}

/** A scout's nominations in a cohort, as `headers`' scout reads them from the API. */
export async function scoutedNominations(
  request: APIRequestContext,
  headers: Headers,
  cohortId: number,
): Promise<ScoutedNominationList> {
  return answerOf<ScoutedNominationList>(
    await request.get('/api/nominations/scouted', { headers, params: { cohortId } }),
    200,
  );
}

/** The screening answers of a nominee who passes every question, as the API takes them. */
const PASSED_SCREENING = {
  over18: true,
  notInRestrictedRegion: true,
  notOnSanctionsList: true,
  notRippleEmployee: true,
};

/**
 * A nomination made through the API by `headers`' scout, of a contributor and a project found
 * by search (each search must find exactly one).
 */
export async function nominationThroughApi(
  request: APIRequestContext,
  headers: Headers,
  {
    contributor,
    project,
    description,
    categories,
  }: {
    contributor: string;
    project: string;
    description: string;
    categories: NominationCategory[];
  },
): Promise<NominationOutcome> {
  const { contributors } = await answerOf<ContributorList>(
    await request.get('/api/contributors', { headers, params: { search: contributor } }),
    200,
  );
  expect(contributors, `the contributors found by "${contributor}"`).toHaveLength(1);
  const { projects } = await answerOf<ProjectList>(
    await request.get('/api/projects', { params: { search: project } }),
    200,
  );
  const found = projects.filter(({ name }) => name === project);
  expect(found, `the project named "${project}"`).toHaveLength(1);
  return answerOf<NominationOutcome>(
    await request.post('/api/nominations', {
      headers,
      data: {
        screening: PASSED_SCREENING,
        contributorId: contributors[0]!.id,
        projectIds: [found[0]!.id],
        description,
        categories,
        contributionDate: monthsAgo(1),
      },
    }),
    201,
  );
}

/** YYYY-MM-DD (UTC) of a day `months` months before today, as a date field takes it. */
export function monthsAgo(months: number): string {
  const day = new Date();
  day.setUTCMonth(day.getUTCMonth() - months);
  return day.toISOString().slice(0, 10);
}
