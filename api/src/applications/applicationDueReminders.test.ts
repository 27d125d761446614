// Reminders of an application's due date: 7 days and 1 day before it, once each, only to
// contributors whose application is still theirs to finish, the nearest one only for a
// contributor nominated late; rounds running at once send each reminder once (the database
// decides); a new due date is reminded again; the API's background worker sends them.
import { applicationsDueAt, type ActiveCohort } from '@glow/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { applications } from '../db/schema';
import { demoEmail } from '../seed';
import { DEMO_COHORT_NAME } from '../seed/demoProgramme';
import { PUBLIC_APP_URL, startTestApi, type TestApi } from '../testing/testApi';
import { givenApplicant, type TestApplicant } from '../testing/testApplications';
import { reminderDue, sendApplicationDueReminders } from './applicationDueReminders';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;
const dayFromToday = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** The demo seed's applications were made when the test database was: date them a month back. */
async function nominatedLastMonth(db: Database, cohortId: number) {
  await db
    .update(applications)
    .set({ createdAt: new Date(Date.now() - 30 * DAY_MS) })
    .where(eq(applications.cohortId, cohortId));
}

describe('reminderDue', () => {
  const dueOn = '2026-12-20';
  const dueAt = applicationsDueAt(dueOn).getTime();
  const longAgo = new Date('2026-10-01T00:00:00Z');
  const at = (msBeforeDue: number) => new Date(dueAt - msBeforeDue);

  it('is the nearest offset reached before the due moment, none before 7 days or after it', () => {
    expect(reminderDue(dueOn, longAgo, at(8 * DAY_MS))).toBeNull();
    expect(reminderDue(dueOn, longAgo, at(7 * DAY_MS))).toBe(7);
    expect(reminderDue(dueOn, longAgo, at(2 * DAY_MS))).toBe(7);
    expect(reminderDue(dueOn, longAgo, at(DAY_MS))).toBe(1);
    expect(reminderDue(dueOn, longAgo, at(HOUR_MS))).toBe(1);
    expect(reminderDue(dueOn, longAgo, at(0))).toBeNull();
  });

  it('skips a reminder whose moment came before the nomination', () => {
    expect(reminderDue(dueOn, at(3 * DAY_MS), at(2 * DAY_MS))).toBeNull();
    expect(reminderDue(dueOn, at(3 * DAY_MS), at(12 * HOUR_MS))).toBe(1);
  });
});

describe('the reminders of the demo’s Wave 1', () => {
  let api: TestApi;
  let admin: string;
  let wave1: number;
  /** Nominated now, four days before the due date: after the 7-day reminder's moment. */
  let late: TestApplicant;
  /** Nominated last month; their account was deactivated since: they cannot sign in to finish. */
  let deactivated: TestApplicant;
  const maya = demoEmail('contributor');
  const dueOn = dayFromToday(4);
  const dueAt = applicationsDueAt(dueOn).getTime();

  const subjectsTo = async (email: string) =>
    (await api.inbox.messagesTo(email))
      .map((message) => message.subject)
      .filter((subject) =>
        subject.startsWith(`Your Glow application for ${DEMO_COHORT_NAME} is due`),
      )
      .reverse();

  /** The reminders to `email`, once `count` of them arrived (3 s at most), oldest first. */
  async function remindersTo(email: string, count: number) {
    const deadline = Date.now() + 3000;
    for (;;) {
      const subjects = await subjectsTo(email);
      if (subjects.length >= count || Date.now() > deadline) return subjects;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** Time for emails to arrive, had any more been queued. */
  const settled = () => new Promise((resolve) => setTimeout(resolve, 300));

  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.loginAs('admin');
    wave1 = (await api.call<ActiveCohort>('GET', '/api/cohorts/active')).body.cohort!.id;
    const dated = await api.call('PATCH', `/api/cohorts/${wave1}`, {
      token: admin,
      body: { applicationsDueOn: dueOn },
    });
    if (dated.status !== 200) throw new Error(`Setting the due date answered ${dated.status}`);
    deactivated = await givenApplicant(api, wave1, { stage: 'eligible' });
    const removed = await api.call('DELETE', '/api/users', {
      token: admin,
      body: { id: deactivated.userId },
    });
    if (removed.status !== 200) throw new Error(`Deactivating answered ${removed.status}`);
    await nominatedLastMonth(api.db, wave1);
    late = await givenApplicant(api, wave1, { stage: 'eligible' });
  });

  afterAll(() => api.close());

  it('reminds an unfinished application 7 days ahead, once, and not one that is finished or came late', async () => {
    const now = new Date(dueAt - 3.5 * DAY_MS);
    const sent = await sendApplicationDueReminders(api.db, PUBLIC_APP_URL, now);
    expect(sent).toBeGreaterThan(0);
    expect(await sendApplicationDueReminders(api.db, PUBLIC_APP_URL, now)).toBe(0);
    expect(await remindersTo(maya, 1)).toEqual([
      `Your Glow application for ${DEMO_COHORT_NAME} is due in 4 days`,
    ]);
    await settled();
    const [message] = await api.inbox.messagesTo(maya);
    expect(message!.text).toContain('Next: register your wallet.');
    expect(message!.text).toContain(`${PUBLIC_APP_URL}/contributor/applications`);
    // Ana Ribeiro's application is approved: nothing is hers to finish.
    expect(await subjectsTo('anaribeiro@example.org')).toEqual([]);
    expect(await subjectsTo(late.email)).toEqual([]);
    expect(await subjectsTo(deactivated.email)).toEqual([]);
  });

  it('reminds the day before, each contributor once, when two rounds run at once', async () => {
    const now = new Date(dueAt - 12 * HOUR_MS);
    const counts = await Promise.all([
      sendApplicationDueReminders(api.db, PUBLIC_APP_URL, now),
      sendApplicationDueReminders(api.db, PUBLIC_APP_URL, now),
    ]);
    expect(await sendApplicationDueReminders(api.db, PUBLIC_APP_URL, now)).toBe(0);
    const tomorrow = `Your Glow application for ${DEMO_COHORT_NAME} is due tomorrow`;
    expect(await remindersTo(maya, 2)).toEqual([
      `Your Glow application for ${DEMO_COHORT_NAME} is due in 4 days`,
      tomorrow,
    ]);
    expect(await remindersTo(late.email, 1)).toEqual([tomorrow]);
    await settled();
    expect(await subjectsTo(maya)).toHaveLength(2);
    // Each reminder was sent by one of the two rounds.
    expect(counts[0]! + counts[1]!).toBeGreaterThanOrEqual(2);
    expect(await sendApplicationDueReminders(api.db, PUBLIC_APP_URL, now)).toBe(0);
  });

  it('sends none once the date has passed, and reminds a new date again', async () => {
    expect(
      await sendApplicationDueReminders(api.db, PUBLIC_APP_URL, new Date(dueAt + HOUR_MS)),
    ).toBe(0);
    const later = dayFromToday(5);
    await api.call('PATCH', `/api/cohorts/${wave1}`, {
      token: admin,
      body: { applicationsDueOn: later },
    });
    const now = new Date(applicationsDueAt(later).getTime() - 3 * DAY_MS);
    expect(await sendApplicationDueReminders(api.db, PUBLIC_APP_URL, now)).toBeGreaterThan(0);
    expect((await remindersTo(maya, 3)).at(-1)).toBe(
      `Your Glow application for ${DEMO_COHORT_NAME} is due in 3 days`,
    );
  });
});

describe('the background worker', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi(
      { APPLICATION_REMINDER_INTERVAL_MS: '50' },
      { remindApplicants: true },
    );
  });

  afterAll(() => api.close());

  it('sends a reminder once the due date comes within 7 days', async () => {
    const admin = await api.loginAs('admin');
    const wave1 = (await api.call<ActiveCohort>('GET', '/api/cohorts/active')).body.cohort!.id;
    await nominatedLastMonth(api.db, wave1);
    await api.call('PATCH', `/api/cohorts/${wave1}`, {
      token: admin,
      body: { applicationsDueOn: dayFromToday(2) },
    });
    const reminder = await api.inbox.waitForMessage(demoEmail('contributor'), 2);
    expect(reminder.subject).toMatch(
      new RegExp(`^Your Glow application for ${DEMO_COHORT_NAME} is due in \\d days$`),
    );
    // The rounds go on every 50 ms: still one reminder.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const reminders = (await api.inbox.messagesTo(demoEmail('contributor'))).filter((message) =>
      message.subject.includes('is due in'),
    );
    expect(reminders).toHaveLength(1);
  });
});
