// The distribution (GET /api/cohorts/{id}/distribution), approving it (POST …/approvals) and the
// admin's excusals (POST / DELETE …/judges/{judgeId}/excusal): approving only a complete list,
// each judge once, approved when every judge not excused has approved; excusals audited,
// reversible until then; the admin's move to distribution waits for it (the real hook).
import type { CohortDetail, Distribution, JudgeSummary } from '@glow/contract';
import { and, asc, eq } from 'drizzle-orm';
import {
  applications,
  auditLogs,
  grants,
  judgeAssessments,
  nominations,
  users,
} from '../db/schema';
import { demoEmail } from '../seed';
import { recordChange } from '../system/auditLog';
import { startTestApi, type TestApi } from '../testing/testApi';
import { assess, assessmentBody, evaluationOf, revise } from '../testing/testAssessments';
import {
  assessDirectly,
  givenCohortInAssessment,
  type CohortInAssessment,
  type TestJudge,
} from '../testing/testJudging';

let api: TestApi;
let admin: string;
let cohort: CohortInAssessment;
let a: TestJudge, b: TestJudge, c: TestJudge, d: TestJudge;
let first: number, second: number;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.loginAs('admin');
  cohort = await givenCohortInAssessment(api, { name: 'Wave 6', nominations: 2, judges: 4 });
  [a, b, c, d] = cohort.judges as [TestJudge, TestJudge, TestJudge, TestJudge];
  [first, second] = cohort.nominationIds as [number, number];
  for (const judge of [a, b, c]) await assessDirectly(api.db, first, judge.id, 'medium');
  await assessDirectly(api.db, second, a.id, 'small');
  await assessDirectly(api.db, second, b.id, 'small');
});

afterAll(() => api.close());

const path = (suffix = '') => `/api/cohorts/${cohort.id}/distribution${suffix}`;
const distribution = (token: string) => api.call<Distribution>('GET', path(), { token });
const approve = (judge: TestJudge) =>
  api.call<Distribution>('POST', path('/approvals'), { token: judge.token });
const excusal = (judge: TestJudge) => `/api/cohorts/${cohort.id}/judges/${judge.id}/excusal`;
const excuse = (judge: TestJudge, reason = 'On leave until January') =>
  api.call<Distribution>('POST', excusal(judge), { token: admin, body: { reason } });
const unexcuse = (judge: TestJudge) =>
  api.call<Distribution>('DELETE', excusal(judge), { token: admin });
const wrongStatus = (why: string) => ({ status: 409, body: { message: `wrong status: ${why}` } });

async function audited(action: string) {
  const rows = await api.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), eq(auditLogs.entityId, String(cohort.id))))
    .orderBy(asc(auditLogs.id));
  return rows.map((row) => ({ actor: row.actorEmail, details: row.details }));
}

describe('while a nomination has no final size', () => {
  it('lists every nomination with its final size and says what blocks approving', async () => {
    const answer = await distribution(a.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      cohort: { id: cohort.id, name: 'Wave 6', grantAmounts: { medium: 750 } },
      items: [
        { nominationId: first, finalSize: 'medium', amount: 750 },
        { nominationId: second, finalSize: null, amount: null },
      ],
      totals: { total: 750, complete: false, short: 1 },
      approvable: false,
      blockers: ['1 nomination has fewer than 3 assessments'],
      approvals: 0,
      required: 4,
      approved: false,
      approvedByMe: false,
      resetNote: null,
    });
    expect(answer.body.panel.map((judge) => judge.name).sort()).toEqual(
      [a, b, c, d].map((judge) => judge.name).sort(),
    );
    expect(answer.body.panel.find((judge) => judge.judgeId === d.id)!.progress).toEqual({
      assessed: 0,
      recused: 0,
      left: 1,
    });
  });

  it('refuses approving (409 "previous steps must be completed first: …")', async () => {
    expect(await approve(a)).toEqual({
      status: 409,
      body: {
        message:
          'previous steps must be completed first: 1 nomination has fewer than 3 assessments',
      },
    });
  });
});

describe('excusals', () => {
  it('excuses an absent judge, audited, and takes it back', async () => {
    const excused = await excuse(d);
    expect(excused.status).toBe(200);
    expect(excused.body.required).toBe(3);
    expect(excused.body.panel.find((judge) => judge.judgeId === d.id)!.excused).toMatchObject({
      reason: 'On leave until January',
    });
    expect(await audited('distribution.excuse')).toEqual([
      { actor: demoEmail('admin'), details: { judgeId: d.id, reason: 'On leave until January' } },
    ]);
    expect(await excuse(d)).toEqual(
      wrongStatus(`${d.name} is already excused from Wave 6's distribution`),
    );

    const back = await unexcuse(d);
    expect(back.status).toBe(200);
    expect(back.body.required).toBe(4);
    expect(back.body.panel.find((judge) => judge.judgeId === d.id)!.excused).toBeNull();
    expect(await audited('distribution.unexcuse')).toEqual([
      { actor: demoEmail('admin'), details: { judgeId: d.id } },
    ]);
    expect(await unexcuse(d)).toEqual(
      wrongStatus(`${d.name} is not excused from Wave 6's distribution`),
    );
  });

  it('stops an excused judge from assessing, revising or recording a consensus size', async () => {
    expect((await excuse(d)).status).toBe(200);
    expect((await excuse(b)).status).toBe(200);
    const excused = {
      status: 403,
      body: {
        message:
          "Unauthorized: you are not authorized to perform this action: you were excused from Wave 6's distribution",
      },
    };
    expect(await assess(api, d.token, second, assessmentBody('large'))).toEqual(excused);
    expect(
      await api.call('PUT', `/api/nominations/${first}/consensus-size`, {
        token: d.token,
        body: { size: 'medium', reason: 'We agreed on Medium' },
      }),
    ).toEqual(excused);
    const [ofB] = await api.db
      .select({ id: judgeAssessments.id })
      .from(judgeAssessments)
      .where(and(eq(judgeAssessments.nominationId, first), eq(judgeAssessments.judgeId, b.id)));
    expect(await revise(api, b.token, ofB!.id, assessmentBody('large'))).toEqual(excused);
    expect((await evaluationOf(api, d.token, second)).body).toMatchObject({
      canChange: false,
      lockedBecause: "you were excused from Wave 6's distribution",
    });
    const home = await api.call<JudgeSummary>('GET', '/api/assessments/summary', {
      token: d.token,
    });
    expect(home.body).toMatchObject({
      distribution: { excused: { reason: 'On leave until January' } },
      continueAt: null,
    });
    expect((await distribution(admin)).body.items).toMatchObject([
      { nominationId: first, finalSize: 'medium' },
      { nominationId: second, finalSize: null },
    ]);
    for (const judge of [b, d]) expect((await unexcuse(judge)).status).toBe(200);
  });

  it('never excuses the last judge waited for', async () => {
    expect((await excuse(b)).status).toBe(200);
    expect((await excuse(c)).status).toBe(200);
    expect((await excuse(d)).status).toBe(200);
    expect(await excuse(a)).toEqual(
      wrongStatus("at least one judge must approve Wave 6's distribution"),
    );
    for (const judge of [b, c, d]) expect((await unexcuse(judge)).status).toBe(200);
  });

  it('answers 404 "judge not found" for a user who is not on the panel', async () => {
    const [demoJudge] = await api.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoEmail('judge')));
    const path = `/api/cohorts/${cohort.id}/judges/${demoJudge!.id}/excusal`;
    const notFound = { status: 404, body: { message: 'judge not found' } };
    expect(await api.call('POST', path, { token: admin, body: { reason: 'Away' } })).toEqual(
      notFound,
    );
    expect(await api.call('DELETE', path, { token: admin })).toEqual(notFound);
  });
});

describe('once every nomination has a final size', () => {
  beforeAll(async () => {
    await assessDirectly(api.db, second, c.id, 'small');
  });

  it('lets a judge approve once: 201, shown as theirs, audited', async () => {
    expect((await distribution(a.token)).body).toMatchObject({ approvable: true, blockers: [] });
    const answer = await approve(a);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      approvals: 1,
      required: 4,
      approved: false,
      approvedByMe: true,
      approvable: false,
      totals: { complete: true, total: 800 },
    });
    expect(answer.body.panel.find((judge) => judge.judgeId === a.id)!.approvedAt).toEqual(
      expect.any(String),
    );
    expect(await approve(a)).toEqual({
      status: 409,
      body: { message: 'judge already approved distribution' },
    });
    expect(await audited('distribution.approve')).toEqual([
      { actor: a.email, details: { approvals: 1, required: 4, complete: false } },
    ]);
  });

  it('counts one approval of two sent at once by the same judge', async () => {
    const answers = await Promise.all([approve(b), approve(b)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect((await distribution(admin)).body.approvals).toBe(2);
  });

  it('refuses to excuse a judge who approved, and an excused judge approving', async () => {
    expect(await excuse(a)).toEqual(
      wrongStatus(`${a.name} has already approved Wave 6's distribution`),
    );
    expect((await excuse(d)).status).toBe(200);
    expect(await approve(d)).toEqual({
      status: 403,
      body: {
        message:
          "Unauthorized: you are not authorized to perform this action: you were excused from Wave 6's distribution",
      },
    });
  });

  it('shows the last reset of the approvals while the distribution waits for approvals', async () => {
    const [actor] = await api.db.select().from(users).where(eq(users.id, c.id));
    await recordChange(
      api.db,
      { id: actor!.id, email: actor!.email, role: 'judge' },
      {
        action: 'distribution.approvalsCleared',
        entity: 'cohort',
        entityId: cohort.id,
        details: { nominationId: second, from: 'medium', to: 'small', judges: [] },
      },
    );
    expect((await distribution(c.token)).body.resetNote).toMatch(
      /^Approvals were reset on \d{1,2} \w{3} \d{4} at \d\d:\d\d: First2 Wave 6 Last2's nomination changed from Medium to Small$/,
    );
  });

  it('refuses the move to distribution until every judge not excused has approved', async () => {
    const move = () =>
      api.call<CohortDetail>('POST', `/api/cohorts/${cohort.id}/period`, {
        token: admin,
        body: { period: 'distribution' },
      });
    expect(await move()).toEqual(
      wrongStatus("the judges have approved Wave 6's distribution 2 of 3 times"),
    );
    // Grants are frozen in the transaction that completes the approval, one per
    // application: the contributors here were nominated without one, so they get one first.
    const nominated = await api.db
      .select({ contributorId: nominations.contributorId })
      .from(nominations)
      .where(eq(nominations.cohortId, cohort.id));
    await api.db
      .insert(applications)
      .values(nominated.map(({ contributorId }) => ({ contributorId, cohortId: cohort.id })));
    const frozenGrants = () =>
      api.db
        .select({ nominationId: grants.nominationId, size: grants.size })
        .from(grants)
        .where(eq(grants.cohortId, cohort.id))
        .orderBy(asc(grants.nominationId));
    expect(await frozenGrants()).toEqual([]);
    const last = await approve(c);
    expect(last.body).toMatchObject({ approved: true, approvals: 3, required: 3, resetNote: null });
    expect(await frozenGrants()).toEqual([
      { nominationId: first, size: 'medium' },
      { nominationId: second, size: 'small' },
    ]);
    expect(await excuse(b)).toEqual(
      wrongStatus("Wave 6's distribution is approved; assessments are locked"),
    );
    expect(await unexcuse(d)).toEqual(
      wrongStatus("Wave 6's distribution is approved; assessments are locked"),
    );
    expect((await move()).status).toBe(200);
    expect(await approve(d)).toEqual(
      wrongStatus('Wave 6 is in its distribution period; assessments are locked'),
    );
    // Still readable in distribution, by judges and admins.
    expect((await distribution(admin)).body).toMatchObject({ approved: true, approvable: false });
  });
});

describe('refusals', () => {
  it('refuses a judge who is not on the panel', async () => {
    const outsider = await api.loginAs('judge');
    const notOnPanel = {
      status: 403,
      body: {
        message:
          'Unauthorized: you are not authorized to perform this action: you are not a judge of Wave 6',
      },
    };
    expect(await api.call('GET', path(), { token: outsider })).toEqual(notOnPanel);
  });
});
