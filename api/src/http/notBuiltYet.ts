import { ENDPOINTS, type EndpointName } from '@glow/contract';
import { ApiError } from './ApiError';

/**
 * The handler of an endpoint the contract has but the API does not answer yet: 501
 * `not implemented yet: POST /api/cohorts`. The work package that builds it replaces each one.
 */
export function notBuiltYet(name: EndpointName) {
  const { method, path } = ENDPOINTS[name];
  return async (): Promise<never> => {
    throw new ApiError(501, `not implemented yet: ${method} ${path}`);
  };
}
