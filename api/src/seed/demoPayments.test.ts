// The demo's paid grants: the seeded Pilot went through the whole cycle, and the transactions the
// seed recorded are the ones the API replays onto a fresh ledger stand-in at each demo start.
import { readGlowPaymentMemo, xrpOf } from '@glow/contract';
import { asc, eq } from 'drizzle-orm';
import {
  startXrplLedgerSimulator,
  type XrplLedgerSimulator,
} from '../../../simulators/src/xrplLedger';
import { loadConfig } from '../config';
import { cohorts, contributors, grants, paymentEvents, payments } from '../db/schema';
import { memoHostOf } from '../payments/grantPayments';
import { createXrplClient } from '../clients/xrplClient';
import { startTestApi, type TestApi } from '../testing/testApi';
import { DEMO_PROGRAMME_ACCOUNT, demoPaymentTransactions, replayDemoLedger } from './demoLedger';

let api: TestApi;
let ledger: XrplLedgerSimulator;

beforeAll(async () => {
  api = await startTestApi();
  // A fresh stand-in, as `npm start` runs it: the programme account funded at genesis.
  ledger = await startXrplLedgerSimulator({
    host: '127.0.0.1',
    port: 0,
    closeIntervalMs: 100,
    accounts: { [DEMO_PROGRAMME_ACCOUNT]: '1000000000000' },
  });
});

afterAll(async () => {
  await ledger.close();
  await api.close();
});

async function pilotPayments() {
  const [pilot] = await api.db.select().from(cohorts).where(eq(cohorts.name, 'Pilot'));
  return api.db
    .select({
      id: payments.id,
      contributor: contributors.githubUsername,
      status: payments.status,
      failureReason: payments.failureReason,
      destination: payments.destination,
      amountDrops: payments.amountDrops,
      txHash: payments.txHash,
      ledgerFacts: payments.ledgerFacts,
    })
    .from(payments)
    .innerJoin(grants, eq(grants.id, payments.grantId))
    .innerJoin(contributors, eq(contributors.id, grants.contributorId))
    .where(eq(grants.cohortId, pilot!.id))
    .orderBy(asc(payments.id));
}

it('pays the demo grants from the programme address the API is configured with', () => {
  expect(loadConfig({}).payments.programmeAddress).toBe(DEMO_PROGRAMME_ACCOUNT);
});

it("freezes the Pilot's grants and pays two, after a first request Jonas declined", async () => {
  const frozen = await api.db
    .select({
      contributor: contributors.githubUsername,
      size: grants.size,
      drops: grants.amountDrops,
    })
    .from(grants)
    .innerJoin(contributors, eq(contributors.id, grants.contributorId))
    .orderBy(asc(grants.id));
  expect(
    frozen.map(({ contributor, size, drops }) => [contributor, size, xrpOf(String(drops))]),
  ).toEqual(
    expect.arrayContaining([
      ['pnair', 'medium', 4_000],
      ['lhenriksen', 'large', 14_000],
      ['jbecker', 'small', 400],
    ]),
  );
  expect(frozen).toHaveLength(3);

  const rows = await pilotPayments();
  expect(
    rows.map(({ contributor, status, failureReason }) => [contributor, status, failureReason]),
  ).toEqual([
    ['jbecker', 'failed', 'Declined in the wallet'],
    ['pnair', 'paid', null],
    ['jbecker', 'paid', null],
  ]);
  const history = await api.db
    .select({ status: paymentEvents.status })
    .from(paymentEvents)
    .where(eq(paymentEvents.paymentId, rows[1]!.id))
    .orderBy(asc(paymentEvents.id));
  expect(history.map(({ status }) => status)).toEqual(['awaitingSignature', 'submitted', 'paid']);
});

it('leaves the payments as they are on a ledger where the programme account cannot pay them', async () => {
  // A stand-in whose faucet gives the account 1,000 XRP: the 4,000 XRP grant is refused.
  const poor = await startXrplLedgerSimulator({
    host: '127.0.0.1',
    port: 0,
    closeIntervalMs: 100,
    autoFundDrops: '1000000000',
  });
  try {
    const recorded = (await pilotPayments()).map(({ ledgerFacts }) => ledgerFacts);
    const client = createXrplClient(poor.url, { connectMs: 1000, answerMs: 5000 });
    await replayDemoLedger({ db: api.db, ledger: client, config: api.config }, api.app.log, {
      giveUpAfterMs: 10_000,
    });
    // Submitted again at the next start: the failed transaction is found, and still not taken.
    await replayDemoLedger({ db: api.db, ledger: client, config: api.config }, api.app.log, {
      giveUpAfterMs: 10_000,
    });
    expect((await pilotPayments()).map(({ ledgerFacts }) => ledgerFacts)).toEqual(recorded);
  } finally {
    await poor.close();
  }
});

it('replays the paid demo payments onto a fresh ledger with the hashes the seed recorded', async () => {
  const client = createXrplClient(ledger.url, { connectMs: 1000, answerMs: 5000 });
  const signed = await demoPaymentTransactions(api.db, api.config);
  const paid = (await pilotPayments()).filter(({ status }) => status === 'paid');
  expect(signed.map(({ paymentId, hash }) => [paymentId, hash])).toEqual(
    paid.map(({ id, txHash }) => [id, txHash]),
  );

  await replayDemoLedger({ db: api.db, ledger: client, config: api.config }, api.app.log, {
    giveUpAfterMs: 10_000,
  });

  for (const payment of paid) {
    const transaction = await client.transaction(payment.txHash!);
    expect(transaction).toMatchObject({
      validated: true,
      Account: DEMO_PROGRAMME_ACCOUNT,
      Destination: payment.destination,
      meta: { TransactionResult: 'tesSUCCESS', delivered_amount: String(payment.amountDrops) },
    });
    expect(readGlowPaymentMemo(transaction!.Memos, memoHostOf(api.config))).toBe(payment.id);
  }
  // What the API checked when each was paid stays: the ledger of that day, not today's stand-in.
  const facts = (await pilotPayments()).filter(({ status }) => status === 'paid');
  expect(facts.map(({ ledgerFacts }) => ledgerFacts)).toEqual(
    paid.map(({ ledgerFacts }) => ledgerFacts),
  );
  for (const payment of facts) {
    expect(payment.ledgerFacts).toMatchObject({
      result: 'tesSUCCESS',
      account: DEMO_PROGRAMME_ACCOUNT,
      destination: payment.destination,
      deliveredDrops: String(payment.amountDrops),
      memo: `${memoHostOf(api.config)}/payments/${payment.id}`,
      ledgerIndex: expect.any(Number),
    });
    const { closeTime, checkedAt } = payment.ledgerFacts!;
    expect(Date.parse(closeTime!)).toBeLessThanOrEqual(Date.parse(checkedAt));
    expect(Date.parse(checkedAt)).toBeLessThan(Date.now() - 100 * 24 * 3600_000);
  }

  // A second start finds them on the ledger and submits nothing: the account's next sequence
  // stays 3 (sequences 1 and 2 paid the two grants).
  const account = () =>
    (
      ledger.request('account_info', { account: DEMO_PROGRAMME_ACCOUNT }) as {
        account_data: { Sequence: number; Balance: string };
      }
    ).account_data;
  const before = account();
  expect(before.Sequence).toBe(3);
  await replayDemoLedger({ db: api.db, ledger: client, config: api.config }, api.app.log, {
    giveUpAfterMs: 10_000,
  });
  expect(account()).toEqual(before);
});
