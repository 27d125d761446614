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

export const VALID_AREA_PREVIEW = { remote: 'glow_judge', version: '0.1.0-1a2b3c4d' };

const previewWith = (field: string, value: unknown) => ({ ...VALID_AREA_PREVIEW, [field]: value });
const PREVIEW_REMOTE = /^remote must be a container name such as glow_judge$/;
const PREVIEW_VERSION = /^version must be an uploaded version such as 0\.1\.0-1a2b3c4d$/;

const REMOTE = /^remote must be a container name such as glow_admin$/;
const VERSION = /^version must be a deployed version such as 0\.1\.0-1a2b3c4d$/;
const ROUTE =
  /^route must be a route pattern such as \/admin\/users\/:id \(at most 200 characters\)$/;

/** Bad input to the deploys area's calls, and what each 400 must say. */
export const BAD_INPUT: BadInputTables = {
  badInput: {
    startAreaPreview: [
      ...NOT_OBJECTS,
      {
        what: 'no remote',
        body: previewWith('remote', undefined),
        message: /^remote is required$/,
      },
      {
        what: 'a path for a remote',
        body: previewWith('remote', '../glow_admin'),
        message: PREVIEW_REMOTE,
      },
      {
        what: 'no version',
        body: previewWith('version', undefined),
        message: /^version is required$/,
      },
      {
        what: 'a version that climbs out of its folder',
        body: previewWith('version', '0.1.0/../../x'),
        message: PREVIEW_VERSION,
      },
      { what: 'a version with ..', body: previewWith('version', '0..1'), message: PREVIEW_VERSION },
      {
        what: 'a URL for a version (a preview names versions, never addresses)',
        body: previewWith('version', 'https://evil.example/remoteEntry.js'),
        message: PREVIEW_VERSION,
      },
      {
        what: 'an unknown field',
        body: { ...VALID_AREA_PREVIEW, entry: 'https://evil.example/remoteEntry.js' },
        message: /"entry"/,
      },
    ],
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
    startAreaPreview: {
      valid: { body: VALID_AREA_PREVIEW },
      fields: { 'body.remote': nul('remote'), 'body.version': nul('version') },
    },
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
  startAreaPreview: ['admin'],
  endAreaPreview: 'public',
};
