// What the API learns of each voter from the ledger (voter_ledger_facts): read after the
// registration's answer, without failing it when the node is down; read again in the background
// (workers/voterLedgerWorker.ts) in batches that two instances never share, resuming after a
// crash; and each cohort's progress, counted exactly (GET /api/cohorts/{id}/voter-ledger-reads).
import type { VoterLedgerReads } from '@glow/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { createXrplClient, type XrplClient } from '../clients/xrplClient';
import { voterLedgerFacts } from '../db/schema';
import { outsideServiceFailed } from '../errors/domainErrors';
import { eventually } from '../testing/eventually';
import { startTestApi, type TestApi } from '../testing/testApi';
import {
  addCohort,
  insertCastVotes,
  insertVoters,
  unclosedCohortNominationIds,
} from '../testing/testProgramme';
import { walletFromSeed } from '../testing/testWallets';
import { readDueVoters } from '../workers/voterLedgerWorker';
import { addMissingFacts, claimDueVoters } from './voterLedgerReads';

const NODE_DOWN = 'The XRP Ledger node is not reachable right now; try again in a moment';
const DAY_MS = 86_400_000;

let api: TestApi;
/** The client the background reads use here: the API's kind, wrapped as the API's is. */
let ledger: XrplClient;
/** While true, reads of ledger facts fail as with a node that cannot be reached. */
let factsDown = false;
/** Every address whose facts were asked of the node, in order. */
const asked: string[] = [];

function wrap(client: XrplClient): XrplClient {
  return {
    ...client,
    async accountLedgerFacts(address) {
      asked.push(address);
      if (factsDown) throw outsideServiceFailed(NODE_DOWN);
      return client.accountLedgerFacts(address);
    },
  };
}

beforeAll(async () => {
  api = await startTestApi({ VOTER_REGISTRATIONS_PER_ADDRESS: '1000' }, { wrapLedger: wrap });
  ledger = wrap(createXrplClient(api.config.xrplRpcUrl, api.config.outsideTimeouts));
});

afterAll(() => api.close());

beforeEach(async () => {
  factsDown = false;
  // Every voter so far counts as read just now: only what a test sets up is due.
  await addMissingFacts(api.db);
  await api.db
    .update(voterLedgerFacts)
    .set({ status: 'read', readAt: sql`now()`, leasedUntil: null, error: null });
  asked.length = 0;
});

function readRound(batch = 100) {
  return readDueVoters({
    db: api.db,
    ledger,
    batch,
    callsPerSecond: 1000,
    leaseMs: api.config.voterLedger.leaseMs,
  });
}

async function factsOf(address: string) {
  const [row] = await api.db
    .select()
    .from(voterLedgerFacts)
    .where(eq(voterLedgerFacts.address, address));
  return row;
}

describe('at registration', () => {
  it("reads the voter's activation, balance and transaction count after answering", async () => {
    const farm = await api.ledger.farm({ ageDays: [45], dropsEach: '20000000' });
    const account = farm.accounts[0]!;
    const wallet = await api.connectWallet('crossmark', { wallet: walletFromSeed(account.seed) });
    await api.registerVoter(wallet);

    await eventually(async () => (await factsOf(account.address))?.status === 'read');
    const facts = await factsOf(account.address);
    expect(facts).toMatchObject({
      activatedAt: new Date(account.activatedAt),
      activatedBy: farm.funder.address,
      activationLedgerIndex: account.ledgerIndex,
      // 20 XRP less the 1-drop registration payment and its fee of 12 drops.
      balanceDrops: 20_000_000n - 13n,
      // The registration payment.
      transactionCount: 1,
      error: null,
      leasedUntil: null,
    });
    expect(Date.now() - facts!.activatedAt!.getTime()).toBeGreaterThan(44 * DAY_MS);
    expect(Date.now() - facts!.readAt!.getTime()).toBeLessThan(60_000);
    expect(asked).toEqual([account.address]);
  });

  it('records that the history is missing for an account no payment created (the faucet)', async () => {
    const wallet = await api.connectWallet('gemwallet');
    await api.registerVoter(wallet);
    await eventually(async () => (await factsOf(wallet.address))?.status === 'history_missing');
    expect(await factsOf(wallet.address)).toMatchObject({
      activatedAt: null,
      activatedBy: null,
      transactionCount: null,
      balanceDrops: 1_000_000_000n - 13n,
    });
  });

  it('registers the voter when the ledger cannot be read, and reads them again later', async () => {
    const wallet = await api.connectWallet('xaman');
    factsDown = true;
    const answer = await api.registerVoter(wallet);
    expect(answer).toMatchObject({ registered: true, address: wallet.address });
    await eventually(async () => (await factsOf(wallet.address))?.status === 'failed');
    expect(await factsOf(wallet.address)).toMatchObject({ error: NODE_DOWN, leasedUntil: null });

    factsDown = false;
    // Not again at once: a failed read waits a few minutes.
    expect(await readRound()).toEqual({ read: 0, ended: 'done' });
    await api.db
      .update(voterLedgerFacts)
      .set({ readAt: sql`now() - interval '6 minutes'` })
      .where(eq(voterLedgerFacts.address, wallet.address));
    expect(await readRound()).toEqual({ read: 1, ended: 'done' });
    expect(await factsOf(wallet.address)).toMatchObject({
      status: 'history_missing',
      error: null,
    });
  });
});

describe('in the background', () => {
  it('stops a round when the node is down and gives the rest of the batch back', async () => {
    const inserted = await insertVoters(api.db, 3);
    await addMissingFacts(api.db);
    factsDown = true;
    expect(await readRound()).toEqual({ read: 1, ended: 'unreachable' });
    const rows = await api.db
      .select()
      .from(voterLedgerFacts)
      .where(
        inArray(
          voterLedgerFacts.voterId,
          inserted.map((voter) => voter.id),
        ),
      );
    expect(rows.filter((row) => row.status === 'failed')).toHaveLength(1);
    expect(rows.filter((row) => row.status === 'unread')).toHaveLength(2);
    expect(rows.every((row) => row.leasedUntil === null)).toBe(true);
    factsDown = false;
    expect(await readRound()).toEqual({ read: 2, ended: 'done' });
  });

  it('resumes after a crash: voters claimed by a dead instance come free when the lease lapses', async () => {
    const inserted = await insertVoters(api.db, 4);
    await addMissingFacts(api.db);
    // An instance claims a batch and dies before reading it.
    const claimed = await claimDueVoters(api.db, 2, api.config.voterLedger.leaseMs);
    expect(claimed).toHaveLength(2);

    expect(await readRound()).toEqual({ read: 2, ended: 'done' });
    expect(asked.sort()).toEqual(
      inserted
        .map((voter) => voter.address)
        .filter((address) => !claimed.some((voter) => voter.address === address))
        .sort(),
    );
    expect(await readRound()).toEqual({ read: 0, ended: 'done' });

    await api.db
      .update(voterLedgerFacts)
      .set({ leasedUntil: sql`now() - interval '1 second'` })
      .where(
        inArray(
          voterLedgerFacts.voterId,
          claimed.map((voter) => voter.voterId),
        ),
      );
    asked.length = 0;
    expect(await readRound()).toEqual({ read: 2, ended: 'done' });
    expect(asked.sort()).toEqual(claimed.map((voter) => voter.address).sort());
  });

  it('never lets two instances read the same voter at once', async () => {
    const inserted = await insertVoters(api.db, 12);
    await addMissingFacts(api.db);
    const rounds = await Promise.all([readRound(5), readRound(5), readRound(5)]);
    expect(rounds.reduce((sum, round) => sum + round.read, 0)).toBe(12);
    expect(asked.sort()).toEqual(inserted.map((voter) => voter.address).sort());
  });

  it('paces its calls to the configured rate', async () => {
    await insertVoters(api.db, 3);
    await addMissingFacts(api.db);
    const started = performance.now();
    // 20 calls a second, two per voter: a tenth of a second between voters.
    await readDueVoters({
      db: api.db,
      ledger,
      batch: 10,
      callsPerSecond: 20,
      leaseMs: api.config.voterLedger.leaseMs,
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
  });

  it("reads again every voter of a cohort in voting whose facts predate the voting's start", async () => {
    const [voter] = await insertVoters(api.db, 1);
    await addMissingFacts(api.db);
    // A nomination of the demo's Wave 1, in its voting period.
    const [nominationId] = await unclosedCohortNominationIds(api.db);
    await insertCastVotes(api.db, [{ voterId: voter!.id, nominationId: nominationId!, value: 1 }]);
    // Read since the voting began: not due.
    await api.db
      .update(voterLedgerFacts)
      .set({ status: 'read', readAt: sql`now()` })
      .where(eq(voterLedgerFacts.voterId, voter!.id));
    expect(await readRound()).toEqual({ read: 0, ended: 'done' });
    await api.db
      .update(voterLedgerFacts)
      .set({ readAt: sql`'2000-01-01'::timestamptz` })
      .where(eq(voterLedgerFacts.voterId, voter!.id));
    expect(await readRound()).toEqual({ read: 1, ended: 'done' });
    expect(asked).toEqual([voter!.address]);
  });
});

describe("a cohort's progress", () => {
  it('counts each voter who took part once, by the last read since its voting began', async () => {
    const admin = await api.loginAs('admin');
    const cohort = await addCohort(api.db, { name: 'Ledger reads', period: 'closed' });
    const inserted = await insertVoters(api.db, 6);
    await addMissingFacts(api.db);
    await insertCastVotes(
      api.db,
      inserted.map((voter, index) => ({
        voterId: voter.id,
        nominationId: cohort.nominationIds[index % cohort.nominationIds.length]!,
        value: 1,
      })),
    );
    const [read, alsoRead, notFound, failed, readBefore, never] = inserted;
    const set = (voter: { id: number }, values: Partial<typeof voterLedgerFacts.$inferInsert>) =>
      api.db.update(voterLedgerFacts).set(values).where(eq(voterLedgerFacts.voterId, voter.id));
    const latest = new Date(Date.now() + 5_000);
    await set(read!, { status: 'read', readAt: new Date(Date.now() + 1_000) });
    await set(alsoRead!, { status: 'history_missing', readAt: latest });
    await set(notFound!, { status: 'not_found', readAt: new Date(Date.now() + 2_000) });
    await set(failed!, { status: 'failed', readAt: new Date(Date.now() + 3_000) });
    await set(readBefore!, { status: 'read', readAt: new Date(Date.now() - DAY_MS) });
    await set(never!, { status: 'unread', readAt: null });

    const answer = await api.call<VoterLedgerReads>(
      'GET',
      `/api/cohorts/${cohort.id}/voter-ledger-reads`,
      { token: admin },
    );
    expect(answer).toEqual({
      status: 200,
      body: {
        total: 6,
        read: 1,
        notFound: 1,
        historyMissing: 1,
        failed: 1,
        waiting: 2,
        lastReadAt: latest.toISOString(),
      },
    });
  });

  it('answers 404 for a cohort that does not exist', async () => {
    const admin = await api.loginAs('admin');
    expect(
      await api.call('GET', '/api/cohorts/999999/voter-ledger-reads', { token: admin }),
    ).toEqual({ status: 404, body: { message: 'cohort not found' } });
  });
});
