// Independent first judgements: a judge sees the others' assessments of a nomination, and
// anything that follows from their sizes (final size, amount, consensus, totals, notes, emails),
// only after saving their own; a judge who recused never does; recusing is final. And the panel
// follows the judge accounts: one created during assessment joins it, one deleted without
// history leaves it, one deactivated is excused and their assessments stay theirs.
import type { Assessment, AssessmentOutcome, Distribution, Review } from '@glow/contract';
import { and, eq } from 'drizzle-orm';
import { cohortJudges, nominationConsensusSizes } from '../db/schema';
import { startTestApi, type ApiResponse, type TestApi } from '../testing/testApi';
import {
  assess,
  assessmentBody,
  auditRows,
  evaluationOf,
  recuse,
  revise,
} from '../testing/testAssessments';
import {
  approveDirectly,
  assessDirectly,
  givenCohortInAssessment,
  insertJudges,
  addToPanel,
  recuseDirectly,
  type CohortInAssessment,
  type TestJudge,
} from '../testing/testJudging';

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

  it('takes a deleted judge without history off the panel', async () => {
    const [leaving] = await insertJudges(api.db, 1);
    await addToPanel(api.db, cohort.id, [leaving!.id]);
    const deleted = await api.call('DELETE', '/api/users', {
      token: adminToken,
      body: { id: leaving!.id },
    });
    expect(deleted).toMatchObject({ status: 200, body: { outcome: 'deleted' } });
    expect(await seatOf(leaving!.id)).toEqual([]);
  });

  it('deactivates a judge who assessed: excused, their assessment counted under their name', async () => {
    const [leaving] = await insertJudges(api.db, 1);
    await addToPanel(api.db, cohort.id, [leaving!.id]);
    const nominationId = cohort.nominationIds[4]!;
    const created = await assess<AssessmentOutcome>(
      api,
      leaving!.token,
      nominationId,
      assessmentBody('large'),
    );
    const removed = await api.call('DELETE', '/api/users', {
      token: adminToken,
      body: { id: leaving!.id },
    });
    expect(removed).toMatchObject({ status: 200, body: { outcome: 'deactivated' } });
    expect(await seatOf(leaving!.id)).toMatchObject([
      { excusedAt: expect.any(Date), excuseReason: 'Account deactivated' },
    ]);
    const shown = await getAssessment(adminToken, created.body.assessment.id);
    expect(shown.body.judge).toEqual({ id: leaving!.id, name: leaving!.name });
    expect((await evaluationOf(api, judgeA.token, nominationId)).body.assessmentCount).toBe(1);
  });
});

describe("what a judge is shown of a nomination's sizes", () => {
  let wave: CohortInAssessment;
  let a: TestJudge, b: TestJudge, c: TestJudge, d: TestJudge, e: TestJudge;
  /** Large, Large, Medium (Large); Judge D recused; Judge E has not assessed it. */
  let sized: number;
  /** Small from every judge but D: Judge E's is among them. */
  let assessedByE: number;
  /** Medium, Medium: short of 3. */
  let short: number;
  /** Small, Small, Large, Large: a split the judges' consensus (Small) decided. */
  let byConsensus: number;
  let largeOfA: number;

  beforeAll(async () => {
    wave = await givenCohortInAssessment(api, { name: 'Wave 4', nominations: 4, judges: 5 });
    [a, b, c, d, e] = wave.judges as [TestJudge, TestJudge, TestJudge, TestJudge, TestJudge];
    [sized, assessedByE, short, byConsensus] = wave.nominationIds as [
      number,
      number,
      number,
      number,
    ];
    largeOfA = await assessDirectly(api.db, sized, a.id, 'large');
    await assessDirectly(api.db, sized, b.id, 'large');
    await assessDirectly(api.db, sized, c.id, 'medium');
    await recuseDirectly(api.db, sized, d.id);
    for (const judge of [a, b, c, e]) {
      await assessDirectly(api.db, assessedByE, judge.id, 'small');
    }
    await assessDirectly(api.db, short, a.id, 'medium');
    await assessDirectly(api.db, short, b.id, 'medium');
    await assessDirectly(api.db, byConsensus, a.id, 'small');
    await assessDirectly(api.db, byConsensus, b.id, 'small');
    await assessDirectly(api.db, byConsensus, c.id, 'large');
    await assessDirectly(api.db, byConsensus, d.id, 'large');
    await api.db.insert(nominationConsensusSizes).values({
      nominationId: byConsensus,
      size: 'small',
      reason: 'Met on Monday',
      recordedBy: a.id,
    });
  });

  const review = (token: string) =>
    api.call<Review>('GET', `/api/cohorts/${wave.id}/review`, { token });
  const distribution = (token: string) =>
    api.call<Distribution>('GET', `/api/cohorts/${wave.id}/distribution`, { token });
  const rowOf = (answer: ApiResponse<Review>, nominationId: number) =>
    answer.body.rows.find((row) => row.nominationId === nominationId)!;
  const itemOf = (answer: ApiResponse<Distribution>, nominationId: number) =>
    answer.body.items.find((item) => item.nominationId === nominationId)!;
  const HIDDEN = {
    counts: null,
    finalSize: null,
    amount: null,
    consensus: null,
    assessments: null,
  };

  it('leaves out of the review what a judge has not assessed: sizes, final size, consensus and totals', async () => {
    const answer = await review(e.token);
    expect(answer.status).toBe(200);
    expect(answer.body.totals).toMatchObject({
      nominations: 4,
      bySize: {
        decline: { count: 0, amount: 0 },
        small: { count: 1, amount: 50 },
        medium: { count: 0, amount: 0 },
        large: { count: 0, amount: 0 },
      },
      total: 50,
      complete: false,
      short: 1,
    });
    expect(rowOf(answer, byConsensus)).toMatchObject({ ...HIDDEN, flags: ['split'] });
    expect(rowOf(answer, sized)).toMatchObject({ ...HIDDEN, sizesHidden: 'assessFirst' });
    expect(rowOf(answer, byConsensus).sizesHidden).toBe('assessFirst');
    expect(rowOf(answer, assessedByE)).toMatchObject({
      sizesHidden: null,
      finalSize: 'small',
      amount: 50,
    });
    expect(answer.body.totals.notShown).toBe(3);
  });

  it("shows no final size or amount in the distribution before the judge's own assessment", async () => {
    const answer = await distribution(e.token);
    expect(answer.status).toBe(200);
    expect(itemOf(answer, sized)).toMatchObject({
      sizesHidden: 'assessFirst',
      finalSize: null,
      amount: null,
    });
    expect(itemOf(answer, byConsensus)).toMatchObject({ finalSize: null, amount: null });
    expect(itemOf(answer, assessedByE)).toMatchObject({ finalSize: 'small', amount: 50 });
    expect(answer.body.totals).toMatchObject({ total: 50, notShown: 3 });
  });

  it('never shows a recused judge the final size of what they recused from', async () => {
    const shown = await distribution(d.token);
    expect(itemOf(shown, sized)).toMatchObject({
      sizesHidden: 'recused',
      finalSize: null,
      amount: null,
    });
    expect(rowOf(await review(d.token), sized)).toMatchObject({
      ...HIDDEN,
      sizesHidden: 'recused',
    });
    // Judge D assessed the split one, so they see it.
    expect(itemOf(shown, byConsensus)).toMatchObject({ finalSize: 'small', amount: 50 });
  });

  it('shows everything to a judge who assessed every nomination, and to an admin', async () => {
    const admin = await api.loginAs('admin');
    for (const token of [a.token, admin]) {
      const shown = await distribution(token);
      expect(shown.body.items.map((item) => [item.finalSize, item.sizesHidden])).toEqual(
        expect.arrayContaining([
          ['large', null],
          ['small', null],
          [null, null],
          ['small', null],
        ]),
      );
      expect(shown.body.totals).toMatchObject({ total: 3100, notShown: 0 });
      expect(rowOf(await review(token), byConsensus).consensus).toMatchObject({ size: 'small' });
    }
  });

  it('names the sizes of a reset only to the judges who assessed that nomination, in the note and the email', async () => {
    await approveDirectly(api.db, wave.id, [a.id, e.id]);
    const revised = await revise<AssessmentOutcome>(
      api,
      a.token,
      largeOfA,
      assessmentBody('medium'),
    );
    expect(revised.body.approvalsCleared).toBe(true);
    const name = `First1 Wave 4 Last1's nomination`;
    expect((await distribution(a.token)).body.resetNote).toMatch(
      new RegExp(`: ${name} changed from Large to Medium$`),
    );
    expect((await distribution(e.token)).body.resetNote).toMatch(
      new RegExp(`: ${name}'s final size changed$`),
    );
    expect((await api.inbox.waitForMessage(a.email)).text).toContain(
      `${name} changed from Large to Medium`,
    );
    const toE = await api.inbox.waitForMessage(e.email);
    expect(toE.subject).toBe("Wave 4's distribution changed; please approve it again");
    expect(toE.text).toContain(`The final size of ${name} changed`);
    expect(toE.text).not.toMatch(/Large|Medium/);
  });

  it('emails each judge the ready distribution with only the sizes they may see', async () => {
    const last = await assess<AssessmentOutcome>(api, c.token, short, assessmentBody('medium'));
    expect(last.body.distributionReady).toBe(true);
    const toA = await api.inbox.waitForMessage(a.email, 2);
    expect(toA.subject).toBe("Wave 4's distribution is ready for your approval");
    expect(toA.text).toContain('4 nominations, 1,600 XRP in total (Small: 2, Medium: 2)');
    const toE = await api.inbox.waitForMessage(e.email, 2);
    expect(toE.subject).toBe("Wave 4's distribution is ready for your approval");
    expect(toE.text).toContain(
      'Your 1 assessed nomination comes to 50 XRP (Small: 1); the sizes of 3 nominations you did not assess are not shown to you.',
    );
    expect(toE.text).not.toMatch(/Medium|Large|1,600/);
  });
});
