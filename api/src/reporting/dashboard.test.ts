// The admin's dashboard (GET /api/dashboard): the unclosed cohort, its figures (registered voters,
// votes today) and what needs an admin next; no cohort and a cohort that has not started yet.
import type { ActiveCohort, Cohort, Dashboard } from '@glow/contract';
import { eq } from 'drizzle-orm';
import { nominations } from '../db/schema';
import { DEMO_JUDGES } from '../seed';
import { WAVE_1_VOTERS } from '../seed/demoWave1Voters';
import { startTestApi, type TestApi } from '../testing/testApi';
import { insertCastVotes, insertVoters } from '../testing/testProgramme';
import {
  assessDirectly,
  givenCohortInAssessment,
  moveCohortPastJudging,
  recuseDirectly,
} from '../testing/testJudging';
import { utcDay } from '../programme/cohortRules';

let api: TestApi;
let admin: string;
let wave1: Cohort;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.loginAs('admin');
  wave1 = (await api.call<ActiveCohort>('GET', '/api/cohorts/active')).body.cohort!;
});

afterAll(() => api.close());

function dashboard() {
  return api.call<Dashboard>('GET', '/api/dashboard', { token: admin });
}

/** The demo's Pilot registered 40 voters. */
const PILOT_VOTERS = 40;
const NOTHING_YET = { approvedGrants: 0, grantsReadyToPay: 0, paidGrants: 0, returnedGrants: 0 };

it('shows the active cohort, its nominations, registered voters and the votes of today only', async () => {
  const nominationIds = (
    await api.db
      .select({ id: nominations.id })
      .from(nominations)
      .where(eq(nominations.cohortId, wave1.id))
  ).map((row) => row.id);
  const voters = await insertVoters(api.db, 3);
  const startOfToday = new Date(`${utcDay(new Date())}T00:00:00Z`);
  await insertCastVotes(api.db, [
    { voterId: voters[0]!.id, nominationId: nominationIds[0]!, value: 1 },
    { voterId: voters[1]!.id, nominationId: nominationIds[0]!, value: -1 },
    { voterId: voters[1]!.id, nominationId: nominationIds[1]!, value: 1, updatedAt: startOfToday },
    // Cast just before midnight: yesterday's.
    {
      voterId: voters[2]!.id,
      nominationId: nominationIds[2]!,
      value: 1,
      updatedAt: new Date(startOfToday.getTime() - 1000),
    },
  ]);
  expect(await dashboard()).toEqual({
    status: 200,
    body: {
      cohort: { ...wave1, started: true, judgesRemindedAt: null },
      figures: {
        nominations: 6,
        registeredVoters: PILOT_VOTERS + WAVE_1_VOTERS + 3,
        votesToday: 3,
        assessments: 0,
        // Ana Ribeiro's, Chen Wei's and Sofia Marin's, approved in the demo story
        // (seed/demoStory.ts).
        applicationsComplete: 3,
      },
      attention: {
        // None has an assessment yet (assessments come with the judging issue).
        nominationsUnderAssessed: 6,
        // In voting: every judge user is the panel-to-be, each to approve.
        distribution: { approvals: 0, judges: DEMO_JUDGES.length, required: DEMO_JUDGES.length },
        ...NOTHING_YET,
      },
      // The demo's voting runs until a day to come, and nothing else waits on an admin yet.
      waitingOnAdmin: [],
      // Noor Haddad's and Mei Tanaka's, in the demo story (seed/demoContactMessages.ts).
      newContactMessages: 2,
    },
  });
});

it('shows no cohort once the active one is closed, and a cohort that has not started yet', async () => {
  await moveCohortPastJudging(api, wave1.id, 'closed');
  expect((await dashboard()).body).toEqual({
    cohort: null,
    figures: {
      nominations: 0,
      registeredVoters: PILOT_VOTERS + WAVE_1_VOTERS + 3,
      votesToday: 0,
      assessments: 0,
      applicationsComplete: 0,
    },
    attention: {
      nominationsUnderAssessed: 0,
      distribution: { approvals: 0, judges: 0, required: 0 },
      ...NOTHING_YET,
    },
    // Ana Ribeiro's, Chen Wei's and Sofia Marin's grants wait to be paid after the close.
    waitingOnAdmin: [
      { kind: 'grantsPayable', cohort: { id: wave1.id, name: wave1.name }, count: 3, since: null },
    ],
    newContactMessages: 2,
  });

  const startsOn = utcDay(new Date(Date.now() + 7 * 24 * 3600_000));
  const started = await api.call('POST', '/api/cohorts', {
    token: admin,
    body: {
      name: 'Wave 2',
      startsOn,
      grantAmounts: { small: 50, medium: 750, large: 3000 },
      kycSizes: ['large'],
      votingPeriodDays: 14,
    },
  });
  expect(started.status).toBe(201);
  expect((await dashboard()).body).toMatchObject({
    cohort: {
      name: 'Wave 2',
      period: 'nomination',
      startsAt: `${startsOn}T00:00:00.000Z`,
      started: false,
    },
    figures: { nominations: 0 },
  });
});

it('refuses a caller who is not an admin (403)', async () => {
  for (const role of ['scout', 'judge', 'contributor'] as const) {
    expect(
      (await api.call('GET', '/api/dashboard', { token: await api.loginAs(role) })).status,
    ).toBe(403);
  }
});

it('counts the nominations with fewer assessments than a nomination needs, recusals aside', async () => {
  const cohort = await givenCohortInAssessment(api, { name: 'Wave 9', nominations: 3, judges: 4 });
  // The third nomination has no assessment.
  const [full, short] = cohort.nominationIds as [number, number, number];
  const [a, b, c, d] = cohort.judges.map((judge) => judge.id) as [number, number, number, number];
  for (const judge of [a, b, c]) await assessDirectly(api.db, full, judge, 'medium');
  for (const judge of [a, b]) await assessDirectly(api.db, short, judge, 'small');
  await recuseDirectly(api.db, short, c);
  expect((await dashboard()).body.attention.nominationsUnderAssessed).toBe(2);

  // A third assessment of the short one is counted at the next read.
  await assessDirectly(api.db, short, d, 'small');
  expect((await dashboard()).body.attention.nominationsUnderAssessed).toBe(1);
});
