// The contributors' endpoints in the contract's table tests: the bad input each refuses
// (validation.test.ts beside this file runs it) and who may call each (permissions.test.ts).
// http/validation.test.ts and http/permissions.test.ts check that every endpoint has its cases.
import type { EndpointAccess, EndpointName } from '@glow/contract';
import {
  type BadInputTables,
  asInvalid,
  type BadInput,
  cohortIdCases,
  invalid,
  KEYS,
  long,
  missing,
  NOT_OBJECTS,
  pagingCases,
  searchCases,
} from '../testing/badInput';

export const CONTRIBUTOR = {
  firstName: 'Maya',
  lastName: 'Okafor',
  email: 'maya.okafor@example.org',
  githubUsername: 'maya-okafor',
  xHandle: '@maya_okafor',
  projectRole: 'maintainer',
  contributorSince: '2024-01-01',
  contributorUntil: '2025-06-30',
  xrplAddress: KEYS.address,
};

/** A contributor's fields, each wrong in turn. */
function contributorCases(): BadInput[] {
  const withField = (field: string, value: unknown) => ({
    body: { ...CONTRIBUTOR, [field]: value },
  });
  return [
    {
      what: 'no field',
      body: {},
      message: missing(
        'firstName',
        'lastName',
        'email',
        'githubUsername',
        'projectRole',
        'contributorSince',
      ),
    },
    { what: 'a blank firstName', ...withField('firstName', ' '), message: missing('firstName') },
    {
      what: 'a too long lastName',
      ...withField('lastName', long(101)),
      message: invalid('lastName must be at most 100 characters'),
    },
    {
      what: 'a number as firstName',
      ...withField('firstName', 7),
      message: invalid('firstName must be a string'),
    },
    {
      what: 'an email that is not one',
      ...withField('email', 'maya.example.org'),
      message: invalid('email must be a valid email address'),
    },
    ...['-maya', 'maya-', 'maya--okafor', 'maya_okafor'].map((githubUsername) => ({
      what: `githubUsername ${githubUsername}`,
      ...withField('githubUsername', githubUsername),
      message: invalid(
        'githubUsername must be a GitHub username: letters, digits and single hyphens, not at either end',
      ),
    })),
    {
      what: 'a too long githubUsername',
      ...withField('githubUsername', long(40)),
      message: invalid('githubUsername must be at most 39 characters'),
    },
    {
      what: 'an xHandle with a space',
      ...withField('xHandle', 'maya okafor'),
      message: invalid('xHandle must be an X handle: up to 15 letters, digits or _'),
    },
    {
      what: 'an unknown projectRole',
      ...withField('projectRole', 'owner'),
      message: invalid('projectRole must be one of creator, maintainer, contributor, editor'),
    },
    {
      what: 'a contributorSince that does not exist',
      ...withField('contributorSince', '2024-02-30'),
      message: invalid('contributorSince must be a date that exists'),
    },
    {
      what: 'a contributorUntil before contributorSince',
      ...withField('contributorUntil', '2023-12-31'),
      message: invalid('contributorUntil must not be before contributorSince'),
    },
    ...['rShort', 'XVLhHMPHU98es4dbozjVtdWzVrDjtV18pX8yuPT7y4xaEHi', `${KEYS.address}0`].map(
      (xrplAddress) => ({
        what: `xrplAddress ${xrplAddress}`,
        ...withField('xrplAddress', xrplAddress),
        message: invalid('xrplAddress must be a classic XRPL address (r…)'),
      }),
    ),
    {
      what: 'a field missing and another wrong',
      body: { ...CONTRIBUTOR, firstName: undefined, email: 'maya' },
      message:
        /^mandatory field missing: firstName; fields invalid: email must be a valid email address$/,
    },
    { what: 'an unknown field', ...withField('status', 'invited'), message: /"status"/ },
  ];
}

/** Bad input to the contributors' calls, and what each 400 must say. */
export const BAD_INPUT: BadInputTables = {
  badInput: {
    searchContributors: asInvalid([...pagingCases(), ...searchCases()]),
    createContributor: [...NOT_OBJECTS, ...contributorCases()],
    listContributorNominations: asInvalid(cohortIdCases(undefined, 'contributor id')),
  },
  nulInText: {
    searchContributors: {
      valid: { query: { search: 'maya' } },
      fields: { 'query.search': invalid('search must not contain NUL characters') },
    },
    createContributor: {
      valid: { body: CONTRIBUTOR },
      fields: {
        'body.firstName': invalid('firstName must not contain NUL characters'),
        'body.lastName': invalid('lastName must not contain NUL characters'),
        'body.email': invalid('email must be a valid email address'),
        'body.githubUsername': invalid('githubUsername must not contain NUL characters'),
        'body.xHandle': invalid('xHandle must not contain NUL characters'),
        'body.projectRole': invalid(
          'projectRole must be one of creator, maintainer, contributor, editor',
        ),
        'body.contributorSince': invalid('contributorSince must not contain NUL characters'),
        'body.contributorUntil': invalid('contributorUntil must not contain NUL characters'),
        'body.xrplAddress': invalid('xrplAddress must not contain NUL characters'),
      },
    },
  },
  idTooBig: {
    listContributorNominations: {
      valid: { params: { id: '1' } },
      fields: { 'params.id': invalid('contributor id must be at most 2147483647') },
    },
  },
};

/** Who may call each of the contributors' endpoints, written out by hand. */
export const WHO_MAY_CALL: Partial<Record<EndpointName, EndpointAccess>> = {
  searchContributors: ['scout', 'admin'],
  createContributor: ['scout', 'admin'],
  listContributorNominations: ['scout', 'admin'],
};
