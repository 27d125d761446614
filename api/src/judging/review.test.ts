// GET /api/cohorts/{id}/review: the compiled assessments of a cohort, paged in the evaluation
// list's order with filters, the whole cohort's totals on every page, and each judge's view of
// others' sizes hidden until they assessed the nomination themselves.
import type { ActiveCohort, Distribution, Review } from '@glow/contract';
import { eq } from 'drizzle-orm';
import { coNominations, nominationConsensusSizes, users } from '../db/schema';
import { startTestApi, type TestApi } from '../testing/testApi';
import {
  assessDirectly,
  givenCohortInAssessment,
  recuseDirectly,
  type CohortInAssessment,
  type TestJudge,
} from '../testing/testJudging';
import { SCREENING_PASSED } from '../testing/testProgramme';

let api: TestApi;
let admin: string;
let cohort: CohortInAssessment;
let judges: [TestJudge, TestJudge, TestJudge, TestJudge];
let n: [number, number, number, number, number];
let votingAnswer: { status: number; body: unknown };

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.loginAs('admin');
  const wave1 = (await api.call<ActiveCohort>('GET', '/api/cohorts/active')).body.cohort!.id;
  votingAnswer = await api.call('GET', `/api/cohorts/${wave1}/review`, { token: admin });
  cohort = await givenCohortInAssessment(api, { name: 'Wave 5', nominations: 5, judges: 4 });
  judges = cohort.judges as typeof judges;
  n = cohort.nominationIds as typeof n;
  const [a, b, c, d] = judges;
  for (const judge of [a, b, c]) await assessDirectly(api.db, n[0], judge.id, 'medium');
  await assessDirectly(api.db, n[1], a.id, 'small');
  await assessDirectly(api.db, n[1], b.id, 'small');
  await assessDirectly(api.db, n[1], c.id, 'large');
  await assessDirectly(api.db, n[1], d.id, 'large');
  await assessDirectly(api.db, n[2], a.id, 'decline');
  await assessDirectly(api.db, n[2], b.id, 'large');
  await assessDirectly(api.db, n[2], c.id, 'large');
  await assessDirectly(api.db, n[3], a.id, 'medium');
  await recuseDirectly(api.db, n[4], b.id);
});

afterAll(() => api.close());

function review(token: string, query: Record<string, string | number> = {}, id = cohort.id) {
  return api.call<Review>('GET', `/api/cohorts/${id}/review`, { token, query });
}

const ids = (answer: { body: Review }) => answer.body.rows.map((row) => row.nominationId);

describe('as an admin', () => {
  it('compiles every nomination: counts, final size, amount, flags, what a split needs', async () => {
    const answer = await review(admin);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      page: 1,
      limit: 20,
      total: 5,
      cohort: { id: cohort.id, name: 'Wave 5', period: 'assessment' },
    });
    // Equal scores and scouts: the oldest first.
    expect(ids(answer)).toEqual(n);
    const [sized, split, largeWithDecline, short, none] = answer.body.rows;
    expect(sized).toMatchObject({
      counts: { decline: 0, small: 0, medium: 3, large: 0 },
      finalSize: 'medium',
      amount: 750,
      flags: [],
      needs: null,
      mine: null,
    });
    expect(sized!.assessments).toHaveLength(3);
    expect(split).toMatchObject({
      assessmentCount: 4,
      finalSize: null,
      amount: null,
      flags: ['split'],
      needs: 'consensus',
      judgesLeft: [],
    });
    expect(largeWithDecline).toMatchObject({
      finalSize: 'large',
      amount: 3000,
      flags: ['declineAmongLarge'],
    });
    expect(short).toMatchObject({ finalSize: null, flags: ['fewerThanThree'], assessmentCount: 1 });
    expect(short!.judgesLeft.sort()).toEqual(
      [judges[1].name, judges[2].name, judges[3].name].sort(),
    );
    expect(none).toMatchObject({ assessmentCount: 0, flags: ['fewerThanThree'] });
    expect(none!.assessments).toEqual([
      expect.objectContaining({ judgeName: judges[1].name, status: 'recused', size: null }),
    ]);
  });

  it('puts more scouts first among equal scores, in the review as in the distribution', async () => {
    const [coNominator] = await api.db
      .insert(users)
      .values({
        email: 'co.nominator@example.org',
        role: 'scout',
        firstName: 'Cora',
        lastName: 'Scout',
      })
      .returning({ id: users.id });
    await api.db.insert(coNominations).values({
      nominationId: n[3],
      scoutId: coNominator!.id,
      screening: SCREENING_PASSED,
      note: 'They answer every issue on the explorer within a day.',
    });
    try {
      const order = [n[3], n[0], n[1], n[2], n[4]];
      expect(ids(await review(admin))).toEqual(order);
      const distribution = await api.call<Distribution>(
        'GET',
        `/api/cohorts/${cohort.id}/distribution`,
        { token: admin },
      );
      expect(distribution.body.items.map((item) => item.nominationId)).toEqual(order);
    } finally {
      await api.db.delete(users).where(eq(users.id, coNominator!.id));
    }
  });

  it('totals the whole cohort on every page, whatever the page or filter shows', async () => {
    const totals = {
      nominations: 5,
      bySize: {
        decline: { count: 0, amount: 0 },
        small: { count: 0, amount: 0 },
        medium: { count: 1, amount: 750 },
        large: { count: 1, amount: 3000 },
      },
      total: 3750,
      notShown: 0,
      complete: false,
      incomplete: 3,
      short: 2,
      splits: 1,
    };
    const second = await review(admin, { page: 2, limit: 2 });
    expect(second.body).toMatchObject({ page: 2, limit: 2, total: 5, totals });
    expect(ids(second)).toEqual([n[2], n[3]]);
    expect((await review(admin, { filter: 'ties' })).body.totals).toEqual(totals);
  });

  it('filters ties, nominations short of 3, and what still needs a final size', async () => {
    expect(ids(await review(admin, { filter: 'ties' }))).toEqual([n[1]]);
    expect(ids(await review(admin, { filter: 'short' }))).toEqual([n[3], n[4]]);
    const todo = await review(admin, { filter: 'todo' });
    expect(ids(todo)).toEqual([n[1], n[3], n[4]]);
    expect(todo.body.total).toBe(3);
  });

  it('shows a recorded consensus as the final size of a split', async () => {
    await api.db.insert(nominationConsensusSizes).values({
      nominationId: n[1],
      size: 'large',
      reason: 'The maintainers rely on it',
      recordedBy: judges[0].id,
    });
    const [split] = (await review(admin, { filter: 'ties' })).body.rows;
    expect(split).toMatchObject({
      finalSize: 'large',
      amount: 3000,
      flags: ['split'],
      needs: null,
      consensus: {
        size: 'large',
        reason: 'The maintainers rely on it',
        recordedBy: judges[0].name,
      },
    });
    expect((await review(admin)).body.totals).toMatchObject({ splits: 0, total: 6750 });
    await api.db.delete(nominationConsensusSizes);
  });
});

describe("as a judge: others' sizes only after one's own assessment", () => {
  it('hides the sizes of nominations the judge has not assessed, and shows the rest', async () => {
    const answer = await review(judges[3].token);
    expect(answer.status).toBe(200);
    const [unassessed, assessed] = answer.body.rows;
    expect(unassessed).toMatchObject({
      nominationId: n[0],
      assessmentCount: 3,
      counts: null,
      finalSize: null,
      amount: null,
      assessments: null,
      mine: 'todo',
    });
    expect(assessed).toMatchObject({
      nominationId: n[1],
      counts: { small: 2, large: 2 },
      mine: 'assessed',
    });
    expect(assessed!.assessments).toHaveLength(4);
  });

  it('never shows them to a judge who recused', async () => {
    const rows = (await review(judges[1].token, { filter: 'short' })).body.rows;
    expect(rows.find((row) => row.nominationId === n[4])).toMatchObject({
      mine: 'recused',
      counts: null,
      assessments: null,
    });
  });

  it("lists the judge's own to-do: neither assessed nor recused by them", async () => {
    expect(ids(await review(judges[3].token, { filter: 'todo' }))).toEqual([
      n[0],
      n[2],
      n[3],
      n[4],
    ]);
    expect(ids(await review(judges[1].token, { filter: 'todo' }))).toEqual([n[3]]);
  });
});

describe('refusals', () => {
  it('refuses a judge who is not on the panel (403)', async () => {
    expect(await review(await api.loginAs('judge'))).toEqual({
      status: 403,
      body: {
        message:
          'Unauthorized: you are not authorized to perform this action: you are not a judge of Wave 5',
      },
    });
  });

  it('refuses a cohort before its assessment period (409) and an unknown one (404)', async () => {
    expect(votingAnswer).toEqual({
      status: 409,
      body: { message: 'wrong status: Wave 1 is in its voting period; nothing is assessed yet' },
    });
    expect(await review(admin, {}, 999_999)).toEqual({
      status: 404,
      body: { message: 'cohort not found' },
    });
  });
});
