// Bad input to every call that takes input is refused with a 400 naming the field: each area's
// table (<area>/endpointCases.ts, run by <area>/validation.test.ts) must cover its endpoints. The
// fields are read from the contract, so a new endpoint or field without its case fails here.
import { ENDPOINTS, type Endpoint, type EndpointName } from '@glow/contract';
import { BAD_INPUT as SYSTEM } from '../system/endpointCases';
import { BAD_INPUT as USERS } from '../users/endpointCases';
import { BAD_INPUT as WALLETS } from '../wallets/endpointCases';
import { BAD_INPUT as PROGRAMME } from '../programme/endpointCases';
import { BAD_INPUT as VOTING } from '../voting/endpointCases';
import { BAD_INPUT as INTEGRITY } from '../integrity/endpointCases';
import { BAD_INPUT as CONTRIBUTORS } from '../contributors/endpointCases';
import { BAD_INPUT as NOMINATIONS } from '../nominations/endpointCases';
import { BAD_INPUT as PROJECTS } from '../projects/endpointCases';
import { BAD_INPUT as JUDGING } from '../judging/endpointCases';
import { BAD_INPUT as APPLICATIONS } from '../applications/endpointCases';
import { BAD_INPUT as PAYMENTS } from '../payments/endpointCases';
import { BAD_INPUT as REPORTING } from '../reporting/endpointCases';
import { BAD_INPUT as PRIVACY } from '../privacy/endpointCases';
import { BAD_INPUT as HELP } from '../help/endpointCases';
import { BAD_INPUT as DEPLOYS } from '../deploys/endpointCases';
import { inputFields, isRecordId, isText, type BadInputTables } from '../testing/badInput';

const AREAS: BadInputTables[] = [
  SYSTEM,
  USERS,
  WALLETS,
  PROGRAMME,
  VOTING,
  INTEGRITY,
  CONTRIBUTORS,
  NOMINATIONS,
  PROJECTS,
  JUDGING,
  APPLICATIONS,
  PAYMENTS,
  REPORTING,
  PRIVACY,
  HELP,
  DEPLOYS,
];
const BAD_INPUT: BadInputTables['badInput'] = Object.assign({}, ...AREAS.map((a) => a.badInput));
const NUL_IN_TEXT: BadInputTables['nulInText'] = Object.assign(
  {},
  ...AREAS.map((a) => a.nulInText),
);
const ID_TOO_BIG: BadInputTables['idTooBig'] = Object.assign({}, ...AREAS.map((a) => a.idTooBig));

// A raw-body endpoint (the KYC webhook) checks its body after the signature over its bytes: its
// bad input is tried, signed, in its own test file.
const endpoints = (Object.entries(ENDPOINTS) as [EndpointName, Endpoint][]).filter(
  ([, endpoint]) => !endpoint.rawBody,
);

it('has bad input for every endpoint that takes a body, a query or path parameters', () => {
  const takingInput = endpoints
    .filter(([, e]) => e.body || e.query || e.params)
    .map(([name]) => name);
  expect(Object.keys(BAD_INPUT).sort()).toEqual(takingInput.sort());
});

it('has a NUL case for every string field of every input, and for no other', () => {
  const expected = endpoints.flatMap(([name, endpoint]) =>
    inputFields(endpoint, isText).map((field) => `${name} ${field}`),
  );
  const written = Object.entries(NUL_IN_TEXT).flatMap(([name, { fields }]) =>
    Object.keys(fields).map((field) => `${name} ${field}`),
  );
  expect(written.sort()).toEqual(expected.sort());
});

it('has a too big case for every record id of every input, and for no other', () => {
  const expected = endpoints.flatMap(([name, endpoint]) =>
    inputFields(endpoint, isRecordId).map((field) => `${name} ${field}`),
  );
  const written = Object.entries(ID_TOO_BIG).flatMap(([name, { fields }]) =>
    Object.keys(fields).map((field) => `${name} ${field}`),
  );
  expect(written.sort()).toEqual(expected.sort());
});
