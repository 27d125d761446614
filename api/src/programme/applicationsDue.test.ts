// A cohort's applications' due date: set when the cohort starts (60 days after its start day
// unless the admin says), named in the nomination email and on the contributor's applications,
// editable until the cohort ends (also once the other settings are fixed), each change audited
// and emailed to the contributors who have not finished.
import type { ActiveCohort, CohortDetail, MyApplications } from '@glow/contract';
import { and, eq } from 'drizzle-orm';
import { auditLogs } from '../db/schema';
import { demoEmail } from '../seed';
import { DEMO_COHORT_NAME } from '../seed/demoProgramme';
import { startTestApi, type TestApi } from '../testing/testApi';
import { moveCohortPastJudging } from '../testing/testJudging';
import {
  insertContributor,
  insertProject,
  nominate,
  nominationBody,
} from '../testing/testNominations';
import { openNominations } from '../testing/testProgramme';

const DAY_MS = 24 * 3600_000;
const dayFromToday = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const START = {
  grantAmounts: { small: 50, medium: 750, large: 3000 },
  kycSizes: ['large'],
  votingPeriodDays: 14,
};

let api: TestApi;
let admin: string;
let wave1: number;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.loginAs('admin');
  wave1 = (await api.call<ActiveCohort>('GET', '/api/cohorts/active')).body.cohort!.id;
});

afterAll(() => api.close());

const update = (id: number, body: Record<string, unknown>) =>
  api.call<CohortDetail>('PATCH', `/api/cohorts/${id}`, { token: admin, body });

/** The subjects of the emails to `email` that name `cohortName`. */
const subjectsTo = async (email: string, cohortName: string) =>
  (await api.inbox.messagesTo(email))
    .map((message) => message.subject)
    .filter((subject) => subject.includes(cohortName));

describe('a new due date while the cohort runs', () => {
  it('is refused before the start day, more than a year after it, or already past (400)', async () => {
    const detail = await api.call<CohortDetail>('GET', `/api/cohorts/${wave1}`, { token: admin });
    const startedAt = Date.parse(detail.body.periods[0]!.beganAt);
    const dayFromStart = (days: number) =>
      new Date(startedAt + days * DAY_MS).toISOString().slice(0, 10);
    expect(await update(wave1, { applicationsDueOn: dayFromStart(-1) })).toEqual({
      status: 400,
      body: { message: 'applicationsDueOn must be after the start day' },
    });
    expect(await update(wave1, { applicationsDueOn: dayFromStart(366) })).toEqual({
      status: 400,
      body: { message: 'applicationsDueOn must be at most 365 days after the start day' },
    });
    expect(await update(wave1, { applicationsDueOn: dayFromToday(-1) })).toEqual({
      status: 400,
      body: { message: 'applicationsDueOn must be today or later' },
    });
  });

  it('is saved, audited from → to, and emailed to each contributor who has not finished', async () => {
    const before = (await api.call<CohortDetail>('GET', `/api/cohorts/${wave1}`, { token: admin }))
      .body.applicationsDueOn;
    const dueOn = dayFromToday(30);
    const answer = await update(wave1, { applicationsDueOn: dueOn });
    expect(answer).toMatchObject({ status: 200, body: { applicationsDueOn: dueOn } });
    const [audited] = await api.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'cohort.update'), eq(auditLogs.entityId, String(wave1))));
    expect(audited!.details).toEqual({
      changes: { applicationsDueOn: { from: before, to: dueOn } },
    });
    // Maya Okafor (the demo contributor) waits on her wallet; Ana Ribeiro's is approved.
    const message = await api.inbox.waitForMessage(demoEmail('contributor'));
    expect(message.subject).toMatch(
      new RegExp(
        `^Your Glow application for ${DEMO_COHORT_NAME} is now due by \\d{1,2} \\w+ \\d{4}$`,
      ),
    );
    expect(message.text).toContain('(it was ');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await subjectsTo('anaribeiro@example.org', DEMO_COHORT_NAME)).toEqual([]);
  });

  it('is shown on the contributor’s applications', async () => {
    const mine = await api.call<MyApplications>('GET', '/api/contributor/applications', {
      token: await api.loginAs('contributor'),
    });
    expect(mine.body.applications.find((a) => a.cohort.id === wave1)?.cohort).toMatchObject({
      applicationsDueOn: dayFromToday(30),
      cancelReason: null,
    });
  });

  it('can still move once the other settings are fixed, and not once the cohort ended', async () => {
    await moveCohortPastJudging(api, wave1, 'distribution');
    expect((await update(wave1, { votingPeriodDays: 10 })).status).toBe(409);
    expect(await update(wave1, { applicationsDueOn: dayFromToday(40) })).toMatchObject({
      status: 200,
      body: { applicationsDueOn: dayFromToday(40) },
    });
    await moveCohortPastJudging(api, wave1, 'closed');
    expect(await update(wave1, { applicationsDueOn: dayFromToday(50) })).toEqual({
      status: 409,
      body: { message: `wrong status: ${DEMO_COHORT_NAME} is closed` },
    });
  });
});

describe('a cohort started', () => {
  it('is due 60 days after its start day unless the admin says, and never on or before it', async () => {
    const startsOn = dayFromToday(10);
    expect(
      await api.call('POST', '/api/cohorts', {
        token: admin,
        body: { name: 'Wave 2', startsOn, applicationsDueOn: startsOn, ...START },
      }),
    ).toEqual({ status: 400, body: { message: 'applicationsDueOn must be after the start day' } });
    const started = await api.call<CohortDetail>('POST', '/api/cohorts', {
      token: admin,
      body: { name: 'Wave 2', startsOn, ...START },
    });
    expect(started).toMatchObject({ status: 201, body: { applicationsDueOn: dayFromToday(70) } });
  });

  it('names the due date in the nomination email', async () => {
    await openNominations(api, 'Wave 3');
    const wave3 = (await api.call<ActiveCohort>('GET', '/api/cohorts/active')).body.cohort!;
    const dueOn = dayFromToday(21);
    expect((await update(wave3.id, { applicationsDueOn: dueOn })).status).toBe(200);
    const contributor = await insertContributor(api, 'due-date-nominee@example.org');
    const project = await insertProject(api, 'due');
    const scout = await api.loginAs('scout');
    expect((await nominate(api, scout, nominationBody(contributor.id, [project.id]))).status).toBe(
      201,
    );
    const invitation = await api.inbox.waitForMessage('due-date-nominee@example.org');
    const day = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${dueOn}T00:00:00Z`));
    expect(invitation.text).toContain(`Complete your application by ${day}`);
  });
});
