// Who may call each endpoint, written out here by hand rather than read from ENDPOINTS: the
// contract's access rules must equal this table (so loosening one fails a test), and every kind
// of caller (anonymous, a bad token, each role, a wallet-only session, a judge with a wallet) is
// tried against every endpoint over HTTP, expecting what this table says. A new endpoint fails
// here until it is added to the table.
import {
  ENDPOINTS,
  ROLES,
  type Endpoint,
  type EndpointAccess,
  type EndpointName,
  type Role,
} from '@glow/contract';
import { startTestApi, type TestApi } from '../testing/testApi';

/** `public`: anyone; `session`: any signed-in user; `wallet`: a confirmed wallet; or these roles. */
const WHO_MAY_CALL: Record<EndpointName, EndpointAccess> = {
  health: 'public',
  login: 'public',
  verifyUser: 'session',
  logout: 'session',
  createUser: ['admin'],
  listUsers: ['admin'],
  deleteUser: ['admin'],
  resetPassword: 'public',
  setPassword: 'public',
  updateProfile: 'session',
  listLogs: ['admin'],
  publicConfig: 'public',
  crossmarkHash: 'public',
  crossmarkChecksign: 'public',
  gemWalletHash: 'public',
  gemWalletChecksign: 'public',
  xamanCreatePayload: 'public',
  xamanGetPayload: 'public',
  xamanChecksign: 'public',
  walletSession: 'wallet',
  disconnectWallet: 'wallet',
  adminDashboard: ['admin'],
  activeCohort: 'public',
  listCohorts: ['admin'],
  cohortDefaults: ['admin'],
  startCohort: ['admin'],
  getCohort: ['admin'],
  listCohortNominations: ['admin'],
  updateCohort: ['admin'],
  moveCohort: ['admin'],
  listNominations: 'public',
  listProjects: 'public',
  createProject: ['admin', 'scout'],
  updateProject: ['admin'],
  voterStatus: 'wallet',
  registerVoter: 'wallet',
  castVote: 'wallet',
  searchContributors: ['scout', 'admin'],
  createContributor: ['scout', 'admin'],
  listContributorNominations: ['scout', 'admin'],
  listScoutedNominations: ['scout', 'admin'],
  createNomination: ['scout'],
  coNominate: ['scout'],
  updateNomination: ['scout'],
  withdrawNomination: ['scout'],
  withdrawCoNomination: ['scout'],
  judgeSummary: ['judge'],
  listEvaluations: ['judge'],
  getEvaluation: ['judge'],
  createAssessment: ['judge'],
  reviseAssessment: ['judge'],
  getAssessment: ['judge', 'admin'],
  recuse: ['judge'],
  recordConsensus: ['judge'],
  getReview: ['judge', 'admin'],
  getDistribution: ['judge', 'admin'],
  approveDistribution: ['judge'],
  excuseJudge: ['admin'],
  unexcuseJudge: ['admin'],
  remindJudges: ['admin'],
  listMyApplications: ['contributor'],
  readContributorDocument: ['contributor'],
  acceptContributorDocument: ['contributor'],
  answerEligibility: ['contributor'],
  walletRegistrationChallenge: ['contributor'],
  registerWallet: ['contributor'],
  walletRegistrationXamanPayload: ['contributor'],
  registerXamanWallet: ['contributor'],
  submitApplicationDetails: ['contributor'],
  startKyc: ['contributor'],
  readKyc: ['contributor'],
  // Public: the KYC provider's signature over the raw body is the check.
  kycWebhook: 'public',
  listCohortApplications: ['admin'],
  readApplication: ['admin'],
  approveApplication: ['admin'],
  returnApplication: ['admin'],
  requestKyc: ['admin'],
  reopenApplication: ['admin'],
  remindApplicants: ['admin'],
  listPaymentCohorts: ['admin'],
  listCohortPayments: ['admin'],
  // The admin's role is the access rule; the programme's wallet is the handler's own check.
  createPaymentBatch: ['admin'],
  recordPaymentTransaction: ['admin'],
  reportPaymentFailure: ['admin'],
  reconcilePayments: ['admin'],
  readPayment: ['admin'],
  readCohortReport: ['admin'],
  readProgrammeReport: ['admin'],
  exportCohortNominations: ['admin'],
  exportCohortVotes: ['admin'],
  exportPayments: ['admin'],
  // Public: the published results (DOMAIN.md "Transparency").
  listResults: 'public',
  listMyVotes: 'wallet',
  // A cohort's close (what it does, shown first) and its cancellation: admins.
  cohortClosing: ['admin'],
  cancelCohort: ['admin'],
};

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
/** The contributors' own routes refuse a user of another role in SPEC's words. */
const NOT_CONTRIBUTOR = 'Unauthorized: a user with another role cannot become a contributor';
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

// The table's names, not ENDPOINTS': an endpoint missing from the table fails the test below.
const cases = Object.entries(WHO_MAY_CALL).flatMap(([name, access]) => {
  const endpoint: Endpoint | undefined = ENDPOINTS[name as EndpointName];
  if (!endpoint) return []; // a name the contract does not have: reported by the test below
  return CALLERS.map((caller) => ({
    name: name as EndpointName,
    endpoint,
    caller,
    refusal: expectedRefusal(access, caller),
  }));
});

beforeAll(async () => {
  // Two wallet sign-ins per endpoint, from one address: more than the default limit allows.
  api = await startTestApi({ WALLET_CHALLENGES_PER_ADDRESS: '1000' });
  const active = await api.call<{ cohort: { id: number } }>('GET', '/api/cohorts/active');
  cohortId = active.body.cohort.id;
});

// An endpoint whose only input is its path gets an id no record has (0): a 400 for a caller
// let through, where a real id could delete or answer 404.
function pathOf(endpoint: Endpoint): string {
  const id = endpoint.body || endpoint.query ? cohortId : 0;
  return endpoint.path.replace(/\{id\}/g, String(id)).replace(/\{judgeId\}/g, '0');
}

afterAll(() => api.close());

it('has an expected access for every endpoint of the contract, and for no other', () => {
  const byName = (names: string[]) => [...names].sort();
  expect(byName(Object.keys(WHO_MAY_CALL))).toEqual(byName(Object.keys(ENDPOINTS)));
});

it("gives every endpoint the contract's access that the table expects", () => {
  const accessInContract = Object.fromEntries(
    Object.entries(ENDPOINTS).map(([name, endpoint]: [string, Endpoint]) => [
      name,
      endpoint.access,
    ]),
  );
  expect(accessInContract).toEqual(WHO_MAY_CALL);
});

it('tries every caller against every endpoint, refused and let through', () => {
  expect(cases).toHaveLength(Object.keys(ENDPOINTS).length * CALLERS.length);
  for (const message of [PLEASE_LOGIN, CONNECT_WALLET, UNAUTHORIZED, NOT_CONTRIBUTOR]) {
    expect(cases.some((c) => c.refusal?.message === message)).toBe(true);
  }
  expect(cases.some((c) => c.refusal === null)).toBe(true);
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
