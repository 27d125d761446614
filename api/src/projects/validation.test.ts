// Bad input to the projects' calls: always a 400 `{ message }` naming the field, never a 500.
import { PROJECTS_ENDPOINTS } from '@glow/contract';
import { itRefusesBadInput, setUpValidationApi } from '../testing/badInput';
import { BAD_INPUT } from './endpointCases';

const context = setUpValidationApi();

itRefusesBadInput(context, PROJECTS_ENDPOINTS, BAD_INPUT);

// The other side of the bound: the largest id is valid input, so it reaches the handler, which
// finds no such record.
it.each([
  ['PATCH', '/api/projects/2147483647', { description: 'Better tools' }, 'project not found'],
] as const)('%s %s with the largest id → 404', async (method, path, body, message) => {
  expect(await context.api.call(method, path, { token: context.admin, body })).toEqual({
    status: 404,
    body: { message },
  });
});
