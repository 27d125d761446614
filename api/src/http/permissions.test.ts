// Every entry of the ENDPOINTS table, called by every kind of caller (anonymous, a bad token,
// each role, a wallet-only session, a judge with a wallet): the access rule of the table decides
// 401/403 or "let through". A new endpoint is covered without touching this file.
import { ENDPOINTS, ROLES, type Endpoint, type EndpointAccess, type Role } from '@glow/contract';
import { startTestApi, type TestApi } from '../testing/testApi';

type Caller =
  | { kind: 'anonymous' }
  | { kind: 'invalid token' }
  | { kind: 'role'; role: Role; wallet: boolean }
  | { kind: 'wallet' };

const CALLERS: Caller[] = [
  { kind: 'anonymous' },
  { kind: 'invalid token' },
  ...ROLES.map((role): Caller => ({ kind: 'role', role, wallet: false })),
  // A session holding only a wallet (Crossmark), and a signed-in judge who also connected one.
  { kind: 'wallet' },
  { kind: 'role', role: 'judge', wallet: true },
];

let api: TestApi;
/** The demo cohort: path parameters name it, so a caller let through reaches validation. */
let cohortId: number;

const PLEASE_LOGIN = 'Please login';
const CONNECT_WALLET = 'Please connect your wallet';
const UNAUTHORIZED = 'Unauthorized: you are not authorized to perform this action';

interface Refusal {
  status: 401 | 403;
  message: string;
}

function expectedRefusal(access: EndpointAccess, caller: Caller): Refusal | null {
  if (access === 'public') return null;
  if (access === 'wallet') {
    const hasWallet = caller.kind === 'wallet' || (caller.kind === 'role' && caller.wallet);
    return hasWallet ? null : { status: 401, message: CONNECT_WALLET };
  }
  if (caller.kind !== 'role') return { status: 401, message: PLEASE_LOGIN };
  if (access === 'session') return null;
  return access.includes(caller.role) ? null : { status: 403, message: UNAUTHORIZED };
}

function describeCaller(caller: Caller): string {
  if (caller.kind !== 'role') return caller.kind;
  return caller.wallet ? `${caller.role} with a wallet` : caller.role;
}

/** A fresh session for the caller (a logout or wallet disconnect case ends its session). */
async function tokenOf(caller: Caller): Promise<string | undefined> {
  switch (caller.kind) {
    case 'anonymous':
      return undefined;
    case 'invalid token':
      return 'not-a-real-token';
    case 'wallet':
      return (await api.connectWallet('crossmark')).token;
    case 'role': {
      const token = await api.loginAs(caller.role);
      return caller.wallet ? (await api.connectWallet('crossmark', { token })).token : token;
    }
  }
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

beforeAll(async () => {
  api = await startTestApi();
  const active = await api.call<{ cohort: { id: number } }>('GET', '/api/cohorts/active');
  cohortId = active.body.cohort.id;
});

function pathOf(endpoint: Endpoint): string {
  return endpoint.path.replace(/\{id\}/g, String(cohortId));
}

afterAll(() => api.close());

it('lets only the admin move a cohort, and only a wallet see its voter status, register and vote', () => {
  expect(ENDPOINTS.updateCohort.access).toEqual(['admin']);
  for (const name of ['voterStatus', 'registerVoter', 'castVote'] as const) {
    expect({ name, access: ENDPOINTS[name].access }).toEqual({ name, access: 'wallet' });
  }
  for (const name of ['activeCohort', 'listNominations', 'listProjects'] as const) {
    expect({ name, access: ENDPOINTS[name].access }).toEqual({ name, access: 'public' });
  }
});

it('has a case for every endpoint and caller', () => {
  expect(cases).toHaveLength(Object.keys(ENDPOINTS).length * (4 + ROLES.length));
  for (const message of [PLEASE_LOGIN, CONNECT_WALLET, UNAUTHORIZED]) {
    expect(cases.some((c) => c.refusal?.message === message)).toBe(true);
  }
  expect(cases.some((c) => c.refusal === null)).toBe(true);
  // The wallet caller is let through where a wallet is enough, and nowhere a user is needed.
  const walletCases = cases.filter((c) => c.caller.kind === 'wallet');
  expect(walletCases.filter((c) => c.refusal === null).map((c) => c.name)).toEqual(
    Object.entries(ENDPOINTS)
      .filter(([, e]: [string, Endpoint]) => e.access === 'public' || e.access === 'wallet')
      .map(([name]) => name),
  );
});

describe.each(cases.map((c) => [`${c.endpoint.method} ${c.endpoint.path} (${c.name})`, c]))(
  '%s',
  (_title, { endpoint, caller, refusal }) => {
    it(`${refusal ? `refuses (${refusal.status})` : 'lets through'} a caller: ${describeCaller(caller)}`, async () => {
      const token = await tokenOf(caller);
      const response = await api.call(endpoint.method, pathOf(endpoint), {
        token,
        ...invalidInput(endpoint),
      });
      if (refusal) {
        expect(response).toEqual({ status: refusal.status, body: { message: refusal.message } });
      } else {
        expect([401, 403, 404]).not.toContain(response.status);
        expect(response.status).toBeLessThan(500);
      }
    });
  },
);
