// The personal data endpoints in the contract's table tests: the bad input each refuses
// (validation.test.ts beside this file runs it) and who may call each (permissions.test.ts).
// http/validation.test.ts and http/permissions.test.ts check that every endpoint has its cases.
import type { EndpointAccess, EndpointName } from '@glow/contract';
import { type BadInputTables, cohortIdCases, tooBig } from '../testing/badInput';

const NAMES = ['readPersonalData', 'exportPersonalData', 'erasePersonalData'] as const;

/** Bad input to the personal data calls, and what each 400 must say. */
export const BAD_INPUT: BadInputTables = {
  badInput: Object.fromEntries(NAMES.map((name) => [name, cohortIdCases(undefined, 'user id')])),
  nulInText: {},
  idTooBig: Object.fromEntries(
    NAMES.map((name) => [
      name,
      { valid: { params: { id: '1' } }, fields: { 'params.id': tooBig('user id') } },
    ]),
  ),
};

/** Who may call each of the personal data endpoints, written out by hand. */
export const WHO_MAY_CALL: Partial<Record<EndpointName, EndpointAccess>> = {
  // Admins only: one person's data is never shown to another role.
  readPersonalData: ['admin'],
  exportPersonalData: ['admin'],
  erasePersonalData: ['admin'],
};
