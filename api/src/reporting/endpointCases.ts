// The reporting endpoints in the contract's table tests: the bad input each refuses
// (validation.test.ts beside this file runs it) and who may call each (permissions.test.ts).
// http/validation.test.ts and http/permissions.test.ts check that every endpoint has its cases.
import type { EndpointAccess, EndpointName } from '@glow/contract';
import { type BadInputTables, cohortIdCases, tooBig } from '../testing/badInput';

/** Bad input to the reporting calls, and what each 400 must say. */
export const BAD_INPUT: BadInputTables = {
  badInput: {
    readCohortReport: cohortIdCases(),
    exportCohortNominations: cohortIdCases(),
    exportCohortVotes: cohortIdCases(),
    exportPayments: [
      {
        what: 'a cohortId that is not a number',
        query: { cohortId: 'wave' },
        message: /^cohortId must be a number$/,
      },
      {
        what: 'cohortId 0',
        query: { cohortId: '0' },
        message: /^cohortId must be greater than 0$/,
      },
      { what: 'an unknown parameter', query: { format: 'xlsx' }, message: /"format"/ },
    ],
  },
  nulInText: {},
  idTooBig: {
    ...Object.fromEntries(
      (
        [
          ['readCohortReport', 'cohort id', undefined],
          ['exportCohortNominations', 'cohort id', undefined],
          ['exportCohortVotes', 'cohort id', undefined],
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
  },
};

/** Who may call each of the reporting endpoints, written out by hand. */
export const WHO_MAY_CALL: Partial<Record<EndpointName, EndpointAccess>> = {
  adminDashboard: ['admin'],
  readCohortReport: ['admin'],
  readProgrammeReport: ['admin'],
  exportCohortNominations: ['admin'],
  exportCohortVotes: ['admin'],
  exportPayments: ['admin'],
};
