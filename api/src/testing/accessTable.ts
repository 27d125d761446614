// The table runner of the permission tests: each area writes by hand who may call each of its
// endpoints (<area>/endpointCases.ts), and tries every kind of caller (anonymous, a bad token, each
// role, a wallet-only session, a judge with a wallet) against each of them over HTTP with
// itChecksAccess in <area>/permissions.test.ts, expecting what its table says.
// http/permissions.test.ts checks that the tables equal the contract's access rules, so
// loosening one fails a test, and that a new endpoint fails until it is in its area's table.
import {
  ENDPOINTS,
  ROLES,
  type Endpoint,
  type EndpointAccess,
  type EndpointName,
  type Role,
} from '@glow/contract';
import { startTestApi, type TestApi } from './testApi';

export type Caller =
  | { kind: 'anonymous' }
  | { kind: 'invalid token' }
  | { kind: 'role'; role: Role; wallet: boolean }
  | { kind: 'wallet' };

export const CALLERS: Caller[] = [
  { kind: 'anonymous' },
  { kind: 'invalid token' },
  ...ROLES.map((role): Caller => ({ kind: 'role', role, wallet: false })),
  // A session holding only a wallet (Crossmark), and a signed-in judge who also connected one.
  { kind: 'wallet' },
  { kind: 'role', role: 'judge', wallet: true },
];

export const PLEASE_LOGIN = 'Please login';
export const CONNECT_WALLET = 'Please connect your wallet';
export const UNAUTHORIZED = 'Unauthorized: you are not authorized to perform this action';
/** The contributors' own routes refuse a user of another role in the specification's words. */
export const NOT_CONTRIBUTOR = 'Unauthorized: a user with another role cannot become a contributor';
/** The KYC webhook's own refusal of a call without the provider's signature. */
const INVALID_SIGNATURE = 'invalid webhook signature';

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
  if (access.includes(caller.role)) return null;
  const contributorsOnly = access.length === 1 && access[0] === 'contributor';
  return { status: 403, message: contributorsOnly ? NOT_CONTRIBUTOR : UNAUTHORIZED };
}

function describeCaller(caller: Caller): string {
  if (caller.kind !== 'role') return caller.kind;
  return caller.wallet ? `${caller.role} with a wallet` : caller.role;
}

// Input no endpoint accepts: a caller without access must get 401/403, not 400 (access is
// checked first), and a caller with access gets a 400 instead of changing anything.
function invalidInput(endpoint: Endpoint) {
  return {
    ...(endpoint.body ? { body: { notAField: true } } : {}),
    ...(endpoint.query ? { query: { page: 0 } } : {}),
  };
}

export interface AccessCase {
  name: EndpointName;
  endpoint: Endpoint;
  caller: Caller;
  refusal: Refusal | null;
}

/** Every caller against every endpoint of the table; the table's names, not ENDPOINTS'. */
export function accessCases(
  whoMayCall: Partial<Record<EndpointName, EndpointAccess>>,
): AccessCase[] {
  return Object.entries(whoMayCall).flatMap(([name, access]) => {
    const endpoint: Endpoint | undefined = ENDPOINTS[name as EndpointName];
    if (!endpoint) return []; // a name the contract does not have: http/permissions.test.ts says so
    return CALLERS.map((caller) => ({
      name: name as EndpointName,
      endpoint,
      caller,
      refusal: expectedRefusal(access, caller),
    }));
  });
}

/** Tries every caller against every endpoint of `whoMayCall`, on an API of the file's own. */
export function itChecksAccess(whoMayCall: Partial<Record<EndpointName, EndpointAccess>>): void {
  let api: TestApi;
  /** The demo cohort: path parameters name it, so a caller let through reaches validation. */
  let cohortId: number;

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

  // An endpoint whose only input is its path gets an id no record has (0): a 400 for a caller
  // let through, where a real id could delete or answer 404.
  function pathOf(endpoint: Endpoint): string {
    const id = endpoint.body || endpoint.query ? cohortId : 0;
    return endpoint.path.replace(/\{id\}/g, String(id)).replace(/\{judgeId\}/g, '0');
  }

  beforeAll(async () => {
    // Two wallet sign-ins per endpoint, from one address: more than the default limit allows.
    api = await startTestApi({ WALLET_CHALLENGES_PER_ADDRESS: '1000' });
    const active = await api.call<{ cohort: { id: number } }>('GET', '/api/cohorts/active');
    cohortId = active.body.cohort.id;
  });

  afterAll(() => api.close());

  const cases = accessCases(whoMayCall);
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
        } else if (endpoint.rawBody) {
          // Past the session check, a raw-body endpoint's own check is the signature over its
          // bytes (the KYC provider's): an unsigned call is refused whoever makes it.
          expect(response).toEqual({ status: 401, body: { message: INVALID_SIGNATURE } });
        } else {
          expect([401, 403, 404]).not.toContain(response.status);
          expect(response.status).toBeLessThan(500);
        }
      });
    },
  );
}
