// What admins read about cohorts: the list (GET /api/cohorts: newest first, live figures for the
// running cohort, frozen ones for closed cohorts, paged), a cohort's page (GET /api/cohorts/{id})
// and its nominations (GET /api/cohorts/{id}/nominations: score, votes, scouts, assessments).
import type {
  ActiveCohort,
  CohortDetail,
  CohortList,
  CohortNominationList,
  ListCohortNominationsQuery,
} from '@glow/contract';
import { asc, eq } from 'drizzle-orm';
import { cohortPeriods, cohorts, nominations } from '../db/schema';
import { DEMO_JUDGES, demoEmail } from '../seed';
import { DEMO_COHORT_NAME, PILOT_COHORT_NAME } from '../seed/demoProgramme';
import { startTestApi, type TestApi } from '../testing/testApi';
import {
  addCohort,
  insertCastVotes,
  insertVoters,
  withoutUnclosedCohortVotes,
} from '../testing/testProgramme';

let api: TestApi;
let admin: string;
let wave1: number;
let pilot: number;
/** Wave 1's nominations, oldest first. */
let wave1Nominations: number[];

beforeAll(async () => {
  api = await startTestApi();
  await withoutUnclosedCohortVotes(api.db);
  admin = await api.loginAs('admin');
  wave1 = (await api.call<ActiveCohort>('GET', '/api/cohorts/active')).body.cohort!.id;
  const [row] = await api.db
    .select({ id: cohorts.id })
    .from(cohorts)
    .where(eq(cohorts.name, PILOT_COHORT_NAME));
  pilot = row!.id;
  const rows = await api.db
    .select({ id: nominations.id })
    .from(nominations)
    .where(eq(nominations.cohortId, wave1))
    .orderBy(nominations.id);
  wave1Nominations = rows.map((nomination) => nomination.id);
});

afterAll(() => api.close());

function listCohorts(query: Record<string, number> = {}) {
  return api.call<CohortList>('GET', '/api/cohorts', { token: admin, query });
}

function listNominations(cohortId: number, query: ListCohortNominationsQuery = {}) {
  return api.call<CohortNominationList>('GET', `/api/cohorts/${cohortId}/nominations`, {
    token: admin,
    query: query as Record<string, string | number>,
  });
}

/** When the demo story started the cohort and ended it, as its row keeps them. */
async function datesOf(id: number) {
  const [row] = await api.db.select().from(cohorts).where(eq(cohorts.id, id));
  return { startsAt: row!.startsAt.toISOString(), endsAt: row!.endsAt?.toISOString() ?? null };
}

/** When the cohort entered each period it reached, as the story moved it. */
async function periodsOf(id: number) {
  const rows = await api.db
    .select({ period: cohortPeriods.period, beganAt: cohortPeriods.beganAt })
    .from(cohortPeriods)
    .where(eq(cohortPeriods.cohortId, id))
    .orderBy(asc(cohortPeriods.beganAt));
  return rows.map(({ period, beganAt }) => ({ period, beganAt: beganAt.toISOString() }));
}

/** Votes inserted as registration and voting would leave them: `values[i]` by voter i. */
async function insertVotes(nominationId: number, values: (1 | -1)[]) {
  const voters = await insertVoters(api.db, values.length);
  await insertCastVotes(
    api.db,
    values.map((value, i) => ({ voterId: voters[i]!.id, nominationId, value })),
  );
  return voters;
}

/**
 * The seed's Pilot: three assessments of each nomination, three sized and one declined; Priya's
 * and Jonas's grants paid, Lars's returned to the pool.
 */
const PILOT_FIGURES = {
  nominations: 4,
  voters: 40,
  votes: 120,
  assessments: 12,
  approvedGrants: 3,
  paidGrants: 2,
};

describe('GET /api/cohorts', () => {
  it('lists newest first, marks the active cohort, counts it live and keeps the closed one’s figures', async () => {
    const [first, second] = await insertVotes(wave1Nominations[0]!, [1, 1, -1]);
    await insertCastVotes(api.db, [
      { voterId: first!.id, nominationId: wave1Nominations[1]!, value: 1 },
    ]);
    // Votes written behind a closed cohort's back do not change the figures it closed with.
    const [pilotNomination] = await api.db
      .select({ id: nominations.id })
      .from(nominations)
      .where(eq(nominations.cohortId, pilot));
    await insertCastVotes(api.db, [
      { voterId: second!.id, nominationId: pilotNomination!.id, value: 1 },
    ]);

    const listed = await listCohorts();
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ page: 1, limit: 20, total: 2 });
    expect(listed.body.cohorts).toEqual([
      expect.objectContaining({
        id: wave1,
        name: DEMO_COHORT_NAME,
        period: 'voting',
        active: true,
        ...(await datesOf(wave1)),
        periodStartedAt: (await periodsOf(wave1)).at(-1)!.beganAt,
        figures: {
          ...PILOT_FIGURES,
          nominations: 6,
          voters: 3,
          votes: 4,
          assessments: 0,
          approvedGrants: 0,
          paidGrants: 0,
        },
      }),
      expect.objectContaining({
        id: pilot,
        name: PILOT_COHORT_NAME,
        period: 'closed',
        active: false,
        ...(await datesOf(pilot)),
        figures: PILOT_FIGURES,
      }),
    ]);
  });

  it('pages without gaps or repeats', async () => {
    for (const [index, startsAt] of ['2025-01-01', '2025-06-01', '2025-09-01'].entries()) {
      await addCohort(api.db, {
        name: `Old wave ${index + 1}`,
        period: 'closed',
        nominations: 1,
        startsAt: new Date(`${startsAt}T00:00:00Z`),
      });
    }
    const pages = await Promise.all([1, 2, 3].map((page) => listCohorts({ page, limit: 2 })));
    expect(pages.map((page) => page.body.total)).toEqual([5, 5, 5]);
    expect(pages.map((page) => page.body.cohorts.map((cohort) => cohort.name))).toEqual([
      [DEMO_COHORT_NAME, PILOT_COHORT_NAME],
      ['Old wave 3', 'Old wave 2'],
      ['Old wave 1'],
    ]);
    // A closed cohort added with its figures frozen.
    expect(pages[2]!.body.cohorts[0]!.figures.nominations).toBe(1);
    // Each closed cohort's grants paid since it closed are its own.
    const whole = await listCohorts({ page: 1, limit: 5 });
    expect(whole.body.cohorts.map((cohort) => cohort.figures.paidGrants)).toEqual([0, 2, 0, 0, 0]);
  });
});

const byEmail = (a: { email: string }, b: { email: string }) => a.email.localeCompare(b.email);

describe('GET /api/cohorts/{id}', () => {
  it('shows a closed cohort: settings, every period with its date, no move, its scouts and judges', async () => {
    const answer = await api.call<CohortDetail>('GET', `/api/cohorts/${pilot}`, { token: admin });
    expect(answer).toEqual({
      status: 200,
      body: expect.objectContaining({
        name: PILOT_COHORT_NAME,
        grantAmounts: { small: 400, medium: 4000, large: 14_000 },
        kycSizes: ['medium', 'large'],
        votingPeriodDays: 10,
        figures: PILOT_FIGURES,
        periods: await periodsOf(pilot),
        nextMove: null,
        settingsLocked: true,
        // The demo's four judges judged the Pilot and each approved its distribution.
        distribution: {
          approvals: DEMO_JUDGES.length,
          judges: DEMO_JUDGES.length,
          required: DEMO_JUDGES.length,
        },
        scouts: [
          {
            id: expect.any(Number),
            email: demoEmail('scout'),
            name: 'Demo Scout',
            nominations: 4,
          },
        ],
      }),
    });
    expect(answer.body.periods.map(({ period }) => period)).toEqual([
      'nomination',
      'voting',
      'assessment',
      'distribution',
      'closed',
    ]);
    // The demo's four judges judged the Pilot.
    expect(answer.body.judges.map(({ email, name }) => ({ email, name })).sort(byEmail)).toEqual(
      DEMO_JUDGES.map(({ email, firstName, lastName }) => ({
        email,
        name: `${firstName} ${lastName}`,
      })).sort(byEmail),
    );
  });

  it('offers the running cohort its next move', async () => {
    const answer = await api.call<CohortDetail>('GET', `/api/cohorts/${wave1}`, { token: admin });
    expect(answer.body).toMatchObject({
      nextMove: {
        period: 'assessment',
        label: 'Start assessment',
        effect: 'Voting closes; the judges are emailed to assess the nominations.',
        allowed: true,
        reason: null,
      },
      settingsLocked: false,
      scouts: [{ email: demoEmail('scout'), nominations: 6 }],
    });
  });

  it('answers 404 for a cohort that does not exist', async () => {
    for (const path of ['/api/cohorts/999999', '/api/cohorts/999999/nominations']) {
      expect(await api.call('GET', path, { token: admin })).toEqual({
        status: 404,
        body: { message: 'cohort not found' },
      });
    }
  });
});

describe('GET /api/cohorts/{id}/nominations', () => {
  it('lists by score (highest first, then oldest) with votes, scouts and assessments', async () => {
    const [a, b, c, d, e, f] = wave1Nominations as [number, number, number, number, number, number];
    await insertVotes(c, [1, 1, 1]);
    await insertVotes(f, [-1, -1]);
    const listed = await listNominations(wave1);
    expect(listed.body).toMatchObject({ page: 1, limit: 20, total: 6 });
    // a: +1 +1 -1 (first test); b: +1; c: +3; f: -2.
    expect(listed.body.nominations.map((n) => [n.id, n.score, n.votes])).toEqual([
      [c, 3, 3],
      [a, 1, 3],
      [b, 1, 1],
      [d, 0, 0],
      [e, 0, 0],
      [f, -2, 2],
    ]);
    expect(listed.body.nominations[0]).toEqual({
      id: c,
      contributor: { firstName: 'Ana', lastName: 'Ribeiro', githubUsername: 'anaribeiro' },
      projects: [
        { id: expect.any(Number), name: 'XRPL Standards', githubRepo: 'XRPLF/XRPL-Standards' },
      ],
      score: 3,
      votes: 3,
      scouts: 1,
      assessments: 0,
      createdAt: (
        await api.db.select().from(nominations).where(eq(nominations.id, c))
      )[0]!.createdAt.toISOString(),
    });
  });

  it('sorts by newest, pages, and searches within the cohort only', async () => {
    const newest = await listNominations(wave1, { sort: 'newest', limit: 4 });
    const rest = await listNominations(wave1, { sort: 'newest', limit: 4, page: 2 });
    expect([...newest.body.nominations, ...rest.body.nominations].map((n) => n.id)).toEqual(
      [...wave1Nominations].reverse(),
    );
    expect(rest.body).toMatchObject({ page: 2, limit: 4, total: 6 });

    // xrpl.js was nominated in the Pilot too: each cohort lists its own nomination.
    const inWave1 = await listNominations(wave1, { search: 'XRPL.JS' });
    const inPilot = await listNominations(pilot, { search: 'xrpl.js' });
    expect(inWave1.body.nominations.map((n) => n.contributor.githubUsername)).toEqual(['mokafor']);
    expect(inPilot.body.nominations.map((n) => n.contributor.githubUsername)).toEqual(['pnair']);
    expect((await listNominations(wave1, { search: 'no such words' })).body).toMatchObject({
      total: 0,
      nominations: [],
    });
  });
});
