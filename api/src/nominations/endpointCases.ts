// The nominations' endpoints in the contract's table tests: the bad input each refuses
// (validation.test.ts beside this file runs it) and who may call each (permissions.test.ts).
// http/validation.test.ts and http/permissions.test.ts check that every endpoint has its cases.
import type { EndpointAccess, EndpointName } from '@glow/contract';
import {
  type BadInputTables,
  asInvalid,
  type BadInput,
  cohortIdCases,
  invalid,
  long,
  missing,
  NOT_OBJECTS,
  pagingCases,
} from '../testing/badInput';

export const SCREENING = {
  over18: true,
  notInRestrictedRegion: true,
  notOnSanctionsList: true,
  notRippleEmployee: true,
};

const SCREENING_REFUSALS: [keyof typeof SCREENING, string][] = [
  ['over18', 'Nominees must be 18 or older.'],
  [
    'notInRestrictedRegion',
    'Nominees living in a restricted region cannot be funded through Glow.',
  ],
  ['notOnSanctionsList', 'Nominees on a sanctions list cannot be funded through Glow.'],
  ['notRippleEmployee', 'Employees of Ripple or an affiliated organisation cannot be nominated.'],
];

export const NOMINATION = {
  screening: SCREENING,
  contributorId: 1,
  projectIds: [1, 2],
  description: 'Rewrote the autofill path of xrpl.js.',
  categories: ['Solving Technical Debt'],
  contributionDate: '2026-09-14',
};

const CO_NOMINATION = { screening: SCREENING, note: 'I reviewed this work too.' };

const EVIDENCE = {
  url: 'https://github.com/XRPLF/xrpl.js/pull/2741',
  kind: 'pullRequest',
  note: 'The change itself.',
};

const CATEGORIES_LIST =
  'Solving Technical Debt; Improving the Core Protocol; Improving Existing Standards; Creating New Standards; Improving Documentation or Creating Example Code; Creating Community Tools; Supporting Infrastructure; Others';

/** The four screening answers, each missing, not a boolean and failing in turn. */
function screeningCases(valid: Record<string, unknown>): BadInput[] {
  const withScreening = (screening: unknown) => ({ body: { ...valid, screening } });
  return [
    { what: 'no screening', ...withScreening(undefined), message: missing('screening') },
    {
      what: 'screening not an object',
      ...withScreening('all passed'),
      message: invalid(
        'screening must be an object with over18, notInRestrictedRegion, notOnSanctionsList, notRippleEmployee',
      ),
    },
    ...SCREENING_REFUSALS.flatMap(([key, refusal]) => [
      {
        what: `no screening.${key}`,
        ...withScreening({ ...SCREENING, [key]: undefined }),
        message: missing(`screening.${key}`),
      },
      {
        what: `screening.${key} as text`,
        ...withScreening({ ...SCREENING, [key]: 'yes' }),
        message: invalid(`screening.${key} must be true or false`),
      },
      {
        what: `screening.${key} failing`,
        ...withScreening({ ...SCREENING, [key]: false }),
        message: invalid(`screening.${key}: ${refusal}`),
      },
    ]),
    {
      what: 'an unknown screening question',
      ...withScreening({ ...SCREENING, conflictOfInterest: false }),
      message: /"conflictOfInterest"/,
    },
  ];
}

/** A nomination's details (create and edit), each wrong in turn. */
function nominationDetailCases(valid: Record<string, unknown>): BadInput[] {
  const withField = (field: string, value: unknown) => ({ body: { ...valid, [field]: value } });
  return [
    {
      what: 'a blank description',
      ...withField('description', '  '),
      message: missing('description'),
    },
    {
      what: 'a too long description',
      ...withField('description', long(2001)),
      message: invalid('description must be at most 2000 characters'),
    },
    { what: 'no category', ...withField('categories', []), message: missing('categories') },
    {
      what: 'an unknown category',
      ...withField('categories', ['Marketing']),
      message: invalid(`categories.0: categories must each be one of: ${CATEGORIES_LIST}`),
    },
    {
      what: 'a category twice',
      ...withField('categories', ['Others', 'Others']),
      message: invalid('categories must not repeat a category'),
    },
    {
      what: 'categories not a list',
      ...withField('categories', 'Others'),
      message: invalid('categories must be a list'),
    },
    {
      what: 'an empty contributionDate',
      ...withField('contributionDate', ''),
      message: missing('contributionDate'),
    },
    ...['14/09/2026', '2026-02-30'].map((contributionDate) => ({
      what: `contributionDate ${contributionDate}`,
      ...withField('contributionDate', contributionDate),
      message: /^fields invalid: contributionDate must be a date (as YYYY-MM-DD|that exists)$/,
    })),
  ];
}

/** Bad input to the nominations' calls, and what each 400 must say. */
export const BAD_INPUT: BadInputTables = {
  badInput: {
    listScoutedNominations: [
      ...asInvalid(pagingCases()),
      {
        what: 'a cohortId that is not a number',
        query: { cohortId: 'wave' },
        message: invalid('cohortId must be a number'),
      },
      {
        what: 'scoutId 0',
        query: { scoutId: '0' },
        message: invalid('scoutId must be greater than 0'),
      },
    ],
    createNomination: [
      ...NOT_OBJECTS,
      {
        what: 'no field',
        body: {},
        message: missing(
          'screening',
          'contributorId',
          'projectIds',
          'description',
          'categories',
          'contributionDate',
        ),
      },
      ...screeningCases(NOMINATION),
      ...nominationDetailCases(NOMINATION),
      {
        what: 'a contributorId as text',
        body: { ...NOMINATION, contributorId: '1' },
        message: invalid('contributorId must be a number'),
      },
      {
        what: 'no project',
        body: { ...NOMINATION, projectIds: [] },
        message: missing('projectIds'),
      },
      {
        what: 'six projects',
        body: { ...NOMINATION, projectIds: [1, 2, 3, 4, 5, 6] },
        message: invalid('projectIds must have at most 5 projects'),
      },
      {
        what: 'a project twice',
        body: { ...NOMINATION, projectIds: [2, 2] },
        message: invalid('projectIds must not repeat a project'),
      },
      {
        what: 'a project id as text',
        body: { ...NOMINATION, projectIds: ['2'] },
        message: invalid('projectIds.0: projectIds must be a number'),
      },
      {
        what: 'screening failing and a field missing',
        body: { ...NOMINATION, screening: { ...SCREENING, over18: false }, description: undefined },
        message:
          /^mandatory field missing: description; fields invalid: screening.over18: Nominees must be 18 or older\.$/,
      },
      { what: 'an unknown field', body: { ...NOMINATION, scoutId: 2 }, message: /"scoutId"/ },
    ],
    coNominate: [
      ...NOT_OBJECTS,
      { what: 'no field', body: {}, message: missing('screening', 'note') },
      ...screeningCases(CO_NOMINATION),
      { what: 'a blank note', body: { ...CO_NOMINATION, note: ' ' }, message: missing('note') },
      {
        what: 'a too long note',
        body: { ...CO_NOMINATION, note: long(501) },
        message: invalid('note must be at most 500 characters'),
      },
      ...asInvalid(cohortIdCases(CO_NOMINATION, 'nomination id')),
    ],
    updateNomination: [
      ...NOT_OBJECTS,
      {
        what: 'no change',
        body: {},
        message: invalid(
          'body must give at least one of description, categories, contributionDate',
        ),
      },
      ...nominationDetailCases({ description: 'Rewrote the autofill path.' }),
      {
        what: 'a field a nomination keeps',
        body: { projectIds: [3] },
        message: /"projectIds"/,
      },
      ...asInvalid(cohortIdCases({ description: 'Better words' }, 'nomination id')),
    ],
    withdrawNomination: asInvalid(cohortIdCases(undefined, 'nomination id')),
    withdrawCoNomination: asInvalid(cohortIdCases(undefined, 'nomination id')),
    listEvidence: asInvalid(cohortIdCases(undefined, 'nomination id')),
    addEvidence: [
      ...NOT_OBJECTS,
      { what: 'no field', body: {}, message: missing('url', 'kind', 'note') },
      {
        what: 'a javascript: url',
        body: { ...EVIDENCE, url: 'javascript:alert(1)' },
        message: invalid('url must be an http or https URL'),
      },
      {
        what: 'a url that is no address',
        body: { ...EVIDENCE, url: 'the pull request' },
        message: invalid('url must be an http or https URL'),
      },
      {
        what: 'a too long url',
        body: { ...EVIDENCE, url: `https://example.org/${'a'.repeat(2000)}` },
        message: invalid('url must be at most 2000 characters'),
      },
      {
        what: 'an unknown kind',
        body: { ...EVIDENCE, kind: 'tweet' },
        message: invalid('kind must be one of pullRequest, release, documentation, post, other'),
      },
      { what: 'a blank note', body: { ...EVIDENCE, note: '  ' }, message: missing('note') },
      {
        what: 'a too long note',
        body: { ...EVIDENCE, note: long(281) },
        message: invalid('note must be at most 280 characters'),
      },
      { what: 'an unknown field', body: { ...EVIDENCE, addedBy: 2 }, message: /"addedBy"/ },
      ...asInvalid(cohortIdCases(EVIDENCE, 'nomination id')),
    ],
    getNomination: asInvalid(cohortIdCases(undefined, 'nomination id')),
    removeEvidence: [
      {
        what: 'an evidence id that is not a number',
        params: { id: '1', evidenceId: 'first' },
        message: invalid('evidence id must be a number'),
      },
      {
        what: 'evidence id 0',
        params: { id: '1', evidenceId: '0' },
        message: invalid('evidence id must be greater than 0'),
      },
    ],
  },
  nulInText: {
    createNomination: {
      valid: { body: NOMINATION },
      fields: {
        'body.description': invalid('description must not contain NUL characters'),
        'body.contributionDate': invalid('contributionDate must not contain NUL characters'),
      },
    },
    coNominate: {
      valid: { body: CO_NOMINATION },
      fields: { 'body.note': invalid('note must not contain NUL characters') },
    },
    addEvidence: {
      valid: { params: { id: '1' }, body: EVIDENCE },
      fields: {
        'body.url': invalid('url must not contain NUL characters'),
        'body.kind': invalid(
          'kind must be one of pullRequest, release, documentation, post, other',
        ),
        'body.note': invalid('note must not contain NUL characters'),
      },
    },
    updateNomination: {
      valid: { body: { description: 'Better words', contributionDate: '2026-09-14' } },
      fields: {
        'body.description': invalid('description must not contain NUL characters'),
        'body.contributionDate': invalid('contributionDate must not contain NUL characters'),
      },
    },
  },
  idTooBig: {
    listScoutedNominations: {
      valid: { query: { cohortId: '1', scoutId: '2' } },
      fields: {
        'query.cohortId': invalid('cohortId must be at most 2147483647'),
        'query.scoutId': invalid('scoutId must be at most 2147483647'),
      },
    },
    createNomination: {
      valid: { body: NOMINATION },
      fields: { 'body.contributorId': invalid('contributorId must be at most 2147483647') },
    },
    ...Object.fromEntries(
      (
        [
          'coNominate',
          'updateNomination',
          'withdrawNomination',
          'withdrawCoNomination',
          'listEvidence',
          'addEvidence',
          'getNomination',
        ] as const
      ).map((name) => [
        name,
        {
          valid: {
            params: { id: '1' },
            ...(name === 'coNominate' ? { body: CO_NOMINATION } : {}),
            ...(name === 'updateNomination' ? { body: { description: 'Better words' } } : {}),
            ...(name === 'addEvidence' ? { body: EVIDENCE } : {}),
          },
          fields: { 'params.id': invalid('nomination id must be at most 2147483647') },
        },
      ]),
    ),
    removeEvidence: {
      valid: { params: { id: '1', evidenceId: '1' } },
      fields: {
        'params.id': invalid('nomination id must be at most 2147483647'),
        'params.evidenceId': invalid('evidence id must be at most 2147483647'),
      },
    },
  },
};

/** Who may call each of the nominations' endpoints, written out by hand. */
export const WHO_MAY_CALL: Partial<Record<EndpointName, EndpointAccess>> = {
  listScoutedNominations: ['scout', 'admin'],
  createNomination: ['scout'],
  coNominate: ['scout'],
  updateNomination: ['scout'],
  withdrawNomination: ['scout'],
  withdrawCoNomination: ['scout'],
  listEvidence: ['scout'],
  addEvidence: ['scout'],
  removeEvidence: ['scout'],
  getNomination: ['admin'],
};
