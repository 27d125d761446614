// What the rest of Glow reads of the judging: a nomination's assessments in the
// admin's list, the cohort's assessments and approved grants, and the scout's status of their
// nominations: being assessed until the judges approved the distribution, then sized (with the
// size) or declined, and what became of the grant.
import type { CohortNominationList, ScoutedNominationList } from '@glow/contract';
import { and, eq } from 'drizzle-orm';
import { applications, nominationProjects, nominations, scoutBackings } from '../db/schema';
import { readCohortProgress } from '../programme/cohortFigures';
import { ensureCohortGrants } from '../payments/grants';
import { startTestApi, type TestApi } from '../testing/testApi';
import { listScouted } from '../testing/testNominations';
import { addScout, type AddedScout } from '../testing/testProgramme';
import {
  approveDirectly,
  assessDirectly,
  givenCohortInAssessment,
  recuseDirectly,
  type CohortInAssessment,
} from '../testing/testJudging';

let api: TestApi;
let cohort: CohortInAssessment;
let scout: AddedScout;
let sized: number;
let declined: number;
let short: number;

beforeAll(async () => {
  api = await startTestApi();
  scout = await addScout(api, 'judged.scout@example.org');
  cohort = await givenCohortInAssessment(api, { name: 'Wave 3', nominations: 3, judges: 3 });
  [sized, declined, short] = cohort.nominationIds as [number, number, number];
  for (const nominationId of cohort.nominationIds) {
    const [pair] = await api.db
      .select()
      .from(nominationProjects)
      .where(eq(nominationProjects.nominationId, nominationId));
    await api.db.insert(scoutBackings).values({
      cohortId: cohort.id,
      scoutId: scout.id,
      projectId: pair!.projectId,
      nominationId,
    });
  }
  // Each nominated person's application, as a nomination makes it: a grant is one per person.
  for (const nominationId of cohort.nominationIds) {
    const [nominated] = await api.db
      .select({ contributorId: nominations.contributorId })
      .from(nominations)
      .where(eq(nominations.id, nominationId));
    await api.db
      .insert(applications)
      .values({ contributorId: nominated!.contributorId, cohortId: cohort.id })
      .onConflictDoNothing();
  }
  const [a, b, c] = cohort.judges.map((judge) => judge.id) as [number, number, number];
  for (const judgeId of [a, b, c]) {
    await assessDirectly(api.db, sized, judgeId, 'medium');
    await assessDirectly(api.db, declined, judgeId, 'decline');
  }
  await assessDirectly(api.db, short, a, 'large');
  await assessDirectly(api.db, short, b, 'large');
  await recuseDirectly(api.db, short, c);
});

afterAll(() => api.close());

/** Each nomination's status and final size, as its scout's list shows them. */
const statuses = async () => {
  const answer = await listScouted(api, scout.token, { cohortId: cohort.id });
  return Object.fromEntries(
    (answer.body as ScoutedNominationList).nominations.map((row) => [
      row.id,
      `${row.status}${row.finalSize ? `: ${row.finalSize}` : ''}`,
    ]),
  );
};

it("counts each nomination's assessments, recusals apart, in the admin's list", async () => {
  const admin = await api.loginAs('admin');
  const answer = await api.call<CohortNominationList>(
    'GET',
    `/api/cohorts/${cohort.id}/nominations`,
    { token: admin },
  );
  const assessments = Object.fromEntries(
    answer.body.nominations.map((row) => [row.id, row.assessments]),
  );
  expect(assessments).toEqual({ [sized]: 3, [declined]: 3, [short]: 2 });
});

it('shows the scout "being assessed" until the distribution is approved', async () => {
  expect(await statuses()).toEqual({
    [sized]: 'being assessed',
    [declined]: 'being assessed',
    [short]: 'being assessed',
  });
  expect(await readCohortProgress(api.db, cohort.id)).toMatchObject({
    assessments: 8,
    approvedGrants: 0,
  });
});

it('shows sized or declined once every judge approved, and counts the approved grants', async () => {
  await approveDirectly(
    api.db,
    cohort.id,
    cohort.judges.map((judge) => judge.id),
  );
  expect(await statuses()).toEqual({
    [sized]: 'sized: medium',
    [declined]: 'declined: decline',
    [short]: 'being assessed',
  });
  expect(await readCohortProgress(api.db, cohort.id)).toMatchObject({
    assessments: 8,
    approvedGrants: 1,
  });
});

it('shows the scout what became of the grant: returned to the pool, with why', async () => {
  const [nomination] = await api.db
    .select({ contributorId: nominations.contributorId })
    .from(nominations)
    .where(eq(nominations.id, sized));
  // The application the nomination made, whose KYC the provider rejected.
  await api.db
    .update(applications)
    .set({ kycStatus: 'rejected' })
    .where(
      and(
        eq(applications.contributorId, nomination!.contributorId),
        eq(applications.cohortId, cohort.id),
      ),
    );
  await api.db.transaction((tx) => ensureCohortGrants(tx, cohort.id));
  expect((await statuses())[sized]).toBe('returned to pool: medium');
  const answer = await listScouted(api, scout.token, { cohortId: cohort.id });
  const row = (answer.body as ScoutedNominationList).nominations.find((item) => item.id === sized);
  expect(row?.grantReturnedBecause).toBe('KYC failed');
});
