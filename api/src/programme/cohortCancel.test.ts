// Cancelling a cohort that should not go on (POST /api/cohorts/{id}/cancel): an admin stops it
// with a reason before its distribution is approved; it ends at once, audited, its scouts and
// nominees (and its panel, once it had one) are emailed the reason, its applications end and
// nothing of it is paid or published; another cohort can start.
import type {
  ActiveCohort,
  CohortDetail,
  CohortList,
  MyApplications,
  PaymentCohorts,
  Results,
} from '@glow/contract';
import { and, eq } from 'drizzle-orm';
import { applications, auditLogs, contributors, users } from '../db/schema';
import { DEMO_JUDGES, demoEmail } from '../seed';
import { DEMO_COHORT_NAME } from '../seed/demoProgramme';
import { startTestApi, type TestApi } from '../testing/testApi';
import { approveDistribution } from '../testing/testJudging';
import { addCohort, addScout, moveCohortTo } from '../testing/testProgramme';

const REASON = 'Started by mistake: Wave 1 was meant to open in January.';
const CANCELLED_SUBJECT = `${DEMO_COHORT_NAME} was cancelled`;

let api: TestApi;
let admin: string;
let wave1: number;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.loginAs('admin');
  wave1 = (await api.call<ActiveCohort>('GET', '/api/cohorts/active')).body.cohort!.id;
});

afterAll(() => api.close());

const cancel = (id: number, body: unknown = { reason: REASON }, token = admin) =>
  api.call<CohortDetail>('POST', `/api/cohorts/${id}/cancel`, { token, body });

/** The emails to `email` with that subject (the cancellation's unless given). */
const subjectsTo = async (email: string, subject = CANCELLED_SUBJECT) =>
  (await api.inbox.messagesTo(email))
    .map((message) => message.subject)
    .filter((sent) => sent === subject);

const getCohort = (id: number) =>
  api.call<CohortDetail>('GET', `/api/cohorts/${id}`, { token: admin });

/** The subjects of the emails to `email` naming `subject`, once `count` of them arrived. */
async function emailsTo(email: string, subject: string, count = 1) {
  const deadline = Date.now() + 3000;
  for (;;) {
    const found = (await api.inbox.messagesTo(email)).filter((m) => m.subject === subject);
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('refusals', () => {
  it('needs a reason (400), an admin (403) and a cohort that exists (404), changing nothing', async () => {
    expect(await cancel(wave1, { reason: '  ' })).toEqual({
      status: 400,
      body: { message: 'reason is required' },
    });
    expect(await cancel(wave1, { reason: 'x'.repeat(1001) })).toEqual({
      status: 400,
      body: { message: 'reason must be at most 1000 characters' },
    });
    for (const role of ['scout', 'judge', 'contributor'] as const) {
      expect((await cancel(wave1, undefined, await api.loginAs(role))).status).toBe(403);
    }
    expect(await cancel(2_147_483_647)).toEqual({
      status: 404,
      body: { message: 'cohort not found' },
    });
    expect((await getCohort(wave1)).body).toMatchObject({
      period: 'voting',
      cancel: { allowed: true, reason: null },
    });
  });
});

describe('cancelling the demo’s Wave 1 in its voting period', () => {
  let answers: Awaited<ReturnType<typeof cancel>>[];

  beforeAll(async () => {
    // Two admins at once: one cancels, the other hears it was cancelled.
    answers = await Promise.all([cancel(wave1), cancel(wave1)]);
  });

  it('cancels it once: ended now, with its reason, no next move, settings fixed', async () => {
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toEqual({
      message: `wrong status: ${DEMO_COHORT_NAME} was cancelled`,
    });
    const { body } = answers.find((answer) => answer.status === 200)!;
    expect(body).toMatchObject({
      period: 'cancelled',
      cancelReason: REASON,
      active: false,
      nextMove: null,
      cancel: null,
      settingsLocked: true,
    });
    expect(body.endsAt).toBe(body.periods.at(-1)!.beganAt);
    expect(body.periods.map((period) => period.period)).toEqual([
      'nomination',
      'voting',
      'cancelled',
    ]);
  });

  it('is audited with its reason and the applications it ended', async () => {
    const rows = await api.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'cohort.cancel'), eq(auditLogs.entityId, String(wave1))));
    expect(rows).toHaveLength(1);
    const ended = await api.db
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(eq(applications.cohortId, wave1));
    expect(rows[0]).toMatchObject({
      actorEmail: demoEmail('admin'),
      details: {
        from: 'voting',
        reason: REASON,
        nominations: 6,
        applicationsEnded: ended
          .filter((application) => application.status !== 'notEligible')
          .map((application) => application.id)
          .sort((a, b) => a - b),
      },
    });
  });

  it('emails its scout and each nominee the reason, once', async () => {
    const [toScout] = await emailsTo(demoEmail('scout'), CANCELLED_SUBJECT);
    expect(toScout?.text).toContain(`«${REASON}»`);
    expect(toScout?.text).toContain('The 6 nominations you made or back in it will not be judged');
    const nominees = await api.db
      .select({ email: users.email })
      .from(contributors)
      .innerJoin(users, eq(users.id, contributors.userId))
      .innerJoin(applications, eq(applications.contributorId, contributors.id))
      .where(eq(applications.cohortId, wave1));
    expect(nominees.length).toBeGreaterThan(0);
    for (const { email } of nominees) {
      const [message] = await emailsTo(email, CANCELLED_SUBJECT);
      expect(message?.text).toContain('no grant will be paid from it');
    }
    // Time for a second batch to arrive, had one been queued; no judge is emailed (no panel).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await subjectsTo(demoEmail('scout'))).toEqual([CANCELLED_SUBJECT]);
    expect(await subjectsTo(DEMO_JUDGES[0]!.email)).toEqual([]);
  });

  it('ends its applications: the contributor sees why and can take no step', async () => {
    const maya = await api.loginAs('contributor');
    const mine = await api.call<MyApplications>('GET', '/api/contributor/applications', {
      token: maya,
    });
    const application = mine.body.applications.find((a) => a.cohort.id === wave1)!;
    expect(application.cohort).toMatchObject({ period: 'cancelled', cancelReason: REASON });
    expect(application.progress.current).toBeNull();
    const write = await api.call('PUT', `/api/contributor/applications/${application.id}/details`, {
      token: maya,
      body: {
        previousXrplGrants: false,
        previousAccelerator: false,
        confirmedAddress: 'rhHE7LZHyCdfFwssrBYK99K1i89ufRcScq',
        agreementName: 'Maya Okafor',
        agreementVersion: '2026-11-1',
      },
    });
    expect(write).toEqual({
      status: 409,
      body: { message: 'application ended: the cohort was cancelled' },
    });
  });

  it('refuses every later change of it', async () => {
    const wrong = {
      status: 409,
      body: { message: `wrong status: ${DEMO_COHORT_NAME} was cancelled` },
    };
    for (const period of ['assessment', 'closed'] as const) {
      expect(
        await api.call('POST', `/api/cohorts/${wave1}/period`, {
          token: admin,
          body: { period, ...(period === 'closed' && { returningGrantIds: [] }) },
        }),
      ).toEqual(wrong);
    }
    expect(
      await api.call('PATCH', `/api/cohorts/${wave1}`, { token: admin, body: { name: 'Wave X' } }),
    ).toEqual(wrong);
    expect(await api.call('GET', `/api/cohorts/${wave1}/closing`, { token: admin })).toEqual(wrong);
  });

  it('leaves no active cohort, publishes nothing of it and offers none of it to pay', async () => {
    expect((await api.call<ActiveCohort>('GET', '/api/cohorts/active')).body).toEqual({
      cohort: null,
    });
    const results = await api.call<Results>('GET', '/api/results');
    expect(results.body.cohorts.map((cohort) => cohort.id)).not.toContain(wave1);
    const payments = await api.call<PaymentCohorts>('GET', '/api/payments/cohorts', {
      token: admin,
    });
    expect(payments.body.cohorts.map((cohort) => cohort.id)).not.toContain(wave1);
    const list = await api.call<CohortList>('GET', '/api/cohorts', { token: admin });
    expect(list.body.cohorts.find((cohort) => cohort.id === wave1)).toMatchObject({
      period: 'cancelled',
      cancelReason: REASON,
      active: false,
    });
  });

  it('lets another cohort start', async () => {
    const started = await api.call<CohortDetail>('POST', '/api/cohorts', {
      token: admin,
      body: {
        name: 'Wave 2',
        startsOn: new Date().toISOString().slice(0, 10),
        grantAmounts: { small: 50, medium: 750, large: 3000 },
        kycSizes: ['large'],
        votingPeriodDays: 14,
      },
    });
    expect(started).toMatchObject({ status: 201, body: { name: 'Wave 2', active: true } });
  });
});

describe('cancelling later in the cycle', () => {
  it('emails the panel once the cohort is being assessed', async () => {
    const scout = await addScout(api, 'cancel-scout@example.org');
    const wave2 = (await api.call<ActiveCohort>('GET', '/api/cohorts/active')).body.cohort!;
    // Wave 2 has no nominations: moved on as it is, to its assessment.
    await moveCohortTo(api, wave2.id, 'assessment');
    expect((await cancel(wave2.id, { reason: 'No nominations came in.' })).status).toBe(200);
    const [toJudge] = await emailsTo(DEMO_JUDGES[0]!.email, 'Wave 2 was cancelled');
    expect(toJudge?.text).toContain('Its nominations will not be assessed');
    // The new scout nominated nothing in it: not told.
    expect(await subjectsTo(scout.email, 'Wave 2 was cancelled')).toEqual([]);
  });

  it('is refused once the distribution is approved: the cohort can be closed, not cancelled', async () => {
    const wave3 = await addCohort(api.db, { name: 'Wave 3', period: 'assessment', nominations: 2 });
    await approveDistribution(api.db, wave3.id);
    const why =
      "Wave 3's distribution is approved, so its grants are decided: it can be closed, not cancelled";
    expect(await cancel(wave3.id)).toEqual({
      status: 409,
      body: { message: `wrong status: ${why}` },
    });
    expect((await getCohort(wave3.id)).body).toMatchObject({
      period: 'assessment',
      cancel: { allowed: false, reason: why },
    });
  });
});
