// A judge's conflicts, asked one judge at a time (the predicates the judging reads and writes use)
// and for the whole panel at once (the compiled distribution's read): the same pairs, whichever
// way the judge is one of a nomination's persons.
import { and, eq } from 'drizzle-orm';
import { cohortJudges, coNominations, contributors, nominations } from '../db/schema';
import { addCohort, SCREENING_PASSED } from '../testing/testProgramme';
import {
  addToPanel,
  contributorOfNomination,
  givenCohortInAssessment,
  insertJudges,
  type CohortInAssessment,
} from '../testing/testJudging';
import { startTestApi, type TestApi } from '../testing/testApi';
import { hasConflict, judgePerson, readPanelConflicts } from './judgeConflicts';

let api: TestApi;
let cohort: CohortInAssessment;

beforeAll(async () => {
  api = await startTestApi();
  // Two of the six nominations have no conflict of the panel.
  cohort = await givenCohortInAssessment(api, { name: 'Conflicts', nominations: 6, judges: 4 });
});

afterAll(() => api.close());

it('finds the same conflicts for the panel at once as for each judge alone', async () => {
  const [ownAccount, ownEmail, nominated, coNominated, byOffPanel] =
    cohort.nominationIds as number[];
  const [a, b, c, d] = cohort.judges as CohortInAssessment['judges'];
  await api.db
    .update(contributors)
    .set({ userId: a!.id })
    .where(eq(contributors.id, await contributorOfNomination(api.db, ownAccount!)));
  await api.db
    .update(contributors)
    .set({ email: b!.email.toUpperCase() })
    .where(eq(contributors.id, await contributorOfNomination(api.db, ownEmail!)));
  await api.db.update(nominations).set({ scoutId: c!.id }).where(eq(nominations.id, nominated!));
  await api.db.insert(coNominations).values({
    nominationId: coNominated!,
    scoutId: d!.id,
    screening: SCREENING_PASSED,
    note: 'Backed it before becoming a judge',
  });
  // Nominated by judge c as well: two conflicts on one nomination.
  await api.db.update(nominations).set({ scoutId: c!.id }).where(eq(nominations.id, coNominated!));
  // Excused, judge d keeps the conflict: the distribution names excused judges too.
  await api.db
    .update(cohortJudges)
    .set({ excusedAt: new Date(), excuseReason: 'Away for the month' })
    .where(and(eq(cohortJudges.cohortId, cohort.id), eq(cohortJudges.judgeId, d!.id)));
  // Not this panel's conflicts: judge b's nomination in an earlier cohort, and one of this
  // cohort's nominated by a judge on the earlier cohort's panel only.
  const earlier = await addCohort(api.db, {
    name: 'Conflicts earlier',
    period: 'closed',
    nominations: 1,
    scoutId: b!.id,
  });
  const [offPanel] = await insertJudges(api.db, 1);
  await addToPanel(api.db, earlier.id, [offPanel!.id]);
  await api.db
    .update(nominations)
    .set({ scoutId: offPanel!.id })
    .where(eq(nominations.id, byOffPanel!));

  const pair = (nominationId: number, judgeId: number) => `${nominationId} ${judgeId}`;
  const expected = [
    pair(ownAccount!, a!.id),
    pair(ownEmail!, b!.id),
    pair(nominated!, c!.id),
    pair(coNominated!, c!.id),
    pair(coNominated!, d!.id),
  ].sort();

  const eachJudgeAlone: string[] = [];
  for (const judge of cohort.judges) {
    const rows = await api.db
      .select({ id: nominations.id })
      .from(nominations)
      .innerJoin(contributors, eq(contributors.id, nominations.contributorId))
      .where(and(eq(nominations.cohortId, cohort.id), hasConflict(judgePerson(judge))));
    eachJudgeAlone.push(...rows.map((row) => pair(row.id, judge.id)));
  }
  const panelAtOnce = (await readPanelConflicts(api.db, cohort.id)).map((row) =>
    pair(row.nominationId, row.judgeId),
  );
  expect(eachJudgeAlone.sort()).toEqual(expected);
  expect(panelAtOnce.sort()).toEqual(expected);
});
