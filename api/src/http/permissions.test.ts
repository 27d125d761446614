// Every entry of the ENDPOINTS table, called by every kind of caller: the access rule of the
// table decides 401/403 or "let through". A new endpoint is covered without touching this file.
import {
  ENDPOINTS,
  ROLES,
  type Endpoint,
  type EndpointAccess,
  type Role,
} from '@glow/shared-api/contract';
import { startTestApi, type TestApi } from '../testing/testApi';

type Caller = { kind: 'anonymous' } | { kind: 'invalid token' } | { kind: 'role'; role: Role };

const CALLERS: Caller[] = [
  { kind: 'anonymous' },
  { kind: 'invalid token' },
  ...ROLES.map((role): Caller => ({ kind: 'role', role })),
];

const PLEASE_LOGIN = 'Please login';
const UNAUTHORIZED = 'Unauthorized: you are not authorized to perform this action';

function expectedRefusal(access: EndpointAccess, caller: Caller): 401 | 403 | null {
  if (access === 'public') return null;
  if (caller.kind !== 'role') return 401;
  if (access === 'session') return null;
  return access.includes(caller.role) ? null : 403;
}

function describeCaller(caller: Caller): string {
  return caller.kind === 'role' ? caller.role : caller.kind;
}

// Input no endpoint accepts: a caller without access must get 401/403, not 400 (access is
// checked first), and a caller with access gets a 400 instead of changing anything.
function invalidInput(endpoint: Endpoint) {
  return {
    ...(endpoint.body ? { body: { notAField: true } } : {}),
    ...(endpoint.query ? { query: { page: 0 } } : {}),
  };
}

const cases = Object.entries(ENDPOINTS).flatMap(([name, endpoint]: [string, Endpoint]) =>
  CALLERS.map((caller) => ({
    name,
    endpoint,
    caller,
    refusal: expectedRefusal(endpoint.access, caller),
  })),
);

let api: TestApi;

beforeAll(async () => {
  // Each role case signs in afresh: a logout case ends its session.
  api = await startTestApi();
});

afterAll(() => api.close());

it('has a case for every endpoint and caller', () => {
  expect(cases).toHaveLength(Object.keys(ENDPOINTS).length * (2 + ROLES.length));
  expect(cases.some((c) => c.refusal === 401)).toBe(true);
  expect(cases.some((c) => c.refusal === 403)).toBe(true);
  expect(cases.some((c) => c.refusal === null)).toBe(true);
});

describe.each(cases.map((c) => [`${c.endpoint.method} ${c.endpoint.path} (${c.name})`, c]))(
  '%s',
  (_title, { endpoint, caller, refusal }) => {
    it(`${refusal ? `refuses (${refusal})` : 'lets through'} a caller: ${describeCaller(caller)}`, async () => {
      const token =
        caller.kind === 'role'
          ? await api.loginAs(caller.role)
          : caller.kind === 'invalid token'
            ? 'not-a-real-token'
            : undefined;
      const response = await api.call(endpoint.method, endpoint.path, {
        token,
        ...invalidInput(endpoint),
      });
      if (refusal) {
        expect(response).toEqual({
          status: refusal,
          body: { message: refusal === 401 ? PLEASE_LOGIN : UNAUTHORIZED },
        });
      } else {
        expect([401, 403, 404]).not.toContain(response.status);
        expect(response.status).toBeLessThan(500);
      }
    });
  },
);
