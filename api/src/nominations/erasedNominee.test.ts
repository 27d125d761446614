// A nominee erased at their request while their cohort is still open: the scouts can no longer
// write about them (the nomination's details, a co-nomination's note, evidence, a new nomination of
// the same record); withdrawing and removing what they added stay open.
import type { NominationOutcome } from '@glow/contract';
import { eq } from 'drizzle-orm';
import { contributors, nominationEvidence, nominations } from '../db/schema';
import { formatDay } from '../programme/cohortRules';
import { ERASED_TEXT } from '../privacy/placeholders';
import { startTestApi, type TestApi } from '../testing/testApi';
import {
  coNominate,
  insertContributor,
  insertProject,
  nominate,
  nominationBody,
} from '../testing/testNominations';
import {
  addScout,
  openNominations,
  SCREENING_PASSED,
  type AddedScout,
} from '../testing/testProgramme';

let api: TestApi;
let scoutToken: string;
let adminToken: string;
let second: AddedScout;

beforeAll(async () => {
  api = await startTestApi();
  [scoutToken, adminToken] = await Promise.all([api.loginAs('scout'), api.loginAs('admin')]);
  second = await addScout(api, 'second.scout@example.org');
  await openNominations(api);
});

afterAll(() => api.close());

const erasedOn = () => formatDay(new Date());
const refusal = () => ({
  status: 409,
  body: {
    message: `wrong status: this contributor's personal data was erased on ${erasedOn()} at their request; nothing more is written about them`,
  },
});

/** A contributor nominated by the scout (which makes their account), then erased by an admin. */
async function erasedNominee() {
  const [contributor, project] = await Promise.all([insertContributor(api), insertProject(api)]);
  const created = await nominate<NominationOutcome>(
    api,
    scoutToken,
    nominationBody(contributor.id, [project.id]),
  );
  expect(created.status).toBe(201);
  const [record] = await api.db
    .select({ userId: contributors.userId })
    .from(contributors)
    .where(eq(contributors.id, contributor.id));
  const erased = await api.call('POST', `/api/users/${record!.userId}/personal-data/erasure`, {
    token: adminToken,
    body: {},
  });
  expect(erased.status).toBe(200);
  return { contributorId: contributor.id, nominationId: created.body.nomination.id };
}

const descriptionOf = async (nominationId: number) =>
  (
    await api.db
      .select({ description: nominations.description })
      .from(nominations)
      .where(eq(nominations.id, nominationId))
  )[0]?.description;

it("refuses a new description of an erased nominee's nomination", async () => {
  const { nominationId } = await erasedNominee();
  const answer = await api.call('PATCH', `/api/nominations/${nominationId}`, {
    token: scoutToken,
    body: { description: 'Maya Okafor rewrote the autofill path; she lives in Lagos.' },
  });
  expect(answer).toEqual(refusal());
  expect(await descriptionOf(nominationId)).toBe(ERASED_TEXT);
});

it('refuses a co-nomination, with its note, of an erased nominee', async () => {
  const { nominationId } = await erasedNominee();
  const answer = await coNominate(api, second.token, nominationId, {
    screening: SCREENING_PASSED,
    note: 'I worked with Maya on the autofill rewrite.',
  });
  expect(answer).toEqual(refusal());
});

it('refuses evidence about an erased nominee', async () => {
  const { nominationId } = await erasedNominee();
  const answer = await api.call('POST', `/api/nominations/${nominationId}/evidence`, {
    token: scoutToken,
    body: { url: 'https://example.org/maya-okafor', kind: 'post', note: "Maya's blog." },
  });
  expect(answer).toEqual(refusal());
  expect(
    await api.db
      .select()
      .from(nominationEvidence)
      .where(eq(nominationEvidence.nominationId, nominationId)),
  ).toEqual([]);
});

it('refuses nominating the erased contributor record again', async () => {
  const { contributorId } = await erasedNominee();
  const project = await insertProject(api);
  const answer = await nominate(api, scoutToken, nominationBody(contributorId, [project.id]));
  expect(answer).toEqual(refusal());
  const held = await api.db
    .select({ id: nominations.id })
    .from(nominations)
    .where(eq(nominations.contributorId, contributorId));
  expect(held).toHaveLength(1);
});

it("lets the scout withdraw an erased nominee's nomination", async () => {
  const { nominationId } = await erasedNominee();
  const answer = await api.call('DELETE', `/api/nominations/${nominationId}`, {
    token: scoutToken,
  });
  expect(answer.status).toBe(200);
  expect(await descriptionOf(nominationId)).toBeUndefined();
});
