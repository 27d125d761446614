// What a judge reads: the cohort's list (score, then scouts, then the oldest;
// filters "to do" and "fewer than 3 assessments"; paged), one nomination's dossier with the
// contributor's GitHub commits (stored for a day, the stored value when GitHub fails, never a
// failure) and the scouts' notes without the scouts, and the judge's home.
import type { Evaluation, EvaluationList, JudgeSummary } from '@glow/contract';
import { asc, eq } from 'drizzle-orm';
import { ELIGIBLE_ANSWERS } from '@glow/contract';
import {
  applications,
  coNominations,
  cohortJudges,
  cohorts,
  contributors,
  githubCommitCounts,
  nominationEvidence,
  nominations,
  projects,
  users,
} from '../db/schema';
import { startTestApi, type TestApi } from '../testing/testApi';
import { evaluationOf } from '../testing/testAssessments';
import {
  assessDirectly,
  givenCohortInAssessment,
  insertJudges,
  recuseDirectly,
  type CohortInAssessment,
  type TestJudge,
} from '../testing/testJudging';
import { insertCastVotes, insertVoters, SCREENING_PASSED } from '../testing/testProgramme';
import { insertContributor, insertProject } from '../testing/testNominations';
import { databaseBudgetStore } from '../clients/githubBudget';
import { createGitHubClient } from '../clients/githubClient';
import { contributorCommits } from './githubCommits';

let api: TestApi;
let cohort: CohortInAssessment;
let judgeA: TestJudge;
/** In the list's order: n2 (score 2, 2 scouts), n1 (score 2, 1 scout), n3, n5 (0), n4 (-1). */
let n1: number, n2: number, n3: number, n4: number, n5: number;

const DAY_MS = 24 * 3600_000;
const REPOSITORY = 'glow-tests/ledger-lens';
const NOTE = 'I reviewed their pull requests on the ledger explorer.';

beforeAll(async () => {
  api = await startTestApi();
  cohort = await givenCohortInAssessment(api, { name: 'Wave 3', nominations: 5, judges: 4 });
  const [a, b, c, d] = cohort.judges as [TestJudge, TestJudge, TestJudge, TestJudge];
  judgeA = a;
  [n1, n2, n3, n4, n5] = cohort.nominationIds as [number, number, number, number, number];

  const voters = await insertVoters(api.db, 4);
  const vote = (voter: number, nominationId: number, value: 1 | -1) => ({
    voterId: voters[voter]!.id,
    nominationId,
    value,
  });
  await insertCastVotes(api.db, [
    vote(0, n1, 1),
    vote(1, n1, 1),
    vote(0, n2, 1),
    vote(1, n2, 1),
    vote(2, n2, 1),
    vote(3, n2, -1),
    vote(0, n4, -1),
  ]);
  const scouts = await api.db
    .insert(users)
    .values([
      { email: 'scout.one@example.org', role: 'scout', firstName: 'Sam', lastName: 'Scout' },
      { email: 'scout.two@example.org', role: 'scout', firstName: 'Sia', lastName: 'Scout' },
    ])
    .returning({ id: users.id });
  await api.db.update(nominations).set({ scoutId: scouts[0]!.id }).where(eq(nominations.id, n1));
  await api.db.update(nominations).set({ scoutId: scouts[0]!.id }).where(eq(nominations.id, n2));
  await api.db
    .insert(coNominations)
    .values({ nominationId: n2, scoutId: scouts[1]!.id, screening: SCREENING_PASSED, note: NOTE });

  await assessDirectly(api.db, n2, a.id, 'medium');
  await recuseDirectly(api.db, n3, a.id);
  await assessDirectly(api.db, n1, b.id, 'small');
  await assessDirectly(api.db, n1, c.id, 'small');
  for (const judge of [b, c, d]) await assessDirectly(api.db, n5, judge.id, 'large');
});

afterAll(() => api.close());

const list = (token: string, query: Record<string, string | number> = {}) =>
  api.call<EvaluationList>('GET', `/api/cohorts/${cohort.id}/evaluations`, { token, query });

const idsOf = (answer: { body: EvaluationList }) =>
  answer.body.evaluations.map((row) => row.nominationId);

describe('the list', () => {
  it('puts the highest score first, then the most scouts, then the oldest', async () => {
    const answer = await list(judgeA.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      page: 1,
      limit: 20,
      total: 5,
      cohort: { id: cohort.id, name: 'Wave 3', period: 'assessment' },
    });
    expect(idsOf(answer)).toEqual([n2, n1, n3, n5, n4]);
    expect(answer.body.evaluations[0]).toEqual({
      nominationId: n2,
      contributor: { id: expect.any(Number), name: 'First2 Wave 3 Last2' },
      projects: [{ id: expect.any(Number), name: 'wave-3-project-2' }],
      description: 'Nomination 2 of Wave 3',
      score: 2,
      scouts: 2,
      assessmentCount: 1,
      mine: { status: 'assessed', size: 'medium', assessmentId: expect.any(Number) },
      conflict: false,
    });
    expect(answer.body.evaluations[2]!.mine).toEqual({
      status: 'recused',
      size: null,
      assessmentId: expect.any(Number),
    });
    expect(answer.body.evaluations[1]!.mine).toEqual({
      status: 'todo',
      size: null,
      assessmentId: null,
    });
  });

  it("filters the judge's to-do: neither assessed nor recused", async () => {
    const answer = await list(judgeA.token, { filter: 'todo' });
    expect(idsOf(answer)).toEqual([n1, n5, n4]);
    expect(answer.body.total).toBe(3);
  });

  it('filters the nominations with fewer than 3 assessments', async () => {
    const answer = await list(judgeA.token, { filter: 'short' });
    expect(idsOf(answer)).toEqual([n2, n1, n3, n4]);
    expect(answer.body.total).toBe(4);
  });

  it('pages on the server', async () => {
    const answer = await list(judgeA.token, { page: 2, limit: 2 });
    expect(answer.body).toMatchObject({ page: 2, limit: 2, total: 5 });
    expect(idsOf(answer)).toEqual([n3, n5]);
  });

  it.each([
    [{ page: 0 }, 'fields invalid: page must be greater than 0', ['page']],
    [{ limit: 101 }, 'fields invalid: limit must be at most 100', ['limit']],
    [{ filter: 'ties' }, 'fields invalid: filter must be one of todo, short', ['filter']],
  ])('refuses %o with 400', async (query, message, fields) => {
    expect(await list(judgeA.token, query)).toEqual({ status: 400, body: { message, fields } });
  });
});

describe('the dossier', () => {
  let login: string;

  beforeAll(async () => {
    const [row] = await api.db
      .select({ login: contributors.githubUsername, projectId: projects.id })
      .from(nominations)
      .innerJoin(contributors, eq(contributors.id, nominations.contributorId))
      .innerJoin(projects, eq(projects.name, 'wave-3-project-2'))
      .where(eq(nominations.id, n2));
    login = row!.login;
    const recent = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
    await api.github.addRepository({
      fullName: REPOSITORY,
      stars: 42,
      commits: [
        { author: login, date: recent(3) },
        { author: login, date: recent(40) },
        { author: login, date: recent(90) },
        { author: login, date: recent(300) },
        { author: 'someone-else', date: recent(5) },
      ],
    });
    await api.db
      .update(projects)
      .set({ githubRepo: REPOSITORY, githubStars: 42, githubStatus: 'found' })
      .where(eq(projects.id, row!.projectId));
  });

  const commitRequests = () =>
    api.github.requests().filter((request) => request.path === `/repos/${REPOSITORY}/commits`);

  it('has the contribution, the contributor, the votes and the scouts’ notes without the scouts', async () => {
    const answer = await evaluationOf(api, judgeA.token, n2);
    expect(answer.status).toBe(200);
    const evaluation: Evaluation = answer.body;
    expect(evaluation).toMatchObject({
      nomination: {
        id: n2,
        description: 'Nomination 2 of Wave 3',
        categories: ['Others'],
        contributionDate: '2026-09-01',
      },
      cohort: { id: cohort.id, name: 'Wave 3', period: 'assessment' },
      contributor: {
        name: 'First2 Wave 3 Last2',
        githubUsername: login,
        projectRole: 'maintainer',
      },
      votes: { score: 2, up: 3, down: 1 },
      scouts: 2,
      scoutNotes: [
        { label: 'Nominating scout', text: 'Nomination 2 of Wave 3' },
        { label: 'Co-nominator 1', text: NOTE },
      ],
      assessmentCount: 1,
      mine: { size: 'medium' },
      others: [],
      conflict: null,
      canChange: true,
      lockedBecause: null,
    });
    expect(JSON.stringify(evaluation)).not.toMatch(/scout\.(one|two)|Sam|Sia/);
  });

  it("has the evidence with its GitHub facts without who added it, and the nominee's declaration as declared", async () => {
    const before = await evaluationOf(api, judgeA.token, n1);
    expect(before.body).toMatchObject({ evidence: [], declaration: null });

    const [nominated] = await api.db.select().from(nominations).where(eq(nominations.id, n1));
    const mergedAt = new Date('2026-09-20T12:00:00Z');
    await api.db.insert(nominationEvidence).values([
      {
        nominationId: n1,
        url: 'https://github.com/XRPLF/xrpl.js/pull/2741',
        kind: 'pullRequest',
        note: 'The change itself.',
        addedBy: nominated!.scoutId,
        githubTitle: 'Autofill fetches fees once per batch',
        githubState: 'merged',
        githubMergedAt: mergedAt,
        githubReadAt: mergedAt,
      },
      {
        nominationId: n1,
        url: 'https://xrpl.org/blog/autofill',
        kind: 'post',
        note: 'Their post about it.',
        addedBy: nominated!.scoutId,
      },
    ]);
    const answers = { ...ELIGIBLE_ANSWERS, notAlreadyFunded: false };
    await api.db.insert(applications).values({
      contributorId: nominated!.contributorId,
      cohortId: cohort.id,
      eligibility: answers,
      eligibilityAnsweredAt: mergedAt,
    });

    const answer = await evaluationOf(api, judgeA.token, n1);
    expect(answer.body.evidence).toEqual([
      {
        id: expect.any(Number),
        url: 'https://github.com/XRPLF/xrpl.js/pull/2741',
        kind: 'pullRequest',
        note: 'The change itself.',
        addedAt: expect.any(String),
        github: {
          title: 'Autofill fetches fees once per batch',
          state: 'merged',
          mergedAt: mergedAt.toISOString(),
          publishedAt: null,
          readAt: mergedAt.toISOString(),
          notReadBecause: null,
        },
      },
      expect.objectContaining({ url: 'https://xrpl.org/blog/autofill', github: null }),
    ]);
    expect(answer.body.declaration).toEqual({ answers, declaredAt: mergedAt.toISOString() });
    expect(JSON.stringify(answer.body.evidence)).not.toMatch(/addedBy|scout/i);
  });

  it("reads the contributor's commits of the 6 months before the nomination from GitHub once, then stores them", async () => {
    await api.db.delete(githubCommitCounts);
    const before = commitRequests().length;
    const first = await evaluationOf(api, judgeA.token, n2);
    expect(first.body.projects).toEqual([
      expect.objectContaining({
        githubRepo: REPOSITORY,
        stars: 42,
        githubStatus: 'found',
        contributorCommits6m: 3,
        commitsReadAt: expect.any(String),
      }),
    ]);
    const again = await evaluationOf(api, judgeA.token, n2);
    expect(again.body.projects[0]!.contributorCommits6m).toBe(3);
    expect(commitRequests().length).toBe(before + 1);
  });

  it('shows the stored count with its date when GitHub cannot be reached', async () => {
    const readAt = new Date(Date.now() - 2 * DAY_MS);
    await api.db.update(githubCommitCounts).set({ readAt, commits: 7 });
    await api.github.outage('reset');
    try {
      const answer = await evaluationOf(api, judgeA.token, n2);
      expect(answer.status).toBe(200);
      expect(answer.body.projects[0]).toMatchObject({
        contributorCommits6m: 7,
        commitsReadAt: readAt.toISOString(),
      });
      const neverRead = await evaluationOf(api, judgeA.token, n1);
      expect(neverRead.status).toBe(200);
      expect(neverRead.body.projects[0]).toMatchObject({
        contributorCommits6m: null,
        commitsReadAt: null,
      });
    } finally {
      await api.github.outage('none');
    }
  });

  it('counts the commits of the 6 months before the nomination, not before today, and keeps that count', async () => {
    const [{ createdAt }] = (await api.db
      .select({ createdAt: nominations.createdAt })
      .from(nominations)
      .where(eq(nominations.id, n2))) as [{ createdAt: Date }];
    const nominatedAt = new Date(Date.now() - 60 * DAY_MS);
    await api.db.update(nominations).set({ createdAt: nominatedAt }).where(eq(nominations.id, n2));
    try {
      // Of the commits 3, 40, 90 and 300 days ago, only the one 90 days ago falls in the 6 months
      // before a nomination made 60 days ago.
      const before = commitRequests().length;
      const answer = await evaluationOf(api, judgeA.token, n2);
      expect(answer.body.projects[0]!.contributorCommits6m).toBe(1);
      expect(commitRequests().length).toBe(before + 1);
      // Read after the window ended, the count never changes: no need to ask GitHub again.
      await api.db.update(githubCommitCounts).set({ readAt: new Date(Date.now() - 2 * DAY_MS) });
      expect(
        (await evaluationOf(api, judgeA.token, n2)).body.projects[0]!.contributorCommits6m,
      ).toBe(1);
      expect(commitRequests().length).toBe(before + 1);
    } finally {
      await api.db.update(nominations).set({ createdAt }).where(eq(nominations.id, n2));
    }
  });

  it('answers 404 for a nomination that does not exist', async () => {
    expect(await evaluationOf(api, judgeA.token, 999_999)).toEqual({
      status: 404,
      body: { message: 'nomination not found' },
    });
  });
});

describe("the judge's home", () => {
  const summaryOf = (token: string) =>
    api.call<JudgeSummary>('GET', '/api/assessments/summary', { token });

  it('shows the cohort, the progress, the nominations short of 3 and where to continue', async () => {
    const answer = await summaryOf(judgeA.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      cohort: {
        id: cohort.id,
        name: 'Wave 3',
        period: 'assessment',
        periodStartedAt: expect.any(String),
      },
      lastCohort: null,
      progress: { assessed: 1, recused: 1, total: 5 },
      short: { count: 4, first: expect.any(Array) },
      distribution: {
        ready: false,
        blockers: ['4 nominations have fewer than 3 assessments'],
        approvedByMe: false,
        excused: null,
        approvals: 0,
        required: 4,
        approved: false,
      },
      continueAt: n1,
    });
    expect(answer.body.short.first.map((row) => row.nominationId)).toEqual([n2, n1, n3, n4]);
  });

  it('shows no cohort to a judge not on its panel, with the last cohort they judged', async () => {
    // A judge on no panel (the demo judges judged the Pilot).
    const [{ id: judgeId, token }] = (await insertJudges(api.db, 1)) as [TestJudge];
    expect((await summaryOf(token)).body).toMatchObject({ cohort: null, lastCohort: null });
    const [oldest] = await api.db.select().from(cohorts).orderBy(asc(cohorts.startsAt)).limit(1);
    await api.db.insert(cohortJudges).values({ cohortId: oldest!.id, judgeId });
    expect((await summaryOf(token)).body).toEqual({
      cohort: null,
      lastCohort: { id: oldest!.id, name: oldest!.name, period: 'closed' },
      progress: null,
      short: { count: 0, first: [] },
      distribution: null,
      continueAt: null,
    });
  });
});

describe("a nominee erased while their dossier's commit counts are read", () => {
  it('keeps no count under the GitHub username the erasure replaced', async () => {
    const [contributor, project] = await Promise.all([insertContributor(api), insertProject(api)]);
    const login = contributor.githubUsername.toLowerCase();
    const github = createGitHubClient(
      api.config.github,
      api.config.outsideTimeouts,
      databaseBudgetStore(api.db),
    );
    // The erasure (privacy/erasure.ts) commits while GitHub is being asked.
    const erasedMeanwhile = {
      ...github,
      commitCount: async (...args: Parameters<typeof github.commitCount>) => {
        await api.db
          .update(contributors)
          .set({ githubUsername: `erased-${contributor.id}` })
          .where(eq(contributors.id, contributor.id));
        await api.db.delete(githubCommitCounts).where(eq(githubCommitCounts.githubUsername, login));
        return github.commitCount(...args);
      },
    };
    await contributorCommits(
      api.db,
      erasedMeanwhile,
      [project],
      contributor.githubUsername,
      new Date(),
    );
    expect(
      await api.db
        .select()
        .from(githubCommitCounts)
        .where(eq(githubCommitCounts.githubUsername, login)),
    ).toEqual([]);
  });
});
