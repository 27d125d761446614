// A judge account created once the panel has approved the distribution, while the cohort waits
// for an admin to move it on: the approval that froze the grants and asked for KYC stands. The
// new judge does not join the panel, so the approval is not undone and the assessments stay
// locked.
import type { Distribution } from '@glow/contract';
import { and, eq } from 'drizzle-orm';
import { cohortJudges } from '../db/schema';
import { startTestApi, type TestApi } from '../testing/testApi';
import { assess, assessmentBody } from '../testing/testAssessments';
import { approveDistribution, givenCohortInAssessment } from '../testing/testJudging';
import { moveCohortTo } from '../testing/testProgramme';
import { startTestSession } from '../testing/testSessions';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.loginAs('admin');
});

afterAll(() => api.close());

it('keeps an approved distribution approved when a judge account is created before the move', async () => {
  const cohort = await givenCohortInAssessment(api, { name: 'Wave 8', nominations: 2, judges: 3 });
  await approveDistribution(api.db, cohort.id);
  const distribution = () =>
    api.call<Distribution>('GET', `/api/cohorts/${cohort.id}/distribution`, { token: admin });
  expect((await distribution()).body).toMatchObject({ approved: true });

  const created = await api.call<{ user: { id: number } }>('POST', '/api/users', {
    token: admin,
    body: { email: 'late.judge@example.org', role: 'judge' },
  });
  expect(created.status).toBe(201);
  const judgeId = created.body.user.id;
  const seat = await api.db
    .select()
    .from(cohortJudges)
    .where(and(eq(cohortJudges.cohortId, cohort.id), eq(cohortJudges.judgeId, judgeId)));
  expect(seat).toEqual([]);
  expect((await distribution()).body).toMatchObject({ approved: true });

  const token = await startTestSession(api.db, judgeId);
  expect((await assess(api, token, cohort.nominationIds[0]!, assessmentBody('large'))).status).toBe(
    403,
  );
  expect((await moveCohortTo(api, cohort.id, 'distribution')).body.period).toBe('distribution');
});
