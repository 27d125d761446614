// People with history are deactivated, not deleted: they cannot sign in, their sessions end, they
// are asked to judge no more, and their records keep naming them. A person keeps one account (a
// deactivated email cannot be re-created), and the judging conflict check matches the person by
// their normalised email, not one account's id.
import type { AssessmentOutcome, DeleteUserOutcome, Distribution, UserList } from '@glow/contract';
import { and, eq } from 'drizzle-orm';
import { cohortJudges, cohorts, nominations, users } from '../db/schema';
import { startTestApi, type TestApi } from '../testing/testApi';
import { assess, assessmentBody, auditRows } from '../testing/testAssessments';
import {
  assessDirectly,
  givenCohortInAssessment,
  type CohortInAssessment,
  type TestJudge,
} from '../testing/testJudging';
import { addCohort, addScout, moveCohortTo, type AddedScout } from '../testing/testProgramme';
import { startTestSession } from '../testing/testSessions';

let api: TestApi;
let admin: string;
let cohort: CohortInAssessment;
let scout: AddedScout;
/** The scout's nomination in the cohort under assessment. */
let scouted: number;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.loginAs('admin');
  cohort = await givenCohortInAssessment(api, { name: 'Wave 8', nominations: 3, judges: 3 });
  scout = await addScout(api, 'sam.scout@example.org');
  scouted = cohort.nominationIds[0]!;
  await api.db.update(nominations).set({ scoutId: scout.id }).where(eq(nominations.id, scouted));
});

afterAll(() => api.close());

const remove = (id: number) =>
  api.call<DeleteUserOutcome>('DELETE', '/api/users', { token: admin, body: { id } });
const listed = async (email: string) =>
  (
    await api.call<UserList>('GET', '/api/users', { token: admin, query: { limit: 100 } })
  ).body.users.find((user) => user.email === email);

describe('a scout with nominations', () => {
  it('is deactivated, not deleted: no sign-in, sessions ended, audited and emailed', async () => {
    expect(await remove(scout.id)).toEqual({
      status: 200,
      body: {
        success: true,
        message: 'User deactivated, not deleted: they have nominations on record',
        outcome: 'deactivated',
      },
    });
    expect(await listed(scout.email)).toMatchObject({ deactivatedAt: expect.any(String) });
    const [nomination] = await api.db
      .select({ scoutId: nominations.scoutId })
      .from(nominations)
      .where(eq(nominations.id, scouted));
    expect(nomination!.scoutId).toBe(scout.id);
    expect((await api.call('GET', '/api/users/verify', { token: scout.token })).status).toBe(401);
    expect(await api.login(scout.email, 'scout-password')).toEqual({
      status: 403,
      body: { message: 'This account was deactivated by an admin: it can no longer sign in' },
    });
    expect((await api.login(scout.email, 'not-the-password')).status).toBe(401);
    const [audit] = await auditRows(api, 'user.deactivate', scout.id);
    expect(audit).toMatchObject({
      actorEmail: 'admin@glow.local',
      details: { email: scout.email, role: 'scout', history: ['nominations'] },
    });
    const email = await api.inbox.waitForMessage(scout.email, 2);
    expect(email.subject).toBe('Your Glow account was deactivated');
    expect(await remove(scout.id)).toEqual({
      status: 409,
      body: { message: `wrong status: ${scout.email} is already deactivated` },
    });
  });

  it('cannot come back as a judge under the same email: 409 naming the deactivated account', async () => {
    const again = await api.call('POST', '/api/users', {
      token: admin,
      body: { email: 'Sam.Scout@Example.org', role: 'judge' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      message: expect.stringMatching(
        /^A user with this email already exists: sam\.scout@example\.org is the scout account deactivated on \d{1,2} \w{3} \d{4}; a person keeps one account$/,
      ),
    });
    expect(
      await api.db.select().from(users).where(eq(users.email, 'sam.scout@example.org')),
    ).toHaveLength(1);
  });

  it('stays conflicted on their nomination as a person: an account of theirs with the same email in another case is refused', async () => {
    // An account written before emails were normalised: the same person as the scout.
    const [judgeAccount] = await api.db
      .insert(users)
      .values({
        email: 'SAM.SCOUT@EXAMPLE.ORG',
        role: 'judge',
        firstName: 'Sam',
        lastName: 'Scout',
      })
      .returning({ id: users.id, email: users.email });
    await api.db.insert(cohortJudges).values({ cohortId: cohort.id, judgeId: judgeAccount!.id });
    const sessionToken = await startTestSession(api.db, judgeAccount!.id);
    expect(await assess(api, sessionToken, scouted, assessmentBody('large'))).toEqual({
      status: 403,
      body: {
        message:
          'Unauthorized: you are not authorized to perform this action: you nominated or back this nomination as a scout',
      },
    });
    const shown = await api.call<Distribution>('GET', `/api/cohorts/${cohort.id}/distribution`, {
      token: admin,
    });
    // Of the cohort's 3 nominations, the scouted one is not left to this judge: a conflict.
    const seat = shown.body.panel.find((judge) => judge.judgeId === judgeAccount!.id);
    expect(seat?.progress).toEqual({ assessed: 0, recused: 0, left: 2 });
  });
});

describe('a judge with assessments', () => {
  let leaving: TestJudge;

  beforeAll(async () => {
    leaving = cohort.judges[2]!;
    await assessDirectly(api.db, cohort.nominationIds[1]!, leaving.id, 'large');
  });

  it('is excused from the panel under assessment; their assessment still counts, under their name', async () => {
    const distribution = () =>
      api.call<Distribution>('GET', `/api/cohorts/${cohort.id}/distribution`, { token: admin });
    const required = (await distribution()).body.required;
    expect((await remove(leaving.id)).body).toMatchObject({
      message: 'User deactivated, not deleted: they have assessments on record',
      outcome: 'deactivated',
    });
    const shown = await distribution();
    expect(shown.body.panel.find((judge) => judge.judgeId === leaving.id)).toMatchObject({
      excused: { by: expect.any(String), reason: 'Account deactivated' },
      progress: { assessed: 1 },
    });
    expect(shown.body.required).toBe(required - 1);
    const [excusal] = await auditRows(api, 'distribution.excuse', cohort.id);
    expect(excusal?.details).toEqual({ judgeId: leaving.id, reason: 'Account deactivated' });
    const other = cohort.judges[0]!;
    await assess<AssessmentOutcome>(
      api,
      other.token,
      cohort.nominationIds[1]!,
      assessmentBody('large'),
    );
    const review = await api.call<{
      rows: { nominationId: number; assessments: { judgeName: string }[] | null }[];
    }>('GET', `/api/cohorts/${cohort.id}/review`, { token: other.token });
    const row = review.body.rows.find((line) => line.nominationId === cohort.nominationIds[1]);
    expect(row!.assessments!.map((assessment) => assessment.judgeName)).toContain(leaving.name);
  });

  it('stays excused: taking the excusal back would make the approval wait on someone who cannot sign in', async () => {
    const requiredBefore = (
      await api.call<Distribution>('GET', `/api/cohorts/${cohort.id}/distribution`, {
        token: admin,
      })
    ).body.required;
    expect(
      await api.call('DELETE', `/api/cohorts/${cohort.id}/judges/${leaving.id}/excusal`, {
        token: admin,
      }),
    ).toEqual({
      status: 409,
      body: {
        message: `wrong status: ${leaving.name}'s account is deactivated: they cannot approve Wave 8's distribution`,
      },
    });
    const after = await api.call<Distribution>('GET', `/api/cohorts/${cohort.id}/distribution`, {
      token: admin,
    });
    expect(after.body.required).toBe(requiredBefore);
  });

  it('is not put on the next panel, nor emailed its assessment requests', async () => {
    await api.db
      .update(cohorts)
      .set({ period: 'closed', endsAt: new Date() })
      .where(eq(cohorts.id, cohort.id));
    const next = await addCohort(api.db, { name: 'Wave 9', period: 'voting', nominations: 1 });
    expect((await moveCohortTo(api, next.id, 'assessment')).status).toBe(200);
    const panel = await api.db
      .select({ judgeId: cohortJudges.judgeId })
      .from(cohortJudges)
      .where(and(eq(cohortJudges.cohortId, next.id), eq(cohortJudges.judgeId, leaving.id)));
    expect(panel).toEqual([]);
    const seated = cohort.judges[0]!;
    await api.inbox.waitForMessage(seated.email);
    expect(
      (await api.inbox.messagesTo(leaving.email)).map((message) => message.subject),
    ).not.toContain('Assessment requests: 1 nomination of Wave 9');
  });
});

describe('a person without history', () => {
  it('is deleted, as before', async () => {
    const created = await api.call<{ user: { id: number } }>('POST', '/api/users', {
      token: admin,
      body: { email: 'no.history@example.org', role: 'scout' },
    });
    expect(await remove(created.body.user.id)).toEqual({
      status: 200,
      body: { success: true, message: 'User deleted', outcome: 'deleted' },
    });
    expect(await listed('no.history@example.org')).toBeUndefined();
  });
});
