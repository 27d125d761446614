// Co-nomination (POST /api/nominations/{id}/co-nominations, DELETE …/co-nominations/mine): a
// second scout backs a nomination instead of duplicating it; two scouts racing for one pair end
// with one nomination and one co-nomination; withdrawing hands a backed nomination over.
import type {
  CohortDetail,
  FieldError,
  NominationConflictError,
  NominationList,
  NominationOutcome,
} from '@glow/contract';
import { eq } from 'drizzle-orm';
import { coNominations, nominations } from '../db/schema';
import { demoEmail } from '../seed';
import { startTestApi, type TestApi } from '../testing/testApi';
import {
  coNominate,
  insertContributor,
  insertProject,
  listScouted,
  nominate,
  nominationBody,
  pairCount,
} from '../testing/testNominations';
import {
  addScout,
  moveCohortTo,
  openNominations,
  SCREENING_PASSED,
  type AddedCohort,
  type AddedScout,
} from '../testing/testProgramme';

const BACKING = { screening: SCREENING_PASSED, note: 'I reviewed their pull requests too.' };

let api: TestApi;
let scoutToken: string;
let second: AddedScout;
let third: AddedScout;
let cohort: AddedCohort;

beforeAll(async () => {
  api = await startTestApi();
  scoutToken = await api.loginAs('scout');
  [second, third] = await Promise.all([
    addScout(api, 'second.scout@example.org'),
    addScout(api, 'third.scout@example.org'),
  ]);
  cohort = await openNominations(api);
});

afterAll(() => api.close());

/** A fresh contributor and project, nominated by the demo scout. */
async function nominated() {
  const [contributor, project] = await Promise.all([insertContributor(api), insertProject(api)]);
  const answer = await nominate<NominationOutcome>(
    api,
    scoutToken,
    nominationBody(contributor.id, [project.id]),
  );
  expect(answer.status).toBe(201);
  return { contributor, project, nomination: answer.body.nomination };
}

function backingOf(nominationId: number) {
  return api.db.select().from(coNominations).where(eq(coNominations.nominationId, nominationId));
}

describe('backing a nomination', () => {
  it('adds the scout as a co-nominator with their note, audited', async () => {
    const { nomination, project } = await nominated();
    const answer = await coNominate<NominationOutcome>(api, second.token, nomination.id, BACKING);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      success: true,
      message: 'co-nomination added',
      nomination: {
        id: nomination.id,
        scouts: 2,
        myPart: 'co-nominator',
        myNote: 'I reviewed their pull requests too.',
        canChange: true,
      },
    });
    expect(await backingOf(nomination.id)).toEqual([
      expect.objectContaining({ scoutId: second.id, screening: SCREENING_PASSED }),
    ]);
    // The nominating scout sees 2 scouts too, and not the co-nominator's note.
    const mine = await listScouted(api, scoutToken, { cohortId: cohort.id, limit: 100 });
    expect(mine.body.nominations.find((row) => row.id === nomination.id)).toMatchObject({
      scouts: 2,
      myPart: 'nominator',
      myNote: null,
    });
    // Backing a project counts like nominating it: the co-nominator cannot nominate it again.
    const other = await insertContributor(api);
    const again = await nominate<NominationConflictError>(
      api,
      second.token,
      nominationBody(other.id, [project.id]),
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      `project already nominated: you already back ${project.name} in Wave 2`,
    );
  });

  it('refuses backing one’s own nomination, backing twice, and unknown nominations', async () => {
    const { nomination, project } = await nominated();
    const own = await coNominate(api, scoutToken, nomination.id, BACKING);
    expect(own).toEqual({
      status: 409,
      body: {
        message: `project already nominated: you already back ${project.name} in Wave 2`,
        fields: ['projectIds'],
        projectIds: [project.id],
      },
    });
    expect((await coNominate(api, second.token, nomination.id, BACKING)).status).toBe(201);
    const twice = await coNominate(api, second.token, nomination.id, BACKING);
    expect(twice.status).toBe(409);
    expect(await backingOf(nomination.id)).toHaveLength(1);
    expect(await coNominate(api, second.token, 999_999, BACKING)).toEqual({
      status: 404,
      body: { message: 'nomination not found' },
    });
  });

  it.each([
    [
      'a failing screening answer',
      { ...BACKING, screening: { ...SCREENING_PASSED, over18: false } },
      'fields invalid: screening.over18: Nominees must be 18 or older.',
    ],
    ['no note', { screening: SCREENING_PASSED }, 'mandatory field missing: note'],
    ['a note of 501 characters', { ...BACKING, note: 'x'.repeat(501) }, 'fields invalid: note'],
  ])('refuses %s', async (_case, body, message) => {
    const { nomination } = await nominated();
    const answer = await coNominate<FieldError>(api, second.token, nomination.id, body);
    expect(answer.status).toBe(400);
    expect(answer.body.message.startsWith(message)).toBe(true);
    expect(await backingOf(nomination.id)).toEqual([]);
  });
});

describe('racing', () => {
  it('two scouts nominating one pair at once end with one nomination, which the loser backs', async () => {
    const [contributor, project] = await Promise.all([insertContributor(api), insertProject(api)]);
    const body = nominationBody(contributor.id, [project.id]);
    const answers = await Promise.all([
      nominate<NominationOutcome & NominationConflictError>(api, second.token, body),
      nominate<NominationOutcome & NominationConflictError>(api, third.token, body),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const winner = answers.find((answer) => answer.status === 201)!;
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(loser.body.message).toBe(
      `nomination already exists: Maya ${contributor.lastName} is already nominated for ${project.name} in Wave 2`,
    );
    expect(loser.body.nomination?.id).toBe(winner.body.nomination.id);
    expect(await pairCount(api, cohort.id, contributor.id, project.id)).toBe(1);

    const loserToken = loser === answers[0] ? second.token : third.token;
    const backed = await coNominate<NominationOutcome>(
      api,
      loserToken,
      winner.body.nomination.id,
      BACKING,
    );
    expect(backed.status).toBe(201);
    expect(backed.body.nomination.scouts).toBe(2);
    expect(await pairCount(api, cohort.id, contributor.id, project.id)).toBe(1);
  });

  it('one scout nominating two contributors of one project at once gets one nomination', async () => {
    const [first, other, project] = await Promise.all([
      insertContributor(api),
      insertContributor(api),
      insertProject(api),
    ]);
    const answers = await Promise.all([
      nominate<NominationConflictError>(api, third.token, nominationBody(first.id, [project.id])),
      nominate<NominationConflictError>(api, third.token, nominationBody(other.id, [project.id])),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toEqual({
      message: `project already nominated: you already back ${project.name} in Wave 2`,
      fields: ['projectIds'],
      projectIds: [project.id],
    });
  });
});

describe('withdrawing', () => {
  it('hands a backed nomination to the earliest co-nominator, who becomes its scout', async () => {
    const { nomination } = await nominated();
    await coNominate(api, second.token, nomination.id, BACKING);
    await coNominate(api, third.token, nomination.id, {
      ...BACKING,
      screening: SCREENING_PASSED,
      note: 'Later.',
    });

    const answer = await api.call('DELETE', `/api/nominations/${nomination.id}`, {
      token: scoutToken,
    });
    expect(answer).toEqual({
      status: 200,
      body: { success: true, message: 'nomination handed to another scout' },
    });
    const [row] = await api.db.select().from(nominations).where(eq(nominations.id, nomination.id));
    expect(row).toMatchObject({ scoutId: second.id, description: nomination.description });
    const theirs = await listScouted(api, second.token, { cohortId: cohort.id, limit: 100 });
    expect(theirs.body.nominations.find((one) => one.id === nomination.id)).toMatchObject({
      myPart: 'nominator',
      myNote: null,
      scouts: 2,
    });
    const mine = await listScouted(api, scoutToken, { cohortId: cohort.id, limit: 100 });
    expect(mine.body.nominations.map((one) => one.id)).not.toContain(nomination.id);
  });

  it('lets a co-nominator withdraw their backing only, not edit or withdraw the nomination', async () => {
    const { nomination } = await nominated();
    await coNominate(api, second.token, nomination.id, BACKING);
    const path = `/api/nominations/${nomination.id}`;
    const unauthorized = {
      status: 403,
      body: { message: 'Unauthorized: you are not authorized to perform this action' },
    };
    expect(
      await api.call('PATCH', path, { token: second.token, body: { description: 'Mine' } }),
    ).toEqual(unauthorized);
    expect(await api.call('DELETE', path, { token: second.token })).toEqual(unauthorized);
    expect(await api.call('DELETE', `${path}/co-nominations/mine`, { token: scoutToken })).toEqual(
      unauthorized,
    );

    expect(
      await api.call('DELETE', `${path}/co-nominations/mine`, { token: second.token }),
    ).toEqual({
      status: 200,
      body: { success: true, message: 'co-nomination withdrawn' },
    });
    expect(await backingOf(nomination.id)).toEqual([]);
    const mine = await listScouted(api, scoutToken, { cohortId: cohort.id, limit: 100 });
    expect(mine.body.nominations.find((one) => one.id === nomination.id)?.scouts).toBe(1);
    // Free to back it again.
    expect((await coNominate(api, second.token, nomination.id, BACKING)).status).toBe(201);
  });
});

describe('when voting opens', () => {
  it('refuses backing and unbacking, counts co-nominators on the public list and the cohort page, and emails every scout', async () => {
    const { nomination } = await nominated();
    await coNominate(api, second.token, nomination.id, BACKING);
    const scoutEmails = [demoEmail('scout'), second.email, third.email];
    const received = await Promise.all(
      scoutEmails.map(async (email) => (await api.inbox.messagesTo(email)).length),
    );
    await moveCohortTo(api, cohort.id, 'voting');

    expect(await coNominate(api, third.token, nomination.id, BACKING)).toEqual({
      status: 409,
      body: { message: 'wrong status: Wave 2 is in its voting period; nominations are closed' },
    });
    expect(
      await api.call('DELETE', `/api/nominations/${nomination.id}/co-nominations/mine`, {
        token: second.token,
      }),
    ).toEqual({
      status: 409,
      body: {
        message:
          'wrong status: Wave 2 is in its voting period; its nominations can no longer change',
      },
    });

    const publicList = await api.call<NominationList>('GET', '/api/nominations', {
      query: { limit: 100 },
    });
    expect(publicList.body.nominations.find((row) => row.id === nomination.id)?.scouts).toBe(2);

    const admin = await api.loginAs('admin');
    const detail = await api.call<CohortDetail>('GET', `/api/cohorts/${cohort.id}`, {
      token: admin,
    });
    expect(detail.body.scouts.map((scout) => scout.email)).toEqual(
      expect.arrayContaining(scoutEmails),
    );
    // Each counts the nominations they back, made or co-nominated: their own list's total.
    for (const scout of [second, third]) {
      const theirs = await listScouted(api, scout.token, { cohortId: cohort.id });
      expect(detail.body.scouts.find((row) => row.email === scout.email)?.nominations).toBe(
        theirs.body.total,
      );
    }

    for (const [index, email] of scoutEmails.entries()) {
      const opened = await api.inbox.waitForMessage(email, received[index]! + 1);
      expect(opened.subject).toBe('Voting is open on your nominations in Wave 2');
    }
  });
});
