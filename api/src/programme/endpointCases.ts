// The programme's endpoints in the contract's table tests: the bad input each refuses
// (validation.test.ts beside this file runs it) and who may call each (permissions.test.ts).
// http/validation.test.ts and http/permissions.test.ts check that every endpoint has its cases.
import type { EndpointAccess, EndpointName } from '@glow/contract';
import {
  type BadInputTables,
  type BadInput,
  cohortIdCases,
  long,
  NOT_OBJECTS,
  nul,
  pagingCases,
  searchCases,
  tooBig,
} from '../testing/badInput';

const PERIODS = 'nomination, voting, assessment, distribution, closed';

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

// A valid cohort, so only the field under test is wrong.
const COHORT_START = {
  name: 'Wave 9',
  startsOn: '2030-01-15',
  grantAmounts: { small: 50, medium: 750, large: 3000 },
  kycSizes: ['large'],
  votingPeriodDays: 14,
};

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

/** Bad input to the programme's calls, and what each 400 must say. */
export const BAD_INPUT: BadInputTables = {
  badInput: {
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
  },
  nulInText: {
    listCohortNominations: {
      valid: { query: { sort: 'newest', search: 'xrpl' } },
      fields: {
        'query.sort': /^sort must be one of score, newest$/,
        'query.search': nul('search'),
      },
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
  },
  idTooBig: {
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
  },
};

/** Who may call each of the programme's endpoints, written out by hand. */
export const WHO_MAY_CALL: Partial<Record<EndpointName, EndpointAccess>> = {
  activeCohort: 'public',
  listCohorts: ['admin'],
  cohortDefaults: ['admin'],
  startCohort: ['admin'],
  getCohort: ['admin'],
  listCohortNominations: ['admin'],
  updateCohort: ['admin'],
  moveCohort: ['admin'],
  // A cohort's close (what it does, shown first) and its cancellation: admins.
  cohortClosing: ['admin'],
  cancelCohort: ['admin'],
};
