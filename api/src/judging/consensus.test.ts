// The judges' consensus size of a split (PUT /api/nominations/{id}/consensus-size):
// only when no judge is left to break the tie, only one of the tied sizes, audited, and cleared
// by any later change of the nomination's assessments.
import type { AssessmentOutcome } from '@glow/contract';
import { eq } from 'drizzle-orm';
import { cohorts, nominationConsensusSizes } from '../db/schema';
import { compileDistribution } from './compiledDistribution';
import { startTestApi, type TestApi } from '../testing/testApi';
import { assessmentBody, auditRows, revise } from '../testing/testAssessments';
import {
  assessDirectly,
  givenCohortInAssessment,
  recuseDirectly,
  type CohortInAssessment,
  type TestJudge,
} from '../testing/testJudging';

let api: TestApi;
let cohort: CohortInAssessment;
let judges: TestJudge[];
/** Tied 2–2 with every judge done: needs a consensus. */
let tied: number;
let tiedAssessmentOfD: number;
let mostCommon: number;
let short: number;
let splitWithJudgeLeft: number;

beforeAll(async () => {
  api = await startTestApi();
  cohort = await givenCohortInAssessment(api, { name: 'Wave 3', nominations: 5, judges: 4 });
  judges = cohort.judges;
  const [a, b, c, d] = judges.map((judge) => judge.id) as [number, number, number, number];
  [tied, mostCommon, short, splitWithJudgeLeft] = cohort.nominationIds as [
    number,
    number,
    number,
    number,
  ];
  await assessDirectly(api.db, tied, a, 'small');
  await assessDirectly(api.db, tied, b, 'small');
  await assessDirectly(api.db, tied, c, 'medium');
  tiedAssessmentOfD = await assessDirectly(api.db, tied, d, 'medium');
  for (const [judgeId, size] of [
    [a, 'small'],
    [b, 'small'],
    [c, 'medium'],
  ] as const) {
    await assessDirectly(api.db, mostCommon, judgeId, size);
  }
  await assessDirectly(api.db, short, a, 'small');
  await assessDirectly(api.db, short, b, 'medium');
  await assessDirectly(api.db, splitWithJudgeLeft, a, 'small');
  await assessDirectly(api.db, splitWithJudgeLeft, b, 'medium');
  await assessDirectly(api.db, splitWithJudgeLeft, c, 'large');
});

afterAll(() => api.close());

const recordConsensus = (token: string, nominationId: number, body: unknown) =>
  api.call('PUT', `/api/nominations/${nominationId}/consensus-size`, { token, body });

const REASON = 'Agreed at the consensus meeting: the work is small but steady';

async function finalSizeOf(nominationId: number) {
  const [row] = await api.db.select().from(cohorts).where(eq(cohorts.id, cohort.id));
  const compiled = await compileDistribution(api.db, cohort.id, row!.grantAmounts);
  return compiled.nominations.find((nomination) => nomination.nominationId === nominationId);
}

const contributorOf = (index: number) => `First${index} Wave 3 Last${index}`;

describe('a consensus', () => {
  it.each([
    [
      'a nomination with a most common size',
      () => mostCommon,
      () => `${contributorOf(2)}'s nomination has a most common size; no consensus is needed`,
    ],
    [
      'a nomination with fewer than 3 assessments',
      () => short,
      () => `${contributorOf(3)}'s nomination has fewer than 3 assessments`,
    ],
    [
      'a split a judge is left to break',
      () => splitWithJudgeLeft,
      () =>
        `1 judge has not assessed ${contributorOf(4)}'s nomination yet (${judges[3]!.name}); one more assessment decides`,
    ],
  ])('is refused for %s', async (_what, nomination, why) => {
    const answer = await recordConsensus(judges[0]!.token, nomination(), {
      size: 'small',
      reason: REASON,
    });
    expect(answer).toEqual({ status: 409, body: { message: `wrong status: ${why()}` } });
  });

  it('must be one of the tied sizes', async () => {
    const answer = await recordConsensus(judges[0]!.token, tied, { size: 'large', reason: REASON });
    expect(answer).toEqual({
      status: 400,
      body: {
        message: 'fields invalid: size must be one of the tied sizes: small, medium',
        fields: ['size'],
      },
    });
  });

  it('needs a reason', async () => {
    const answer = await recordConsensus(judges[0]!.token, tied, { size: 'small' });
    expect(answer).toEqual({
      status: 400,
      body: { message: 'mandatory field missing: reason', fields: ['reason'] },
    });
  });

  it('is refused to a judge who recused from the nomination', async () => {
    const [recusing] = cohort.nominationIds.slice(4);
    await recuseDirectly(api.db, recusing!, judges[0]!.id);
    const answer = await recordConsensus(judges[0]!.token, recusing!, {
      size: 'small',
      reason: REASON,
    });
    expect(answer).toEqual({
      status: 409,
      body: { message: 'wrong status: you recused yourself from this nomination' },
    });
  });

  it('decides the final size of the split, audited', async () => {
    const answer = await recordConsensus(judges[1]!.token, tied, { size: 'small', reason: REASON });
    expect(answer).toEqual({
      status: 200,
      body: { success: true, message: 'consensus size recorded' },
    });
    expect(await finalSizeOf(tied)).toMatchObject({
      finalSize: 'small',
      decidedBy: 'consensus',
      consensus: { size: 'small', reason: REASON, recordedBy: judges[1]!.name },
    });
    const [audit] = await auditRows(api, 'assessment.consensus', tied);
    expect(audit).toMatchObject({
      actorId: judges[1]!.id,
      details: { size: 'small', tiedSizes: ['small', 'medium'], reason: REASON },
    });
  });

  it('is cleared by a later change of an assessment of the nomination, audited', async () => {
    const answer = await revise<AssessmentOutcome>(
      api,
      judges[3]!.token,
      tiedAssessmentOfD,
      assessmentBody('large'),
    );
    expect(answer.status).toBe(200);
    expect(
      await api.db
        .select()
        .from(nominationConsensusSizes)
        .where(eq(nominationConsensusSizes.nominationId, tied)),
    ).toEqual([]);
    const [audit] = await auditRows(api, 'assessment.consensusCleared', tied);
    expect(audit?.details).toEqual({ size: 'small' });
    // S, S, M, L: Small is the most common size now.
    expect(await finalSizeOf(tied)).toMatchObject({ finalSize: 'small', decidedBy: 'mostCommon' });
  });
});
