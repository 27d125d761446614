// Bad input to the voting calls: always a 400 `{ message }` naming the field, never a 500.
import { VOTING_ENDPOINTS } from '@glow/contract';
import { itRefusesBadInput, setUpValidationApi } from '../testing/badInput';
import { BAD_INPUT } from './endpointCases';

const context = setUpValidationApi();

itRefusesBadInput(context, VOTING_ENDPOINTS, BAD_INPUT);

// The other side of the bound: the largest id is valid input, so it reaches the handler, which
// finds no such record.
it.each([
  ['POST', '/api/votes', { nominationId: 2_147_483_647, type: 'UP' }, 'nomination not found'],
] as const)('%s %s with the largest id → 404', async (method, path, body, message) => {
  expect(await context.api.call(method, path, { token: context.admin, body })).toEqual({
    status: 404,
    body: { message },
  });
});
