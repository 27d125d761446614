// What assessment changes do to the cohort's distribution: the last final size
// decided emails the judges that it is ready for their approval; a change of a final size
// (including a recusal that leaves a nomination short) resets every approval, audited and
// emailed; a change that keeps every final size keeps them. Two changes at once take turns, so
// the one that completes the distribution sees the other and emails.
import type { AssessmentOutcome } from '@glow/contract';
import { eq } from 'drizzle-orm';
import { distributionApprovals } from '../db/schema';
import { startTestApi, type TestApi } from '../testing/testApi';
import { assess, assessmentBody, auditRows, recuse, revise } from '../testing/testAssessments';
import {
  approveDirectly,
  assessDirectly,
  givenCohortInAssessment,
  type CohortInAssessment,
  type TestJudge,
} from '../testing/testJudging';

let api: TestApi;
let cohort: CohortInAssessment;
let judgeA: TestJudge;
let judgeB: TestJudge;
let judgeC: TestJudge;
let first: number;
let second: number;
/** Judge A's Medium of the second nomination. */
let secondOfA: number;
/** Judge C's assessment of the second nomination, made through the API. */
let secondOfC: number;

beforeAll(async () => {
  api = await startTestApi();
  cohort = await givenCohortInAssessment(api, { name: 'Wave 3', nominations: 2, judges: 3 });
  [judgeA, judgeB, judgeC] = cohort.judges as [TestJudge, TestJudge, TestJudge];
  [first, second] = cohort.nominationIds as [number, number];
  for (const judge of cohort.judges) await assessDirectly(api.db, first, judge.id, 'medium');
  secondOfA = await assessDirectly(api.db, second, judgeA.id, 'medium');
  await assessDirectly(api.db, second, judgeB.id, 'medium');
});

afterAll(() => api.close());

const approvers = async () =>
  (
    await api.db
      .select({ judgeId: distributionApprovals.judgeId })
      .from(distributionApprovals)
      .where(eq(distributionApprovals.cohortId, cohort.id))
  )
    .map((row) => row.judgeId)
    .sort();

it('emails every judge that the distribution is ready once the last final size is decided', async () => {
  const answer = await assess<AssessmentOutcome>(
    api,
    judgeC.token,
    second,
    assessmentBody('medium'),
  );
  expect(answer.status).toBe(201);
  expect(answer.body).toMatchObject({ distributionReady: true, approvalsCleared: false });
  secondOfC = answer.body.assessment.id;
  for (const judge of cohort.judges) {
    const email = await api.inbox.waitForMessage(judge.email);
    expect(email.subject).toBe("Wave 3's distribution is ready for your approval");
    expect(email.text).toContain('2 nominations');
    expect(email.text).toContain(`/judge/distributions/${cohort.id}`);
  }
});

it('keeps the approvals when a revision changes no final size', async () => {
  await approveDirectly(api.db, cohort.id, [judgeA.id, judgeB.id]);
  const answer = await revise<AssessmentOutcome>(
    api,
    judgeC.token,
    secondOfC,
    assessmentBody('large', { comment: 'Larger than I first thought' }),
  );
  expect(answer.body).toMatchObject({ approvalsCleared: false, distributionReady: true });
  expect(await approvers()).toEqual([judgeA.id, judgeB.id].sort());
});

it('resets every approval when a final size changes, audited and emailed', async () => {
  // Second nomination: A Large, B Medium, C Large — Medium becomes Large.
  const answer = await revise<AssessmentOutcome>(
    api,
    judgeA.token,
    secondOfA,
    assessmentBody('large'),
  );
  expect(answer.body).toMatchObject({ approvalsCleared: true, distributionReady: true });
  expect(await approvers()).toEqual([]);
  const [audit] = await auditRows(api, 'distribution.approvalsCleared', cohort.id);
  expect(audit?.details).toEqual({
    nominationId: second,
    from: 'medium',
    to: 'large',
    judges: expect.arrayContaining([judgeA.id, judgeB.id]),
  });
  for (const judge of [judgeA, judgeB]) {
    const email = await api.inbox.waitForMessage(judge.email, 2);
    expect(email.subject).toBe("Wave 3's distribution changed; please approve it again");
    expect(email.text).toContain('changed from Medium to Large');
  }
  expect(await api.inbox.messagesTo(judgeC.email)).toHaveLength(1);
});

it('resets the approvals when a recusal leaves a nomination short of 3 assessments', async () => {
  await approveDirectly(api.db, cohort.id, [judgeA.id, judgeB.id]);
  const answer = await recuse<AssessmentOutcome>(api, judgeC.token, first);
  expect(answer.body).toMatchObject({ approvalsCleared: true, distributionReady: false });
  expect(await approvers()).toEqual([]);
});

it('emails once that the distribution is ready when two changes complete it at once', async () => {
  const next = await givenCohortInAssessment(api, { name: 'Wave 4', nominations: 2, judges: 3 });
  const [a, b, c] = next.judges as [TestJudge, TestJudge, TestJudge];
  for (const nominationId of next.nominationIds) {
    await assessDirectly(api.db, nominationId, a.id, 'small');
    await assessDirectly(api.db, nominationId, b.id, 'small');
  }
  const answers = await Promise.all(
    next.nominationIds.map((nominationId) =>
      assess<AssessmentOutcome>(api, c.token, nominationId, assessmentBody('small')),
    ),
  );
  expect(answers.map((answer) => answer.body.distributionReady).sort()).toEqual([false, true]);
  for (const judge of next.judges) {
    const email = await api.inbox.waitForMessage(judge.email);
    expect(email.subject).toBe("Wave 4's distribution is ready for your approval");
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  for (const judge of next.judges) expect(await api.inbox.messagesTo(judge.email)).toHaveLength(1);
});
