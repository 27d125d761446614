// Judging data written straight into a test database: judges with sessions, a cohort in its
// assessment period with a panel, assessments, recusals and approvals. The judging API's tests
// build on these instead of walking every step through HTTP (each step has its own tests).
import type { AssessmentCriteria, AssessmentSize } from '@glow/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  cohortJudges,
  cohorts,
  distributionApprovals,
  judgeAssessments,
  nominations,
  sessions,
  users,
} from '../db/schema';
import { hashSecretToken, newSecretToken } from '../services/secretTokens';
import { addCohort, type AddedCohort } from './testProgramme';
import type { TestApi } from './testApi';

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
    const token = newSecretToken();
    await db.insert(sessions).values({
      tokenHash: hashSecretToken(token),
      userId: user!.id,
      expiresAt: new Date(Date.now() + 24 * 3600_000),
    });
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
  over18: true,
  coreInfrastructure: true,
  recentWork: true,
  unpaid: true,
};

/** Inserts a judge's assessment of a nomination (a Decline gets a rejection reason); its id. */
export async function assessDirectly(
  db: Database,
  nominationId: number,
  judgeId: number,
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
 * to distribution: a panel of at least 3 judges (every judge user, plus new ones if fewer), a
 * Medium from panel judges for every nomination short of 3 assessments, and every non-excused
 * panel judge's approval.
 */
export async function approveDistribution(db: Database, cohortId: number): Promise<void> {
  const judgeUsers = await db.select({ id: users.id }).from(users).where(eq(users.role, 'judge'));
  await addToPanel(
    db,
    cohortId,
    judgeUsers.map((judge) => judge.id),
  );
  let panel = await panelOf(db, cohortId);
  if (panel.length < 3) {
    const added = await insertJudges(db, 3 - panel.length);
    await addToPanel(
      db,
      cohortId,
      added.map((judge) => judge.id),
    );
    panel = await panelOf(db, cohortId);
  }
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
    for (const judgeId of free.slice(0, Math.max(0, 3 - row.assessed))) {
      await assessDirectly(db, row.nominationId, judgeId, 'medium');
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
