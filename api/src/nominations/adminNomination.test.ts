// An admin's page of one nomination (GET /api/nominations/{id}): its scouts, contributor,
// projects, evidence and votes at once; the judges' assessments only once its cohort's
// assessment is over; the person's application and grant once they exist. Other roles are
// refused by permissions.test.ts beside this file.
import type { AdminNomination, NominationOutcome } from '@glow/contract';
import { eq } from 'drizzle-orm';
import { nominations } from '../db/schema';
import { startTestApi, type TestApi } from '../testing/testApi';
import { givenPaymentCohort } from '../testing/testPayments';
import {
  coNominate,
  insertContributor,
  insertProject,
  nominate,
  nominationBody,
} from '../testing/testNominations';
import { addScout, openNominations, SCREENING_PASSED } from '../testing/testProgramme';

const PULL = 'https://github.com/XRPLF/xrpl.js/pull/2741';

let api: TestApi;
let adminToken: string;

beforeAll(async () => {
  api = await startTestApi();
  adminToken = await api.loginAs('admin');
});

afterAll(() => api.close());

const read = (id: number, token = adminToken) =>
  api.call<AdminNomination>('GET', `/api/nominations/${id}`, { token });

describe("an admin's page of a nomination", () => {
  it('shows its scouts with the co-nominator’s note, contributor, projects, evidence and votes; no assessments while it is not assessed', async () => {
    const scoutToken = await api.loginAs('scout');
    const second = await addScout(api, 'second.page.scout@example.org');
    const cohort = await openNominations(api, 'Wave 7');
    const [contributor, project] = await Promise.all([insertContributor(api), insertProject(api)]);
    const created = await nominate<NominationOutcome>(
      api,
      scoutToken,
      nominationBody(contributor.id, [project.id]),
    );
    expect(created.status).toBe(201);
    const id = created.body.nomination.id;
    expect(
      (
        await coNominate(api, second.token, id, {
          screening: SCREENING_PASSED,
          note: 'I reviewed it too.',
        })
      ).status,
    ).toBe(201);
    const added = await api.call('POST', `/api/nominations/${id}/evidence`, {
      token: scoutToken,
      body: { url: PULL, kind: 'pullRequest', note: 'The change itself.' },
    });
    expect(added.status).toBe(201);

    const answer = await read(id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id,
      cohort: { id: cohort.id, name: 'Wave 7', period: 'nomination' },
      status: 'nominated',
      contributor: { id: contributor.id, email: contributor.email },
      projects: [{ id: project.id }],
      coScouts: [{ id: second.id, note: 'I reviewed it too.' }],
      evidence: [{ url: PULL, kind: 'pullRequest', note: 'The change itself.' }],
      votes: { up: 0, down: 0, score: 0 },
      assessments: null,
      grant: null,
    });
    expect(answer.body.scout).toMatchObject({ email: expect.stringContaining('@') });
    expect(answer.body).not.toHaveProperty('myPart');
  });

  it("shows each judge's assessment, the application and the grant once the distribution is approved", async () => {
    const cohort = await givenPaymentCohort(api, adminToken, { name: 'Wave 8', payable: 1 });
    const [applicant] = cohort.payable;
    const [nomination] = await api.db
      .select({ id: nominations.id })
      .from(nominations)
      .where(eq(nominations.contributorId, applicant!.contributorId));

    const answer = await read(nomination!.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'sized',
      finalSize: 'medium',
      application: { id: applicant!.applicationId, status: 'approved' },
      grant: {
        id: cohort.grantIdOf(applicant!),
        nominationId: nomination!.id,
        size: 'medium',
        state: 'payable',
        payment: null,
      },
    });
    expect(answer.body.assessments).toHaveLength(3);
    expect(answer.body.assessments!.every((row) => row.size === 'medium')).toBe(true);
  });

  it('answers 404 for a nomination that does not exist', async () => {
    const answer = await read(2_000_000);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'nomination not found' });
  });

  it('refuses a scout, even the nominating one', async () => {
    const [id] = (await api.db.select({ id: nominations.id }).from(nominations).limit(1)).map(
      (row) => row.id,
    );
    const answer = await read(id!, await api.loginAs('scout'));
    expect(answer.status).toBe(403);
  });
});
