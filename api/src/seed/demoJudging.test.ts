// The demo Pilot's judging: its assessments are valid rows (the tables' checks) and give the final
// sizes the seed states, and every judge of its panel approved, as the Pilot's review shows them.
// And the demo applications: the demo contributor's waits at the wallet step; the Pilot has its
// grants paid or returned, and its KYC was asked for each grant of a final size that needs it.
import { and, asc, eq, sql } from 'drizzle-orm';
import { isValidClassicAddress } from 'ripple-address-codec';
import {
  applications,
  auditLogs,
  cohorts,
  contributors,
  grants,
  nominations,
  users,
} from '../db/schema';
import { factColumns, peopleOf, progressOfRow } from '../applications/applicationFacts';
import { compileDistribution } from '../judging/compiledDistribution';
import { readCohortProgress } from '../programme/cohortFigures';
import { openTestDatabase, type TestDatabaseConnection } from '../testing/testDatabase';
import { DEMO_JUDGES, demoEmail } from '.';
import {
  DEMO_COHORT_NAME,
  DEMO_JONAS_WALLET,
  DEMO_PILOT_WALLET,
  PILOT_COHORT_NAME,
  PILOT_JUDGING,
} from './demoProgramme';

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

const cohortNamed = async (name: string) =>
  (await connection.db.select().from(cohorts).where(eq(cohorts.name, name)))[0]!;

it("has the demo contributor's Wave 1 application wait on the wallet step", async () => {
  const { db } = connection;
  const wave1 = await cohortNamed(DEMO_COHORT_NAME);
  const [row] = await db
    .select({ email: users.email, ...factColumns })
    .from(applications)
    .innerJoin(cohorts, eq(cohorts.id, applications.cohortId))
    .innerJoin(contributors, eq(contributors.id, applications.contributorId))
    .leftJoin(users, eq(users.id, contributors.userId))
    .where(and(eq(applications.cohortId, wave1.id), eq(users.email, demoEmail('contributor'))));
  expect(row).toBeDefined();
  const progress = progressOfRow(row!, await peopleOf(db, [row!]));
  expect(progress).toMatchObject({ current: 'wallet', nextAction: 'register your wallet' });
  expect(progress.steps.filter((step) => step.state === 'done').map((step) => step.step)).toEqual([
    'account',
    'terms',
    'codeOfConduct',
    'eligibility',
  ]);
});

it("has the Pilot's approved applications: two grants paid, one returned when its KYC failed", async () => {
  const { db } = connection;
  const pilot = await cohortNamed(PILOT_COHORT_NAME);
  expect(await readCohortProgress(db, pilot.id)).toMatchObject({
    approvedGrants: 3,
    applicationsComplete: 3,
    grantsReadyToPay: 0,
    paidGrants: 2,
    returnedGrants: 1,
  });
  const approved = await db
    .select({
      name: contributors.firstName,
      wallet: contributors.xrplAddress,
      kind: contributors.walletKind,
      kyc: applications.kycStatus,
      agreedAddress: applications.agreedAddress,
    })
    .from(applications)
    .innerJoin(contributors, eq(contributors.id, applications.contributorId))
    .where(and(eq(applications.cohortId, pilot.id), eq(applications.status, 'approved')))
    .orderBy(applications.id);
  expect(approved).toEqual([
    {
      name: 'Priya',
      wallet: DEMO_PILOT_WALLET,
      kind: 'xaman',
      kyc: 'approved',
      agreedAddress: DEMO_PILOT_WALLET,
    },
    {
      name: 'Lars',
      wallet: expect.any(String),
      kind: 'crossmark',
      kyc: 'rejected',
      agreedAddress: expect.any(String),
    },
    {
      name: 'Jonas',
      wallet: DEMO_JONAS_WALLET,
      kind: 'gemwallet',
      kyc: null,
      agreedAddress: DEMO_JONAS_WALLET,
    },
  ]);
  expect(isValidClassicAddress(DEMO_PILOT_WALLET)).toBe(true);
  expect(isValidClassicAddress(DEMO_JONAS_WALLET)).toBe(true);
});

it("names each Pilot grant's final size, and no other, where its KYC was asked for", async () => {
  const { db } = connection;
  const pilot = await cohortNamed(PILOT_COHORT_NAME);
  const asked = await db
    .select({
      name: contributors.firstName,
      size: grants.size,
      details: auditLogs.details,
      approvedAddress: applications.approvedAddress,
      agreedAddress: applications.agreedAddress,
    })
    .from(auditLogs)
    .innerJoin(applications, sql`${applications.id}::text = ${auditLogs.entityId}`)
    .innerJoin(contributors, eq(contributors.id, applications.contributorId))
    .innerJoin(grants, eq(grants.applicationId, applications.id))
    .where(
      and(
        eq(auditLogs.action, 'kyc.requested'),
        eq(auditLogs.entity, 'application'),
        eq(applications.cohortId, pilot.id),
      ),
    )
    .orderBy(applications.id);
  expect(asked.map(({ name, size }) => [name, size])).toEqual([
    ['Priya', 'medium'],
    ['Lars', 'large'],
  ]);
  for (const { size, details, approvedAddress, agreedAddress } of asked) {
    expect(details).toMatchObject({ size });
    expect(approvedAddress).toBe(agreedAddress);
  }
});
