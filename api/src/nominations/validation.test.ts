// Bad input to the nominations' calls: always a 400 `{ message }` naming the field, never a 500.
import { ENDPOINTS, NOMINATIONS_ENDPOINTS, type Endpoint } from '@glow/contract';
import { itRefusesBadInput, setUpValidationApi } from '../testing/badInput';
import { BAD_INPUT, NOMINATION, SCREENING } from './endpointCases';

const context = setUpValidationApi();

itRefusesBadInput(context, NOMINATIONS_ENDPOINTS, BAD_INPUT);

it.each([
  [
    'createNomination',
    {
      ...NOMINATION,
      screening: { ...SCREENING, notOnSanctionsList: false, notRippleEmployee: undefined },
      projectIds: [4, 4],
      categories: [],
    },
    {
      message:
        'mandatory field missing: screening.notRippleEmployee, categories; fields invalid: screening.notOnSanctionsList: Nominees on a sanctions list cannot be funded through Glow.; projectIds must not repeat a project',
      fields: [
        'screening.notOnSanctionsList',
        'screening.notRippleEmployee',
        'projectIds',
        'categories',
      ],
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
