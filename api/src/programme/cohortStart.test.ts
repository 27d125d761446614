// Starting a cohort (POST /api/cohorts) and what the form starts from (GET /api/cohorts/defaults):
// one unclosed cohort at a time, unique names, start dates from today to a year ahead, audited.
import type {
  ActiveCohort,
  CohortDefaults,
  CohortDetail,
  StartCohortRequest,
} from '@glow/contract';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { auditLogs, cohorts } from '../db/schema';
import { DEMO_JUDGES, demoEmail } from '../seed';
import { DEMO_COHORT_NAME } from '../seed/demoProgramme';
import { startTestApi, type TestApi } from '../testing/testApi';
import { moveCohortPastJudging } from '../testing/testJudging';
import { utcDay } from './cohortRules';

let api: TestApi;
let admin: string;
let wave1: number;
/** The demo's last audit entry: this file's starts come after it. */
let lastDemoEntry: number;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.loginAs('admin');
  wave1 = (await api.call<ActiveCohort>('GET', '/api/cohorts/active')).body.cohort!.id;
  const [last] = await api.db
    .select({ id: auditLogs.id })
    .from(auditLogs)
    .orderBy(desc(auditLogs.id))
    .limit(1);
  lastDemoEntry = last!.id;
});

afterAll(() => api.close());

const DAY_MS = 24 * 3600_000;

function start(changes: Partial<StartCohortRequest> = {}, token = admin) {
  const body: StartCohortRequest = {
    name: 'Wave 2',
    startsOn: utcDay(new Date()),
    grantAmounts: { small: 50, medium: 750, large: 3000 },
    kycSizes: ['large'],
    votingPeriodDays: 14,
    ...changes,
  };
  return api.call<CohortDetail>('POST', '/api/cohorts', { token, body });
}

function defaults() {
  return api.call<CohortDefaults>('GET', '/api/cohorts/defaults', { token: admin });
}

async function cohortNames() {
  const rows = await api.db.select({ name: cohorts.name }).from(cohorts).orderBy(asc(cohorts.id));
  return rows.map((row) => row.name);
}

/** The cohort starts audited since the demo's (the demo story started the Pilot and Wave 1). */
async function starts() {
  const rows = await api.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, 'cohort.start'), gt(auditLogs.id, lastDemoEntry)))
    .orderBy(asc(auditLogs.id));
  return rows.map((row) => ({ actor: row.actorEmail, entityId: row.entityId, ...row.details }));
}

describe('while Wave 1 is unclosed', () => {
  it('offers the next name, today and the last cohort’s settings, and names the unclosed cohort', async () => {
    expect(await defaults()).toEqual({
      status: 200,
      body: {
        suggestedName: 'Wave 2',
        startsOn: utcDay(new Date()),
        grantAmounts: { small: 50, medium: 750, large: 3000 },
        kycSizes: ['large'],
        votingPeriodDays: 14,
        applicationsDueOn: utcDay(new Date(Date.now() + 60 * DAY_MS)),
        unclosedCohort: { id: wave1, name: DEMO_COHORT_NAME, period: 'voting' },
      },
    });
  });

  it('refuses to start another cohort (409), adding nothing', async () => {
    expect(await start()).toEqual({
      status: 409,
      body: { message: 'Wave 1 is active: close it before starting another cohort' },
    });
    expect(await cohortNames()).toEqual(['Pilot', DEMO_COHORT_NAME]);
  });

  it('names a taken name first, in any case and with spaces around it (409 cohort name exists)', async () => {
    for (const name of ['Pilot', 'pilot', '  WAVE 1 ']) {
      expect({ name, answer: await start({ name }) }).toEqual({
        name,
        answer: { status: 409, body: { message: 'cohort name exists' } },
      });
    }
  });

  it('refuses a start date before yesterday or more than a year ahead (400)', async () => {
    const now = Date.now();
    expect(await start({ startsOn: utcDay(new Date(now - 2 * DAY_MS)) })).toEqual({
      status: 400,
      body: { message: 'startsOn must be today or later' },
    });
    expect(await start({ startsOn: utcDay(new Date(now + 366 * DAY_MS)) })).toEqual({
      status: 400,
      body: { message: 'startsOn must be at most 365 days ahead' },
    });
  });

  it('refuses a caller who is not an admin (403)', async () => {
    for (const role of ['scout', 'judge'] as const) {
      expect((await start({}, await api.loginAs(role))).status).toBe(403);
    }
    expect(await starts()).toEqual([]);
  });
});

describe('once Wave 1 is closed', () => {
  let wave2: CohortDetail;

  beforeAll(async () => {
    await moveCohortPastJudging(api, wave1, 'closed');
  });

  it('starts a cohort in its nomination period, now when the date is yesterday, audited', async () => {
    const before = Date.now();
    const answer = await start({
      name: '  Wave 2 ',
      startsOn: utcDay(new Date(before - DAY_MS)),
      grantAmounts: { small: 100, medium: 1000, large: 5000 },
      kycSizes: ['large', 'medium'],
      votingPeriodDays: 21,
    });
    expect(answer.status).toBe(201);
    wave2 = answer.body;
    expect(wave2).toMatchObject({
      name: 'Wave 2',
      period: 'nomination',
      endsAt: null,
      active: true,
      grantAmounts: { small: 100, medium: 1000, large: 5000 },
      kycSizes: ['medium', 'large'],
      votingPeriodDays: 21,
      figures: {
        nominations: 0,
        voters: 0,
        votes: 0,
        assessments: 0,
        approvedGrants: 0,
        paidGrants: 0,
      },
      settingsLocked: false,
      nextMove: { period: 'voting', label: 'Open voting', allowed: true, reason: null },
      scouts: [],
    });
    expect(Date.parse(wave2.startsAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(wave2.periods).toEqual([{ period: 'nomination', beganAt: wave2.startsAt }]);
    expect(wave2.periodStartedAt).toBe(wave2.startsAt);
    // Every judge, the panel-to-be.
    expect(wave2.judges.map((judge) => judge.email).sort()).toEqual(
      DEMO_JUDGES.map((judge) => judge.email).sort(),
    );
    expect((await api.call<ActiveCohort>('GET', '/api/cohorts/active')).body.cohort).toMatchObject({
      id: wave2.id,
      name: 'Wave 2',
      period: 'nomination',
    });
    expect(await starts()).toEqual([
      {
        actor: demoEmail('admin'),
        entityId: String(wave2.id),
        name: 'Wave 2',
        startsOn: utcDay(new Date(before - DAY_MS)),
        grantAmounts: { small: 100, medium: 1000, large: 5000 },
        kycSizes: ['medium', 'large'],
        votingPeriodDays: 21,
        // No date given: 60 days after the start day.
        applicationsDueOn: utcDay(new Date(before + 59 * DAY_MS)),
      },
    ]);
  });

  it('offers the new cohort’s settings as the next defaults', async () => {
    expect((await defaults()).body).toEqual({
      suggestedName: 'Wave 3',
      startsOn: utcDay(new Date()),
      grantAmounts: { small: 100, medium: 1000, large: 5000 },
      kycSizes: ['medium', 'large'],
      votingPeriodDays: 21,
      applicationsDueOn: utcDay(new Date(Date.now() + 60 * DAY_MS)),
      unclosedCohort: { id: wave2.id, name: 'Wave 2', period: 'nomination' },
    });
  });

  it('starts one of two cohorts started at once; the other hears which one is active', async () => {
    await moveCohortPastJudging(api, wave2.id, 'closed');
    const answers = await Promise.all([start({ name: 'Wave 3' }), start({ name: 'Wave 4' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const started = answers.find((answer) => answer.status === 201)!.body;
    expect(answers.find((answer) => answer.status === 409)!.body).toEqual({
      message: `${started.name} is active: close it before starting another cohort`,
    });
    expect(await cohortNames()).toEqual(['Pilot', DEMO_COHORT_NAME, 'Wave 2', started.name]);
    await moveCohortPastJudging(api, started.id, 'closed');
  });

  it('starts a cohort on a later day at that midnight (UTC), not active until then', async () => {
    const startsOn = utcDay(new Date(Date.now() + 30 * DAY_MS));
    const answer = await start({ name: 'Wave 5', startsOn });
    expect(answer).toMatchObject({
      status: 201,
      body: {
        startsAt: `${startsOn}T00:00:00.000Z`,
        active: false,
        periods: [{ period: 'nomination', beganAt: `${startsOn}T00:00:00.000Z` }],
        nextMove: { period: 'voting', allowed: false },
      },
    });
    expect((await api.call<ActiveCohort>('GET', '/api/cohorts/active')).body.cohort).toBeNull();
    // It is the unclosed one: no other cohort may start meanwhile.
    expect(await start({ name: 'Wave 6' })).toEqual({
      status: 409,
      body: { message: 'Wave 5 is active: close it before starting another cohort' },
    });
  });
});
