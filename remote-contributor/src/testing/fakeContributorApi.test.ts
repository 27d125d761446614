// The contributor pages' fixtures are what the API may answer: each passes the contract's schema
// (the fake API checks every answer too, but only of the routes a test calls).
import { ContributorDocumentSchema, MyApplicationsSchema } from '@glow/contract';
import {
  application,
  contributorDocument,
  factsAt,
  myApplications,
  REGISTERED,
} from './fakeContributorApi';

it.each([
  ['a fresh application', MyApplicationsSchema, myApplications()],
  [
    'a submitted application with a wallet',
    MyApplicationsSchema,
    myApplications([application({ ...factsAt('approved'), status: 'submitted' })], REGISTERED),
  ],
  ['the terms', ContributorDocumentSchema, contributorDocument('terms')],
  ['the grant agreement', ContributorDocumentSchema, contributorDocument('grantAgreement')],
] as const)('%s follows the contract', (_what, schema, value) => {
  expect(schema.safeParse(value).error?.issues).toBeUndefined();
});
