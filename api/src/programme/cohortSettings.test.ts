// A cohort's settings (PATCH /api/cohorts/{id}): name, grant amounts, KYC sizes and voting days,
// changed until the distribution is approved, each change audited with what it was before.
import type { ActiveCohort, CohortDetail, UpdateCohortRequest } from '@glow/contract';
import { asc, eq } from 'drizzle-orm';
import { auditLogs, cohorts } from '../db/schema';
import { demoEmail } from '../seed';
import { DEMO_COHORT_NAME, PILOT_COHORT_NAME } from '../seed/demoProgramme';
import { startTestApi, type TestApi } from '../testing/testApi';
import { moveCohortPastJudging } from '../testing/testJudging';

let api: TestApi;
let admin: string;
let wave1: number;
let pilot: number;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.loginAs('admin');
  wave1 = (await api.call<ActiveCohort>('GET', '/api/cohorts/active')).body.cohort!.id;
  const [row] = await api.db
    .select({ id: cohorts.id })
    .from(cohorts)
    .where(eq(cohorts.name, PILOT_COHORT_NAME));
  pilot = row!.id;
});

afterAll(() => api.close());

function update(id: number, body: UpdateCohortRequest | Record<string, never>, token = admin) {
  return api.call<CohortDetail>('PATCH', `/api/cohorts/${id}`, { token, body });
}

async function updates() {
  const rows = await api.db
    .select()
    .from(auditLogs)
    .where(eq(auditLogs.action, 'cohort.update'))
    .orderBy(asc(auditLogs.id));
  return rows.map((row) => ({ actor: row.actorEmail, entityId: row.entityId, ...row.details }));
}

it('changes what is given, answering the cohort, and audits each change from → to', async () => {
  const answer = await update(wave1, {
    name: ' Wave One ',
    grantAmounts: { small: 60, medium: 750, large: 3500 },
    kycSizes: ['large', 'medium'],
    votingPeriodDays: 14,
  });
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({
    id: wave1,
    name: 'Wave One',
    period: 'voting',
    grantAmounts: { small: 60, medium: 750, large: 3500 },
    kycSizes: ['medium', 'large'],
    votingPeriodDays: 14,
    settingsLocked: false,
  });
  expect(await updates()).toEqual([
    {
      actor: demoEmail('admin'),
      entityId: String(wave1),
      // The voting days were given unchanged: not a change.
      changes: {
        name: { from: DEMO_COHORT_NAME, to: 'Wave One' },
        grantAmounts: {
          from: { small: 50, medium: 750, large: 3000 },
          to: { small: 60, medium: 750, large: 3500 },
        },
        kycSizes: { from: ['large'], to: ['medium', 'large'] },
      },
    },
  ]);

  expect((await update(wave1, { votingPeriodDays: 21 })).body.votingPeriodDays).toBe(21);
  expect((await updates()).at(-1)).toMatchObject({
    changes: { votingPeriodDays: { from: 14, to: 21 } },
  });
  expect((await api.call<ActiveCohort>('GET', '/api/cohorts/active')).body.cohort).toMatchObject({
    name: 'Wave One',
    votingPeriodDays: 21,
  });
});

it('records nothing when nothing changes', async () => {
  const before = (await updates()).length;
  expect((await update(wave1, { name: 'Wave One', votingPeriodDays: 21 })).status).toBe(200);
  expect(await updates()).toHaveLength(before);
});

it('refuses another cohort’s name in any case (409 cohort name exists), changing nothing', async () => {
  for (const name of ['Pilot', 'PILOT']) {
    expect(await update(wave1, { name, votingPeriodDays: 30 })).toEqual({
      status: 409,
      body: { message: 'cohort name exists' },
    });
  }
  expect((await api.call<ActiveCohort>('GET', '/api/cohorts/active')).body.cohort).toMatchObject({
    name: 'Wave One',
    votingPeriodDays: 21,
  });
  // Its own name in another case is no clash.
  expect((await update(wave1, { name: 'wave one' })).body.name).toBe('wave one');
});

it('refuses an empty change (400), an unknown cohort (404) and a caller who is not an admin (403)', async () => {
  expect(await update(wave1, {})).toEqual({
    status: 400,
    body: {
      message:
        'body must give at least one of name, grantAmounts, kycSizes, votingPeriodDays, applicationsDueOn',
    },
  });
  expect(await update(999_999, { votingPeriodDays: 3 })).toEqual({
    status: 404,
    body: { message: 'cohort not found' },
  });
  expect((await update(wave1, { votingPeriodDays: 3 }, await api.loginAs('scout'))).status).toBe(
    403,
  );
});

it('refuses changes once the distribution is approved: in distribution and once closed (409)', async () => {
  const before = (await updates()).length;
  expect(await update(pilot, { grantAmounts: { small: 1, medium: 2, large: 3 } })).toEqual({
    status: 409,
    body: {
      message: "wrong status: Pilot's settings are fixed once its distribution is approved",
    },
  });
  await moveCohortPastJudging(api, wave1, 'distribution');
  expect(await update(wave1, { name: 'Wave 1 again' })).toEqual({
    status: 409,
    body: {
      message: "wrong status: wave one's settings are fixed once its distribution is approved",
    },
  });
  expect(
    (await api.call<CohortDetail>('GET', `/api/cohorts/${wave1}`, { token: admin })).body,
  ).toMatchObject({ name: 'wave one', settingsLocked: true });
  expect(await updates()).toHaveLength(before);
});
