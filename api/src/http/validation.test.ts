// Bad input to every call that takes input: always a 400 `{ message }` naming the field, never a 500.
import { ELIGIBLE_ANSWERS, ENDPOINTS, type Endpoint, type EndpointName } from '@glow/contract';
import { z } from 'zod';
import { DEMO_PASSWORD } from '../seed';
import { startTestApi, type TestApi } from '../testing/testApi';
import { newWallet, withBadChecksum } from '../testing/testWallets';

interface BadInput {
  what: string;
  body?: unknown;
  query?: Record<string, string>;
  /** A query string as sent (for a parameter given twice); replaces `query`. */
  rawQuery?: string;
  /** The path's `{name}` parameters; valid ones unless given. */
  params?: Record<string, string>;
  /** What the message must say (the field, and often the rule). */
  message: RegExp;
}

const long = (length: number) => 'x'.repeat(length);
const longEmail = `${long(250)}@example.com`; // 262 characters
const USER = { email: 'valid@example.com', role: 'scout' };
const LOGIN = { email: 'admin@glow.local', password: DEMO_PASSWORD };
const NAMES = { firstName: 'Ada', lastName: 'Lovelace' };

// Not JSON objects: every endpoint with a body refuses them.
const NOT_OBJECTS: BadInput[] = [
  { what: 'no body', message: /body/ },
  { what: 'null', body: null, message: /body/ },
  { what: 'an array', body: [], message: /body/ },
  { what: 'a string', body: 'text', message: /body/ },
  { what: 'a number', body: 42, message: /body/ },
];

// Wallet sign-in: a real key and address, so only the field under test is wrong.
const KEYS = newWallet();
const HEX64 = 'AB'.repeat(32);
const SIGNATURE = 'CD'.repeat(70);
const CROSSMARK = {
  signature: SIGNATURE,
  pubkey: KEYS.publicKey,
  address: KEYS.address,
  token: HEX64,
};
const GEMWALLET = { signature: SIGNATURE, token: HEX64 };
const GEM_QUERY = { pubkey: KEYS.publicKey, address: KEYS.address };
const PAYLOAD_ID = '9b2c1f3e-5a4d-4c6b-8e7f-0a1b2c3d4e5f';
const PAYLOAD_SECRET = 'Aa0_-'.repeat(8) + 'xyz'; // 43 base64url characters
const PAYLOAD_QUERY = { payloadId: PAYLOAD_ID, secret: PAYLOAD_SECRET };
const SIGN_IN = { transaction: { TransactionType: 'SignIn' } };
const PAYMENT = {
  TransactionType: 'Payment',
  Destination: KEYS.address,
  Amount: '1',
};

/** The secret of a Xaman payload is required, and of its one shape. */
function secretCases(valid: Record<string, string>): BadInput[] {
  const without = Object.fromEntries(Object.entries(valid).filter(([key]) => key !== 'secret'));
  return [
    { what: 'no secret', query: without, message: /^secret is required$/ },
    { what: 'an empty secret', query: { ...without, secret: '' }, message: /^secret is required$/ },
    ...[PAYLOAD_SECRET.slice(1), `${PAYLOAD_SECRET}A`, `${PAYLOAD_SECRET.slice(1)}=`].map(
      (secret) => ({
        what: `a secret of ${secret.length} characters (${secret.slice(-3)})`,
        query: { ...without, secret },
        message: /^secret must be the secret answered with the payload$/,
      }),
    ),
  ];
}
const NOT_AN_ADDRESS = /^address must be a valid XRPL address$/;

/** The cases every hexadecimal field shares, in a body or a query that is otherwise valid. */
function hexCases(
  field: string,
  maxLength: number,
  valid: Record<string, string>,
  where: 'body' | 'query',
): BadInput[] {
  const input = (value?: string | number): Pick<BadInput, 'body' | 'query'> => {
    const fields: Record<string, string> = { ...valid };
    delete fields[field];
    if (typeof value === 'string') fields[field] = value;
    return where === 'body' ? { body: { ...fields, [field]: value } } : { query: fields };
  };
  return [
    { what: `no ${field}`, ...input(), message: new RegExp(`^${field} must be a string$`) },
    ...(where === 'body'
      ? [
          {
            what: `a number as ${field}`,
            ...input(12),
            message: new RegExp(`^${field} must be a string$`),
          },
        ]
      : []),
    { what: `an empty ${field}`, ...input(''), message: new RegExp(`^${field} is required`) },
    {
      what: `a too long ${field}`,
      ...input('A'.repeat(maxLength + 2)),
      message: new RegExp(`^${field} must be at most ${maxLength} characters$`),
    },
    {
      what: `${field} not hex`,
      ...input('XYZ0'),
      message: new RegExp(`^${field} must be hexadecimal$`),
    },
  ];
}

function pagingCases(): BadInput[] {
  return [
    { what: 'page=0', query: { page: '0' }, message: /^page must be greater than 0$/ },
    { what: 'page=-1', query: { page: '-1' }, message: /^page must be greater than 0$/ },
    { what: 'page=1.5', query: { page: '1.5' }, message: /^page must be a whole number$/ },
    { what: 'page=abc', query: { page: 'abc' }, message: /^page must be a number$/ },
    { what: 'limit=0', query: { limit: '0' }, message: /^limit must be greater than 0$/ },
    { what: 'limit=abc', query: { limit: 'abc' }, message: /^limit must be a number$/ },
    { what: 'limit=101', query: { limit: '101' }, message: /^limit must be at most 100$/ },
    { what: 'an unknown parameter', query: { sort: 'asc' }, message: /"sort"/ },
  ];
}

// Voting: a valid body of each call, so only the field under test is wrong.
const HASH = 'AB'.repeat(32);
const VOTE = { nominationId: 1, type: 'UP' };
const PERIODS = 'nomination, voting, assessment, distribution, closed';
const VOTE_TYPE = /^vote type must be one of UP, DOWN, NONE$/;
const HASH_REQUIRED = /^Transaction hash required$/;
const HASH_SHAPE = /^transaction hash must be 64 hexadecimal characters$/;

function searchCases(): BadInput[] {
  return [
    {
      what: 'a too long search',
      query: { search: long(101) },
      message: /^search must be at most 100 characters$/,
    },
    {
      what: 'search given twice',
      rawQuery: 'search=a&search=b',
      message: /^search must be a string$/,
    },
  ];
}

/** A close names the grants shown going back to the pool; other moves name none. */
function closeConfirmationCases(): BadInput[] {
  return [
    {
      what: 'a close without returningGrantIds',
      body: { period: 'closed' },
      message:
        /^returningGrantIds is required to close a cohort: the grants shown going back to the pool$/,
    },
    {
      what: 'returningGrantIds not a list',
      body: { period: 'closed', returningGrantIds: 3 },
      message: /^returningGrantIds must be a list of ids$/,
    },
    {
      what: 'a returning grant id 0',
      body: { period: 'closed', returningGrantIds: [0] },
      message: /^returningGrantIds\.0: returningGrantIds must be greater than 0$/,
    },
    {
      what: 'a returning grant id beyond the ids',
      body: { period: 'closed', returningGrantIds: [2_147_483_648] },
      message: /^returningGrantIds\.0: returningGrantIds must be at most 2147483647$/,
    },
    {
      what: 'applicationsDueOn not a date',
      body: { period: 'closed', returningGrantIds: [], applicationsDueOn: '30/12/2026' },
      message: /^applicationsDueOn must be a date as YYYY-MM-DD$/,
    },
    {
      what: 'returningGrantIds on another move',
      body: { period: 'voting', returningGrantIds: [] },
      message: /^returningGrantIds is only given to close a cohort$/,
    },
  ];
}

// Cohorts and projects: a valid body of each call, so only the field under test is wrong.
const COHORT_START = {
  name: 'Wave 9',
  startsOn: '2030-01-15',
  grantAmounts: { small: 50, medium: 750, large: 3000 },
  kycSizes: ['large'],
  votingPeriodDays: 14,
};
const PROJECT = {
  name: 'Glow tools',
  description: 'Tools for Glow',
  githubRepo: 'XRPLF/xrpl.js',
  websiteUrl: 'https://glow.example.com',
  xHandle: '@glow_tools',
};

/** Bad cohort ids in the path, with a body that is otherwise valid (or none). */
function cohortIdCases(body?: unknown, field = 'cohort id'): BadInput[] {
  return [
    ['a cohort id that is not a number', 'abc', 'must be a number'],
    ['cohort id 0', '0', 'must be greater than 0'],
    ['a negative cohort id', '-2', 'must be greater than 0'],
    ['a NUL character in the cohort id', '1%00', 'must be a number'],
    ['a fractional cohort id', '1.5', 'must be a whole number'],
  ].map(([what, id, rule]) => ({
    what: what!.replace('cohort', field.split(' ')[0]!),
    params: { id: id! },
    ...(body === undefined ? {} : { body }),
    message: new RegExp(`^${field} ${rule}$`),
  }));
}

/** The settings a cohort is started with or edited to, each wrong in turn. */
function cohortSettingCases(valid: Record<string, unknown>): BadInput[] {
  const withField = (field: string, value: unknown) => ({ body: { ...valid, [field]: value } });
  const amounts = (change: Record<string, unknown>) =>
    withField('grantAmounts', { ...COHORT_START.grantAmounts, ...change });
  return [
    { what: 'a number as name', ...withField('name', 7), message: /^name must be a string$/ },
    { what: 'a blank name', ...withField('name', '   '), message: /^name is required$/ },
    {
      what: 'a too long name',
      ...withField('name', long(61)),
      message: /^name must be at most 60 characters$/,
    },
    {
      what: 'grantAmounts not an object',
      ...withField('grantAmounts', 50),
      message: /^grantAmounts must be an object with small, medium and large$/,
    },
    {
      what: 'grantAmounts without large',
      ...withField('grantAmounts', { small: 50, medium: 750 }),
      message: /^grantAmounts.large must be a number$/,
    },
    {
      what: 'grant amount 0',
      ...amounts({ small: 0 }),
      message: /^grantAmounts.small must be at least 1$/,
    },
    {
      what: 'a grant amount over 1,000,000',
      ...amounts({ large: 1_000_001 }),
      message: /^grantAmounts.large must be at most 1000000$/,
    },
    {
      what: 'a fractional grant amount',
      ...amounts({ medium: 1.5 }),
      message: /^grantAmounts.medium must be a whole number$/,
    },
    {
      what: 'a grant amount as a string',
      ...amounts({ small: '50' }),
      message: /^grantAmounts.small must be a number$/,
    },
    {
      what: 'an unknown size in grantAmounts',
      ...amounts({ huge: 9 }),
      message: /"huge"/,
    },
    {
      what: 'an unknown KYC size',
      ...withField('kycSizes', ['huge']),
      message: /kycSizes.*small, medium, large/,
    },
    {
      what: 'a KYC size twice',
      ...withField('kycSizes', ['large', 'large']),
      message: /^kycSizes must not repeat a size$/,
    },
    {
      what: 'kycSizes not a list',
      ...withField('kycSizes', 'large'),
      message: /^kycSizes must be a list of sizes$/,
    },
    ...[0, 61].map((days) => ({
      what: `votingPeriodDays ${days}`,
      ...withField('votingPeriodDays', days),
      message: new RegExp(`^votingPeriodDays must be at ${days ? 'most 60' : 'least 1'}$`),
    })),
    {
      what: 'fractional votingPeriodDays',
      ...withField('votingPeriodDays', 7.5),
      message: /^votingPeriodDays must be a whole number$/,
    },
    { what: 'an unknown field', ...withField('period', 'voting'), message: /"period"/ },
  ];
}

/** A project's fields, each wrong in turn. */
function projectFieldCases(valid: Record<string, unknown>): BadInput[] {
  const withField = (field: string, value: unknown) => ({ body: { ...valid, [field]: value } });
  return [
    { what: 'a blank name', ...withField('name', ' '), message: /^name is required$/ },
    {
      what: 'a too long name',
      ...withField('name', long(101)),
      message: /^name must be at most 100 characters$/,
    },
    {
      what: 'a blank description',
      ...withField('description', ''),
      message: /^description is required$/,
    },
    {
      what: 'a too long description',
      ...withField('description', long(2001)),
      message: /^description must be at most 2000 characters$/,
    },
    ...[
      'xrpl.js',
      'XRPLF/',
      '-XRPLF/xrpl.js',
      'XRPLF/xrpl js',
      'https://gitlab.com/XRPLF/xrpl.js',
      'XRPLF/xrpl.js/issues',
    ].map((githubRepo) => ({
      what: `githubRepo ${JSON.stringify(githubRepo)}`,
      ...withField('githubRepo', githubRepo),
      message: /^githubRepo must be a GitHub repository such as XRPLF\/xrpl.js$/,
    })),
    {
      what: 'a websiteUrl that is not http(s)',
      ...withField('websiteUrl', 'ftp://glow.example.com'),
      message: /^websiteUrl must be an http or https URL$/,
    },
    ...['glow tools', '@@glow', long(16)].map((handle) => ({
      what: `xHandle ${JSON.stringify(handle.slice(0, 20))}`,
      ...withField('xHandle', handle),
      message: /^xHandle must be an X handle: up to 15 letters, digits or _$/,
    })),
    { what: 'an unknown field', ...withField('stars', 5), message: /"stars"/ },
  ];
}

// Scouts' nominations and contributors: their 400s say SPEC's words ("mandatory field missing: …;
// fields invalid: …", validationWords 'spec'), with the fields named.
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const missing = (...fields: string[]) =>
  new RegExp(`^mandatory field missing: ${escapeRegExp(fields.join(', '))}$`);
const invalid = (message: string) => new RegExp(`^fields invalid: ${escapeRegExp(message)}$`);
/** Cases written for the other endpoints' words ("page must be …"), in SPEC's words. */
const asInvalid = (cases: BadInput[]): BadInput[] =>
  cases.map((bad) => ({
    ...bad,
    message: bad.message.source.startsWith('^')
      ? new RegExp(`^fields invalid: ${bad.message.source.slice(1)}`)
      : bad.message,
  }));

const SCREENING = {
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
const CONTRIBUTOR = {
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
const NOMINATION = {
  screening: SCREENING,
  contributorId: 1,
  projectIds: [1, 2],
  description: 'Rewrote the autofill path of xrpl.js.',
  categories: ['Solving Technical Debt'],
  contributionDate: '2026-09-14',
};
const CO_NOMINATION = { screening: SCREENING, note: 'I reviewed this work too.' };
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

// Judging: a valid assessment, so only the field under test is wrong.
const ASSESSMENT = {
  criteria: { over18: true, coreInfrastructure: true, recentWork: true, unpaid: true },
  size: 'medium',
};
const SIZES = 'decline, small, medium, large';

/** An assessment's fields (create and revise), each wrong in turn. */
function assessmentCases(): BadInput[] {
  const withField = (field: string, value: unknown) => ({
    body: { ...ASSESSMENT, [field]: value },
  });
  const withCriterion = (value: unknown) =>
    withField('criteria', { ...ASSESSMENT.criteria, unpaid: value });
  return [
    ...NOT_OBJECTS,
    { what: 'no field', body: {}, message: missing('criteria', 'size') },
    {
      what: 'a criterion missing',
      ...withCriterion(undefined),
      message: missing('criteria.unpaid'),
    },
    {
      what: 'a criterion not true or false',
      ...withCriterion('yes'),
      message: invalid('criteria.unpaid must be true or false'),
    },
    {
      what: 'criteria not an object',
      ...withField('criteria', 'all yes'),
      message: invalid(
        'criteria must be an object with over18, coreInfrastructure, recentWork, unpaid',
      ),
    },
    {
      what: 'an unknown criterion',
      ...withField('criteria', { ...ASSESSMENT.criteria, openSource: true }),
      message: /"openSource"/,
    },
    {
      what: 'an unknown size',
      ...withField('size', 'huge'),
      message: invalid(`size must be one of ${SIZES}`),
    },
    {
      what: 'Decline without a rejection reason',
      ...withField('size', 'decline'),
      message: missing('rejectionReason'),
    },
    {
      what: 'Decline with a blank rejection reason',
      body: { ...ASSESSMENT, size: 'decline', rejectionReason: '  ' },
      message: missing('rejectionReason'),
    },
    {
      what: 'a rejection reason with another size',
      ...withField('rejectionReason', 'Not core'),
      message: invalid('rejectionReason is only for Decline'),
    },
    {
      what: 'a too long rejection reason',
      body: { ...ASSESSMENT, size: 'decline', rejectionReason: long(1001) },
      message: invalid('rejectionReason must be at most 1000 characters'),
    },
    {
      what: 'a too long comment',
      ...withField('comment', long(2001)),
      message: invalid('comment must be at most 2000 characters'),
    },
    { what: 'an unknown field', ...withField('judgeId', 4), message: /"judgeId"/ },
  ];
}

/** A reason that must be given, of at most `max` characters, each wrong in turn. */
function reasonCases(valid: Record<string, unknown>, max: number): BadInput[] {
  return [
    ...NOT_OBJECTS,
    { what: 'no reason', body: { ...valid, reason: undefined }, message: missing('reason') },
    { what: 'a blank reason', body: { ...valid, reason: '   ' }, message: missing('reason') },
    {
      what: 'a too long reason',
      body: { ...valid, reason: long(max + 1) },
      message: invalid(`reason must be at most ${max} characters`),
    },
    { what: 'an unknown field', body: { ...valid, note: 'x' }, message: /"note"/ },
  ];
}

/** The judge id of /api/cohorts/{id}/judges/{judgeId}/excusal, each wrong in turn. */
function judgeIdCases(body?: unknown): BadInput[] {
  return cohortIdCases(body, 'judge id').map((bad) => ({
    ...bad,
    params: { judgeId: bad.params!.id! },
  }));
}

function filterCase(filters: string): BadInput {
  return {
    what: 'an unknown filter',
    query: { filter: 'mine' },
    message: invalid(`filter must be one of ${filters}`),
  };
}

// Issue 17: a contributor's application and the admins' review of it.
const DETAILS = {
  previousXrplGrants: false,
  previousAccelerator: true,
  website: 'https://ines.example.org',
  github: 'https://github.com/ines',
  xHandle: '@ines_m',
  additionalInformation: 'I maintain the docs too.',
  confirmedAddress: KEYS.address,
  agreementName: 'Ines Moreau',
  agreementVersion: '2026-11-1',
};
const REGISTRATION_CHALLENGE = {
  kind: 'gemwallet',
  address: KEYS.address,
  publicKey: KEYS.publicKey,
};
const REGISTRATION = {
  kind: 'crossmark',
  challenge: HEX64.toUpperCase(),
  signature: SIGNATURE,
  publicKey: KEYS.publicKey,
};
const DOCUMENTS = 'terms, codeOfConduct, grantAgreement';
const REGISTRATION_KINDS = 'kind must be one of gemwallet, crossmark';

function applicationIdCases(body?: unknown): BadInput[] {
  return asInvalid(cohortIdCases(body, 'application id'));
}

function detailsCases(): BadInput[] {
  const withField = (field: string, value: unknown) => ({ body: { ...DETAILS, [field]: value } });
  return [
    ...NOT_OBJECTS,
    {
      what: 'no field',
      body: {},
      message: missing(
        'previousXrplGrants',
        'previousAccelerator',
        'confirmedAddress',
        'agreementName',
        'agreementVersion',
      ),
    },
    {
      what: 'a yes/no as text',
      ...withField('previousXrplGrants', 'no'),
      message: invalid('previousXrplGrants must be true or false'),
    },
    {
      what: 'a website over http',
      ...withField('website', 'http://ines.example.org'),
      message: invalid('website must be an https URL'),
    },
    {
      what: 'a website that is no URL',
      ...withField('website', 'ines dot org'),
      message: /^fields invalid: website must be an http or https URL/,
    },
    {
      what: 'a too long website',
      ...withField('website', `https://example.org/${long(190)}`),
      message: /^fields invalid: website must be at most 200 characters/,
    },
    {
      what: 'a GitHub address of a repository',
      ...withField('github', 'https://github.com/ines/xrpl.js'),
      message: invalid('github must be a GitHub username or https://github.com/ profile address'),
    },
    {
      what: 'an X handle with a space',
      ...withField('xHandle', 'ines m'),
      message: invalid('xHandle must be an X handle: up to 15 letters, digits or _'),
    },
    {
      what: 'too much additional information',
      ...withField('additionalInformation', long(2001)),
      message: invalid('additionalInformation must be at most 2000 characters'),
    },
    {
      what: 'a confirmed address that is no address',
      ...withField('confirmedAddress', 'ines'),
      message: invalid('confirmedAddress must be a classic XRPL address (r…)'),
    },
    {
      what: 'a blank name',
      ...withField('agreementName', '  '),
      message: missing('agreementName'),
    },
    {
      what: 'a too long name',
      ...withField('agreementName', long(201)),
      message: invalid('agreementName must be at most 200 characters'),
    },
    { what: 'an unknown field', ...withField('email', 'x@example.org'), message: /"email"/ },
  ];
}

// Grant payments.
const GRANT_MEMO = { Memo: { MemoType: '676C6F772F7061796D656E74', MemoData: '3137' } };
const ID_MAX_PLUS_ONE = 2_147_483_648;
const BATCH_SIZE = invalid('grantIds: Invalid number of transactions (must be between 1 and 50)');
const FAILURE_CODES =
  'FAILED_TO_SIGN_TX, TX_SIGNING_EXPIRED, SIGNING_REJECTED, OTHER_ACCOUNT, WALLET_DISCONNECTED, CROSSMARK_DESKTOP_ONLY, GEMWALLET_NOT_INSTALLED, CROSSMARK_NOT_INSTALLED, INVALID_BULK_SIZE, UNREADABLE_RESPONSE, RETRY, NO_RESULT, WRONG_NETWORK, WALLET_BUSY';

function paymentIdCases(body?: unknown): BadInput[] {
  return cohortIdCases(body, 'payment id');
}

function paymentBatchCases(): BadInput[] {
  const batch = (body: Record<string, unknown>) => ({
    body: { cohortId: 1, grantIds: [1], ...body },
  });
  return [
    ...NOT_OBJECTS,
    { what: 'no field', body: {}, message: missing('cohortId', 'grantIds') },
    { what: 'no grant', ...batch({ grantIds: [] }), message: BATCH_SIZE },
    {
      what: '51 grants',
      ...batch({ grantIds: Array.from({ length: 51 }, (_, i) => i + 1) }),
      message: BATCH_SIZE,
    },
    {
      what: 'a grant named twice',
      ...batch({ grantIds: [4, 4] }),
      message: invalid('grantIds must not name a grant twice'),
    },
    {
      what: 'grantIds that are not a list',
      ...batch({ grantIds: '1,2' }),
      message: invalid('grantIds must be a list of grant ids'),
    },
    {
      what: 'a grant id that is not a number',
      ...batch({ grantIds: ['1'] }),
      message: invalid('grantIds.0: grantIds must be a number'),
    },
    {
      what: 'a grant id beyond the integer range',
      ...batch({ grantIds: [ID_MAX_PLUS_ONE] }),
      message: invalid('grantIds.0: grantIds must be at most 2147483647'),
    },
    {
      what: 'a cohort id that is not a number',
      ...batch({ cohortId: 'wave' }),
      message: invalid('cohortId must be a number'),
    },
    {
      what: 'a field Glow does not take',
      ...batch({ wallet: 'gemwallet' }),
      message: /"wallet"/,
    },
  ];
}

function reportFailureCases(): BadInput[] {
  const valid = { code: 'SIGNING_REJECTED' };
  return [
    ...NOT_OBJECTS,
    ...paymentIdCases(valid),
    { what: 'no code', body: {}, message: /^code is required$/ },
    {
      what: 'a code no wallet reports',
      body: { code: 'DECLINED' },
      message: new RegExp(`^code must be one of ${escapeRegExp(FAILURE_CODES)}$`),
    },
    {
      what: 'a xamanPayloadId that is not a uuid',
      body: { ...valid, xamanPayloadId: 'abc', secret: PAYLOAD_SECRET },
      message: /^xamanPayloadId: payloadId must be a payload id \(uuid\)$/,
    },
    {
      what: 'a secret of the wrong shape',
      body: { ...valid, xamanPayloadId: PAYLOAD_ID, secret: 'short' },
      message: /^secret must be the secret answered with the payload$/,
    },
    { what: 'a field Glow does not take', body: { ...valid, hash: HASH }, message: /"hash"/ },
  ];
}

const BAD_INPUT: Partial<Record<EndpointName, BadInput[]>> = {
  listCohortPayments: cohortIdCases(),
  createPaymentBatch: paymentBatchCases(),
  recordPaymentTransaction: [
    ...NOT_OBJECTS,
    ...paymentIdCases({ transactionHash: HASH }),
    { what: 'no transactionHash', body: {}, message: HASH_REQUIRED },
    {
      what: 'a transactionHash of 63 characters',
      body: { transactionHash: HASH.slice(1) },
      message: HASH_SHAPE,
    },
    {
      what: 'a transactionHash that is not hex',
      body: { transactionHash: 'XY'.repeat(32) },
      message: HASH_SHAPE,
    },
  ],
  reportPaymentFailure: reportFailureCases(),
  readPayment: paymentIdCases(),
  readCohortReport: cohortIdCases(),
  exportCohortNominations: cohortIdCases(),
  exportCohortVotes: cohortIdCases(),
  exportPayments: [
    {
      what: 'a cohortId that is not a number',
      query: { cohortId: 'wave' },
      message: /^cohortId must be a number$/,
    },
    { what: 'cohortId 0', query: { cohortId: '0' }, message: /^cohortId must be greater than 0$/ },
    { what: 'an unknown parameter', query: { format: 'xlsx' }, message: /"format"/ },
  ],
  readContributorDocument: [
    {
      what: 'an unknown document',
      params: { document: 'privacy' },
      message: invalid(`document must be one of ${DOCUMENTS}`),
    },
  ],
  acceptContributorDocument: [
    ...NOT_OBJECTS.map((bad) => ({ ...bad, params: { document: 'terms' } })),
    { what: 'no version', params: { document: 'terms' }, body: {}, message: missing('version') },
    {
      what: 'a blank version',
      params: { document: 'terms' },
      body: { version: ' ' },
      message: missing('version'),
    },
    {
      what: 'the grant agreement (signed with the details, not accepted alone)',
      params: { document: 'grantAgreement' },
      body: { version: '2026-11-1' },
      message: invalid('document must be one of terms, codeOfConduct'),
    },
    {
      what: 'an unknown field',
      params: { document: 'terms' },
      body: { version: '2026-11-1', at: 'now' },
      message: /"at"/,
    },
  ],
  answerEligibility: [
    ...NOT_OBJECTS,
    { what: 'no answer', body: {}, message: missing(...Object.keys(ELIGIBLE_ANSWERS)) },
    {
      what: 'an answer as text',
      body: { ...ELIGIBLE_ANSWERS, over18: 'yes' },
      message: invalid('over18 must be true or false'),
    },
    { what: 'an unknown question', body: { ...ELIGIBLE_ANSWERS, happy: true }, message: /"happy"/ },
    ...applicationIdCases(ELIGIBLE_ANSWERS),
  ],
  walletRegistrationChallenge: [
    ...NOT_OBJECTS,
    {
      what: 'no field',
      body: {},
      message: /^mandatory field missing: kind; fields invalid: address/,
    },
    {
      what: 'xaman (it registers through its own request)',
      body: { ...REGISTRATION_CHALLENGE, kind: 'xaman' },
      message: invalid(REGISTRATION_KINDS),
    },
    {
      what: 'gemwallet without its key',
      body: { kind: 'gemwallet', address: KEYS.address },
      message: missing('publicKey'),
    },
    {
      what: 'an X-address',
      body: {
        ...REGISTRATION_CHALLENGE,
        address: 'X7AcgcsBL6XDcUb289X4mJ8djcdyKaB5hJDWMArnXr61cqZ',
      },
      message: invalid('address must be a classic XRPL address (r…)'),
    },
    {
      what: 'a key that is not hex',
      body: { ...REGISTRATION_CHALLENGE, publicKey: 'XYZ0' },
      message: invalid('publicKey must be hexadecimal'),
    },
    {
      what: 'an unknown field',
      body: { ...REGISTRATION_CHALLENGE, token: 'x' },
      message: /"token"/,
    },
  ],
  registerWallet: [
    ...NOT_OBJECTS,
    {
      what: 'no kind',
      body: { ...REGISTRATION, kind: undefined },
      message: missing('kind'),
    },
    {
      what: 'a challenge this server did not issue',
      body: { ...REGISTRATION, challenge: 'abc' },
      message: invalid('challenge must be a challenge issued by this server'),
    },
    {
      what: 'a signature that is not hex',
      body: { ...REGISTRATION, signature: 'XYZ0' },
      message: invalid('signature must be hexadecimal'),
    },
    {
      what: 'an empty key',
      body: { ...REGISTRATION, publicKey: '' },
      message: missing('publicKey'),
    },
    {
      what: "an address (it is the challenge's)",
      body: { ...REGISTRATION, address: KEYS.address },
      message: /"address"/,
    },
  ],
  registerXamanWallet: [
    ...NOT_OBJECTS.map((bad) => ({ ...bad, params: { payloadId: PAYLOAD_ID } })),
    {
      what: 'a payloadId that is not a uuid',
      params: { payloadId: 'payload-1' },
      body: { secret: PAYLOAD_SECRET },
      message: invalid('payloadId must be a payload id (uuid)'),
    },
    {
      what: 'no secret',
      params: { payloadId: PAYLOAD_ID },
      body: {},
      message: missing('secret'),
    },
    {
      what: 'a secret of another length',
      params: { payloadId: PAYLOAD_ID },
      body: { secret: PAYLOAD_SECRET.slice(1) },
      message: invalid('secret must be the secret answered with the payload'),
    },
  ],
  submitApplicationDetails: [...detailsCases(), ...applicationIdCases(DETAILS)],
  startKyc: applicationIdCases(),
  readKyc: applicationIdCases(),
  listCohortApplications: [
    ...asInvalid(pagingCases()),
    {
      what: 'an unknown status',
      query: { status: 'paid' },
      message: invalid(
        'status must be one of inProgress, submitted, returned, approved, walletChanged, notEligible, withdrawn',
      ),
    },
    ...asInvalid(cohortIdCases()),
  ],
  readApplication: applicationIdCases(),
  approveApplication: applicationIdCases(),
  returnApplication: [
    ...reasonCases({ reason: 'Your website is down' }, 1000),
    ...applicationIdCases({ reason: 'Your website is down' }),
  ],
  requestKyc: [
    ...reasonCases({ reason: 'Large grant' }, 1000),
    ...applicationIdCases({ reason: 'Large grant' }),
  ],
  reopenApplication: [
    ...reasonCases({ reason: 'Clicked No by mistake' }, 1000),
    ...applicationIdCases({ reason: 'Clicked No by mistake' }),
  ],
  remindApplicants: asInvalid(cohortIdCases()),
  searchContributors: asInvalid([...pagingCases(), ...searchCases()]),
  createContributor: [...NOT_OBJECTS, ...contributorCases()],
  listContributorNominations: asInvalid(cohortIdCases(undefined, 'contributor id')),
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
    { what: 'no project', body: { ...NOMINATION, projectIds: [] }, message: missing('projectIds') },
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
      message: invalid('body must give at least one of description, categories, contributionDate'),
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
  listEvaluations: [
    ...asInvalid(pagingCases()),
    filterCase('todo, short'),
    ...asInvalid(cohortIdCases()),
  ],
  getEvaluation: asInvalid(cohortIdCases(undefined, 'nomination id')),
  createAssessment: [
    ...assessmentCases(),
    ...asInvalid(cohortIdCases(ASSESSMENT, 'nomination id')),
  ],
  reviseAssessment: [
    ...assessmentCases(),
    ...asInvalid(cohortIdCases(ASSESSMENT, 'assessment id')),
  ],
  getAssessment: asInvalid(cohortIdCases(undefined, 'assessment id')),
  recuse: [
    ...reasonCases({ reason: 'I work with them' }, 1000),
    ...asInvalid(cohortIdCases({ reason: 'I work with them' }, 'nomination id')),
  ],
  recordConsensus: [
    ...reasonCases({ size: 'small', reason: 'We agreed' }, 1000),
    { what: 'no size', body: { reason: 'We agreed' }, message: missing('size') },
    {
      what: 'an unknown size',
      body: { size: 'huge', reason: 'We agreed' },
      message: invalid(`size must be one of ${SIZES}`),
    },
    ...asInvalid(cohortIdCases({ size: 'small', reason: 'We agreed' }, 'nomination id')),
  ],
  getReview: [
    ...asInvalid(pagingCases()),
    filterCase('ties, short, todo'),
    ...asInvalid(cohortIdCases()),
  ],
  getDistribution: asInvalid(cohortIdCases()),
  approveDistribution: asInvalid(cohortIdCases()),
  excuseJudge: [
    ...reasonCases({ reason: 'On leave' }, 500),
    ...asInvalid(cohortIdCases({ reason: 'On leave' })),
    ...asInvalid(judgeIdCases({ reason: 'On leave' })),
  ],
  unexcuseJudge: [...asInvalid(cohortIdCases()), ...asInvalid(judgeIdCases())],
  remindJudges: asInvalid(cohortIdCases()),
  login: [
    ...NOT_OBJECTS,
    { what: 'no email', body: { password: 'x' }, message: /^email is required$/ },
    { what: 'no password', body: { email: LOGIN.email }, message: /^password is required$/ },
    { what: 'an empty email', body: { ...LOGIN, email: '' }, message: /^email is required$/ },
    {
      what: 'an empty password',
      body: { ...LOGIN, password: '' },
      message: /^password is required$/,
    },
    { what: 'a number as email', body: { ...LOGIN, email: 7 }, message: /^email/ },
    { what: 'a too long email', body: { ...LOGIN, email: longEmail }, message: /^email.*254/ },
    {
      what: 'a too long password',
      body: { ...LOGIN, password: long(129) },
      message: /^password.*128/,
    },
    {
      what: 'an unknown field',
      body: { ...LOGIN, remember: true },
      message: /body: Unrecognized key: "remember"/,
    },
  ],
  createUser: [
    ...NOT_OBJECTS,
    { what: 'no email', body: { role: 'scout' }, message: /^email is required$/ },
    { what: 'an empty email', body: { ...USER, email: '' }, message: /^email is required$/ },
    { what: 'no role', body: { email: USER.email }, message: /^role is required$/ },
    { what: 'an empty role', body: { ...USER, role: '' }, message: /^role is required$/ },
    {
      what: 'role wizard',
      body: { ...USER, role: 'wizard' },
      message: /^role must be one of admin, scout, judge, contributor$/,
    },
    {
      what: 'an invalid email',
      body: { ...USER, email: 'not-an-email' },
      message: /^email must be a valid email address$/,
    },
    {
      what: 'a too long email',
      body: { ...USER, email: longEmail },
      message: /email must be at most 254 characters/,
    },
    { what: 'a number as email', body: { ...USER, email: 12 }, message: /^email/ },
    { what: 'a number as first name', body: { ...USER, firstName: 12 }, message: /^firstName/ },
    {
      what: 'a too long first name',
      body: { ...USER, firstName: long(101) },
      message: /^firstName.*100/,
    },
    {
      what: 'a too long last name',
      body: { ...USER, lastName: long(101) },
      message: /^lastName.*100/,
    },
    {
      what: 'an unknown field',
      body: { ...USER, foo: 1 },
      message: /^body: Unrecognized key: "foo"$/,
    },
  ],
  listUsers: [
    ...pagingCases(),
    { what: 'role=wizard', query: { role: 'wizard' }, message: /^role must be one of/ },
  ],
  deleteUser: [
    ...NOT_OBJECTS,
    { what: 'no id', body: {}, message: /^id must be a number$/ },
    { what: 'a string id', body: { id: '3' }, message: /^id must be a number$/ },
    { what: 'id 0', body: { id: 0 }, message: /^id must be greater than 0$/ },
    { what: 'a fractional id', body: { id: 1.5 }, message: /^id must be a whole number$/ },
    { what: 'an unknown field', body: { id: 3, force: true }, message: /"force"/ },
  ],
  resetPassword: [
    ...NOT_OBJECTS,
    { what: 'no email', body: {}, message: /^email/ },
    {
      what: 'an invalid email',
      body: { email: 'nope' },
      message: /^email must be a valid email address$/,
    },
    { what: 'a too long email', body: { email: longEmail }, message: /email must be at most 254/ },
    { what: 'an unknown field', body: { email: USER.email, x: 1 }, message: /"x"/ },
  ],
  setPassword: [
    ...NOT_OBJECTS,
    { what: 'no token', body: { password: 'long-enough' }, message: /^token is required$/ },
    {
      what: 'an empty token',
      body: { token: '', password: 'long-enough' },
      message: /^token is required$/,
    },
    {
      what: 'a too long token',
      body: { token: long(201), password: 'long-enough' },
      message: /^token must be at most 200/,
    },
    { what: 'no password', body: { token: 'abc' }, message: /^password/ },
    {
      what: 'a short password',
      body: { token: 'abc', password: 'short' },
      message: /^password must be at least 8 characters$/,
    },
    {
      what: 'a too long password',
      body: { token: 'abc', password: long(129) },
      message: /^password must be at most 128 characters$/,
    },
    {
      what: 'a number as password',
      body: { token: 'abc', password: 12345678 },
      message: /^password must be a string$/,
    },
    {
      what: 'an unknown field',
      body: { token: 'abc', password: 'long-enough', y: 1 },
      message: /"y"/,
    },
  ],
  updateProfile: [
    ...NOT_OBJECTS,
    { what: 'no last name', body: { firstName: 'Ada' }, message: /^lastName/ },
    { what: 'a number as first name', body: { ...NAMES, firstName: 1 }, message: /^firstName/ },
    {
      what: 'a too long first name',
      body: { ...NAMES, firstName: long(101) },
      message: /^firstName.*100/,
    },
    {
      what: 'a too long last name',
      body: { ...NAMES, lastName: long(101) },
      message: /^lastName.*100/,
    },
    { what: 'an unknown field', body: { ...NAMES, email: 'x@example.com' }, message: /"email"/ },
  ],
  listLogs: pagingCases(),
  crossmarkChecksign: [
    ...NOT_OBJECTS,
    ...hexCases('signature', 200, CROSSMARK, 'body'),
    ...hexCases('pubkey', 66, CROSSMARK, 'body'),
    {
      what: 'no address',
      body: { ...CROSSMARK, address: undefined },
      message: /^address must be a string$/,
    },
    {
      what: 'a number as address',
      body: { ...CROSSMARK, address: 7 },
      message: /^address must be a string$/,
    },
    {
      what: 'an address of another shape',
      body: { ...CROSSMARK, address: 'xrp-address' },
      message: NOT_AN_ADDRESS,
    },
    {
      what: 'a too long address',
      body: { ...CROSSMARK, address: `r${'a'.repeat(40)}` },
      message: NOT_AN_ADDRESS,
    },
    {
      what: 'an address with a bad checksum',
      body: { ...CROSSMARK, address: withBadChecksum(KEYS.address) },
      message: NOT_AN_ADDRESS,
    },
    {
      what: 'no token',
      body: { ...CROSSMARK, token: undefined },
      message: /^token must be a string$/,
    },
    {
      what: 'a short token',
      body: { ...CROSSMARK, token: 'AB' },
      message: /^token must be a challenge issued by this server$/,
    },
    {
      what: 'a lower-case token',
      body: { ...CROSSMARK, token: HEX64.toLowerCase() },
      message: /^token must be a challenge/,
    },
    {
      what: 'a too long token',
      body: { ...CROSSMARK, token: `${HEX64}00` },
      message: /^token must be a challenge/,
    },
    {
      what: 'an unknown field',
      body: { ...CROSSMARK, wallet: 'crossmark' },
      message: /^body: Unrecognized key: "wallet"$/,
    },
  ],
  gemWalletHash: [
    ...hexCases('pubkey', 66, GEM_QUERY, 'query'),
    {
      what: 'no address',
      query: { pubkey: KEYS.publicKey },
      message: /^address must be a string$/,
    },
    {
      what: 'an address of another shape',
      query: { ...GEM_QUERY, address: 'xrp-address' },
      message: NOT_AN_ADDRESS,
    },
    {
      what: 'an address with a bad checksum',
      query: { ...GEM_QUERY, address: withBadChecksum(KEYS.address) },
      message: NOT_AN_ADDRESS,
    },
    {
      what: 'a pubkey of another address',
      query: { ...GEM_QUERY, pubkey: newWallet().publicKey },
      message: /^pubkey does not belong to address$/,
    },
    { what: 'an unknown parameter', query: { ...GEM_QUERY, network: '1' }, message: /"network"/ },
  ],
  gemWalletChecksign: [
    ...NOT_OBJECTS,
    ...hexCases('signature', 200, GEMWALLET, 'body'),
    { what: 'no token', body: { signature: SIGNATURE }, message: /^token must be a string$/ },
    {
      what: 'a token that is not hex',
      body: { ...GEMWALLET, token: 'Z'.repeat(64) },
      message: /^token must be a challenge/,
    },
    {
      what: 'a too long token',
      body: { ...GEMWALLET, token: long(201) },
      message: /^token must be a challenge/,
    },
    {
      what: 'an unknown field',
      body: { ...GEMWALLET, address: KEYS.address },
      message: /^body: Unrecognized key: "address"$/,
    },
  ],
  xamanCreatePayload: [
    ...NOT_OBJECTS,
    { what: 'no transaction', body: {}, message: /^transaction/ },
    { what: 'a string as transaction', body: { transaction: 'SignIn' }, message: /^transaction/ },
    {
      what: 'no TransactionType',
      body: { transaction: {} },
      message: /^transaction.TransactionType must be SignIn or Payment$/,
    },
    ...['AccountDelete', 'TrustSet', 'signin', ''].map((type) => ({
      what: `TransactionType ${type || '(empty)'}`,
      body: { transaction: { TransactionType: type } },
      message: /^transaction.TransactionType must be SignIn or Payment$/,
    })),
    { what: 'a string as options', body: { ...SIGN_IN, options: 'fast' }, message: /^options/ },
    {
      what: 'an unknown option',
      body: { ...SIGN_IN, options: { submit: true } },
      message: /"submit"/,
    },
    {
      what: 'a return_url that is not a URL',
      body: { ...SIGN_IN, options: { return_url: { web: 'not a url' } } },
      message: /^options.return_url.web must be an http or https URL$/,
    },
    ...[
      'javascript:alert(1)',
      'data:text/html,<p>hi</p>',
      'xumm://open',
      'ftp://glow.example.com',
    ].map((app) => ({
      what: `a return_url of another scheme: ${app}`,
      body: { ...SIGN_IN, options: { return_url: { app } } },
      message: /^options.return_url.app must be an http or https URL$/,
    })),
    {
      what: 'a too long return_url',
      body: {
        ...SIGN_IN,
        options: { return_url: { app: `https://glow.example.com/${long(2000)}` } },
      },
      message: /return_url.app must be at most 2000 characters/,
    },
    {
      what: 'an unknown return_url field',
      body: { ...SIGN_IN, options: { return_url: { desktop: 'https://glow.example.com' } } },
      message: /"desktop"/,
    },
    {
      what: 'an unknown force_network',
      body: { ...SIGN_IN, options: { force_network: 'DEVNET' } },
      message: /^options.force_network/,
    },
    ...['MAINNET', 'XAHAU', 'XAHAUTESTNET'].map((network) => ({
      what: `force_network ${network} (Glow uses TESTNET)`,
      body: { ...SIGN_IN, options: { force_network: network } },
      message: /^force_network must be TESTNET, the network Glow uses$/,
    })),
    { what: 'an unknown field', body: { ...SIGN_IN, user_token: 'abc' }, message: /"user_token"/ },
    {
      what: 'a SignIn with transaction fields',
      body: { transaction: { TransactionType: 'SignIn', Account: KEYS.address } },
      message: /^transaction: Unrecognized key: "Account"$/,
    },
    {
      what: 'a Payment without Destination',
      body: { transaction: { ...PAYMENT, Destination: undefined } },
      message: /^transaction.Destination must be an XRPL address$/,
    },
    {
      what: 'a Payment to something that is not an address',
      body: { transaction: { ...PAYMENT, Destination: 'rNotAnAddress' } },
      message: /^transaction.Destination must be an XRPL address$/,
    },
    {
      what: 'a Payment from something that is not an address',
      body: { transaction: { ...PAYMENT, Account: 42 } },
      message: /^transaction.Account must be an XRPL address$/,
    },
    ...[undefined, 1, '0', '-1', '1.5', '01', { currency: 'USD', value: '1' }].map((Amount) => ({
      what: `a Payment of Amount ${JSON.stringify(Amount)}`,
      body: { transaction: { ...PAYMENT, Amount } },
      message: /^transaction.Amount must be an amount of XRP in drops, as a string$/,
    })),
    {
      what: 'a Payment with a field Glow does not set',
      body: { transaction: { ...PAYMENT, InvoiceID: HEX64 } },
      message: /^transaction: Unrecognized key: "InvoiceID"$/,
    },
    ...[0, 1.5, '812450'].map((LastLedgerSequence) => ({
      what: `a Payment with LastLedgerSequence ${JSON.stringify(LastLedgerSequence)}`,
      body: { transaction: { ...PAYMENT, LastLedgerSequence } },
      message: /^transaction.LastLedgerSequence must be (at least 1|a whole number|a number)$/,
    })),
    {
      what: 'a Payment with two memos',
      body: { transaction: { ...PAYMENT, Memos: [GRANT_MEMO, GRANT_MEMO] } },
      message: /^transaction.Memos must hold exactly one memo$/,
    },
    {
      what: 'a Payment with a memo that is not hexadecimal',
      body: {
        transaction: { ...PAYMENT, Memos: [{ Memo: { ...GRANT_MEMO.Memo, MemoData: 'glow' } }] },
      },
      message:
        /^transaction.Memos.0.Memo.MemoData: transaction.Memos.MemoData must be hexadecimal$/,
    },
    {
      what: 'a Payment with a memo of 258 hexadecimal characters',
      body: {
        transaction: {
          ...PAYMENT,
          Memos: [{ Memo: { ...GRANT_MEMO.Memo, MemoData: 'AB'.repeat(129) } }],
        },
      },
      message:
        /^transaction.Memos.0.Memo.MemoData: transaction.Memos.MemoData must be at most 256 characters$/,
    },
  ],
  listCohorts: pagingCases(),
  startCohort: [
    ...NOT_OBJECTS,
    ...cohortSettingCases(COHORT_START),
    ...Object.keys(COHORT_START).map((field) => ({
      what: `no ${field}`,
      body: { ...COHORT_START, [field]: undefined },
      message: new RegExp(`^${field} `),
    })),
    ...['15/01/2030', '2030-1-15', '2030-02-30', '2030-13-01', ''].map((startsOn) => ({
      what: `startsOn ${JSON.stringify(startsOn)}`,
      body: { ...COHORT_START, startsOn },
      message: /^startsOn must be a date (as YYYY-MM-DD|that exists)$/,
    })),
    ...['15/03/2030', '2030-02-30', 20300315].map((applicationsDueOn) => ({
      what: `applicationsDueOn ${JSON.stringify(applicationsDueOn)}`,
      body: { ...COHORT_START, applicationsDueOn },
      message: /^applicationsDueOn must be a (date as YYYY-MM-DD|date that exists|string)$/,
    })),
  ],
  getCohort: cohortIdCases(),
  listCohortNominations: [
    ...pagingCases().filter((bad) => bad.what !== 'an unknown parameter'),
    { what: 'an unknown parameter', query: { cohort: '1' }, message: /"cohort"/ },
    ...searchCases(),
    ...['votes', ''].map((sort) => ({
      what: `sort=${sort || '(empty)'}`,
      query: { sort },
      message: /^sort must be one of score, newest$/,
    })),
    ...cohortIdCases(),
  ],
  updateCohort: [
    ...NOT_OBJECTS,
    {
      what: 'no change',
      body: {},
      message:
        /^body must give at least one of name, grantAmounts, kycSizes, votingPeriodDays, applicationsDueOn$/,
    },
    ...cohortSettingCases({ name: 'Wave 9' }),
    { what: 'a start date', body: { startsOn: '2030-01-15' }, message: /"startsOn"/ },
    ...cohortIdCases({ name: 'Wave 9' }),
  ],
  moveCohort: [
    ...NOT_OBJECTS,
    { what: 'no period', body: {}, message: new RegExp(`^period must be one of ${PERIODS}$`) },
    ...['finished', 'Voting', '', 3].map((period) => ({
      what: `period ${JSON.stringify(period)}`,
      body: { period },
      message: new RegExp(`^period must be one of ${PERIODS}$`),
    })),
    { what: 'an unknown field', body: { period: 'voting', endsAt: null }, message: /"endsAt"/ },
    ...cohortIdCases({ period: 'voting' }),
    ...closeConfirmationCases(),
  ],
  // A cohort's closing and its cancellation.
  cohortClosing: cohortIdCases(),
  cancelCohort: [
    ...NOT_OBJECTS,
    { what: 'no reason', body: {}, message: /^reason is required$/ },
    { what: 'a blank reason', body: { reason: '   ' }, message: /^reason is required$/ },
    { what: 'a number as reason', body: { reason: 7 }, message: /^reason must be a string$/ },
    {
      what: 'a too long reason',
      body: { reason: long(1001) },
      message: /^reason must be at most 1000 characters$/,
    },
    { what: 'an unknown field', body: { reason: 'Wrong start', at: 1 }, message: /"at"/ },
    ...cohortIdCases({ reason: 'Wrong start' }),
  ],
  listNominations: [
    ...pagingCases().filter((bad) => bad.what !== 'an unknown parameter'),
    ...searchCases(),
    ...['votes', 'SCORE', ''].map((sort) => ({
      what: `sort=${sort || '(empty)'}`,
      query: { sort },
      message: /^sort must be one of score, newest$/,
    })),
    { what: 'an unknown parameter', query: { cohort: '1' }, message: /"cohort"/ },
  ],
  listProjects: [...pagingCases(), ...searchCases()],
  createProject: [
    ...NOT_OBJECTS,
    ...projectFieldCases(PROJECT),
    ...['name', 'description', 'githubRepo'].map((field) => ({
      what: `no ${field}`,
      body: { ...PROJECT, [field]: undefined },
      message: new RegExp(`^${field} must be a string$`),
    })),
  ],
  updateProject: [
    ...NOT_OBJECTS,
    {
      what: 'no change',
      body: {},
      message:
        /^body must give at least one of name, description, githubRepo, websiteUrl, xHandle$/,
    },
    ...projectFieldCases({ description: 'Better tools' }),
    ...cohortIdCases({ description: 'Better tools' }, 'project id'),
  ],
  registerVoter: [
    ...NOT_OBJECTS,
    { what: 'no transactionHash', body: {}, message: HASH_REQUIRED },
    { what: 'an empty transactionHash', body: { transactionHash: '' }, message: HASH_REQUIRED },
    { what: 'a blank transactionHash', body: { transactionHash: '   ' }, message: HASH_REQUIRED },
    { what: 'a number as transactionHash', body: { transactionHash: 12 }, message: HASH_REQUIRED },
    { what: 'null as transactionHash', body: { transactionHash: null }, message: HASH_REQUIRED },
    {
      what: 'a transactionHash of 63 characters',
      body: { transactionHash: HASH.slice(1) },
      message: HASH_SHAPE,
    },
    {
      what: 'a transactionHash of 65 characters',
      body: { transactionHash: `${HASH}A` },
      message: HASH_SHAPE,
    },
    {
      what: 'a transactionHash that is not hex',
      body: { transactionHash: 'XY'.repeat(32) },
      message: HASH_SHAPE,
    },
    {
      what: 'a transactionHash with 0x',
      body: { transactionHash: `0x${HASH.slice(2)}` },
      message: HASH_SHAPE,
    },
    {
      what: 'an unknown field',
      body: { transactionHash: HASH, address: KEYS.address },
      message: /^body: Unrecognized key: "address"$/,
    },
  ],
  castVote: [
    ...NOT_OBJECTS,
    { what: 'no nominationId', body: { type: 'UP' }, message: /^nomination id must be a number$/ },
    {
      what: 'a string nominationId',
      body: { ...VOTE, nominationId: '1' },
      message: /^nomination id must be a number$/,
    },
    ...[0, -1].map((nominationId) => ({
      what: `nominationId ${nominationId}`,
      body: { ...VOTE, nominationId },
      message: /^nomination id must be greater than 0$/,
    })),
    {
      what: 'nominationId 1.5',
      body: { ...VOTE, nominationId: 1.5 },
      message: /^nomination id must be a whole number$/,
    },
    { what: 'no type', body: { nominationId: 1 }, message: VOTE_TYPE },
    ...['up', 'SIDEWAYS', '', 1, null].map((type) => ({
      what: `type ${JSON.stringify(type)}`,
      body: { ...VOTE, type },
      message: VOTE_TYPE,
    })),
    { what: 'an unknown field', body: { ...VOTE, weight: 2 }, message: /"weight"/ },
  ],
  xamanGetPayload: [
    {
      what: 'no payloadId',
      query: { secret: PAYLOAD_SECRET },
      message: /^payloadId must be a payload id \(uuid\)$/,
    },
    {
      what: 'a payloadId that is not a uuid',
      query: { ...PAYLOAD_QUERY, payloadId: 'payload-1' },
      message: /^payloadId must be a payload id/,
    },
    {
      what: 'a too long payloadId',
      query: { ...PAYLOAD_QUERY, payloadId: `${PAYLOAD_ID}0` },
      message: /^payloadId must be a payload id/,
    },
    ...secretCases(PAYLOAD_QUERY),
    {
      what: 'an unknown parameter',
      query: { ...PAYLOAD_QUERY, uuid: PAYLOAD_ID },
      message: /"uuid"/,
    },
  ],
  xamanChecksign: [
    ...hexCases('hex', 4000, { hex: HEX64, ...PAYLOAD_QUERY }, 'query'),
    {
      what: 'no payloadId',
      query: { hex: HEX64, secret: PAYLOAD_SECRET },
      message: /^payloadId must be a payload id \(uuid\)$/,
    },
    {
      what: 'a payloadId that is not a uuid',
      query: { hex: HEX64, ...PAYLOAD_QUERY, payloadId: "1' OR '1'='1" },
      message: /^payloadId must be a payload id/,
    },
    ...secretCases({ hex: HEX64, ...PAYLOAD_QUERY }),
    {
      what: 'an unknown parameter',
      query: { hex: HEX64, ...PAYLOAD_QUERY, account: KEYS.address },
      message: /"account"/,
    },
  ],
};

// The database's limits, for every field of every input: a NUL character in any string field, and
// a record id one beyond PostgreSQL's integer. The fields are read from the contract, so a new
// endpoint or field without its case fails below; what each one is answered is written out here.

type InputPart = 'params' | 'query' | 'body';

/** A valid input of the endpoint, and per field (`body.email`) what the changed input gets. */
interface FieldCases {
  valid: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown };
  fields: Record<string, RegExp>;
}

const nul = (field: string) => new RegExp(`^${field} must not contain NUL characters$`);
const CHALLENGE = HEX64.toUpperCase();
/** A payment with every field and option, so that each string field has a place to be. */
const XAMAN_PAYMENT = {
  transaction: { ...PAYMENT, Account: KEYS.address },
  options: {
    return_url: { app: 'https://glow.example.com/a', web: 'https://glow.example.com/w' },
    force_network: 'TESTNET',
  },
};

const NUL_IN_TEXT: Partial<Record<EndpointName, FieldCases>> = {
  recordPaymentTransaction: {
    valid: { params: { id: '1' }, body: { transactionHash: HASH } },
    fields: { 'body.transactionHash': nul('transaction hash') },
  },
  reportPaymentFailure: {
    valid: {
      params: { id: '1' },
      body: { code: 'TX_SIGNING_EXPIRED', xamanPayloadId: PAYLOAD_ID, secret: PAYLOAD_SECRET },
    },
    fields: {
      'body.code': new RegExp(`^code must be one of ${escapeRegExp(FAILURE_CODES)}$`),
      'body.xamanPayloadId': /^xamanPayloadId: payloadId must be a payload id \(uuid\)$/,
      'body.secret': nul('secret'),
    },
  },
  acceptContributorDocument: {
    valid: { params: { document: 'terms' }, body: { version: '2026-11-1' } },
    fields: {
      'params.document': invalid('document must be one of terms, codeOfConduct'),
      'body.version': invalid('version must not contain NUL characters'),
    },
  },
  readContributorDocument: {
    valid: { params: { document: 'terms' } },
    fields: { 'params.document': invalid(`document must be one of ${DOCUMENTS}`) },
  },
  walletRegistrationChallenge: {
    valid: { body: REGISTRATION_CHALLENGE },
    fields: {
      'body.kind': invalid(REGISTRATION_KINDS),
      'body.address': invalid('address must not contain NUL characters'),
      'body.publicKey': invalid('publicKey must not contain NUL characters'),
    },
  },
  registerWallet: {
    valid: { body: REGISTRATION },
    fields: {
      'body.kind': invalid(REGISTRATION_KINDS),
      'body.challenge': invalid('challenge must not contain NUL characters'),
      'body.signature': invalid('signature must not contain NUL characters'),
      'body.publicKey': invalid('publicKey must not contain NUL characters'),
    },
  },
  registerXamanWallet: {
    valid: { params: { payloadId: PAYLOAD_ID }, body: { secret: PAYLOAD_SECRET } },
    fields: {
      'params.payloadId': invalid('payloadId must be a payload id (uuid)'),
      'body.secret': invalid('secret must not contain NUL characters'),
    },
  },
  submitApplicationDetails: {
    valid: { params: { id: '1' }, body: DETAILS },
    fields: Object.fromEntries(
      [
        'website',
        'github',
        'xHandle',
        'additionalInformation',
        'confirmedAddress',
        'agreementName',
        'agreementVersion',
      ].map((field) => [`body.${field}`, invalid(`${field} must not contain NUL characters`)]),
    ),
  },
  listCohortApplications: {
    valid: { params: { id: '1' }, query: { status: 'submitted' } },
    fields: {
      'query.status': invalid(
        'status must be one of inProgress, submitted, returned, approved, walletChanged, notEligible, withdrawn',
      ),
    },
  },
  ...Object.fromEntries(
    (['returnApplication', 'requestKyc', 'reopenApplication'] as const).map((name) => [
      name,
      {
        valid: { params: { id: '1' }, body: { reason: 'A reason' } },
        fields: { 'body.reason': invalid('reason must not contain NUL characters') },
      },
    ]),
  ),
  login: {
    // Not the admin's: a login that went through would end the admin session these calls use.
    valid: { body: { email: 'nobody@example.com', password: 'not-the-password' } },
    fields: { 'body.email': nul('email'), 'body.password': nul('password') },
  },
  createUser: {
    valid: { body: { ...USER, ...NAMES } },
    fields: {
      'body.email': /^email must be a valid email address$/,
      'body.role': /^role must be one of admin, scout, judge, contributor$/,
      'body.firstName': /^firstName: names must not contain NUL characters$/,
      'body.lastName': /^lastName: names must not contain NUL characters$/,
    },
  },
  listUsers: {
    valid: { query: { role: 'scout' } },
    fields: { 'query.role': /^role must be one of admin, scout, judge, contributor$/ },
  },
  resetPassword: {
    valid: { body: { email: USER.email } },
    fields: { 'body.email': /^email must be a valid email address$/ },
  },
  setPassword: {
    valid: { body: { token: 'abc', password: 'long-enough' } },
    fields: { 'body.token': nul('token'), 'body.password': nul('password') },
  },
  updateProfile: {
    valid: { body: NAMES },
    fields: {
      'body.firstName': /^firstName: names must not contain NUL characters$/,
      'body.lastName': /^lastName: names must not contain NUL characters$/,
    },
  },
  crossmarkChecksign: {
    valid: { body: CROSSMARK },
    fields: {
      'body.signature': nul('signature'),
      'body.pubkey': nul('pubkey'),
      'body.address': nul('address'),
      'body.token': nul('token'),
    },
  },
  gemWalletHash: {
    valid: { query: GEM_QUERY },
    fields: { 'query.pubkey': nul('pubkey'), 'query.address': nul('address') },
  },
  gemWalletChecksign: {
    valid: { body: { ...GEMWALLET, token: CHALLENGE } },
    fields: { 'body.signature': nul('signature'), 'body.token': nul('token') },
  },
  xamanCreatePayload: {
    valid: { body: XAMAN_PAYMENT },
    fields: {
      'body.transaction.TransactionType': /^transaction.TransactionType must be SignIn or Payment$/,
      'body.transaction.Account': nul('transaction.Account'),
      'body.transaction.Destination': nul('transaction.Destination'),
      'body.transaction.Amount': nul('transaction.Amount'),
      'body.options.return_url.app': nul('options.return_url.app'),
      'body.options.return_url.web': nul('options.return_url.web'),
      'body.options.force_network': /^options.force_network: /,
    },
  },
  xamanGetPayload: {
    valid: { query: PAYLOAD_QUERY },
    fields: {
      'query.payloadId': /^payloadId must be a payload id \(uuid\)$/,
      'query.secret': nul('secret'),
    },
  },
  xamanChecksign: {
    valid: { query: { hex: HEX64, ...PAYLOAD_QUERY } },
    fields: {
      'query.hex': nul('hex'),
      'query.payloadId': /^payloadId must be a payload id \(uuid\)$/,
      'query.secret': nul('secret'),
    },
  },
  listCohortNominations: {
    valid: { query: { sort: 'newest', search: 'xrpl' } },
    fields: { 'query.sort': /^sort must be one of score, newest$/, 'query.search': nul('search') },
  },
  startCohort: {
    valid: { body: COHORT_START },
    fields: {
      'body.name': nul('name'),
      'body.startsOn': nul('startsOn'),
      'body.applicationsDueOn': nul('applicationsDueOn'),
    },
  },
  updateCohort: {
    valid: { body: { name: 'Wave 9' } },
    fields: { 'body.name': nul('name'), 'body.applicationsDueOn': nul('applicationsDueOn') },
  },
  moveCohort: {
    valid: { body: { period: 'closed', returningGrantIds: [], applicationsDueOn: '2030-03-15' } },
    fields: {
      'body.period': new RegExp(`^period must be one of ${PERIODS}$`),
      'body.applicationsDueOn': nul('applicationsDueOn'),
    },
  },
  cancelCohort: {
    valid: { body: { reason: 'Wrong start' } },
    fields: { 'body.reason': nul('reason') },
  },
  listNominations: {
    valid: { query: { sort: 'newest', search: 'xrpl' } },
    fields: { 'query.sort': /^sort must be one of score, newest$/, 'query.search': nul('search') },
  },
  listProjects: {
    valid: { query: { search: 'xrpl' } },
    fields: { 'query.search': nul('search') },
  },
  createProject: {
    valid: { body: PROJECT },
    fields: {
      'body.name': nul('name'),
      'body.description': nul('description'),
      'body.githubRepo': nul('githubRepo'),
      'body.websiteUrl': nul('websiteUrl'),
      'body.xHandle': nul('xHandle'),
    },
  },
  updateProject: {
    valid: { body: PROJECT },
    fields: {
      'body.name': nul('name'),
      'body.description': nul('description'),
      'body.githubRepo': nul('githubRepo'),
      'body.websiteUrl': nul('websiteUrl'),
      'body.xHandle': nul('xHandle'),
    },
  },
  registerVoter: {
    valid: { body: { transactionHash: HASH } },
    fields: { 'body.transactionHash': /^transaction hash must not contain NUL characters$/ },
  },
  castVote: {
    valid: { body: VOTE },
    fields: { 'body.type': VOTE_TYPE },
  },
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
  updateNomination: {
    valid: { body: { description: 'Better words', contributionDate: '2026-09-14' } },
    fields: {
      'body.description': invalid('description must not contain NUL characters'),
      'body.contributionDate': invalid('contributionDate must not contain NUL characters'),
    },
  },
  listEvaluations: {
    valid: { query: { filter: 'todo' } },
    fields: { 'query.filter': invalid('filter must be one of todo, short') },
  },
  getReview: {
    valid: { query: { filter: 'ties' } },
    fields: { 'query.filter': invalid('filter must be one of ties, short, todo') },
  },
  ...Object.fromEntries(
    (['createAssessment', 'reviseAssessment'] as const).map((name) => [
      name,
      {
        valid: { body: { ...ASSESSMENT, size: 'decline', rejectionReason: 'No', comment: 'Ok' } },
        fields: {
          'body.size': invalid(`size must be one of ${SIZES}`),
          'body.rejectionReason': invalid('rejectionReason must not contain NUL characters'),
          'body.comment': invalid('comment must not contain NUL characters'),
        },
      },
    ]),
  ),
  recuse: {
    valid: { body: { reason: 'I work with them' } },
    fields: { 'body.reason': invalid('reason must not contain NUL characters') },
  },
  recordConsensus: {
    valid: { body: { size: 'small', reason: 'We agreed' } },
    fields: {
      'body.size': invalid(`size must be one of ${SIZES}`),
      'body.reason': invalid('reason must not contain NUL characters'),
    },
  },
  excuseJudge: {
    valid: { body: { reason: 'On leave' } },
    fields: { 'body.reason': invalid('reason must not contain NUL characters') },
  },
};

/** One beyond PostgreSQL's integer (int4), the type of every record id. */
const ID_BEYOND_INT4 = 2_147_483_648;
const tooBig = (field: string) => new RegExp(`^${field} must be at most 2147483647$`);

const ID_TOO_BIG: Partial<Record<EndpointName, FieldCases>> = {
  createPaymentBatch: {
    valid: { body: { cohortId: 1, grantIds: [1] } },
    fields: { 'body.cohortId': invalid('cohortId must be at most 2147483647') },
  },
  ...Object.fromEntries(
    (
      [
        ['listCohortPayments', 'cohort id', undefined],
        ['readCohortReport', 'cohort id', undefined],
        ['exportCohortNominations', 'cohort id', undefined],
        ['exportCohortVotes', 'cohort id', undefined],
        ['readPayment', 'payment id', undefined],
        ['recordPaymentTransaction', 'payment id', { transactionHash: HASH }],
        ['reportPaymentFailure', 'payment id', { code: 'RETRY' }],
      ] as const
    ).map(([name, field, body]) => [
      name,
      {
        valid: { params: { id: '1' }, ...(body ? { body } : {}) },
        fields: { 'params.id': tooBig(field) },
      },
    ]),
  ),
  exportPayments: {
    valid: { query: { cohortId: '1' } },
    fields: { 'query.cohortId': tooBig('cohortId') },
  },
  deleteUser: { valid: { body: { id: 3 } }, fields: { 'body.id': tooBig('id') } },
  getCohort: { valid: { params: { id: '1' } }, fields: { 'params.id': tooBig('cohort id') } },
  listCohortNominations: {
    valid: { params: { id: '1' } },
    fields: { 'params.id': tooBig('cohort id') },
  },
  updateCohort: {
    valid: { params: { id: '1' }, body: { name: 'Wave 9' } },
    fields: { 'params.id': tooBig('cohort id') },
  },
  moveCohort: {
    valid: { params: { id: '1' }, body: { period: 'closed', returningGrantIds: [1] } },
    fields: { 'params.id': tooBig('cohort id') },
  },
  cohortClosing: { valid: { params: { id: '1' } }, fields: { 'params.id': tooBig('cohort id') } },
  cancelCohort: {
    valid: { params: { id: '1' }, body: { reason: 'Wrong start' } },
    fields: { 'params.id': tooBig('cohort id') },
  },
  updateProject: {
    valid: { params: { id: '1' }, body: { description: 'Better tools' } },
    fields: { 'params.id': tooBig('project id') },
  },
  castVote: { valid: { body: VOTE }, fields: { 'body.nominationId': tooBig('nomination id') } },
  listContributorNominations: {
    valid: { params: { id: '1' } },
    fields: { 'params.id': invalid('contributor id must be at most 2147483647') },
  },
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
    (['coNominate', 'updateNomination', 'withdrawNomination', 'withdrawCoNomination'] as const).map(
      (name) => [
        name,
        {
          valid: {
            params: { id: '1' },
            ...(name === 'coNominate' ? { body: CO_NOMINATION } : {}),
            ...(name === 'updateNomination' ? { body: { description: 'Better words' } } : {}),
          },
          fields: { 'params.id': invalid('nomination id must be at most 2147483647') },
        },
      ],
    ),
  ),
  ...Object.fromEntries(
    (
      [
        ['listEvaluations', 'cohort id', undefined],
        ['getEvaluation', 'nomination id', undefined],
        ['createAssessment', 'nomination id', ASSESSMENT],
        ['reviseAssessment', 'assessment id', ASSESSMENT],
        ['getAssessment', 'assessment id', undefined],
        ['recuse', 'nomination id', { reason: 'I work with them' }],
        ['recordConsensus', 'nomination id', { size: 'small', reason: 'We agreed' }],
        ['getReview', 'cohort id', undefined],
        ['getDistribution', 'cohort id', undefined],
        ['approveDistribution', 'cohort id', undefined],
        ['remindJudges', 'cohort id', undefined],
        ['answerEligibility', 'application id', ELIGIBLE_ANSWERS],
        ['submitApplicationDetails', 'application id', DETAILS],
        ['startKyc', 'application id', undefined],
        ['readKyc', 'application id', undefined],
        ['listCohortApplications', 'cohort id', undefined],
        ['readApplication', 'application id', undefined],
        ['approveApplication', 'application id', undefined],
        ['returnApplication', 'application id', { reason: 'A reason' }],
        ['requestKyc', 'application id', { reason: 'A reason' }],
        ['reopenApplication', 'application id', { reason: 'A reason' }],
        ['remindApplicants', 'cohort id', undefined],
      ] as const
    ).map(([name, field, body]) => [
      name,
      {
        valid: { params: { id: '1' }, ...(body ? { body } : {}) },
        fields: { 'params.id': invalid(`${field} must be at most 2147483647`) },
      },
    ]),
  ),
  ...Object.fromEntries(
    (['excuseJudge', 'unexcuseJudge'] as const).map((name) => [
      name,
      {
        valid: {
          params: { id: '1', judgeId: '2' },
          ...(name === 'excuseJudge' ? { body: { reason: 'On leave' } } : {}),
        },
        fields: {
          'params.id': invalid('cohort id must be at most 2147483647'),
          'params.judgeId': invalid('judge id must be at most 2147483647'),
        },
      },
    ]),
  ),
};

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  /** The shapes of a union (the transaction of createpayload: a SignIn or a Payment). */
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** The fields (`body.options.return_url.app`) of the endpoint's input that `pick` selects. */
function inputFields(endpoint: Endpoint, pick: (field: JsonSchema, name: string) => boolean) {
  const found = new Set<string>();
  const walk = (schema: JsonSchema, path: string) => {
    for (const [name, field] of Object.entries(schema.properties ?? {})) {
      if (pick(field, name)) found.add(`${path}.${name}`);
      walk(field, `${path}.${name}`);
    }
    for (const shape of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) walk(shape, path);
  };
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = endpoint[part];
    if (schema) walk(z.toJSONSchema(schema, { io: 'input' }) as JsonSchema, part);
  }
  return [...found].sort();
}

/** A string field, also one that may be null (`anyOf: [string, null]`). */
const isText = (field: JsonSchema): boolean =>
  field.type === 'string' || (field.anyOf ?? []).some((shape) => shape.type === 'string');
const isRecordId = (field: JsonSchema, name: string) =>
  (field.type === 'integer' || field.type === 'number') && /^id$|Id$/.test(name);

/** The valid input with `value` at `field` (`body.options.return_url.app`). */
function withValueAt(valid: FieldCases['valid'], field: string, value: (old: unknown) => unknown) {
  const [part, ...path] = field.split('.') as [InputPart, ...string[]];
  const input = structuredClone(valid) as Record<InputPart, Record<string, unknown> | undefined>;
  let parent = (input[part] ??= {});
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  const last = path.at(-1)!;
  parent[last] = value(parent[last]);
  return input;
}

function fieldCases(
  table: Partial<Record<EndpointName, FieldCases>>,
  describe: (field: string) => string,
  value: (old: unknown) => unknown,
): Partial<Record<EndpointName, BadInput[]>> {
  return Object.fromEntries(
    Object.entries(table).map(([name, { valid, fields }]) => [
      name,
      Object.entries(fields).map(([field, message]): BadInput => {
        const input = withValueAt(valid, field, value);
        return {
          what: describe(field),
          ...(input.body ? { body: input.body } : {}),
          ...(input.query ? { query: input.query as Record<string, string> } : {}),
          ...(input.params ? { params: input.params as Record<string, string> } : {}),
          message,
        };
      }),
    ]),
  );
}

const NUL_CASES = fieldCases(
  NUL_IN_TEXT,
  (field) => `a NUL character in ${field}`,
  (old) => `${typeof old === 'string' ? old : 'x'}\0`,
);
const ID_CASES = fieldCases(
  ID_TOO_BIG,
  (field) => `${field} ${ID_BEYOND_INT4}`,
  (old) => (typeof old === 'string' ? String(ID_BEYOND_INT4) : ID_BEYOND_INT4),
);

let api: TestApi;
/**
 * The demo admin with a wallet connected too: every endpoint but the scouts' and judges' own lets
 * it through to validation; the demo scout or judge calls those.
 */
let admin: string;
let scout: string;
let judge: string;
let contributor: string;
let cohortId: number;

/** Whose token reaches the endpoint's validation. */
function callerOf(endpoint: Endpoint) {
  if (!Array.isArray(endpoint.access) || endpoint.access.includes('admin')) return admin;
  if (endpoint.access.includes('contributor')) return contributor;
  return endpoint.access.includes('judge') ? judge : scout;
}

beforeAll(async () => {
  api = await startTestApi();
  admin = (await api.connectWallet('crossmark', { token: await api.loginAs('admin') })).token;
  scout = await api.loginAs('scout');
  judge = await api.loginAs('judge');
  contributor = await api.loginAs('contributor');
  const active = await api.call<{ cohort: { id: number } }>('GET', '/api/cohorts/active');
  cohortId = active.body.cohort.id;
});

afterAll(() => api.close());

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

const cases = endpoints.flatMap(([name, endpoint]) =>
  [...(BAD_INPUT[name] ?? []), ...(NUL_CASES[name] ?? []), ...(ID_CASES[name] ?? [])].map(
    (bad) => [`${name}: ${bad.what}`, endpoint, bad] as const,
  ),
);

it.each(cases)('%s → 400 naming the field', async (_title, endpoint, bad) => {
  const params: Record<string, string> = {
    id: String(cohortId),
    judgeId: '1',
    document: 'terms',
    payloadId: PAYLOAD_ID,
    ...bad.params,
  };
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    encodeURIComponent(params[name]!),
  );
  const response = await api.call(
    endpoint.method,
    bad.rawQuery ? `${path}?${bad.rawQuery}` : path,
    {
      token: callerOf(endpoint),
      ...('body' in bad ? { body: bad.body } : {}),
      ...(bad.query ? { query: bad.query } : {}),
    },
  );
  const message = expect.stringMatching(bad.message);
  expect(response).toEqual({
    status: 400,
    // SPEC's words come with the fields they name.
    body: endpoint.validationWords
      ? { message, fields: expect.arrayContaining([expect.any(String)]) }
      : { message },
  });
});

it.each([
  [
    'createContributor',
    { ...CONTRIBUTOR, firstName: ' ', lastName: undefined, email: 'maya', projectRole: 'owner' },
    {
      message:
        'mandatory field missing: firstName, lastName; fields invalid: email must be a valid email address; projectRole must be one of creator, maintainer, contributor, editor',
      fields: ['firstName', 'lastName', 'email', 'projectRole'],
    },
  ],
  [
    'createNomination',
    {
      ...NOMINATION,
      screening: { ...SCREENING, notOnSanctionsList: false, notRippleEmployee: undefined },
      projectIds: [4, 4],
      categories: [],
    },
    {
      message:
        'mandatory field missing: screening.notRippleEmployee, categories; fields invalid: screening.notOnSanctionsList: Nominees on a sanctions list cannot be funded through Glow.; projectIds must not repeat a project',
      fields: [
        'screening.notOnSanctionsList',
        'screening.notRippleEmployee',
        'projectIds',
        'categories',
      ],
    },
  ],
] as const)('%s words a 400 as SPEC does and names each field', async (name, body, answer) => {
  const endpoint: Endpoint = ENDPOINTS[name];
  const response = await api.call(endpoint.method, endpoint.path, {
    token: callerOf(endpoint),
    body,
  });
  expect(response).toEqual({ status: 400, body: answer });
});

// The other side of the bound: the largest id is valid input, so it reaches the handler, which
// finds no such record.
it.each([
  ['DELETE', '/api/users', { id: 2_147_483_647 }, 'User not found'],
  ['POST', '/api/votes', { nominationId: 2_147_483_647, type: 'UP' }, 'nomination not found'],
  ['POST', '/api/cohorts/2147483647/period', { period: 'voting' }, 'cohort not found'],
  ['PATCH', '/api/projects/2147483647', { description: 'Better tools' }, 'project not found'],
] as const)('%s %s with the largest id → 404', async (method, path, body, message) => {
  expect(await api.call(method, path, { token: admin, body })).toEqual({
    status: 404,
    body: { message },
  });
});
