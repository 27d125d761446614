// The vote integrity endpoints in the contract's table tests: the bad input each refuses
// (validation.test.ts beside this file runs it) and who may call each (permissions.test.ts).
// http/validation.test.ts and http/permissions.test.ts check that every endpoint has its cases.
import {
  DEFAULT_INTEGRITY_SETTINGS,
  EXCLUSION_REASON_MAX_LENGTH,
  type EndpointAccess,
  type EndpointName,
} from '@glow/contract';
import {
  type BadInputTables,
  cohortIdCases,
  KEYS,
  long,
  NOT_OBJECTS,
  nul,
  pagingCases,
  tooBig,
} from '../testing/badInput';

const SETTINGS = { ...DEFAULT_INTEGRITY_SETTINGS };
const EXCLUSION = { voterAddress: KEYS.address, reason: 'One person behind these wallets' };
const NOT_CLASSIC = 'X7AcgcsBL6XDcUb289X4mJ8djcdyKaB5hJDWMArnXr61cqZ';

/** Bad input to the vote integrity calls, and what each 400 must say. */
export const BAD_INPUT: BadInputTables = {
  badInput: {
    voteIntegrity: cohortIdCases(),
    integrityVoters: [
      ...cohortIdCases(),
      ...pagingCases(),
      {
        what: 'an X-address as funder',
        query: { funder: NOT_CLASSIC },
        message: /^funder must be a classic XRPL address \(r…\)$/,
      },
    ],
    updateIntegritySettings: [
      ...cohortIdCases(SETTINGS),
      ...NOT_OBJECTS,
      {
        what: 'no clusterMinVoters',
        body: { ...SETTINGS, clusterMinVoters: undefined },
        message: /^clusterMinVoters must be a number$/,
      },
      {
        what: 'clusterMinVoters 1',
        body: { ...SETTINGS, clusterMinVoters: 1 },
        message: /^clusterMinVoters must be at least 2$/,
      },
      {
        what: 'youngAccountDays -1',
        body: { ...SETTINGS, youngAccountDays: -1 },
        message: /^youngAccountDays must be at least 0$/,
      },
      {
        what: 'burstMinutes 2.5',
        body: { ...SETTINGS, burstMinutes: 2.5 },
        message: /^burstMinutes must be a whole number$/,
      },
      {
        what: 'burstVoters as text',
        body: { ...SETTINGS, burstVoters: '5' },
        message: /^burstVoters must be a number$/,
      },
      {
        what: 'exchangeMinAccounts 0',
        body: { ...SETTINGS, exchangeMinAccounts: 0 },
        message: /^exchangeMinAccounts must be at least 1$/,
      },
      {
        what: 'exchangeMinAccounts over the 1,000 transactions read',
        body: { ...SETTINGS, exchangeMinAccounts: 1001 },
        message: /^exchangeMinAccounts must be at most 1000$/,
      },
      {
        what: 'minAccountAgeDays 0',
        body: { ...SETTINGS, minAccountAgeDays: 0 },
        message: /^minAccountAgeDays must be at least 1$/,
      },
      {
        what: 'minAccountAgeDays absent',
        body: { ...SETTINGS, minAccountAgeDays: undefined },
        message: /^minAccountAgeDays must be a number$/,
      },
      { what: 'an unknown field', body: { ...SETTINGS, strict: true }, message: /"strict"/ },
    ],
    excludeVoters: [
      ...cohortIdCases(EXCLUSION),
      ...NOT_OBJECTS,
      {
        what: 'no reason',
        body: { ...EXCLUSION, reason: undefined },
        message: /^reason is required$/,
      },
      {
        what: 'a blank reason',
        body: { ...EXCLUSION, reason: '  ' },
        message: /^reason is required$/,
      },
      {
        what: 'a too long reason',
        body: { ...EXCLUSION, reason: long(EXCLUSION_REASON_MAX_LENGTH + 1) },
        message: new RegExp(`^reason must be at most ${EXCLUSION_REASON_MAX_LENGTH} characters$`),
      },
      {
        what: 'neither funder nor voterAddress',
        body: { reason: EXCLUSION.reason },
        message: /^body must give one of funder and voterAddress$/,
      },
      {
        what: 'both funder and voterAddress',
        body: { ...EXCLUSION, funder: KEYS.address },
        message: /^body must give one of funder and voterAddress$/,
      },
      {
        what: 'an X-address as voterAddress',
        body: { ...EXCLUSION, voterAddress: NOT_CLASSIC },
        message: /^voterAddress must be a classic XRPL address \(r…\)$/,
      },
      { what: 'an unknown field', body: { ...EXCLUSION, votes: 3 }, message: /"votes"/ },
    ],
    liftExclusion: [
      ...cohortIdCases().map((bad) => ({ ...bad, params: { ...bad.params, exclusionId: '1' } })),
      ...cohortIdCases(undefined, 'exclusion id').map((bad) => ({
        ...bad,
        params: { id: '1', exclusionId: bad.params!.id! },
      })),
    ],
  },
  nulInText: {
    integrityVoters: {
      valid: { params: { id: '1' }, query: { funder: KEYS.address } },
      fields: { 'query.funder': nul('funder') },
    },
    excludeVoters: {
      valid: {
        params: { id: '1' },
        body: { ...EXCLUSION, funder: KEYS.address, voterAddress: undefined },
      },
      fields: {
        'body.funder': nul('funder'),
        'body.voterAddress': nul('voterAddress'),
        'body.reason': nul('reason'),
      },
    },
  },
  idTooBig: {
    voteIntegrity: { valid: { params: { id: '1' } }, fields: { 'params.id': tooBig('cohort id') } },
    integrityVoters: {
      valid: { params: { id: '1' } },
      fields: { 'params.id': tooBig('cohort id') },
    },
    updateIntegritySettings: {
      valid: { params: { id: '1' }, body: SETTINGS },
      fields: { 'params.id': tooBig('cohort id') },
    },
    excludeVoters: {
      valid: { params: { id: '1' }, body: EXCLUSION },
      fields: { 'params.id': tooBig('cohort id') },
    },
    liftExclusion: {
      valid: { params: { id: '1', exclusionId: '1' } },
      fields: { 'params.id': tooBig('cohort id'), 'params.exclusionId': tooBig('exclusion id') },
    },
  },
};

/** Who may call each of the vote integrity endpoints, written out by hand. */
export const WHO_MAY_CALL: Partial<Record<EndpointName, EndpointAccess>> = {
  voteIntegrity: ['admin'],
  integrityVoters: ['admin'],
  updateIntegritySettings: ['admin'],
  excludeVoters: ['admin'],
  liftExclusion: ['admin'],
};
