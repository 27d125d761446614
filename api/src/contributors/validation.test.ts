// Bad input to the contributors' calls: always a 400 `{ message }` naming the field, never a 500.
import { ENDPOINTS, CONTRIBUTORS_ENDPOINTS, type Endpoint } from '@glow/contract';
import { itRefusesBadInput, setUpValidationApi } from '../testing/badInput';
import { BAD_INPUT, CONTRIBUTOR } from './endpointCases';

const context = setUpValidationApi();

itRefusesBadInput(context, CONTRIBUTORS_ENDPOINTS, BAD_INPUT);

it.each([
  [
    'createContributor',
    { ...CONTRIBUTOR, firstName: ' ', lastName: undefined, email: 'maya', projectRole: 'owner' },
    {
      message:
        'mandatory field missing: firstName, lastName; fields invalid: email must be a valid email address; projectRole must be one of creator, maintainer, contributor, editor',
      fields: ['firstName', 'lastName', 'email', 'projectRole'],
    },
  ],
] as const)(
  '%s words a 400 with the documented message and names each field',
  async (name, body, answer) => {
    const endpoint: Endpoint = ENDPOINTS[name];
    const response = await context.api.call(endpoint.method, endpoint.path, {
      token: context.callerOf(endpoint),
      body,
    });
    expect(response).toEqual({ status: 400, body: answer });
  },
);
