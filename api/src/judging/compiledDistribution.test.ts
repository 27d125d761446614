// The compiled judging, and the nominations' facts kept with it, are made once and answered again
// while nothing they read has changed. Every change they read, made through any database handle
// (another API instance's), makes the next answer fresh; a change they do not read, a vote, a
// change to another cohort or one rolled back keeps the copy; a transaction's own writes stay in
// its own copies. A change racing a move of its nomination counts in the cohort the nomination
// moved to, and a project renamed while a nomination of its cohort is written does not deadlock.
// PostgreSQL only: api/jest.config.cjs leaves this file out when DATABASE_URL is unset.
import { DEFAULT_GRANT_AMOUNTS } from '@glow/contract';
import { and, eq, sql } from 'drizzle-orm';
import { openDatabase, rowsOf, type Database, type DatabaseConnection } from '../db/database';
import {
  cohortJudges,
  coNominations,
  contributors,
  judgeAssessments,
  nominationConsensusSizes,
  nominationProjects,
  nominations,
  projects,
  users,
} from '../db/schema';
import {
  addCohort,
  insertCastVotes,
  insertVoters,
  SCREENING_PASSED,
  type AddedCohort,
} from '../testing/testProgramme';
import {
  approveDirectly,
  assessDirectly,
  type CohortInAssessment,
  contributorOfNomination,
  givenCohortInAssessment,
} from '../testing/testJudging';
import { eventually } from '../testing/eventually';
import { holdInTransaction } from '../testing/heldTransaction';
import { startTestApi, type TestApi } from '../testing/testApi';
import {
  compileDistribution,
  compileWithFacts,
  type CompiledDistribution,
} from './compiledDistribution';

let api: TestApi;
let cohort: CohortInAssessment;
let closed: AddedCohort;
let otherHandle: DatabaseConnection;

beforeAll(async () => {
  api = await startTestApi();
  cohort = await givenCohortInAssessment(api, { name: 'Copies', nominations: 4, judges: 4 });
  closed = await addCohort(api.db, { name: 'Copies, closed', period: 'closed', nominations: 1 });
  const url = api.connection.url;
  if (!url) throw new Error('compiledDistribution.test.ts needs DATABASE_URL');
  otherHandle = await openDatabase({ kind: 'postgresql', url });
});

afterAll(async () => {
  await otherHandle?.close();
  await api.close();
});

const compiled = (db = api.db) => compileDistribution(db, cohort.id, DEFAULT_GRANT_AMOUNTS);
const withFacts = (db = api.db) => compileWithFacts(db, cohort.id, DEFAULT_GRANT_AMOUNTS);
type KeptFacts = Awaited<ReturnType<typeof withFacts>>['facts'];
const factsOf = (facts: KeptFacts, index: number) => facts.get(cohort.nominationIds[index]!)!;
const projectNames = (facts: KeptFacts, index: number) =>
  factsOf(facts, index).projects.map((project) => project.name);

/** Whether a connection to the test's database waits for a lock. */
async function someoneWaitsForALock(): Promise<boolean> {
  const [row] = await rowsOf<{ waiting: number }>(
    otherHandle.db.execute(sql`select count(*)::int as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`),
  );
  return row!.waiting > 0;
}

const nominationOf = (distribution: CompiledDistribution, index: number) =>
  distribution.nominations.find(
    (nomination) => nomination.nominationId === cohort.nominationIds[index],
  )!;
const judge = (index: number) => cohort.judges[index]!;

it('answers the same compiled judging while nothing it reads has changed', async () => {
  const first = await compiled();
  expect(await compiled()).toBe(first);
  await assessDirectly(otherHandle.db, cohort.nominationIds[3]!, judge(3).id, 'small');
  const [one, two] = await Promise.all([compiled(), compiled()]);
  expect(one).not.toBe(first);
  expect(two).toBe(one);
});

// Each change, made through the other handle, and what the next answer shows of it.
const changes: [string, () => Promise<void>, (distribution: CompiledDistribution) => void][] = [
  [
    'an assessment saved',
    async () => {
      await assessDirectly(otherHandle.db, cohort.nominationIds[0]!, judge(0).id, 'medium');
    },
    (distribution) => expect(nominationOf(distribution, 0).counts.medium).toBe(1),
  ],
  [
    'an assessment changed',
    async () => {
      await otherHandle.db
        .update(judgeAssessments)
        .set({ size: 'large' })
        .where(eq(judgeAssessments.judgeId, judge(0).id));
    },
    (distribution) => expect(nominationOf(distribution, 0).counts).toMatchObject({ large: 1 }),
  ],
  [
    'an assessment deleted',
    async () => {
      await otherHandle.db
        .delete(judgeAssessments)
        .where(eq(judgeAssessments.judgeId, judge(0).id));
    },
    (distribution) => expect(nominationOf(distribution, 0).assessed).toBe(0),
  ],
  [
    'a consensus size recorded',
    async () => {
      await otherHandle.db.insert(nominationConsensusSizes).values({
        nominationId: cohort.nominationIds[1]!,
        size: 'small',
        reason: 'Agreed after a call',
        recordedBy: judge(1).id,
      });
    },
    (distribution) => expect(nominationOf(distribution, 1).consensus?.size).toBe('small'),
  ],
  [
    'a judge excused',
    async () => {
      await otherHandle.db
        .update(cohortJudges)
        .set({ excusedAt: new Date(), excuseReason: 'Away for the month' })
        .where(and(eq(cohortJudges.cohortId, cohort.id), eq(cohortJudges.judgeId, judge(2).id)));
    },
    (distribution) =>
      expect(
        distribution.panel.find((member) => member.judgeId === judge(2).id)?.excused?.reason,
      ).toBe('Away for the month'),
  ],
  [
    'an approval',
    async () => {
      await approveDirectly(otherHandle.db, cohort.id, [judge(1).id]);
    },
    (distribution) => expect(distribution.approvals).toBe(1),
  ],
  [
    'a judge renamed',
    async () => {
      await otherHandle.db
        .update(users)
        .set({ firstName: 'Renamed' })
        .where(eq(users.id, judge(1).id));
    },
    (distribution) =>
      expect(distribution.panel.map((member) => member.name)).toContain('Renamed Tester'),
  ],
  [
    'a judge made a co-nominator',
    async () => {
      await otherHandle.db.insert(coNominations).values({
        nominationId: cohort.nominationIds[2]!,
        scoutId: judge(1).id,
        screening: SCREENING_PASSED,
        note: 'Backed it before becoming a judge',
      });
    },
    (distribution) =>
      expect(nominationOf(distribution, 2).judgesWithConflict.map((one) => one.id)).toEqual([
        judge(1).id,
      ]),
  ],
  [
    "a contributor's email becoming a judge's",
    async () => {
      await otherHandle.db
        .update(contributors)
        .set({ email: judge(3).email })
        .where(
          eq(contributors.id, await contributorOfNomination(api.db, cohort.nominationIds[1]!)),
        );
    },
    (distribution) =>
      expect(nominationOf(distribution, 1).judgesWithConflict.map((one) => one.id)).toContain(
        judge(3).id,
      ),
  ],
  [
    "a judge made a nomination's scout",
    async () => {
      await otherHandle.db
        .update(nominations)
        .set({ scoutId: judge(3).id })
        .where(eq(nominations.id, cohort.nominationIds[0]!));
    },
    (distribution) =>
      expect(nominationOf(distribution, 0).judgesWithConflict.map((one) => one.id)).toContain(
        judge(3).id,
      ),
  ],
  [
    'a nomination moved to another cohort',
    async () => {
      await otherHandle.db
        .update(nominations)
        .set({ cohortId: closed.id })
        .where(eq(nominations.id, cohort.nominationIds[3]!));
    },
    (distribution) => expect(distribution.nominations).toHaveLength(3),
  ],
];

it.each(changes)('compiles afresh after %s', async (_change, change, shows) => {
  const before = await compiled();
  await change();
  const after = await compiled();
  expect(after).not.toBe(before);
  shows(after);
});

// What the review and the distribution show beside the judging, kept with it.
const factChanges: [string, () => Promise<void>, (facts: KeptFacts) => void][] = [
  [
    "a nomination's contributor renamed",
    async () => {
      await otherHandle.db
        .update(contributors)
        .set({ firstName: 'Renamed' })
        .where(
          eq(contributors.id, await contributorOfNomination(api.db, cohort.nominationIds[2]!)),
        );
    },
    (facts) => expect(factsOf(facts, 2).contributor.name).toMatch(/^Renamed /),
  ],
  [
    'a project added to a nomination',
    async () => {
      const [project] = await otherHandle.db
        .insert(projects)
        .values({ name: 'Copies Kit', description: 'A kit', githubRepo: 'copies/kit' })
        .returning({ id: projects.id });
      await otherHandle.db.insert(nominationProjects).values({
        nominationId: cohort.nominationIds[2]!,
        projectId: project!.id,
        cohortId: cohort.id,
        contributorId: await contributorOfNomination(api.db, cohort.nominationIds[2]!),
      });
    },
    (facts) => expect(projectNames(facts, 2)).toContain('Copies Kit'),
  ],
  [
    "a nomination's project renamed",
    async () => {
      await otherHandle.db
        .update(projects)
        .set({ name: 'Copies Toolkit' })
        .where(eq(projects.githubRepo, 'copies/kit'));
    },
    (facts) => expect(projectNames(facts, 2)).toContain('Copies Toolkit'),
  ],
  [
    'a project taken off a nomination',
    async () => {
      await otherHandle.db
        .delete(nominationProjects)
        .where(
          and(
            eq(nominationProjects.nominationId, cohort.nominationIds[2]!),
            eq(
              nominationProjects.projectId,
              sql`(select id from projects where github_repo = 'copies/kit')`,
            ),
          ),
        );
    },
    (facts) => expect(projectNames(facts, 2)).not.toContain('Copies Toolkit'),
  ],
];

it.each(factChanges)('reads the facts afresh after %s', async (_change, change, shows) => {
  const before = await withFacts();
  await change();
  const after = await withFacts();
  expect(after.facts).not.toBe(before.facts);
  shows(after.facts);
});

it('reads the facts once per copy, for the first caller asking for them', async () => {
  const [one, two] = await Promise.all([withFacts(), withFacts()]);
  expect(two.facts).toBe(one.facts);
  expect(one.compiled).toBe(await compiled());
});

it('renames a project while a nomination of its cohort is being written', async () => {
  const [project] = await otherHandle.db
    .insert(projects)
    .values({ name: 'Copies Race', description: 'A race', githubRepo: 'copies/race' })
    .returning({ id: projects.id });
  const link = async (db: Database, nominationId: number) =>
    db.insert(nominationProjects).values({
      nominationId,
      projectId: project!.id,
      cohortId: cohort.id,
      contributorId: await contributorOfNomination(db, nominationId),
    });
  // Already a project of one of the cohort's nominations.
  await link(otherHandle.db, cohort.nominationIds[0]!);
  const nominationId = cohort.nominationIds[2]!;
  // A nomination being written holds its cohort's number, then takes a share of its project's row.
  let cohortHeld = false;
  let linkNow!: () => void;
  const linkAsked = new Promise<void>((resolve) => (linkNow = resolve));
  const writing = api.db.transaction(async (tx) => {
    await assessDirectly(tx, nominationId, judge(3).id, 'small');
    cohortHeld = true;
    await linkAsked;
    await link(tx, nominationId);
  });
  await eventually(() => cohortHeld);
  // The rename holds the project's row until released.
  let renamed = false;
  let releaseRename!: () => void;
  const renameReleased = new Promise<void>((resolve) => (releaseRename = resolve));
  const renaming = otherHandle.db.transaction(async (rename) => {
    await rename.execute(sql`select id from projects where id = ${project!.id} for update`);
    await rename
      .update(projects)
      .set({ name: 'Copies Race Renamed' })
      .where(eq(projects.id, project!.id));
    renamed = true;
    await renameReleased;
  });
  // Renamed, or waiting for the cohort's number (as when a rename changed the cohorts' numbers).
  await eventually(async () => renamed || (await someoneWaitsForALock()));
  linkNow();
  await eventually(someoneWaitsForALock);
  releaseRename();
  await Promise.all([writing, renaming]);
  expect(projectNames((await withFacts()).facts, 2)).toContain('Copies Race Renamed');
});

it('keeps the copy through changes it does not read, votes and changes to another cohort', async () => {
  const nominationId = cohort.nominationIds[0]!;
  await assessDirectly(otherHandle.db, nominationId, judge(1).id, 'small');
  const before = await withFacts();
  const reworded = await otherHandle.db
    .update(judgeAssessments)
    .set({ comment: 'Reworded' })
    .where(eq(judgeAssessments.nominationId, nominationId))
    .returning();
  expect(reworded).toHaveLength(1);
  await otherHandle.db
    .update(coNominations)
    .set({ note: 'Reworded' })
    .where(eq(coNominations.nominationId, cohort.nominationIds[2]!));
  await otherHandle.db
    .update(nominations)
    .set({ description: 'A longer description' })
    .where(eq(nominations.id, nominationId));
  await otherHandle.db
    .update(contributors)
    .set({ xHandle: 'renamed_on_x' })
    .where(eq(contributors.id, await contributorOfNomination(api.db, nominationId)));
  await otherHandle.db
    .update(projects)
    .set({ githubStars: 12, githubReadAt: new Date() })
    .where(
      sql`${projects.id} in (select project_id from nomination_projects where nomination_id = ${nominationId})`,
    );
  await otherHandle.db
    .update(users)
    .set({ firstName: 'Renamed' })
    .where(eq(users.id, judge(1).id));
  const [voter] = await insertVoters(otherHandle.db, 1);
  await insertCastVotes(otherHandle.db, [{ voterId: voter!.id, nominationId, value: 1 }]);
  await assessDirectly(otherHandle.db, closed.nominationIds[0]!, judge(0).id, 'medium');
  const after = await withFacts();
  expect(after.compiled).toBe(before.compiled);
  expect(after.facts).toBe(before.facts);
});

it('keeps its own writes to a transaction, and nothing of a rolled back one', async () => {
  const before = await compiled();
  const nominationId = cohort.nominationIds[2]!;
  await expect(
    api.db.transaction(async (tx) => {
      await assessDirectly(tx, nominationId, judge(0).id, 'large');
      expect(nominationOf(await compiled(tx), 2).counts.large).toBe(1);
      expect(await compiled()).toBe(before);
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
  expect(await compiled()).toBe(before);
  expect(nominationOf(await compiled(otherHandle.db), 2).counts.large).toBe(0);
});

it('counts an assessment of a nomination being moved in the cohort it moves to', async () => {
  const nominationId = cohort.nominationIds[1]!;
  const ofClosed = (distribution: CompiledDistribution) =>
    distribution.nominations.find((nomination) => nomination.nominationId === nominationId);
  const move = await holdInTransaction(otherHandle.db, (tx) =>
    tx.update(nominations).set({ cohortId: closed.id }).where(eq(nominations.id, nominationId)),
  );
  // Assessed while the move is not yet committed: the assessment waits for it.
  const assessing = holdInTransaction(api.db, (tx) =>
    assessDirectly(tx, nominationId, judge(2).id, 'large'),
  );
  await eventually(someoneWaitsForALock);
  move.release();
  await move.ended;
  const assessment = await assessing;
  const moved = await compileDistribution(api.db, closed.id, DEFAULT_GRANT_AMOUNTS);
  expect(ofClosed(moved)?.counts.large).toBe(0);
  assessment.release();
  await assessment.ended;
  const assessed = await compileDistribution(api.db, closed.id, DEFAULT_GRANT_AMOUNTS);
  expect(ofClosed(assessed)?.counts.large).toBe(1);
});
