// The demo Pilot's judging: its assessments are valid rows (the tables' checks) and give the final
// sizes the seed states, and every judge of its panel approved, as the Pilot's review shows them.
import { asc, eq } from 'drizzle-orm';
import { cohorts, contributors, nominations } from '../db/schema';
import { compileDistribution } from '../services/compiledDistribution';
import { openTestDatabase, type TestDatabaseConnection } from '../testing/testDatabase';
import { DEMO_JUDGES } from '.';
import { PILOT_COHORT_NAME, PILOT_JUDGING } from './demoProgramme';

let connection: TestDatabaseConnection;

beforeAll(async () => {
  connection = await openTestDatabase({ seeded: true });
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
