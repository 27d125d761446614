// Moving a cohort through its periods (POST /api/cohorts/{id}/period): forward one period at a
// time, refused otherwise with "wrong status: …", audited, the period's emails sent, the figures
// frozen at the close; distribution waits for the judges' approval (the hook).
import type {
  ActiveCohort,
  CohortDetail,
  CohortMoveOutcome,
  CohortPeriod,
  MoveCohortRequest,
} from '@glow/contract';
import { and, asc, eq } from 'drizzle-orm';
import { auditLogs, cohortJudges, cohorts, users } from '../db/schema';
import { DEMO_JUDGES, demoEmail } from '../seed';
import { DEMO_COHORT_NAME } from '../seed/demoProgramme';
import { PUBLIC_APP_URL, startTestApi, type TestApi } from '../testing/testApi';
import { approveDistribution, moveCohortPastJudging } from '../testing/testJudging';
import {
  addCohort,
  closeConfirmation,
  moveCohortTo,
  withoutUnclosedCohortVotes,
} from '../testing/testProgramme';

let api: TestApi;
let admin: string;
let wave1: number;

beforeAll(async () => {
  api = await startTestApi();
  await withoutUnclosedCohortVotes(api.db);
  admin = await api.loginAs('admin');
  wave1 = (await api.call<ActiveCohort>('GET', '/api/cohorts/active')).body.cohort!.id;
});

afterAll(() => api.close());

/** A move as the admin's page sends it; a close names no grant unless `confirmed` says. */
function move(
  id: number,
  period: CohortPeriod,
  token = admin,
  confirmed: Omit<MoveCohortRequest, 'period'> = {},
) {
  const body = { period, ...(period === 'closed' && { returningGrantIds: [] }), ...confirmed };
  return api.call<CohortMoveOutcome>('POST', `/api/cohorts/${id}/period`, { token, body });
}

function getCohort(id: number) {
  return api.call<CohortDetail>('GET', `/api/cohorts/${id}`, { token: admin });
}

const wrongStatus = (why: string) => ({ status: 409, body: { message: `wrong status: ${why}` } });

async function periodMovesOf(id: number) {
  const rows = await api.db
    .select()
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.action, 'cohort.period'),
        eq(auditLogs.entity, 'cohort'),
        eq(auditLogs.entityId, String(id)),
      ),
    )
    .orderBy(asc(auditLogs.id));
  return rows.map((row) => ({ actor: row.actorEmail, ...row.details }));
}

/** Subjects of the messages to `email` that mention `cohortName`, oldest first. */
async function subjectsTo(email: string, cohortName: string) {
  const messages = await api.inbox.messagesTo(email);
  return messages
    .map((message) => message.subject)
    .filter((subject) => subject.includes(cohortName))
    .reverse();
}

describe('refusals', () => {
  it('refuses to skip, go back, stay or close early (409 wrong status), changing nothing', async () => {
    const onlyAssessment = wrongStatus(
      `${DEMO_COHORT_NAME} is in its voting period; it can only move to assessment`,
    );
    for (const period of ['distribution', 'closed', 'nomination', 'voting'] as const) {
      expect({ period, answer: await move(wave1, period) }).toEqual({
        period,
        answer: onlyAssessment,
      });
    }
    const detail = (await getCohort(wave1)).body;
    expect(detail).toMatchObject({ period: 'voting', endsAt: null, active: true });
    expect(detail.periods.map((p) => p.period)).toEqual(['nomination', 'voting']);
    // Only the demo's own move to voting.
    expect(await periodMovesOf(wave1)).toEqual([
      { actor: demoEmail('admin'), from: 'nomination', to: 'voting' },
    ]);
  });

  it('refuses a caller who is not an admin (403), and an unknown cohort (404)', async () => {
    for (const role of ['scout', 'judge', 'contributor'] as const) {
      expect(await move(wave1, 'assessment', await api.loginAs(role))).toEqual({
        status: 403,
        body: { message: 'Unauthorized: you are not authorized to perform this action' },
      });
    }
    expect(await move(999_999, 'assessment')).toEqual({
      status: 404,
      body: { message: 'cohort not found' },
    });
    expect((await getCohort(wave1)).body.period).toBe('voting');
  });
});

describe('the cycle', () => {
  it('moves to assessment: dated, audited, judges asked to assess, scouts told voting closed', async () => {
    const before = Date.now();
    const answer = await move(wave1, 'assessment');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      period: 'assessment',
      active: true,
      // Its panel (the demo judges) has not approved its distribution yet.
      distribution: { approvals: 0, judges: DEMO_JUDGES.length, required: DEMO_JUDGES.length },
      nextMove: {
        period: 'distribution',
        label: 'Start distribution',
        allowed: false,
        reason: `the judges have approved ${DEMO_COHORT_NAME}'s distribution 0 of ${DEMO_JUDGES.length} times`,
      },
    });
    expect(answer.body.periods.map((p) => p.period)).toEqual([
      'nomination',
      'voting',
      'assessment',
    ]);
    const began = Date.parse(answer.body.periods[2]!.beganAt);
    expect(began).toBeGreaterThanOrEqual(before - 1000);
    expect(answer.body.periodStartedAt).toBe(answer.body.periods[2]!.beganAt);

    const request = await api.inbox.waitForMessage(demoEmail('judge'));
    expect(request.subject).toBe(`Assessment requests: 6 nominations of ${DEMO_COHORT_NAME}`);
    expect(request.text).toContain(`${PUBLIC_APP_URL}/judge/evaluations`);
    const scoutNote = await api.inbox.waitForMessage(demoEmail('scout'));
    expect(scoutNote.subject).toBe(
      `Voting on ${DEMO_COHORT_NAME} has closed; judges are assessing`,
    );
    expect(scoutNote.text).toContain('including the 6 ones you made or back');
    // Nobody else hears of it.
    expect(await api.inbox.messagesTo(demoEmail('contributor'))).toEqual([]);
  });

  it("puts every judge on the cohort's panel as it moves to assessment, audited", async () => {
    const judgeIds = (
      await api.db.select({ id: users.id }).from(users).where(eq(users.role, 'judge'))
    ).map((judge) => judge.id);
    const panel = await api.db
      .select({ judgeId: cohortJudges.judgeId })
      .from(cohortJudges)
      .where(eq(cohortJudges.cohortId, wave1));
    expect(panel.map((seat) => seat.judgeId).sort()).toEqual(judgeIds.sort());
    const [audited] = await api.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'cohort.panel'), eq(auditLogs.entityId, String(wave1))));
    expect(audited?.entity).toBe('cohort');
    // In no particular order: neither list is sorted.
    const byId = (a: number, b: number) => a - b;
    expect([...(audited?.details.judges as number[])].sort(byId)).toEqual(judgeIds.sort(byId));
  });

  it('refuses going back or closing from assessment', async () => {
    const onlyDistribution = wrongStatus(
      `${DEMO_COHORT_NAME} is in its assessment period; it can only move to distribution`,
    );
    expect(await move(wave1, 'voting')).toEqual(onlyDistribution);
    expect(await move(wave1, 'closed')).toEqual(onlyDistribution);
  });

  it('moves to distribution once its judges approved its distribution', async () => {
    await approveDistribution(api.db, wave1);
    const answer = await move(wave1, 'distribution');
    expect(answer).toMatchObject({
      status: 200,
      body: {
        period: 'distribution',
        settingsLocked: true,
        nextMove: { period: 'closed', label: 'Close the cohort', allowed: true },
      },
    });
    expect(await move(wave1, 'assessment')).toEqual(
      wrongStatus(`${DEMO_COHORT_NAME} is in its distribution period; it can only be closed`),
    );
  });

  it('closes from distribution: sets the end date, freezes the figures, leaves no active cohort', async () => {
    const answer = await move(wave1, 'closed', admin, await closeConfirmation(api, wave1, admin));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      period: 'closed',
      active: false,
      nextMove: null,
      figures: {
        nominations: 6,
        voters: 0,
        votes: 0,
        // approveDistribution gave each nomination 3 Medium assessments.
        assessments: 18,
        approvedGrants: 6,
        paidGrants: 0,
      },
    });
    expect(answer.body.endsAt).toBe(answer.body.periods.at(-1)!.beganAt);
    const [row] = await api.db.select().from(cohorts).where(eq(cohorts.id, wave1));
    expect(row!.figures).toEqual(answer.body.figures);
    expect((await api.call<ActiveCohort>('GET', '/api/cohorts/active')).body).toEqual({
      cohort: null,
    });
  });

  it('refuses every move of a closed cohort', async () => {
    for (const period of ['nomination', 'voting', 'closed'] as const) {
      expect(await move(wave1, period)).toEqual(wrongStatus(`${DEMO_COHORT_NAME} is closed`));
    }
  });

  it('audited each move, in order, with its admin', async () => {
    const actor = demoEmail('admin');
    expect(await periodMovesOf(wave1)).toEqual([
      { actor, from: 'nomination', to: 'voting' },
      { actor, from: 'voting', to: 'assessment' },
      { actor, from: 'assessment', to: 'distribution' },
      { actor, from: 'distribution', to: 'closed', returnedToPool: expect.any(Array) },
    ]);
  });
});

describe('a later cohort', () => {
  let wave2: number;

  it('tells its scouts when voting opens on their nominations', async () => {
    const [scout] = await api.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoEmail('scout')));
    const scoutId = scout!.id;
    wave2 = (
      await addCohort(api.db, { name: 'Wave 2', period: 'nomination', nominations: 2, scoutId })
    ).id;
    expect((await move(wave2, 'voting')).status).toBe(200);
    const opened = await api.inbox.waitForMessage(demoEmail('scout'), 2);
    expect(opened.subject).toBe('Voting is open on your nominations in Wave 2');
    expect(opened.text).toContain('the 2 nominations you made or back');
    expect(opened.text).toContain(`${PUBLIC_APP_URL}/vote`);
  });

  it('takes one of two identical moves sent at once, and sends its emails once', async () => {
    const answers = await Promise.all([move(wave2, 'assessment'), move(wave2, 'assessment')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toEqual({
      message: 'wrong status: Wave 2 is in its assessment period; it can only move to distribution',
    });
    await api.inbox.waitForMessage(demoEmail('judge'), 2);
    // Time for a second batch to arrive, had one been queued.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await subjectsTo(demoEmail('judge'), 'Wave 2')).toEqual([
      'Assessment requests: 2 nominations of Wave 2',
    ]);
    expect(await periodMovesOf(wave2)).toHaveLength(2);
  });

  it('refuses to move a cohort that has not started yet, and says so on its page', async () => {
    await moveCohortPastJudging(api, wave2, 'closed');
    const later = await addCohort(api.db, {
      name: 'Wave 3',
      period: 'nomination',
      nominations: 0,
      startsAt: new Date('2099-12-01T00:00:00Z'),
    });
    expect(await move(later.id, 'voting')).toEqual(wrongStatus('Wave 3 starts on 1 Dec 2099'));
    expect((await getCohort(later.id)).body).toMatchObject({
      active: false,
      nextMove: { period: 'voting', allowed: false, reason: 'Wave 3 starts on 1 Dec 2099' },
    });
  });
});

describe("the judges' approval of the distribution", () => {
  let approvingApi: TestApi;
  let cohortId: number;

  beforeAll(async () => {
    approvingApi = await startTestApi();
    const active = await approvingApi.call<ActiveCohort>('GET', '/api/cohorts/active');
    cohortId = active.body.cohort!.id;
    await moveCohortTo(approvingApi, cohortId, 'assessment');
  });

  afterAll(() => approvingApi.close());

  it('refuses distribution until the judges approved it, then allows it and fixes the settings', async () => {
    const token = await approvingApi.loginAs('admin');
    const toDistribution = () =>
      approvingApi.call<CohortDetail>('POST', `/api/cohorts/${cohortId}/period`, {
        token,
        body: { period: 'distribution' },
      });
    const page = () =>
      approvingApi.call<CohortDetail>('GET', `/api/cohorts/${cohortId}`, { token });
    const judges = DEMO_JUDGES.length;
    const why = `the judges have approved ${DEMO_COHORT_NAME}'s distribution 0 of ${judges} times`;
    expect(await toDistribution()).toEqual(wrongStatus(why));
    expect((await page()).body).toMatchObject({
      period: 'assessment',
      settingsLocked: false,
      distribution: { approvals: 0, judges, required: judges },
      nextMove: { period: 'distribution', allowed: false, reason: why },
    });

    await approveDistribution(approvingApi.db, cohortId);
    expect((await page()).body).toMatchObject({
      settingsLocked: true,
      distribution: { approvals: judges, judges, required: judges },
      nextMove: { allowed: true, reason: null },
    });
    expect(await toDistribution()).toMatchObject({
      status: 200,
      body: { period: 'distribution' },
    });
  });
});
