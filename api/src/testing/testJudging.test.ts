// The judging test helpers leave the database as the judging API would, and the shared reader
// compiles it: what the judging API's tests and the older tests moving cohorts rely on.
import { DEFAULT_GRANT_AMOUNTS } from '@glow/contract';
import { eq } from 'drizzle-orm';
import { cohorts, contributors, nominations, users } from '../db/schema';
import { compileDistribution } from '../judging/compiledDistribution';
import { startTestApi, type TestApi } from './testApi';
import {
  approveDirectly,
  approveDistribution,
  assessDirectly,
  givenCohortInAssessment,
  recuseDirectly,
  type CohortInAssessment,
} from './testJudging';
import { addCohort } from './testProgramme';

let api: TestApi;
let cohort: CohortInAssessment;

beforeAll(async () => {
  api = await startTestApi();
  cohort = await givenCohortInAssessment(api, { name: 'Wave 9', nominations: 4, judges: 4 });
});

afterAll(() => api.close());

it('makes the only active cohort one in assessment, with a panel of judges who can sign in', async () => {
  const active = await api.call<{ cohort: { id: number; period: string } }>(
    'GET',
    '/api/cohorts/active',
  );
  expect(active.body.cohort).toMatchObject({ id: cohort.id, period: 'assessment' });
  const profile = await api.call('GET', '/api/users/verify', { token: cohort.judges[0]!.token });
  expect(profile).toMatchObject({
    status: 200,
    body: { userInfo: { id: cohort.judges[0]!.id, role: 'judge' } },
  });
  const compiled = await compileDistribution(api.db, cohort.id, DEFAULT_GRANT_AMOUNTS);
  expect(compiled.panel.map((judge) => judge.name).sort()).toEqual(
    cohort.judges.map((judge) => judge.name).sort(),
  );
  expect(compiled.totals).toMatchObject({ nominations: 4, short: 4, complete: false });
});

it('compiles direct assessments, recusals and conflicts into final sizes, totals and blockers', async () => {
  const [first, second, third, fourth] = cohort.nominationIds as [number, number, number, number];
  const [a, b, c, d] = cohort.judges as [
    CohortInAssessment['judges'][number],
    CohortInAssessment['judges'][number],
    CohortInAssessment['judges'][number],
    CohortInAssessment['judges'][number],
  ];
  for (const judge of [a, b, c]) await assessDirectly(api.db, first, judge.id, 'medium');
  await assessDirectly(api.db, second, a.id, 'small');
  await assessDirectly(api.db, second, b.id, 'small');
  await assessDirectly(api.db, second, c.id, 'large');
  await assessDirectly(api.db, second, d.id, 'large');
  await assessDirectly(api.db, third, a.id, 'decline');
  await recuseDirectly(api.db, third, b.id);
  // Judge d is the contributor of the fourth nomination: not "left" for it.
  const [judgeD] = await api.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, d.id));
  const [nomination] = await api.db
    .select({ contributorId: nominations.contributorId })
    .from(nominations)
    .where(eq(nominations.id, fourth));
  await api.db
    .update(contributors)
    .set({ email: judgeD!.email })
    .where(eq(contributors.id, nomination!.contributorId));

  const compiled = await compileDistribution(api.db, cohort.id, DEFAULT_GRANT_AMOUNTS);
  const byId = new Map(compiled.nominations.map((n) => [n.nominationId, n]));
  expect(byId.get(first)).toMatchObject({ finalSize: 'medium', amount: 750, flags: [] });
  expect(byId.get(second)).toMatchObject({
    finalSize: null,
    flags: ['split'],
    needs: 'consensus',
    tiedSizes: ['small', 'large'],
  });
  expect(byId.get(third)).toMatchObject({
    finalSize: null,
    flags: ['fewerThanThree'],
    assessed: 1,
  });
  expect(
    byId
      .get(third)!
      .judgesLeft.map((judge) => judge.id)
      .sort(),
  ).toEqual([c.id, d.id].sort());
  expect(byId.get(fourth)!.judgesWithConflict.map((judge) => judge.id)).toEqual([d.id]);
  expect(byId.get(fourth)!.judgesLeft.map((judge) => judge.id)).not.toContain(d.id);
  expect(compiled.totals).toMatchObject({
    total: 750,
    complete: false,
    incomplete: 3,
    short: 2,
    splits: 1,
  });
  expect(compiled.blockers).toEqual([
    '2 nominations have fewer than 3 assessments',
    '1 nomination is split with no most common size',
  ]);
  const judgeB = compiled.panel.find((judge) => judge.judgeId === b.id)!;
  expect(judgeB.progress).toEqual({ assessed: 2, recused: 1, left: 1 });
  await approveDirectly(api.db, cohort.id, [a.id]);
  const approved = await compileDistribution(api.db, cohort.id, DEFAULT_GRANT_AMOUNTS);
  expect({ approvals: approved.approvals, required: approved.required }).toEqual({
    approvals: 1,
    required: 4,
  });
});

it('approves a distribution directly: every nomination sized and every panel judge approving', async () => {
  // Another cohort with no panel yet, as older tests have: the judge users make it.
  await api.db
    .update(cohorts)
    .set({ period: 'closed', endsAt: new Date() })
    .where(eq(cohorts.id, cohort.id));
  const other = await addCohort(api.db, { name: 'Wave 10', period: 'assessment', nominations: 2 });
  await approveDistribution(api.db, other.id);
  const compiled = await compileDistribution(api.db, other.id, DEFAULT_GRANT_AMOUNTS);
  expect(compiled.totals).toMatchObject({ complete: true, nominations: 2 });
  expect(compiled.nominations.every((n) => n.finalSize === 'medium')).toBe(true);
  expect(compiled.approvals).toBe(compiled.required);
  expect(compiled.nominations.map((n) => n.assessed)).toEqual([3, 3]);
});
