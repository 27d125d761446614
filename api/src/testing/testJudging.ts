// Judging data written straight into a test database: judges with sessions, a cohort in its
// assessment period with a panel, assessments, recusals and approvals. The judging API's tests
// build on these instead of walking every step through HTTP (each step has its own tests).
import {
  COHORT_PERIODS,
  type AssessmentCriteria,
  type AssessmentSize,
  type CohortDetail,
} from '@glow/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  cohortJudges,
  cohorts,
  distributionApprovals,
  judgeAssessments,
  nominations,
  users,
} from '../db/schema';
import { addCohort, moveCohortTo, type AddedCohort } from './testProgramme';
import { startTestSession } from './testSessions';
import type { ApiResponse, TestApi } from './testApi';

export interface TestJudge {
  id: number;
  email: string;
  /** "Judge 3 Ruiz": what the API shows as the judge's name. */
  name: string;
  /** The api_token of a session of the judge. */
  token: string;
}

let judgesAdded = 0;

/** Inserts `count` judge users (unique per call), each with a session. */
export async function insertJudges(db: Database, count: number): Promise<TestJudge[]> {
  const added: TestJudge[] = [];
  for (let index = 0; index < count; index += 1) {
    judgesAdded += 1;
    const firstName = `Judge${judgesAdded}`;
    const lastName = 'Tester';
    const email = `judge.${judgesAdded}.${Date.now()}@example.org`;
    const [user] = await db
      .insert(users)
      .values({ email, role: 'judge', firstName, lastName })
      .returning({ id: users.id });
    const token = await startTestSession(db, user!.id);
    added.push({ id: user!.id, email, name: `${firstName} ${lastName}`, token });
  }
  return added;
}

/** Puts judges on a cohort's panel (what the move to assessment does for every judge user). */
export async function addToPanel(db: Database, cohortId: number, judgeIds: number[]) {
  if (judgeIds.length === 0) return;
  await db
    .insert(cohortJudges)
    .values(judgeIds.map((judgeId) => ({ cohortId, judgeId })))
    .onConflictDoNothing();
}

export interface CohortInAssessment extends AddedCohort {
  /** The panel: the judges inserted for it (the demo judge is not on it unless added). */
  judges: TestJudge[];
}

/**
 * Closes the unclosed cohort straight in the database (the one active cohort the database
 * allows), then adds `name` in its assessment period with `nominations` nominations and a
 * panel of `judges` new judges.
 */
export async function givenCohortInAssessment(
  api: TestApi,
  {
    name,
    nominations: count = 3,
    judges = 4,
  }: { name: string; nominations?: number; judges?: number },
): Promise<CohortInAssessment> {
  await api.db
    .update(cohorts)
    .set({ period: 'closed', endsAt: new Date() })
    .where(isNull(cohorts.endsAt));
  const cohort = await addCohort(api.db, { name, period: 'assessment', nominations: count });
  const panel = await insertJudges(api.db, judges);
  await addToPanel(
    api.db,
    cohort.id,
    panel.map((judge) => judge.id),
  );
  return { ...cohort, judges: panel };
}

/** Every criterion answered yes. */
export const ALL_YES: AssessmentCriteria = {
  coreInfrastructure: true,
  recentWork: true,
};

/** Inserts a judge's assessment of a nomination (a Decline gets a rejection reason); its id. */
export async function assessDirectly(
  db: Database,
  nominationId: number,
  /** Null: a former judge's (an account since deleted). */
  judgeId: number | null,
  size: AssessmentSize,
  criteria: AssessmentCriteria = ALL_YES,
): Promise<number> {
  const [row] = await db
    .insert(judgeAssessments)
    .values({
      nominationId,
      judgeId,
      status: 'assessed',
      ...criteria,
      size,
      rejectionReason: size === 'decline' ? 'Not core infrastructure' : null,
    })
    .returning({ id: judgeAssessments.id });
  return row!.id;
}

/** Inserts a judge's recusal from a nomination; its id. */
export async function recuseDirectly(
  db: Database,
  nominationId: number,
  judgeId: number,
): Promise<number> {
  const [row] = await db
    .insert(judgeAssessments)
    .values({ nominationId, judgeId, status: 'recused', recusalReason: 'I work with them' })
    .returning({ id: judgeAssessments.id });
  return row!.id;
}

/** Inserts the approvals of the given panel judges. */
export async function approveDirectly(db: Database, cohortId: number, judgeIds: number[]) {
  if (judgeIds.length === 0) return;
  await db
    .insert(distributionApprovals)
    .values(judgeIds.map((judgeId) => ({ cohortId, judgeId })))
    .onConflictDoNothing();
}

/**
 * Makes a cohort's distribution approved straight in the database, for tests that move a cohort
 * to distribution: every judge user on its panel, Medium assessments until each nomination has 3
 * (from panel judges without a row, then from "former judges", so no user is added), and every
 * non-excused panel judge's approval.
 */
export async function approveDistribution(db: Database, cohortId: number): Promise<void> {
  const judgeUsers = await db.select({ id: users.id }).from(users).where(eq(users.role, 'judge'));
  await addToPanel(
    db,
    cohortId,
    judgeUsers.map((judge) => judge.id),
  );
  const panel = await panelOf(db, cohortId);
  const rows = await db
    .select({
      nominationId: nominations.id,
      judgeIds: sql<(number | null)[]>`coalesce(array_agg(${judgeAssessments.judgeId})
        filter (where ${judgeAssessments.id} is not null), '{}')`,
      assessed: sql<number>`count(${judgeAssessments.id})
        filter (where ${judgeAssessments.status} = 'assessed')`.mapWith(Number),
    })
    .from(nominations)
    .leftJoin(judgeAssessments, eq(judgeAssessments.nominationId, nominations.id))
    .where(eq(nominations.cohortId, cohortId))
    .groupBy(nominations.id);
  for (const row of rows) {
    const free = panel.filter((judgeId) => !row.judgeIds.includes(judgeId));
    const missing = Math.max(0, 3 - row.assessed);
    for (let index = 0; index < missing; index += 1) {
      await assessDirectly(db, row.nominationId, free[index] ?? null, 'medium');
    }
  }
  await approveDirectly(db, cohortId, panel);
}

async function panelOf(db: Database, cohortId: number): Promise<number[]> {
  const rows = await db
    .select({ judgeId: cohortJudges.judgeId })
    .from(cohortJudges)
    .where(and(eq(cohortJudges.cohortId, cohortId), isNull(cohortJudges.excusedAt)));
  return rows.map((row) => row.judgeId);
}

/**
 * Moves a cohort through the API to its distribution period or its close, as moveCohortTo does,
 * with its distribution approved directly on the way (approveDistribution), as its judges would
 * have: the move to distribution waits for their approvals.
 */
export async function moveCohortPastJudging(
  api: TestApi,
  cohortId: number,
  target: 'distribution' | 'closed',
): Promise<ApiResponse<CohortDetail>> {
  const [cohort] = await api.db
    .select({ period: cohorts.period })
    .from(cohorts)
    .where(eq(cohorts.id, cohortId));
  const reached = COHORT_PERIODS.indexOf(cohort!.period);
  if (reached <= COHORT_PERIODS.indexOf('assessment')) {
    await moveCohortTo(api, cohortId, 'assessment');
    await approveDistribution(api.db, cohortId);
  }
  return moveCohortTo(api, cohortId, target);
}

/** The contributor record a nomination is about. */
export async function contributorOfNomination(db: Database, nominationId: number): Promise<number> {
  const [row] = await db
    .select({ id: nominations.contributorId })
    .from(nominations)
    .where(eq(nominations.id, nominationId));
  return row!.id;
}
