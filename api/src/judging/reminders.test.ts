// POST /api/cohorts/{id}/judge-reminders: the admin emails the judges with nominations left, at
// most once in a rolling 24 hours (two admins at once send one batch), audited.
import type { JudgeRemindersOutcome } from '@glow/contract';
import { and, eq } from 'drizzle-orm';
import { auditLogs, cohortJudges, cohorts } from '../db/schema';
import { PUBLIC_APP_URL, startTestApi, type TestApi } from '../testing/testApi';
import {
  assessDirectly,
  givenCohortInAssessment,
  type CohortInAssessment,
  type TestJudge,
} from '../testing/testJudging';

let api: TestApi;
let admin: string;
let cohort: CohortInAssessment;
let done: TestJudge, started: TestJudge, idle: TestJudge, excused: TestJudge;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.loginAs('admin');
  cohort = await givenCohortInAssessment(api, { name: 'Wave 7', nominations: 3, judges: 4 });
  [done, started, idle, excused] = cohort.judges as [TestJudge, TestJudge, TestJudge, TestJudge];
  for (const id of cohort.nominationIds) await assessDirectly(api.db, id, done.id, 'medium');
  await assessDirectly(api.db, cohort.nominationIds[0]!, started.id, 'medium');
  await api.db
    .update(cohortJudges)
    .set({ excusedAt: new Date(), excusedBy: null, excuseReason: 'Away' })
    .where(and(eq(cohortJudges.cohortId, cohort.id), eq(cohortJudges.judgeId, excused.id)));
});

afterAll(() => api.close());

const remind = () =>
  api.call<JudgeRemindersOutcome>('POST', `/api/cohorts/${cohort.id}/judge-reminders`, {
    token: admin,
  });

const remindedLongAgo = (hours: number) =>
  api.db
    .update(cohorts)
    .set({ judgesRemindedAt: new Date(Date.now() - hours * 3600_000) })
    .where(eq(cohorts.id, cohort.id));

it('emails each judge with nominations left, listing them, and nobody else', async () => {
  expect(await remind()).toEqual({
    status: 200,
    body: { success: true, message: 'judges reminded', emailed: 2 },
  });
  const toStarted = await api.inbox.waitForMessage(started.email);
  expect(toStarted.subject).toBe('Reminder: 2 nominations of Wave 7 still need your assessment');
  expect(toStarted.text).toContain('- First2 Wave 7 Last2 — wave-7-project-2');
  expect(toStarted.text).toContain(`${PUBLIC_APP_URL}/judge/evaluations?filter=todo`);
  const toIdle = await api.inbox.waitForMessage(idle.email);
  expect(toIdle.subject).toBe('Reminder: 3 nominations of Wave 7 still need your assessment');
  expect(await api.inbox.messagesTo(done.email)).toEqual([]);
  expect(await api.inbox.messagesTo(excused.email)).toEqual([]);
  const [audit] = await api.db
    .select()
    .from(auditLogs)
    .where(
      and(eq(auditLogs.action, 'distribution.remind'), eq(auditLogs.entityId, String(cohort.id))),
    );
  expect(audit).toMatchObject({ entity: 'cohort', details: { emailed: 2 } });
});

it('refuses another reminder within 24 hours, saying when the next can go', async () => {
  const [row] = await api.db.select().from(cohorts).where(eq(cohorts.id, cohort.id));
  const at = row!.judgesRemindedAt!;
  const next = new Date(at.getTime() + 24 * 3600_000);
  const day = (date: Date) =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(date);
  const time = (date: Date) => date.toISOString().slice(11, 16);
  expect(await remind()).toEqual({
    status: 409,
    body: {
      message: `wrong status: the judges of Wave 7 were reminded at ${time(at)} on ${day(at)}; the next reminder can go from ${time(next)} on ${day(next)}`,
    },
  });
  await remindedLongAgo(23);
  expect((await remind()).status).toBe(409);
});

it('allows the next reminder 24 hours after the last; of two at once, one is sent', async () => {
  await remindedLongAgo(25);
  const answers = await Promise.all([remind(), remind()]);
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
});

it('answers 0 emailed, a success, when no judge has nominations left', async () => {
  // Every nomination reaches 3 assessments: a final size each, nothing left for anyone.
  for (const id of cohort.nominationIds.slice(1)) {
    await assessDirectly(api.db, id, started.id, 'medium');
  }
  for (const id of cohort.nominationIds) await assessDirectly(api.db, id, idle.id, 'small');
  await remindedLongAgo(25);
  expect(await remind()).toEqual({
    status: 200,
    body: { success: true, message: 'No judge has nominations left', emailed: 0 },
  });
});

it('refuses outside the assessment period', async () => {
  await api.db
    .update(cohorts)
    .set({ period: 'closed', endsAt: new Date(), judgesRemindedAt: null })
    .where(eq(cohorts.id, cohort.id));
  expect(await remind()).toEqual({
    status: 409,
    body: { message: 'wrong status: Wave 7 is closed and read-only' },
  });
});
