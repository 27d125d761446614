// The deploys area's endpoints in the contract's table tests: the bad input each refuses
// (validation.test.ts beside this file runs it) and who may call each (permissions.test.ts).
// http/validation.test.ts and http/permissions.test.ts check that every endpoint has its cases.
import type { EndpointAccess, EndpointName } from '@glow/contract';
import { long, nul, NOT_OBJECTS, type BadInputTables } from '../testing/badInput';

export const VALID_AREA_FAILURE = {
  remote: 'glow_judge',
  version: '0.1.0-1a2b3c4d',
  route: '/judge/assessment/:id',
  kind: 'render',
};

const withField = (field: string, value: unknown) => ({ ...VALID_AREA_FAILURE, [field]: value });

const REMOTE = /^remote must be a container name such as glow_admin$/;
const VERSION = /^version must be a deployed version such as 0\.1\.0-1a2b3c4d$/;
const ROUTE =
  /^route must be a route pattern such as \/admin\/users\/:id \(at most 200 characters\)$/;

/** Bad input to the deploys area's calls, and what each 400 must say. */
export const BAD_INPUT: BadInputTables = {
  badInput: {
    reportAreaFailure: [
      ...NOT_OBJECTS,
      { what: 'no remote', body: withField('remote', undefined), message: /^remote is required$/ },
      { what: 'a remote not named glow_…', body: withField('remote', 'admin'), message: REMOTE },
      { what: 'a version with spaces', body: withField('version', '1.0 beta'), message: VERSION },
      {
        what: 'an address with its query rather than a pattern',
        body: withField('route', '/judge/assessment/12?email=ada@example.org'),
        message: ROUTE,
      },
      {
        what: 'a full URL',
        body: withField('route', 'https://glow.example/admin'),
        message: ROUTE,
      },
      { what: 'a too long route', body: withField('route', `/${long(200)}`), message: ROUTE },
      {
        what: 'a kind off the list',
        body: withField('kind', 'crash'),
        message: /^kind must be one of load, render, chunk$/,
      },
      {
        what: 'an error text (personal data has no field)',
        body: withField('error', 'TypeError at /judge/assessment/12 for ada@example.org'),
        message: /"error"/,
      },
    ],
  },
  nulInText: {
    reportAreaFailure: {
      valid: { body: VALID_AREA_FAILURE },
      fields: {
        'body.remote': nul('remote'),
        'body.version': nul('version'),
        'body.route': nul('route'),
        'body.kind': /^kind must be one of load, render, chunk$/,
      },
    },
  },
  // No record ids.
  idTooBig: {},
};

/** Who may call each of the deploys area's endpoints, written out by hand. */
export const WHO_MAY_CALL: Partial<Record<EndpointName, EndpointAccess>> = {
  reportAreaFailure: 'public',
  listAreaFailures: ['admin'],
};
