// A judge's assessment (POST /api/nominations/{id}/assessments, PATCH /api/assessments/{id}):
// criteria and size checked in the specification's words, once per judge, revised until the
// distribution is approved, only in the assessment period, only by the cohort's judges, never by a
// judge with a conflict. One cohort for the file; each test uses nominations of its own.
import type { AssessmentConflictError, AssessmentOutcome, FieldError } from '@glow/contract';
import { eq } from 'drizzle-orm';
import {
  coNominations,
  cohorts,
  contributors,
  distributionApprovals,
  judgeAssessments,
  nominations,
} from '../db/schema';
import { startTestApi, type TestApi } from '../testing/testApi';
import {
  assess,
  assessmentBody,
  auditRows,
  evaluationOf,
  recuse,
  revise,
} from '../testing/testAssessments';
import {
  ALL_YES,
  approveDirectly,
  givenCohortInAssessment,
  type CohortInAssessment,
  type TestJudge,
} from '../testing/testJudging';

let api: TestApi;
let cohort: CohortInAssessment;
let judgeA: TestJudge;
let judgeB: TestJudge;
let nominationIds: number[];
/** The next nomination no test has used. */
let next = 0;
const freshNomination = () => nominationIds[next++]!;

beforeAll(async () => {
  api = await startTestApi();
  cohort = await givenCohortInAssessment(api, { name: 'Wave 3', nominations: 16, judges: 4 });
  [judgeA, judgeB] = cohort.judges as [TestJudge, TestJudge];
  nominationIds = cohort.nominationIds;
});

afterAll(() => api.close());

const rowsOf = (nominationId: number) =>
  api.db.select().from(judgeAssessments).where(eq(judgeAssessments.nominationId, nominationId));

describe('the criteria and the size', () => {
  it.each([
    ['nothing', {}, 'mandatory field missing: criteria, size', ['criteria', 'size']],
    [
      'a missing criterion and an unknown size',
      { criteria: { coreInfrastructure: true }, size: 'huge' },
      'mandatory field missing: criteria.recentWork; fields invalid: size must be one of decline, small, medium, large',
      ['criteria.recentWork', 'size'],
    ],
    [
      'a criterion that is not true or false',
      assessmentBody('small', { criteria: { ...ALL_YES, coreInfrastructure: 'yes' } }),
      'fields invalid: criteria.coreInfrastructure must be true or false',
      ['criteria.coreInfrastructure'],
    ],
    [
      'a Decline without a reason',
      { criteria: ALL_YES, size: 'decline' },
      'mandatory field missing: rejectionReason',
      ['rejectionReason'],
    ],
    [
      'a reason with another size',
      assessmentBody('medium', { rejectionReason: 'Too small a change' }),
      'fields invalid: rejectionReason is only for Decline',
      ['rejectionReason'],
    ],
    [
      'a comment that is too long',
      assessmentBody('large', { comment: 'x'.repeat(2001) }),
      'fields invalid: comment must be at most 2000 characters',
      ['comment'],
    ],
  ])('refuses %s with 400 naming each field', async (_what, body, message, fields) => {
    const nominationId = nominationIds[0]!;
    const answer = await assess<FieldError>(api, judgeA.token, nominationId, body);
    expect(answer).toEqual({ status: 400, body: { message, fields } });
    expect(await rowsOf(nominationId)).toEqual([]);
  });
});

describe('assessing', () => {
  it('saves the criteria (a "no" is an answer), the size and the comment, audited', async () => {
    const nominationId = freshNomination();
    const criteria = { ...ALL_YES, recentWork: false };
    const answer = await assess<AssessmentOutcome>(
      api,
      judgeA.token,
      nominationId,
      assessmentBody('medium', { criteria, comment: '  Solid work on the docs.  ' }),
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      success: true,
      message: 'assessment saved',
      approvalsCleared: false,
      distributionReady: false,
      assessment: {
        nominationId,
        judge: { id: judgeA.id, name: judgeA.name },
        status: 'assessed',
        criteria,
        size: 'medium',
        rejectionReason: null,
        comment: 'Solid work on the docs.',
        recusalReason: null,
        updatedAt: null,
      },
    });
    const [audit] = await auditRows(api, 'assessment.create', answer.body.assessment.id);
    expect(audit).toMatchObject({
      actorId: judgeA.id,
      entity: 'assessment',
      details: { nominationId, size: 'medium', criteria },
    });
  });

  it('saves a Decline with its reason', async () => {
    const answer = await assess<AssessmentOutcome>(
      api,
      judgeA.token,
      freshNomination(),
      assessmentBody('decline', { rejectionReason: 'Paid work for their employer' }),
    );
    expect(answer.status).toBe(201);
    expect(answer.body.assessment).toMatchObject({
      size: 'decline',
      rejectionReason: 'Paid work for their employer',
    });
  });

  it('refuses a second assessment of the same nomination with the id to revise', async () => {
    const nominationId = freshNomination();
    const first = await assess<AssessmentOutcome>(
      api,
      judgeA.token,
      nominationId,
      assessmentBody('small'),
    );
    const second = await assess<AssessmentConflictError>(
      api,
      judgeA.token,
      nominationId,
      assessmentBody('large'),
    );
    expect(second).toEqual({
      status: 409,
      body: {
        message: 'wrong status: you have already assessed this nomination; revise your assessment',
        assessmentId: first.body.assessment.id,
      },
    });
  });

  it('saves one of two assessments sent at once and refuses the other', async () => {
    const nominationId = freshNomination();
    const answers = await Promise.all([
      assess(api, judgeB.token, nominationId, assessmentBody('small')),
      assess(api, judgeB.token, nominationId, assessmentBody('medium')),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await rowsOf(nominationId)).toHaveLength(1);
  });

  it('answers 404 for a nomination that does not exist', async () => {
    const answer = await assess(api, judgeA.token, 999_999, assessmentBody('small'));
    expect(answer).toEqual({ status: 404, body: { message: 'nomination not found' } });
  });
});

describe('revising', () => {
  it('changes the assessment and audits what changed', async () => {
    const nominationId = freshNomination();
    const created = await assess<AssessmentOutcome>(
      api,
      judgeA.token,
      nominationId,
      assessmentBody('medium', { comment: 'First look' }),
    );
    const id = created.body.assessment.id;
    const answer = await revise<AssessmentOutcome>(
      api,
      judgeA.token,
      id,
      assessmentBody('large', {
        criteria: { ...ALL_YES, recentWork: false },
        comment: 'Second look',
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      message: 'assessment saved',
      assessment: { id, size: 'large', comment: 'Second look', updatedAt: expect.any(String) },
    });
    const [audit] = await auditRows(api, 'assessment.revise', id);
    expect(audit?.details).toEqual({
      nominationId,
      changes: {
        size: { from: 'medium', to: 'large' },
        'criteria.recentWork': { from: true, to: false },
        comment: 'changed',
      },
    });
  });

  it('saves nothing and audits nothing when nothing changes', async () => {
    const body = assessmentBody('small', { comment: 'Same as before' });
    const created = await assess<AssessmentOutcome>(api, judgeA.token, freshNomination(), body);
    const id = created.body.assessment.id;
    const answer = await revise<AssessmentOutcome>(api, judgeA.token, id, body);
    expect(answer.status).toBe(200);
    expect(answer.body.assessment).toEqual(created.body.assessment);
    expect(await auditRows(api, 'assessment.revise', id)).toEqual([]);
  });

  it("answers 404 for another judge's assessment and for an unknown id alike", async () => {
    const created = await assess<AssessmentOutcome>(
      api,
      judgeA.token,
      freshNomination(),
      assessmentBody('small'),
    );
    const notFound = { status: 404, body: { message: 'judge assessment not found' } };
    expect(
      await revise(api, judgeB.token, created.body.assessment.id, assessmentBody('large')),
    ).toEqual(notFound);
    expect(await revise(api, judgeB.token, 999_999, assessmentBody('large'))).toEqual(notFound);
  });

  it('checks the body as creating does', async () => {
    const created = await assess<AssessmentOutcome>(
      api,
      judgeA.token,
      freshNomination(),
      assessmentBody('small'),
    );
    const answer = await revise(api, judgeA.token, created.body.assessment.id, {
      criteria: ALL_YES,
      size: 'decline',
    });
    expect(answer).toEqual({
      status: 400,
      body: { message: 'mandatory field missing: rejectionReason', fields: ['rejectionReason'] },
    });
  });

  it('is possible until the distribution is approved, then every change is locked', async () => {
    const nominationId = freshNomination();
    const created = await assess<AssessmentOutcome>(
      api,
      judgeA.token,
      nominationId,
      assessmentBody('small'),
    );
    await approveDirectly(
      api.db,
      cohort.id,
      cohort.judges.map((judge) => judge.id),
    );
    try {
      const locked = {
        status: 409,
        body: {
          message: "wrong status: Wave 3's distribution is approved; assessments are locked",
        },
      };
      expect(
        await revise(api, judgeA.token, created.body.assessment.id, assessmentBody('large')),
      ).toEqual(locked);
      expect(await assess(api, judgeB.token, nominationId, assessmentBody('large'))).toEqual(
        locked,
      );
      expect(await recuse(api, judgeB.token, nominationId)).toEqual(locked);
      const evaluation = await evaluationOf(api, judgeA.token, nominationId);
      expect(evaluation.body).toMatchObject({
        canChange: false,
        lockedBecause: "Wave 3's distribution is approved; assessments are locked",
      });
    } finally {
      await api.db
        .delete(distributionApprovals)
        .where(eq(distributionApprovals.cohortId, cohort.id));
    }
  });
});

describe('the periods', () => {
  async function inPeriod(period: 'voting' | 'distribution', check: () => Promise<void>) {
    await api.db.update(cohorts).set({ period }).where(eq(cohorts.id, cohort.id));
    try {
      await check();
    } finally {
      await api.db.update(cohorts).set({ period: 'assessment' }).where(eq(cohorts.id, cohort.id));
    }
  }

  it('refuses assessing and reading before the assessment period', async () => {
    const nominationId = freshNomination();
    await inPeriod('voting', async () => {
      expect(await assess(api, judgeA.token, nominationId, assessmentBody('small'))).toEqual({
        status: 409,
        body: {
          message:
            'wrong status: Wave 3 is in its voting period; assessments open when it moves to assessment',
        },
      });
      const nothingYet = {
        status: 409,
        body: { message: 'wrong status: Wave 3 is in its voting period; nothing is assessed yet' },
      };
      expect(await evaluationOf(api, judgeA.token, nominationId)).toEqual(nothingYet);
      expect(
        await api.call('GET', `/api/cohorts/${cohort.id}/evaluations`, { token: judgeA.token }),
      ).toEqual(nothingYet);
    });
  });

  it('locks the assessments in the distribution period, and reading stays possible', async () => {
    const nominationId = freshNomination();
    const created = await assess<AssessmentOutcome>(
      api,
      judgeA.token,
      nominationId,
      assessmentBody('small'),
    );
    await inPeriod('distribution', async () => {
      const locked = {
        status: 409,
        body: {
          message: 'wrong status: Wave 3 is in its distribution period; assessments are locked',
        },
      };
      expect(
        await revise(api, judgeA.token, created.body.assessment.id, assessmentBody('large')),
      ).toEqual(locked);
      expect(await recuse(api, judgeB.token, nominationId)).toEqual(locked);
      const evaluation = await evaluationOf(api, judgeA.token, nominationId);
      expect(evaluation.status).toBe(200);
      expect(evaluation.body.mine).toMatchObject({ size: 'small' });
    });
  });

  it('answers 404 for a cohort that does not exist', async () => {
    const answer = await api.call('GET', '/api/cohorts/999999/evaluations', {
      token: judgeA.token,
    });
    expect(answer).toEqual({ status: 404, body: { message: 'cohort not found' } });
  });
});

describe('who may assess', () => {
  const UNAUTHORIZED = 'Unauthorized: you are not authorized to perform this action';

  it.each(['scout', 'admin', 'contributor'] as const)('refuses a %s', async (role) => {
    const token = await api.loginAs(role);
    const answer = await assess(api, token, nominationIds[0]!, assessmentBody('small'));
    expect(answer).toEqual({ status: 403, body: { message: UNAUTHORIZED } });
  });

  it('refuses a voter (a wallet session without an account)', async () => {
    const { token } = await api.connectWallet('crossmark');
    const answer = await assess(api, token, nominationIds[0]!, assessmentBody('small'));
    expect(answer).toEqual({ status: 401, body: { message: 'Please login' } });
  });

  it("refuses a judge who is not on the cohort's panel, reading too", async () => {
    const token = await api.loginAs('judge');
    const notOnPanel = {
      status: 403,
      body: { message: `${UNAUTHORIZED}: you are not a judge of Wave 3` },
    };
    const nominationId = nominationIds[0]!;
    expect(await assess(api, token, nominationId, assessmentBody('small'))).toEqual(notOnPanel);
    expect(await evaluationOf(api, token, nominationId)).toEqual(notOnPanel);
    expect(await api.call('GET', `/api/cohorts/${cohort.id}/evaluations`, { token })).toEqual(
      notOnPanel,
    );
  });

  describe('a judge with a conflict', () => {
    it('refuses the contributor (same email), who may still recuse', async () => {
      const nominationId = freshNomination();
      const [nomination] = await api.db
        .select()
        .from(nominations)
        .where(eq(nominations.id, nominationId));
      await api.db
        .update(contributors)
        .set({ email: judgeA.email.toUpperCase() })
        .where(eq(contributors.id, nomination!.contributorId));
      const why = 'you are the contributor of this nomination';
      expect(await assess(api, judgeA.token, nominationId, assessmentBody('large'))).toEqual({
        status: 403,
        body: { message: `${UNAUTHORIZED}: ${why}` },
      });
      expect((await evaluationOf(api, judgeA.token, nominationId)).body).toMatchObject({
        conflict: why,
        canChange: true,
      });
      const recused = await recuse<AssessmentOutcome>(api, judgeA.token, nominationId);
      expect(recused.status).toBe(201);
      expect(recused.body.message).toBe('recusal saved');
    });

    it('refuses the scout who nominated it and a co-nominator', async () => {
      const [nominated, coNominated] = [freshNomination(), freshNomination()];
      await api.db
        .update(nominations)
        .set({ scoutId: judgeB.id })
        .where(eq(nominations.id, nominated));
      await api.db.insert(coNominations).values({
        nominationId: coNominated,
        scoutId: judgeB.id,
        screening: {
          over18: true,
          notInRestrictedRegion: true,
          notOnSanctionsList: true,
          notRippleEmployee: true,
        },
        note: 'Backed it before becoming a judge',
      });
      const refused = {
        status: 403,
        body: { message: `${UNAUTHORIZED}: you nominated or back this nomination as a scout` },
      };
      expect(await assess(api, judgeB.token, nominated, assessmentBody('small'))).toEqual(refused);
      expect(await assess(api, judgeB.token, coNominated, assessmentBody('small'))).toEqual(
        refused,
      );
      const list = await api.call<{ evaluations: { nominationId: number; conflict: boolean }[] }>(
        'GET',
        `/api/cohorts/${cohort.id}/evaluations`,
        { token: judgeB.token, query: { limit: 100 } },
      );
      const conflicts = list.body.evaluations
        .filter((row) => row.conflict)
        .map((row) => row.nominationId);
      expect(conflicts.sort()).toEqual([nominated, coNominated].sort());
    });
  });
});
