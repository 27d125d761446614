// The farm control and what rippled's account_tx and account_info answer about an account's
// activation: the Payment that created it, first when read forward, paged with markers.
import {
  signPayment,
  startTestLedger,
  walletFromSeed,
  type RpcResult,
  type TestLedger,
} from './xrplLedgerTestKit';

const DAY_MS = 86_400_000;
const NOW = new Date('2026-06-01T12:00:00Z');

interface FarmAnswer {
  funder: { address: string; seed: string };
  hop: { address: string; activatedBy: string; ledgerIndex: number } | null;
  accounts: Array<{
    address: string;
    seed: string;
    activatedBy: string;
    activatedAt: string;
    ledgerIndex: number;
    transactionHash: string;
  }>;
}

let ledger: TestLedger;

beforeEach(async () => {
  ledger = await startTestLedger({ now: () => NOW });
});

afterEach(() => ledger.close());

async function buildFarm(body: unknown): Promise<FarmAnswer> {
  const answer = await ledger.control('/farm', body);
  expect(answer.status).toBe(200);
  return answer.body as FarmAnswer;
}

function transactionsOf(result: RpcResult) {
  return result.transactions as Array<{
    tx: Record<string, unknown>;
    meta: Record<string, unknown>;
  }>;
}

describe('XRP Ledger stand-in: a farm of accounts', () => {
  it('activates every account from one funder, in ledgers that closed at the ages asked for', async () => {
    const farm = await buildFarm({ ageDays: [30, 2, 2] });
    expect(farm.hop).toBeNull();
    expect(farm.accounts.map((account) => account.activatedBy)).toEqual(
      Array(3).fill(farm.funder.address),
    );
    expect(farm.accounts.map((account) => account.activatedAt)).toEqual([
      new Date(NOW.getTime() - 30 * DAY_MS).toISOString(),
      new Date(NOW.getTime() - 2 * DAY_MS).toISOString(),
      new Date(NOW.getTime() - 2 * DAY_MS).toISOString(),
    ]);
    // Accounts of the same age share a ledger; ledgers close in time order.
    const [oldest, young, alsoYoung] = farm.accounts;
    expect(young!.ledgerIndex).toBe(alsoYoung!.ledgerIndex);
    expect(oldest!.ledgerIndex).toBeLessThan(young!.ledgerIndex);

    const info = await ledger.rpc('account_info', {
      account: young!.address,
      ledger_index: 'validated',
    });
    expect(info).toMatchObject({ account_data: { Balance: '10000000', Sequence: 1 } });
  });

  it('goes through an intermediate account when asked, activated just before the farm', async () => {
    const farm = await buildFarm({
      ageDays: 10,
      count: 2,
      throughHop: true,
      dropsEach: '20000000',
    });
    expect(farm.hop).toMatchObject({ activatedBy: farm.funder.address });
    expect(farm.accounts.map((account) => account.activatedBy)).toEqual([
      farm.hop!.address,
      farm.hop!.address,
    ]);
    expect(farm.hop!.ledgerIndex).toBeLessThan(farm.accounts[0]!.ledgerIndex);
  });

  it('moves the history so far back in time to make room for older ledgers', async () => {
    ledger.simulator.closeLedger();
    const before = await ledger.rpc('ledger', { ledger_index: 'validated' });
    const farm = await buildFarm({ ageDays: 400, count: 1 });
    const genesis = await ledger.rpc('ledger', { ledger_index: 1 });
    const closeTimeOf = (result: RpcResult) =>
      (result.ledger as { close_time_iso: string }).close_time_iso;
    expect(new Date(closeTimeOf(genesis)).getTime()).toBeLessThan(
      new Date(farm.accounts[0]!.activatedAt).getTime(),
    );
    expect(closeTimeOf(genesis)).not.toBe(closeTimeOf(before));
    // The next ledger closes at the node's now again.
    ledger.simulator.closeLedger();
    const next = await ledger.rpc('ledger', { ledger_index: 'validated' });
    expect(closeTimeOf(next)).toBe('2026-06-01T12:00:00Z');
  });

  it('refuses ages that are not days and hops that are not true or false', async () => {
    for (const body of [
      { ageDays: -1, count: 1 },
      { ageDays: 3 },
      { ageDays: [] },
      { ageDays: ['3'] },
      { ageDays: 3, count: 1, throughHop: 'yes' },
      { ageDays: 3, count: 1, dropsEach: '5' },
    ]) {
      expect(await ledger.control('/farm', body)).toMatchObject({ status: 400 });
    }
  });
});

describe('XRP Ledger stand-in: an account activation, as account_tx answers it', () => {
  it('answers the activating payment first when read forward with limit 1', async () => {
    const farm = await buildFarm({ ageDays: 5, count: 1 });
    const account = farm.accounts[0]!;
    const first = await ledger.rpc('account_tx', {
      account: account.address,
      ledger_index_min: -1,
      ledger_index_max: -1,
      forward: true,
      limit: 1,
    });
    const [activation] = transactionsOf(first);
    expect(activation!.tx).toMatchObject({
      hash: account.transactionHash,
      TransactionType: 'Payment',
      Account: farm.funder.address,
      Destination: account.address,
      ledger_index: account.ledgerIndex,
      date: Math.floor(new Date(account.activatedAt).getTime() / 1000) - 946_684_800,
    });
    expect(activation!.meta.AffectedNodes).toContainEqual({
      CreatedNode: expect.objectContaining({
        NewFields: expect.objectContaining({ Account: account.address, Sequence: 1 }),
      }),
    });
  });

  it('pages forward and backward with markers, each page starting where the last stopped', async () => {
    const farm = await buildFarm({ ageDays: 5, count: 1, dropsEach: '50000000' });
    const account = farm.accounts[0]!;
    // Three more payments from the farm's account, in three ledgers.
    const wallet = walletFromSeed(account.seed);
    for (const sequence of [1, 2, 3]) {
      await ledger.submit(
        signPayment(wallet, { Destination: farm.funder.address, Amount: '1', Sequence: sequence })
          .blob,
      );
      ledger.simulator.closeLedger();
    }
    async function readAll(forward: boolean): Promise<string[]> {
      const hashes: string[] = [];
      let marker: unknown;
      do {
        const page = await ledger.rpc('account_tx', {
          account: account.address,
          forward,
          limit: 1,
          ...(marker === undefined ? {} : { marker }),
        });
        hashes.push(...transactionsOf(page).map(({ tx }) => String(tx.hash)));
        marker = page.marker;
      } while (marker !== undefined);
      return hashes;
    }
    const forward = await readAll(true);
    expect(forward).toHaveLength(4);
    expect(forward[0]).toBe(account.transactionHash);
    expect(await readAll(false)).toEqual([...forward].reverse());
  });

  it('starts at the first ledger it holds when it holds only part of the history', async () => {
    const farm = await buildFarm({ ageDays: 5, count: 1 });
    const account = farm.accounts[0]!;
    ledger.simulator.closeLedger();
    const validated = await ledger.rpc('ledger', { ledger_index: 'validated' });
    const newest = Number((validated.ledger as { ledger_index: string | number }).ledger_index);
    expect(await ledger.control('/history', { firstLedger: newest })).toEqual({
      status: 200,
      body: { firstLedger: newest },
    });
    const answer = await ledger.rpc('account_tx', {
      account: account.address,
      forward: true,
      limit: 1,
    });
    expect(answer).toMatchObject({ ledger_index_min: newest, transactions: [] });
    const info = await ledger.rpc('server_info');
    expect(info).toMatchObject({ info: { complete_ledgers: `${newest}-${newest}` } });
    expect(await ledger.control('/history', { firstLedger: 0 })).toMatchObject({ status: 400 });
  });
});
