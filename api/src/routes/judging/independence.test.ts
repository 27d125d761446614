// Independent first judgements (PLAN-16 D5, D6): a judge sees the others' assessments of a
// nomination only after saving their own; a judge who recused never does; recusing is final.
// And the panel follows the judge accounts: one created during assessment joins it, a deleted
// one leaves it and their assessments stay as "a former judge's".
import type { Assessment, AssessmentOutcome } from '@glow/contract';
import { and, eq } from 'drizzle-orm';
import { cohortJudges, judgeAssessments } from '../../db/schema';
import { startTestApi, type TestApi } from '../../testing/testApi';
import {
  assess,
  assessmentBody,
  auditRows,
  evaluationOf,
  recuse,
  revise,
} from '../../testing/testAssessments';
import {
  givenCohortInAssessment,
  insertJudges,
  addToPanel,
  type CohortInAssessment,
  type TestJudge,
} from '../../testing/testJudging';

let api: TestApi;
let cohort: CohortInAssessment;
let judgeA: TestJudge;
let judgeB: TestJudge;
let judgeC: TestJudge;
let adminToken: string;

beforeAll(async () => {
  api = await startTestApi();
  cohort = await givenCohortInAssessment(api, { name: 'Wave 3', nominations: 6, judges: 3 });
  [judgeA, judgeB, judgeC] = cohort.judges as [TestJudge, TestJudge, TestJudge];
  adminToken = await api.loginAs('admin');
});

afterAll(() => api.close());

const getAssessment = (token: string, id: number) =>
  api.call<Assessment>('GET', `/api/assessments/${id}`, { token });

const NOT_FOUND = { status: 404, body: { message: 'assessment not found' } };

describe("another judge's assessment", () => {
  let nominationId: number;
  let assessmentOfA: AssessmentOutcome['assessment'];

  beforeAll(async () => {
    nominationId = cohort.nominationIds[0]!;
    const created = await assess<AssessmentOutcome>(
      api,
      judgeA.token,
      nominationId,
      assessmentBody('medium', { comment: 'Strong case' }),
    );
    assessmentOfA = created.body.assessment;
  });

  it('is hidden from a judge who has not assessed the nomination: only the count shows', async () => {
    const evaluation = await evaluationOf(api, judgeB.token, nominationId);
    expect(evaluation.status).toBe(200);
    expect(evaluation.body).toMatchObject({ assessmentCount: 1, mine: null, others: null });
    expect(JSON.stringify(evaluation.body)).not.toContain('Strong case');
    expect(await getAssessment(judgeB.token, assessmentOfA.id)).toEqual(NOT_FOUND);
  });

  it('shows once the judge saved their own', async () => {
    await assess(api, judgeB.token, nominationId, assessmentBody('small'));
    const evaluation = await evaluationOf(api, judgeB.token, nominationId);
    expect(evaluation.body.mine).toMatchObject({ size: 'small' });
    expect(evaluation.body.others).toEqual([assessmentOfA]);
    expect(await getAssessment(judgeB.token, assessmentOfA.id)).toEqual({
      status: 200,
      body: assessmentOfA,
    });
  });

  it('shows to an admin, always', async () => {
    expect(await getAssessment(adminToken, assessmentOfA.id)).toEqual({
      status: 200,
      body: assessmentOfA,
    });
  });

  it('is never shown to a judge who recused, though the others assessed it', async () => {
    const recused = await recuse<AssessmentOutcome>(api, judgeC.token, nominationId);
    expect(recused.status).toBe(201);
    expect(recused.body.assessment).toMatchObject({
      status: 'recused',
      recusalReason: 'I reviewed their work as a colleague',
      size: null,
      criteria: null,
    });
    const evaluation = await evaluationOf(api, judgeC.token, nominationId);
    expect(evaluation.body).toMatchObject({
      others: null,
      canChange: false,
      lockedBecause: 'you recused yourself from this nomination',
      assessmentCount: 2,
    });
    expect(await getAssessment(judgeC.token, assessmentOfA.id)).toEqual(NOT_FOUND);
  });

  it('answers 404 for an id that does not exist', async () => {
    expect(await getAssessment(judgeA.token, 999_999)).toEqual(NOT_FOUND);
  });
});

describe('recusing', () => {
  it('is final: no assessment, no second recusal afterwards', async () => {
    const nominationId = cohort.nominationIds[1]!;
    const recused = await recuse<AssessmentOutcome>(api, judgeA.token, nominationId);
    expect(recused.status).toBe(201);
    const final = {
      status: 409,
      body: { message: 'wrong status: you recused yourself from this nomination' },
    };
    expect(await assess(api, judgeA.token, nominationId, assessmentBody('small'))).toEqual(final);
    expect(await recuse(api, judgeA.token, nominationId)).toEqual(final);
    expect(
      await revise(api, judgeA.token, recused.body.assessment.id, assessmentBody('small')),
    ).toEqual(final);
  });

  it('after assessing turns the assessment into a recusal, audited with the old size', async () => {
    const nominationId = cohort.nominationIds[2]!;
    const created = await assess<AssessmentOutcome>(
      api,
      judgeB.token,
      nominationId,
      assessmentBody('decline'),
    );
    const recused = await recuse<AssessmentOutcome>(
      api,
      judgeB.token,
      nominationId,
      'My employer funds it',
    );
    expect(recused.body.assessment).toMatchObject({
      id: created.body.assessment.id,
      status: 'recused',
      size: null,
      criteria: null,
      rejectionReason: null,
      recusalReason: 'My employer funds it',
    });
    const [audit] = await auditRows(api, 'assessment.recuse', created.body.assessment.id);
    expect(audit?.details).toEqual({ nominationId, previousSize: 'decline' });
  });

  it('does not count as an assessment', async () => {
    const nominationId = cohort.nominationIds[1]!;
    const evaluation = await evaluationOf(api, judgeB.token, nominationId);
    expect(evaluation.body.assessmentCount).toBe(0);
  });

  it('needs a reason', async () => {
    const answer = await api.call('POST', `/api/nominations/${cohort.nominationIds[3]}/recusals`, {
      token: judgeC.token,
      body: {},
    });
    expect(answer).toEqual({
      status: 400,
      body: { message: 'mandatory field missing: reason', fields: ['reason'] },
    });
  });
});

describe('the panel and judge accounts', () => {
  const seatOf = (judgeId: number) =>
    api.db
      .select()
      .from(cohortJudges)
      .where(and(eq(cohortJudges.cohortId, cohort.id), eq(cohortJudges.judgeId, judgeId)));

  it('puts a judge created during the assessment period on the panel', async () => {
    const created = await api.call<{ user: { id: number } }>('POST', '/api/users', {
      token: adminToken,
      body: { email: 'new.judge@example.org', role: 'judge' },
    });
    expect(created.status).toBe(201);
    expect(await seatOf(created.body.user.id)).toHaveLength(1);
    const scout = await api.call<{ user: { id: number } }>('POST', '/api/users', {
      token: adminToken,
      body: { email: 'new.scout@example.org', role: 'scout' },
    });
    expect(await seatOf(scout.body.user.id)).toEqual([]);
  });

  it("takes a deleted judge off the panel and keeps their assessments as a former judge's", async () => {
    const [leaving] = await insertJudges(api.db, 1);
    await addToPanel(api.db, cohort.id, [leaving!.id]);
    const nominationId = cohort.nominationIds[4]!;
    const created = await assess<AssessmentOutcome>(
      api,
      leaving!.token,
      nominationId,
      assessmentBody('large'),
    );
    const deleted = await api.call('DELETE', '/api/users', {
      token: adminToken,
      body: { id: leaving!.id },
    });
    expect(deleted.status).toBe(200);
    expect(await seatOf(leaving!.id)).toEqual([]);
    const [row] = await api.db
      .select()
      .from(judgeAssessments)
      .where(eq(judgeAssessments.id, created.body.assessment.id));
    expect(row).toMatchObject({ judgeId: null, size: 'large' });
    const shown = await getAssessment(adminToken, created.body.assessment.id);
    expect(shown.body.judge).toEqual({ id: null, name: 'a former judge' });
    expect((await evaluationOf(api, judgeA.token, nominationId)).body.assessmentCount).toBe(1);
  });
});
