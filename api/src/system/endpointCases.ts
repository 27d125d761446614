// The system's endpoints in the contract's table tests: the bad input each refuses
// (validation.test.ts beside this file runs it) and who may call each (permissions.test.ts).
// http/validation.test.ts and http/permissions.test.ts check that every endpoint has its cases.
import type { EndpointAccess, EndpointName } from '@glow/contract';
import { type BadInputTables, pagingCases } from '../testing/badInput';

/** Bad input to the system's calls, and what each 400 must say. */
export const BAD_INPUT: BadInputTables = {
  badInput: {
    listLogs: pagingCases(),
  },
  nulInText: {},
  idTooBig: {},
};

/** Who may call each of the system's endpoints, written out by hand. */
export const WHO_MAY_CALL: Partial<Record<EndpointName, EndpointAccess>> = {
  health: 'public',
  liveness: 'public',
  readiness: 'public',
  listLogs: ['admin'],
  publicConfig: 'public',
};
