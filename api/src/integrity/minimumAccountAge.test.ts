// The optional minimum account age at registration, as a voter meets it: the payment is spent
// before the rule is checked, so a refusal (too young, or a node that cannot answer) must leave
// the payment free for the next try; an account whose activation the node lacks passes.
import type { IntegritySettings, VoteIntegrity } from '@glow/contract';
import { isNull } from 'drizzle-orm';
import type { XrplClient } from '../clients/xrplClient';
import { cohorts } from '../db/schema';
import { outsideServiceFailed } from '../errors/domainErrors';
import { startTestApi, type ConnectedTestWallet, type TestApi } from '../testing/testApi';
import { walletFromSeed } from '../testing/testWallets';

const NODE_DOWN = 'The XRP Ledger node is not reachable right now; try again in a moment';

let api: TestApi;
let admin: string;
let cohortId: number;
/** Whether the node fails the account reads (the payment's own check still answers). */
let factsDown = false;

function wrap(client: XrplClient): XrplClient {
  return {
    ...client,
    async accountLedgerFacts(address) {
      if (factsDown) throw outsideServiceFailed(NODE_DOWN);
      return client.accountLedgerFacts(address);
    },
  };
}

beforeAll(async () => {
  api = await startTestApi({ VOTER_REGISTRATIONS_PER_ADDRESS: '1000' }, { wrapLedger: wrap });
  admin = await api.loginAs('admin');
  const [cohort] = await api.db.select().from(cohorts).where(isNull(cohorts.endsAt));
  cohortId = cohort!.id;
});

afterAll(() => api.close());

beforeEach(() => {
  factsDown = false;
});

async function setMinimumAge(minAccountAgeDays: number | null) {
  const page = await api.call<VoteIntegrity>('GET', `/api/cohorts/${cohortId}/vote-integrity`, {
    token: admin,
  });
  const settings: IntegritySettings = { ...page.body.settings, minAccountAgeDays };
  const saved = await api.call('PUT', `/api/cohorts/${cohortId}/vote-integrity/settings`, {
    token: admin,
    body: settings,
  });
  expect(saved.status).toBe(200);
}

async function farmWallet(ageDays: number): Promise<ConnectedTestWallet> {
  const farm = await api.ledger.farm({ ageDays: [ageDays], dropsEach: '20000000' });
  return api.connectWallet('crossmark', { wallet: walletFromSeed(farm.accounts[0]!.seed) });
}

const register = (wallet: ConnectedTestWallet, transactionHash: string) =>
  api.call('POST', '/api/voters', { token: wallet.token, body: { transactionHash } });

it('lets a voter refused for a node that cannot answer register later with the same payment', async () => {
  await setMinimumAge(30);
  const wallet = await farmWallet(45);
  const payment = await api.payToRegister(wallet);
  factsDown = true;
  expect(await register(wallet, payment.hash)).toEqual({
    status: 502,
    body: { message: NODE_DOWN },
  });
  factsDown = false;
  expect((await register(wallet, payment.hash)).status).toBe(201);
  await setMinimumAge(null);
});

it('lets a voter refused as too young register with the same payment once the rule allows it', async () => {
  await setMinimumAge(30);
  const wallet = await farmWallet(10);
  const payment = await api.payToRegister(wallet);
  const refused = await register(wallet, payment.hash);
  expect(refused.status).toBe(409);
  expect(refused.body).toEqual({
    message: expect.stringMatching(/Your payment was not used: register with it again/),
  });
  await setMinimumAge(null);
  expect((await register(wallet, payment.hash)).status).toBe(201);
});

it('registers an account whose activation is older than the node holds', async () => {
  await setMinimumAge(30);
  // A faucet wallet: the stand-in holds no payment that created it (history missing).
  const wallet = await api.connectWallet('gemwallet');
  expect(await api.registerVoter(wallet)).toMatchObject({ registered: true });
  await setMinimumAge(null);
});
