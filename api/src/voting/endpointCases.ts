// The voting endpoints in the contract's table tests: the bad input each refuses
// (validation.test.ts beside this file runs it) and who may call each (permissions.test.ts).
// http/validation.test.ts and http/permissions.test.ts check that every endpoint has its cases.
import type { EndpointAccess, EndpointName } from '@glow/contract';
import {
  type BadInputTables,
  cohortIdCases,
  HASH,
  HASH_REQUIRED,
  HASH_SHAPE,
  KEYS,
  NOT_OBJECTS,
  nul,
  pagingCases,
  searchCases,
  tooBig,
} from '../testing/badInput';

const VOTE = { nominationId: 1, type: 'UP' };

const VOTE_TYPE = /^vote type must be one of UP, DOWN, NONE$/;

/** Bad input to the voting calls, and what each 400 must say. */
export const BAD_INPUT: BadInputTables = {
  badInput: {
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
    registerVoter: [
      ...NOT_OBJECTS,
      { what: 'no transactionHash', body: {}, message: HASH_REQUIRED },
      { what: 'an empty transactionHash', body: { transactionHash: '' }, message: HASH_REQUIRED },
      { what: 'a blank transactionHash', body: { transactionHash: '   ' }, message: HASH_REQUIRED },
      {
        what: 'a number as transactionHash',
        body: { transactionHash: 12 },
        message: HASH_REQUIRED,
      },
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
      {
        what: 'no nominationId',
        body: { type: 'UP' },
        message: /^nomination id must be a number$/,
      },
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
    voterLedgerReads: cohortIdCases(),
  },
  nulInText: {
    listNominations: {
      valid: { query: { sort: 'newest', search: 'xrpl' } },
      fields: {
        'query.sort': /^sort must be one of score, newest$/,
        'query.search': nul('search'),
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
  },
  idTooBig: {
    castVote: { valid: { body: VOTE }, fields: { 'body.nominationId': tooBig('nomination id') } },
    voterLedgerReads: {
      valid: { params: { id: '1' } },
      fields: { 'params.id': tooBig('cohort id') },
    },
  },
};

/** Who may call each of the voting endpoints, written out by hand. */
export const WHO_MAY_CALL: Partial<Record<EndpointName, EndpointAccess>> = {
  listNominations: 'public',
  voterStatus: 'wallet',
  registerVoter: 'wallet',
  castVote: 'wallet',
  listMyVotes: 'wallet',
  voterLedgerReads: ['admin'],
};
