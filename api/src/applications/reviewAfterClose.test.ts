// An admin's review of an application whose cohort closed: what the close's confirmation said
// stays open stays open. Returning a submitted application would end it at once (a returned
// application of a closed cohort is over), so its grant would go back to the pool in silence,
// with an email asking for a change nobody could make any more: refused.
import type { CohortPayments } from '@glow/contract';
import { startTestApi, type TestApi } from '../testing/testApi';
import type { TestApplicant } from '../testing/testApplications';
import { givenPaymentCohort, type PaymentCohort } from '../testing/testPayments';
import { moveCohortTo } from '../testing/testProgramme';

let api: TestApi;
let admin: string;
let cohort: PaymentCohort & { others: TestApplicant[] };
let underReview: TestApplicant;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.loginAs('admin');
  cohort = await givenPaymentCohort(api, admin, {
    name: 'Wave 8',
    payable: 0,
    others: ['submitted'],
  });
  [underReview] = cohort.others as [TestApplicant];
  await moveCohortTo(api, cohort.id, 'closed');
});

afterAll(() => api.close());

const grantState = async () => {
  const page = await api.call<CohortPayments>('GET', `/api/cohorts/${cohort.id}/payments`, {
    token: admin,
  });
  return page.body.grants.find((grant) => grant.id === cohort.grantIdOf(underReview))?.state;
};

it('refuses to return a submitted application of a closed cohort, whose grant stays open', async () => {
  expect(await grantState()).toBe('waiting');
  const returned = await api.call('POST', `/api/applications/${underReview.applicationId}/return`, {
    token: admin,
    body: { reason: 'Please name the project page.' },
  });
  expect(returned.status).toBe(409);
  expect(returned.body).toEqual({ message: expect.stringContaining('Wave 8 is closed') });
  expect(await grantState()).toBe('waiting');
  const approved = await api.call(
    'POST',
    `/api/applications/${underReview.applicationId}/approval`,
    { token: admin },
  );
  expect(approved.status).toBe(200);
  expect(await grantState()).toBe('payable');
});
