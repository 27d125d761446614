// The results' endpoints in the contract's table tests: who may call each (permissions.test.ts
// beside this file runs it; they take no input, so they have no bad input).
// http/validation.test.ts and http/permissions.test.ts check that every endpoint has its cases.
import type { EndpointAccess, EndpointName } from '@glow/contract';

/** Who may call each of the results' endpoints, written out by hand. */
export const WHO_MAY_CALL: Partial<Record<EndpointName, EndpointAccess>> = {
  // Public: the programme publishes its results.
  listResults: 'public',
};
