// Bad input to the personal data calls: always a 400 `{ message }` naming the field, never a 500.
import { PRIVACY_ENDPOINTS } from '@glow/contract';
import { itRefusesBadInput, setUpValidationApi } from '../testing/badInput';
import { BAD_INPUT } from './endpointCases';

const context = setUpValidationApi();

itRefusesBadInput(context, PRIVACY_ENDPOINTS, BAD_INPUT);

// The other side of the bound: the largest id is valid input, so it reaches the handler, which
// finds no such person.
it.each([
  ['GET', '/api/users/2147483647/personal-data'],
  ['GET', '/api/users/2147483647/personal-data/export'],
  ['POST', '/api/users/2147483647/personal-data/erasure'],
] as const)('%s %s → 404', async (method, path) => {
  expect(await context.api.call(method, path, { token: context.admin })).toEqual({
    status: 404,
    body: { message: 'User not found' },
  });
});
