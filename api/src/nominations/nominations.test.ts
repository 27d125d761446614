// A scout's nominations (POST /api/nominations, PATCH and DELETE /api/nominations/{id}, GET
// /api/nominations/scouted): every refusal, the contributor's invitation or "nominated"
// email in the SMTP inbox, the scout's list, and the windows for editing and withdrawing.
import type {
  AuditLogList,
  CreatedNominationOutcome,
  FieldError,
  NominationConflictError,
  NominationList,
  NominationOutcome,
  Outcome,
} from '@glow/contract';
import { eq, sql } from 'drizzle-orm';
import { nominations, scoutBackings, users } from '../db/schema';
import { demoEmail } from '../seed';
import { startTestApi, type TestApi } from '../testing/testApi';
import { passwordLinkIn } from '../testing/testInbox';
import {
  insertContributor,
  insertProject,
  listScouted,
  nominate,
  nominationBody,
  type TestContributor,
  type TestProject,
} from '../testing/testNominations';
import {
  addScout,
  moveCohortTo,
  openNominations,
  SCREENING_PASSED,
  type AddedCohort,
} from '../testing/testProgramme';
import { moveCohortPastJudging } from '../testing/testJudging';

/** A UTC day `days` from today, as YYYY-MM-DD. */
const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 24 * 3600_000).toISOString().slice(0, 10);

let api: TestApi;
let scoutToken: string;
let adminToken: string;
let otherScout: { id: number; token: string };
let cohort: AddedCohort;

beforeAll(async () => {
  api = await startTestApi();
  [scoutToken, adminToken] = await Promise.all([api.loginAs('scout'), api.loginAs('admin')]);
  otherScout = await addScout(api, 'other.scout@example.org');
  cohort = await openNominations(api);
});

afterAll(() => api.close());

async function nominationCount() {
  const [row] = await api.db.select({ value: sql<number>`count(*)::int` }).from(nominations);
  return row!.value;
}

/** Expects a refused call to have saved no nomination. */
async function expectNothingSaved(call: () => Promise<unknown>) {
  const before = await nominationCount();
  await call();
  expect(await nominationCount()).toBe(before);
}

async function newestLog() {
  const logs = await api.call<AuditLogList>('GET', '/api/logs', {
    token: adminToken,
    query: { limit: 1 },
  });
  return logs.body.logs[0];
}

/** A fresh contributor and project, nominated by the demo scout. */
async function nominated(overrides: Record<string, unknown> = {}): Promise<{
  contributor: TestContributor;
  project: TestProject;
  nomination: CreatedNominationOutcome['nomination'];
  contributorEmailed: CreatedNominationOutcome['contributorEmailed'];
}> {
  const [contributor, project] = await Promise.all([insertContributor(api), insertProject(api)]);
  const answer = await nominate<CreatedNominationOutcome>(
    api,
    scoutToken,
    nominationBody(contributor.id, [project.id], overrides),
  );
  expect(answer.status).toBe(201);
  const { nomination, contributorEmailed } = answer.body;
  return { contributor, project, nomination, contributorEmailed };
}

describe('creating a nomination', () => {
  it('saves it for the active cohort, audited, with the scout backing each project', async () => {
    const [contributor, first, second] = await Promise.all([
      insertContributor(api),
      insertProject(api, 'xrpl-js'),
      insertProject(api, 'clio'),
    ]);
    const body = nominationBody(contributor.id, [second.id, first.id], {
      categories: ['Solving Technical Debt', 'Others'],
    });
    const answer = await nominate<CreatedNominationOutcome>(api, scoutToken, body);

    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      success: true,
      message: 'nomination created',
      nomination: {
        id: expect.any(Number),
        cohort: { id: cohort.id, name: 'Wave 2', period: 'nomination', active: true },
        contributor: {
          id: contributor.id,
          firstName: 'Maya',
          lastName: contributor.lastName,
          githubUsername: expect.any(String),
        },
        projects: [
          { id: second.id, name: second.name, githubRepo: second.githubRepo, websiteUrl: null },
          { id: first.id, name: first.name, githubRepo: first.githubRepo, websiteUrl: null },
        ],
        description: body.description,
        categories: ['Solving Technical Debt', 'Others'],
        contributionDate: '2026-09-15',
        scouts: 1,
        createdAt: expect.any(String),
        updatedAt: null,
        score: 0,
        status: 'nominated',
        finalSize: null,
        grantReturnedBecause: null,
        myPart: 'nominator',
        myNote: null,
        canChange: true,
      },
      contributorEmailed: 'invitation',
    });
    const id = answer.body.nomination.id;
    const backings = await api.db
      .select({ projectId: scoutBackings.projectId })
      .from(scoutBackings)
      .where(eq(scoutBackings.nominationId, id));
    expect(backings.map((row) => row.projectId).sort()).toEqual([first.id, second.id].sort());
    expect(await newestLog()).toMatchObject({
      actor: { email: demoEmail('scout'), role: 'scout' },
      action: 'nomination.create',
      entity: 'nomination',
      entityId: String(id),
      details: {
        cohortId: cohort.id,
        contributorId: contributor.id,
        projectIds: [second.id, first.id],
        categories: ['Solving Technical Debt', 'Others'],
      },
    });
  });

  it('invites a contributor without an account: the email names the projects and the description, not the screening, and its link sets a password', async () => {
    const { contributor, project, contributorEmailed } = await nominated({
      description: 'Kept the signing library alive through three protocol amendments.',
    });
    expect(contributorEmailed).toBe('invitation');
    const email = await api.inbox.waitForMessage(contributor.email);
    expect(email.subject).toBe('You were nominated for a Glow grant');
    expect(email.text).toContain(`${project.name} (${project.githubRepo})`);
    expect(email.text).toContain(
      'Kept the signing library alive through three protocol amendments.',
    );
    expect(email.text).toContain('in Wave 2');
    for (const screeningWord of ['sanction', '18 or older', 'Ripple', 'restricted', 'Syria']) {
      expect(email.text).not.toContain(screeningWord);
    }
    expect(email.text).not.toContain(demoEmail('scout'));

    const [user] = await api.db.select().from(users).where(eq(users.email, contributor.email));
    expect(user).toMatchObject({ role: 'contributor', firstName: 'Maya', passwordHash: null });
    const { token } = passwordLinkIn(email);
    const set = await api.call<Outcome>('POST', '/api/users/password', {
      body: { token, password: 'contributor-password' },
    });
    expect(set.status).toBe(200);
    const login = await api.login(contributor.email, 'contributor-password');
    expect(login.status).toBe(200);

    // Nominated again (for another project) once they sign in: told so, no password link.
    const another = await insertProject(api, 'again');
    const again = await nominate<CreatedNominationOutcome>(
      api,
      scoutToken,
      nominationBody(contributor.id, [another.id]),
    );
    expect(again.status).toBe(201);
    expect(again.body.contributorEmailed).toBe('nominated');
    const news = await api.inbox.waitForMessage(contributor.email, 2);
    expect(news.subject).toBe('You were nominated in Wave 2');
    expect(news.text).toContain(another.name);
    expect(news.text).not.toContain('setPassword');
  });

  it('makes one account for a contributor nominated twice, by two scouts', async () => {
    const [contributor, first, second] = await Promise.all([
      insertContributor(api),
      insertProject(api),
      insertProject(api),
    ]);
    const answers = await Promise.all([
      nominate(api, scoutToken, nominationBody(contributor.id, [first.id])),
      nominate(api, otherScout.token, nominationBody(contributor.id, [second.id])),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const accounts = await api.db.select().from(users).where(eq(users.email, contributor.email));
    expect(accounts).toHaveLength(1);
  });

  it.each([
    ['over18', 'Nominees must be 18 or older.'],
    [
      'notInRestrictedRegion',
      'Nominees living in a restricted region cannot be funded through Glow.',
    ],
    ['notOnSanctionsList', 'Nominees on a sanctions list cannot be funded through Glow.'],
    ['notRippleEmployee', 'Employees of Ripple or an affiliated organisation cannot be nominated.'],
  ])('refuses a failing screening answer (%s), naming it', async (key, refusal) => {
    const [contributor, project] = await Promise.all([insertContributor(api), insertProject(api)]);
    await expectNothingSaved(async () => {
      const answer = await nominate<FieldError>(
        api,
        scoutToken,
        nominationBody(contributor.id, [project.id], {
          screening: { ...SCREENING_PASSED, [key]: false },
        }),
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        message: `fields invalid: screening.${key}: ${refusal}`,
        fields: [`screening.${key}`],
      });
    });
    expect(await api.inbox.messagesTo(contributor.email)).toEqual([]);
  });

  it('names the missing fields in the documented words', async () => {
    const answer = await nominate<FieldError>(api, scoutToken, {
      screening: SCREENING_PASSED,
      contributorId: 1,
      projectIds: [1],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      'mandatory field missing: description, categories, contributionDate',
    );
    expect(answer.body.fields).toEqual(['description', 'categories', 'contributionDate']);
  });

  const INVALID = 'fields invalid: ';
  const MISSING = 'mandatory field missing: ';
  it.each([
    ['a description of 2001 characters', { description: 'x'.repeat(2001) }, 'description', INVALID],
    ['no category', { categories: [] }, 'categories', MISSING],
    ['an unknown category', { categories: ['Marketing'] }, 'categories', INVALID],
    ['a repeated category', { categories: ['Others', 'Others'] }, 'categories', INVALID],
    ['no project', { projectIds: [] }, 'projectIds', MISSING],
    ['six projects', { projectIds: [1, 2, 3, 4, 5, 6] }, 'projectIds', INVALID],
    ['a repeated project', { projectIds: [1, 1] }, 'projectIds', INVALID],
    [
      'a contribution date after tomorrow',
      { contributionDate: dayFromToday(2) },
      'contributionDate',
      INVALID,
    ],
  ])('refuses %s', async (_case, overrides, field, words) => {
    const [contributor, project] = await Promise.all([insertContributor(api), insertProject(api)]);
    await expectNothingSaved(async () => {
      const answer = await nominate<FieldError>(
        api,
        scoutToken,
        nominationBody(contributor.id, [project.id], overrides),
      );
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toEqual([field]);
      expect(answer.body.message.startsWith(`${words}${field}`)).toBe(true);
    });
  });

  it('answers 404 for an unknown contributor or project', async () => {
    const [contributor, project] = await Promise.all([insertContributor(api), insertProject(api)]);
    await expectNothingSaved(async () => {
      expect(await nominate(api, scoutToken, nominationBody(999_999, [project.id]))).toEqual({
        status: 404,
        body: { message: 'contributor not found' },
      });
      expect(
        await nominate(api, scoutToken, nominationBody(contributor.id, [project.id, 999_999])),
      ).toEqual({ status: 404, body: { message: 'project not found' } });
    });
  });

  it('refuses a pair already nominated in the cohort, carrying the nomination to back instead', async () => {
    const { contributor, project, nomination } = await nominated();
    const extra = await insertProject(api);
    await expectNothingSaved(async () => {
      const answer = await nominate<NominationConflictError>(
        api,
        otherScout.token,
        nominationBody(contributor.id, [extra.id, project.id]),
      );
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({
        message: `nomination already exists: Maya ${contributor.lastName} is already nominated for ${project.name} in Wave 2`,
        fields: ['projectIds'],
        nomination: expect.objectContaining({
          id: nomination.id,
          scouts: 1,
          backedByMe: false,
          projects: [expect.objectContaining({ id: project.id })],
        }),
      });
      // Another scout's identity is not part of it.
      expect(JSON.stringify(answer.body)).not.toContain(demoEmail('scout'));
    });
  });

  it('refuses a second nomination of a project the scout already backs (another contributor)', async () => {
    const { project } = await nominated();
    const other = await insertContributor(api);
    await expectNothingSaved(async () => {
      const answer = await nominate<NominationConflictError>(
        api,
        scoutToken,
        nominationBody(other.id, [project.id]),
      );
      expect(answer).toEqual({
        status: 409,
        body: {
          message: `project already nominated: you already back ${project.name} in Wave 2`,
          fields: ['projectIds'],
          projectIds: [project.id],
        },
      });
    });
    // Another scout may nominate another contributor of that project.
    expect(
      (await nominate(api, otherScout.token, nominationBody(other.id, [project.id]))).status,
    ).toBe(201);
  });

  it("refuses a contributor whose email became another role's account, saving nothing", async () => {
    const [contributor, project] = await Promise.all([
      insertContributor(api, demoEmail('judge')),
      insertProject(api),
    ]);
    await expectNothingSaved(async () => {
      const answer = await nominate(api, scoutToken, nominationBody(contributor.id, [project.id]));
      expect(answer).toEqual({
        status: 409,
        body: {
          message:
            "user exists with a different role: this email belongs to a Glow account that is not a contributor's",
          fields: ['contributorId'],
        },
      });
    });
    expect(await api.inbox.messagesTo(demoEmail('judge'))).toEqual([]);
  });

  it('is for scouts only', async () => {
    const body = nominationBody(1, [1]);
    expect((await nominate(api, adminToken, body)).status).toBe(403);
    expect((await nominate(api, await api.loginAs('judge'), body)).status).toBe(403);
  });
});

describe("a scout's list", () => {
  it('shows a scout the nominations they back, active cohort first, newest first', async () => {
    const first = await nominated();
    const second = await nominated();
    const theirs = await nominate<NominationOutcome>(
      api,
      otherScout.token,
      nominationBody((await insertContributor(api)).id, [(await insertProject(api)).id]),
    );

    const mine = await listScouted(api, scoutToken, { limit: 100 });
    expect(mine.status).toBe(200);
    const ids = mine.body.nominations.map((nomination) => nomination.id);
    expect(ids.indexOf(second.nomination.id)).toBeLessThan(ids.indexOf(first.nomination.id));
    expect(ids).not.toContain(theirs.body.nomination.id);
    // Wave 2 (active), then the demo's Wave 1, then the Pilot.
    const cohortNames = [...new Set(mine.body.nominations.map((row) => row.cohort.name))];
    expect(cohortNames).toEqual(['Wave 2', 'Wave 1', 'Pilot']);
    expect(mine.body.nominations.every((row) => row.myPart === 'nominator')).toBe(true);
    const closed = mine.body.nominations.find((row) => row.cohort.name === 'Wave 1');
    expect(closed).toMatchObject({ canChange: false, status: 'cohort closed' });

    const inWave2 = await listScouted(api, scoutToken, { cohortId: cohort.id, limit: 100 });
    expect(new Set(inWave2.body.nominations.map((row) => row.cohort.name))).toEqual(
      new Set(['Wave 2']),
    );
    expect(inWave2.body.total).toBe(inWave2.body.nominations.length);
  });

  it("shows an admin every nomination, or one scout's, without a part of their own", async () => {
    const theirs = await nominate<NominationOutcome>(
      api,
      otherScout.token,
      nominationBody((await insertContributor(api)).id, [(await insertProject(api)).id]),
    );
    const all = await listScouted(api, adminToken, { limit: 100, cohortId: cohort.id });
    expect(all.body.total).toBe(
      (
        await api.db
          .select({ value: sql<number>`count(*)::int` })
          .from(nominations)
          .where(eq(nominations.cohortId, cohort.id))
      )[0]!.value,
    );
    const one = await listScouted(api, adminToken, { scoutId: otherScout.id, limit: 100 });
    expect(one.body.nominations.map((row) => row.id)).toContain(theirs.body.nomination.id);
    expect(one.body.nominations.every((row) => row.myPart === null && !row.canChange)).toBe(true);
  });

  it("refuses a scout asking for another scout's list", async () => {
    expect(await listScouted(api, scoutToken, { scoutId: otherScout.id })).toEqual({
      status: 403,
      body: { message: 'Unauthorized: you are not authorized to perform this action' },
    });
  });
});

describe('editing and withdrawing during the nomination period', () => {
  it('changes the details, audited from → to', async () => {
    const { nomination } = await nominated();
    const answer = await api.call<NominationOutcome>('PATCH', `/api/nominations/${nomination.id}`, {
      token: scoutToken,
      body: { description: 'A sharper description.', contributionDate: '2026-10-01' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      message: 'nomination updated',
      nomination: {
        id: nomination.id,
        description: 'A sharper description.',
        contributionDate: '2026-10-01',
        categories: nomination.categories,
        updatedAt: expect.any(String),
      },
    });
    expect(await newestLog()).toMatchObject({
      action: 'nomination.update',
      entityId: String(nomination.id),
      details: {
        changes: {
          description: { from: nomination.description, to: 'A sharper description.' },
          contributionDate: { from: '2026-09-15', to: '2026-10-01' },
        },
      },
    });
  });

  it('refuses an empty edit and a future date in the documented words', async () => {
    const { nomination } = await nominated();
    const path = `/api/nominations/${nomination.id}`;
    const empty = await api.call<FieldError>('PATCH', path, { token: scoutToken, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/^fields invalid: /);
    const future = await api.call<FieldError>('PATCH', path, {
      token: scoutToken,
      body: { contributionDate: dayFromToday(3) },
    });
    expect(future).toEqual({
      status: 400,
      body: {
        message: 'fields invalid: contributionDate must not be in the future',
        fields: ['contributionDate'],
      },
    });
  });

  it("answers 404 for another scout's nomination and for an unknown id", async () => {
    const { nomination } = await nominated();
    const notFound = { status: 404, body: { message: 'nomination not found' } };
    expect(
      await api.call('PATCH', `/api/nominations/${nomination.id}`, {
        token: otherScout.token,
        body: { description: 'Mine now' },
      }),
    ).toEqual(notFound);
    expect(
      await api.call('DELETE', `/api/nominations/${nomination.id}`, { token: otherScout.token }),
    ).toEqual(notFound);
    expect(await api.call('DELETE', '/api/nominations/999999', { token: scoutToken })).toEqual(
      notFound,
    );
  });

  it('withdraws a nomination nobody else backs: it is gone, and the pair is free again', async () => {
    const { contributor, project, nomination } = await nominated();
    const answer = await api.call('DELETE', `/api/nominations/${nomination.id}`, {
      token: scoutToken,
    });
    expect(answer).toEqual({
      status: 200,
      body: { success: true, message: 'nomination withdrawn' },
    });
    expect(
      await api.db.select().from(nominations).where(eq(nominations.id, nomination.id)),
    ).toEqual([]);
    expect(await newestLog()).toMatchObject({
      action: 'nomination.withdraw',
      entityId: String(nomination.id),
      details: { handedToScoutId: null },
    });
    const again = await nominate(api, scoutToken, nominationBody(contributor.id, [project.id]));
    expect(again.status).toBe(201);
  });
});

describe('after the nomination period', () => {
  it('refuses creating, editing and withdrawing once voting opens; the public list shows the scouts', async () => {
    const { nomination } = await nominated();
    await moveCohortTo(api, cohort.id, 'voting');

    const [contributor, project] = await Promise.all([insertContributor(api), insertProject(api)]);
    expect(await nominate(api, scoutToken, nominationBody(contributor.id, [project.id]))).toEqual({
      status: 409,
      body: { message: 'wrong status: Wave 2 is in its voting period; nominations are closed' },
    });
    const noChange = {
      status: 409,
      body: {
        message:
          'wrong status: Wave 2 is in its voting period; its nominations can no longer change',
      },
    };
    expect(
      await api.call('PATCH', `/api/nominations/${nomination.id}`, {
        token: scoutToken,
        body: { description: 'Too late' },
      }),
    ).toEqual(noChange);
    expect(
      await api.call('DELETE', `/api/nominations/${nomination.id}`, { token: scoutToken }),
    ).toEqual(noChange);

    const mine = await listScouted(api, scoutToken, { cohortId: cohort.id, limit: 100 });
    expect(mine.body.nominations.find((row) => row.id === nomination.id)).toMatchObject({
      status: 'in voting',
      canChange: false,
    });
    const publicList = await api.call<NominationList>('GET', '/api/nominations', {
      query: { limit: 100 },
    });
    expect(publicList.body.cohort?.name).toBe('Wave 2');
    expect(publicList.body.nominations.find((row) => row.id === nomination.id)).toMatchObject({
      scouts: 1,
    });
  });

  it('answers 404 "no active cohorts" when no cohort runs', async () => {
    await moveCohortPastJudging(api, cohort.id, 'closed');
    const [contributor, project] = await Promise.all([insertContributor(api), insertProject(api)]);
    expect(await nominate(api, scoutToken, nominationBody(contributor.id, [project.id]))).toEqual({
      status: 404,
      body: { message: 'no active cohorts' },
    });
  });
});
