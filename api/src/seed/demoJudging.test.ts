// The demo Pilot's judging: its assessments are valid rows (the tables' checks) and give the final
// sizes the seed states, and every judge of its panel approved, as the Pilot's review shows them.
// And the demo's applications (issue 17): one per nominated person per cohort, the demo
// contributor's at the wallet step, one approved in the Pilot.
import { and, asc, eq } from 'drizzle-orm';
import { applications, cohorts, contributors, nominations, users } from '../db/schema';
import { MIGRATIONS_FOLDER } from '../server';
import { personFactsOf, progressOf } from '../services/applicationSteps';
import { compileDistribution } from '../services/compiledDistribution';
import { openTestDatabase, type TestDatabaseConnection } from '../testing/testDatabase';
import { DEMO_JUDGES, demoEmail, seedDemoData } from '.';
import { DEMO_PILOT_WALLET } from './demoApplications';
import { DEMO_COHORT_NAME, PILOT_COHORT_NAME, PILOT_JUDGING } from './demoProgramme';

let connection: TestDatabaseConnection;

beforeAll(async () => {
  connection = await openTestDatabase();
  await connection.migrate(MIGRATIONS_FOLDER);
  await seedDemoData(connection.db);
});

afterAll(() => connection.close());

it("gives each of the Pilot's nominations the final size the seed states, from three assessments", async () => {
  const { db } = connection;
  const [pilot] = await db.select().from(cohorts).where(eq(cohorts.name, PILOT_COHORT_NAME));
  const compiled = await compileDistribution(db, pilot!.id, pilot!.grantAmounts);
  const seeded = await db
    .select({
      id: nominations.id,
      firstName: contributors.firstName,
      lastName: contributors.lastName,
    })
    .from(nominations)
    .innerJoin(contributors, eq(contributors.id, nominations.contributorId))
    .where(eq(nominations.cohortId, pilot!.id))
    .orderBy(asc(nominations.id));

  const judged = seeded.map(({ id, firstName, lastName }) => {
    const nomination = compiled.nominations.find((n) => n.nominationId === id)!;
    return {
      contributor: `${firstName} ${lastName}`,
      assessed: nomination.assessed,
      finalSize: nomination.finalSize,
      decidedBy: nomination.decidedBy,
    };
  });
  expect(judged).toEqual(
    PILOT_JUDGING.map(({ contributor, assessments, finalSize }) => ({
      contributor,
      assessed: assessments.length,
      finalSize,
      decidedBy: 'mostCommon',
    })),
  );
  expect(judged.map((n) => n.assessed)).toEqual([3, 3, 3, 3]);
});

it("has the four demo judges on the Pilot's panel, each of whom approved its distribution", async () => {
  const { db } = connection;
  const [pilot] = await db.select().from(cohorts).where(eq(cohorts.name, PILOT_COHORT_NAME));
  const compiled = await compileDistribution(db, pilot!.id, pilot!.grantAmounts);

  expect(compiled.panel.map((judge) => judge.name).sort()).toEqual(
    DEMO_JUDGES.map((judge) => `${judge.firstName} ${judge.lastName}`).sort(),
  );
  expect(compiled.panel.every((judge) => judge.approvedAt !== null && !judge.excused)).toBe(true);
  expect(compiled).toMatchObject({ approvals: 4, required: 4, blockers: [] });
  expect(compiled.totals).toMatchObject({ complete: true, incomplete: 0, splits: 0 });
  // Medium, Large, Small and a Decline, at the Pilot's amounts.
  expect(compiled.totals.total).toBe(4000 + 14_000 + 400);
});

async function applicationsOf(cohortName: string) {
  return connection.db
    .select({
      githubUsername: contributors.githubUsername,
      application: applications,
      contributor: contributors,
    })
    .from(applications)
    .innerJoin(contributors, eq(contributors.id, applications.contributorId))
    .innerJoin(cohorts, and(eq(cohorts.id, applications.cohortId), eq(cohorts.name, cohortName)))
    .orderBy(asc(contributors.githubUsername));
}

it('gives each nominated person one application per cohort', async () => {
  const { db } = connection;
  for (const cohortName of [PILOT_COHORT_NAME, DEMO_COHORT_NAME]) {
    const nominated = await db
      .selectDistinct({ githubUsername: contributors.githubUsername })
      .from(nominations)
      .innerJoin(contributors, eq(contributors.id, nominations.contributorId))
      .innerJoin(cohorts, and(eq(cohorts.id, nominations.cohortId), eq(cohorts.name, cohortName)))
      .orderBy(asc(contributors.githubUsername));
    const applied = await applicationsOf(cohortName);
    expect(applied.map((row) => row.githubUsername)).toEqual(
      nominated.map((row) => row.githubUsername),
    );
  }
});

it('makes the demo contributor Maya Okafor, her Wave 1 application waiting at the wallet step', async () => {
  const [user] = await connection.db
    .select()
    .from(users)
    .where(eq(users.email, demoEmail('contributor')));
  const maya = (await applicationsOf(DEMO_COHORT_NAME)).find(
    (row) => row.githubUsername === 'mokafor',
  )!;

  expect(maya.contributor.userId).toBe(user!.id);
  const progress = progressOf(
    maya.application,
    maya.contributor,
    await personFactsOf(connection.db, user!.id),
  );
  expect(progress).toMatchObject({ current: 'wallet', nextAction: 'register your wallet' });
});

it('has one approved Pilot application, with a registered wallet', async () => {
  const approved = (await applicationsOf(PILOT_COHORT_NAME)).filter(
    (row) => row.application.status === 'approved',
  );
  expect(approved.map((row) => row.githubUsername)).toEqual(['jbecker']);
  expect(approved[0]!.contributor).toMatchObject({
    xrplAddress: DEMO_PILOT_WALLET,
    walletRegisteredAt: expect.any(Date),
  });
  expect(approved[0]!.application).toMatchObject({
    agreedAddress: DEMO_PILOT_WALLET,
    kycStatus: null,
    eligibilityCarriedFrom: null,
  });
});
