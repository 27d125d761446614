// Paying grants in batches: which grants a cohort's payments page offers, who
// may create a batch, the transactions a batch answers, a grant never in two batches (also under
// concurrent requests, down to the database), reconcile after a page closed mid-batch, and what
// the wallet's failure reports do to a grant.
import {
  readGlowPaymentMemo,
  type CohortPayments,
  type GrantRow,
  type PaymentBatch,
  type PaymentCohorts,
  type PaymentDetail,
  type PaymentView,
  type ReconcileResult,
} from '@glow/contract';
import { and, eq } from 'drizzle-orm';
import { auditLogs, cohorts, payments } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { startTestApi, type ConnectedTestWallet, type TestApi } from '../testing/testApi';
import { newWallet } from '../testing/testWallets';
import {
  adminWithProgrammeWallet,
  createBatch,
  givenPaymentCohort,
  payFromProgramme,
  type PaymentCohort,
} from '../testing/testPayments';

/**
 * Ledgers a payment's transaction stays valid (4 s at the test ledger's 200 ms closes): long
 * enough to sign and submit, short enough to close past it quickly.
 */
const WINDOW = 20;
const HOST = 'localhost:8080';

/** Where the node's history starts, when a test plays a node that lost older ledgers. */
let historyFrom: number | null = null;
/** The network the node says it is on, when a test plays a node of another network. */
let otherNetwork: number | null = null;

let api: TestApi;
/** The admin with the programme's wallet in GemWallet (batches signed all at once). */
let admin: ConnectedTestWallet;
/** The same, in Crossmark (one payment after the other; a decline there is certain). */
let crossmarkAdmin: ConnectedTestWallet;
let cohort: PaymentCohort & { others: PaymentCohort['payable'] };

beforeAll(async () => {
  api = await startTestApi(
    { PAYMENT_LEDGER_WINDOW: String(WINDOW) },
    {
      wrapLedger: (client) => ({
        ...client,
        // One transaction a page: every reconcile here must follow account_tx's markers.
        accountTransactions: (account, query) =>
          client.accountTransactions(account, { ...query, limit: 1 }),
        networkId: async () => otherNetwork ?? client.networkId(),
        async heldLedgers() {
          const held = await client.heldLedgers();
          return historyFrom === null ? held : { ...held, first: historyFrom };
        },
      }),
    },
  );
  admin = await adminWithProgrammeWallet(api);
  crossmarkAdmin = await adminWithProgrammeWallet(api, 'crossmark');
  cohort = await givenPaymentCohort(api, admin.token, {
    name: 'Wave 9',
    payable: 13,
    others: ['wallet', 'eligible', 'notEligible'],
  });
});

afterAll(() => api.close());

const grantIds = (...indexes: number[]) =>
  indexes.map((index) => cohort.grantIdOf(cohort.payable[index]!));

async function cohortPayments(): Promise<CohortPayments> {
  const page = await api.call<CohortPayments>('GET', `/api/cohorts/${cohort.id}/payments`, {
    token: admin.token,
  });
  expect(page.status).toBe(200);
  return page.body;
}

async function grantRow(grantId: number): Promise<GrantRow> {
  const row = (await cohortPayments()).grants.find((grant) => grant.id === grantId);
  if (!row) throw new Error(`grant ${grantId} is not on the page`);
  return row;
}

function reconcile() {
  return api.call<ReconcileResult & { message?: string }>('POST', '/api/payments/reconcile', {
    token: admin.token,
  });
}

function reportFailure(paymentId: number, code: string, token = admin.token) {
  return api.call<PaymentView>('POST', `/api/payments/${paymentId}/failure`, {
    token,
    body: { code },
  });
}

/** A batch of the payable grants at these indexes, signed with GemWallet unless `token` says. */
async function batchOf(indexes: number[], token = admin.token): Promise<PaymentBatch> {
  const created = await createBatch(api, token, cohort.id, grantIds(...indexes));
  expect(created.status).toBe(201);
  return created.body;
}

/** Closes ledgers until the validated one is past `ledgerIndex`. */
async function ledgerPast(ledgerIndex: number) {
  while ((await api.ledger.validatedLedgerIndex()) <= ledgerIndex) api.ledger.closeLedger();
}

describe("a cohort's payments page", () => {
  it('lists the approved cohort with its grants counted', async () => {
    const listed = await api.call<PaymentCohorts>('GET', '/api/payments/cohorts', {
      token: admin.token,
    });
    expect(listed.status).toBe(200);
    expect(listed.body.cohorts[0]).toMatchObject({
      id: cohort.id,
      name: 'Wave 9',
      grants: 16,
      paid: 0,
      inFlight: 0,
      // The not-eligible applicant's grant is returned to the pool: not one to pay.
      returned: 1,
    });
  });

  it('shows each grant with its state and what it waits for', async () => {
    const page = await cohortPayments();
    expect(page.programmeAddress).toBe(api.config.payments.programmeAddress);
    expect(page.validatedLedger).toEqual(expect.any(Number));
    const stateOf = (name: string) => {
      const row = page.grants.find((grant) => grant.contributor.name === name)!;
      return [row.state, row.reasons];
    };
    const [atWallet, eligible, notEligible] = cohort.others;
    expect(stateOf(cohort.payable[0]!.name)).toEqual(['payable', []]);
    expect(stateOf(atWallet!.name)).toEqual([
      'waiting',
      ['the contributor to submit the application (next: submit your application details)'],
    ]);
    expect(stateOf(eligible!.name)).toEqual([
      'waiting',
      [
        'the contributor to submit the application (next: register your wallet)',
        'the contributor to register a wallet',
      ],
    ]);
    expect(stateOf(notEligible!.name)).toEqual(['returnedToPool', ['not eligible']]);
    const medium = 750_000_000;
    expect(page.totals).toMatchObject({
      grants: 16,
      approvedDrops: String(16 * medium),
      payableDrops: String(13 * medium),
      waitingDrops: String(2 * medium),
      returnedDrops: String(medium),
    });
  });

  it("shows the seeded Pilot: two grants paid (Jonas's after a declined request), Lars's returned and carried on", async () => {
    const [pilot] = await api.db.select().from(cohorts).where(eq(cohorts.name, 'Pilot'));
    const page = await api.call<CohortPayments>('GET', `/api/cohorts/${pilot!.id}/payments`, {
      token: admin.token,
    });
    expect(page.status).toBe(200);
    const rows = page.body.grants.map((grant) => [
      grant.contributor.name,
      grant.state,
      grant.lastPayment?.status ?? null,
    ]);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['Priya Nair', 'paid', 'paid'],
        ['Jonas Becker', 'paid', 'paid'],
        ['Lars Henriksen', 'returnedToPool', null],
      ]),
    );
    expect(rows).toHaveLength(3);
    const lars = page.body.grants.find((grant) => grant.contributor.name === 'Lars Henriksen');
    expect(lars!.reasons).toEqual(['KYC failed']);
    expect(page.body.totals).toMatchObject({
      grants: 3,
      approvedDrops: String(18_400_000_000),
      paidDrops: String(4_400_000_000),
      returnedDrops: String(14_000_000_000),
      carriedTo: { id: expect.any(Number), name: 'Wave 1' },
    });
  });

  it('answers 409 for a cohort whose distribution is not approved, 404 for none', async () => {
    // The seeded Wave 1 was closed by the test's set-up before its judges approved anything.
    const [wave1] = await api.db.select().from(cohorts).where(eq(cohorts.name, 'Wave 1'));
    expect(
      await api.call('GET', `/api/cohorts/${wave1!.id}/payments`, { token: admin.token }),
    ).toEqual({
      status: 409,
      body: { message: "wrong status: Wave 1's distribution is not approved yet" },
    });
    const none = await api.call('GET', '/api/cohorts/999999/payments', { token: admin.token });
    expect(none).toEqual({ status: 404, body: { message: 'cohort not found' } });
  });
});

describe('creating a batch', () => {
  it('needs the programme wallet connected to the admin session', async () => {
    const plainAdmin = await api.loginAs('admin');
    expect(await createBatch(api, plainAdmin, cohort.id, grantIds(0))).toEqual({
      status: 403,
      body: { message: 'Please connect your wallet' },
    });
    const other = await api.connectWallet('gemwallet', { wallet: newWallet(), token: plainAdmin });
    expect(await createBatch(api, other.token, cohort.id, grantIds(0))).toEqual({
      status: 403,
      body: {
        message: `Unauthorized: grants are paid from the programme's wallet ${api.config.payments.programmeAddress}; the connected wallet is ${other.address}`,
      },
    });
  });

  it.each([0, 51])('refuses %i grants with the wallet library sentence', async (size) => {
    const ids = Array.from({ length: size }, (_, index) => index + 1);
    const refused = await createBatch(api, admin.token, cohort.id, ids);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message:
        'fields invalid: grantIds: Invalid number of transactions (must be between 1 and 50)',
    });
  });

  it('refuses grants of another cohort, and grants that are not payable', async () => {
    expect(await createBatch(api, admin.token, cohort.id, [999_999])).toMatchObject({
      status: 400,
      body: { message: 'fields invalid: grantIds: grant 999999 is not a grant of Wave 9' },
    });
    const waiting = cohort.others[1]!;
    expect(await createBatch(api, admin.token, cohort.id, [cohort.grantIdOf(waiting)])).toEqual({
      status: 409,
      body: {
        message: `wrong status: ${waiting.name}'s grant is not payable: waiting for the contributor to submit the application (next: register your wallet); the contributor to register a wallet`,
      },
    });
  });

  it('creates the payments before signing, each transaction naming its payment', async () => {
    const validated = await api.ledger.validatedLedgerIndex();
    const batch = await batchOf([0, 1]);
    expect(batch.batch).toEqual({
      id: expect.any(Number),
      walletAddress: admin.address,
      walletKind: 'gemwallet',
    });
    expect(batch.totalDrops).toBe('1500000000');
    for (const [index, payment] of batch.payments.entries()) {
      const applicant = cohort.payable[index]!;
      expect(payment).toMatchObject({
        grantId: cohort.grantIdOf(applicant),
        contributorName: applicant.name,
        destination: applicant.walletAddress,
        amountDrops: '750000000',
      });
      expect(payment.transaction).toMatchObject({
        TransactionType: 'Payment',
        Account: api.config.payments.programmeAddress,
        Destination: applicant.walletAddress,
        Amount: '750000000',
      });
      expect(payment.transaction).not.toHaveProperty('Flags');
      // The validated ledger may have moved on by one or two closes since it was read here.
      expect(payment.transaction.LastLedgerSequence - WINDOW).toBeGreaterThanOrEqual(validated);
      expect(payment.transaction.LastLedgerSequence - WINDOW).toBeLessThan(validated + 10);
      expect(readGlowPaymentMemo(payment.transaction.Memos, HOST)).toBe(payment.id);
    }
    const [audit] = await api.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.action, 'payment.batchCreated'),
          eq(auditLogs.entityId, String(batch.batch.id)),
        ),
      );
    expect(audit?.details).toMatchObject({ paymentIds: batch.payments.map((p) => p.id) });
    expect((await grantRow(grantIds(0)[0]!)).state).toBe('inFlight');
    // The grant in flight is refused in any other batch, with its payment named.
    expect(await createBatch(api, admin.token, cohort.id, grantIds(0))).toEqual({
      status: 409,
      body: {
        message: `wrong status: ${cohort.payable[0]!.name}'s grant is not payable: it is in flight (payment ${batch.payments[0]!.id})`,
      },
    });
  });
});

describe('a grant never in two batches', () => {
  it('under concurrent requests: one batch gets the shared grant, the other is refused', async () => {
    const [shared, onlyFirst, onlySecond] = grantIds(2, 3, 4);
    const answers = await Promise.all([
      createBatch(api, admin.token, cohort.id, [shared!, onlyFirst!]),
      createBatch(api, admin.token, cohort.id, [onlySecond!, shared!]),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body).toEqual({
      message: expect.stringMatching(
        new RegExp(
          `^wrong status: ${cohort.payable[2]!.name}'s grant is not payable: it is in flight \\(payment \\d+\\)$`,
        ),
      ),
    });
    const live = await api.db.select().from(payments).where(eq(payments.grantId, shared!));
    expect(live).toHaveLength(1);

    // The database refuses a second live payment of the grant by itself (the unique index).
    const second = await api.db
      .insert(payments)
      .values({ ...live[0]!, id: undefined })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(second)).toBe(true);
  });
});

describe('reconcile', () => {
  it('records a payment the wallet submitted after the page closed, and fails one never submitted', async () => {
    const batch = await batchOf([5, 6]);
    const [signed, neverSent] = batch.payments;
    // The wallet signs and submits the first; the page closes before it reports anything.
    const submitted = await payFromProgramme(api, signed!.transaction);
    expect(submitted.engineResult).toBe('tesSUCCESS');

    const first = await reconcile();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ paid: [signed!.id], failed: [], duplicates: [] });
    expect(first.body.stillInFlight).toContain(neverSent!.id);
    const paidRow = await grantRow(signed!.grantId);
    expect(paidRow).toMatchObject({
      state: 'paid',
      lastPayment: { id: signed!.id, status: 'paid', txHash: submitted.hash },
    });
    const applicant = cohort.payable[5]!;
    const email = await api.inbox.waitForMessage(applicant.email);
    expect(email.subject).toBe('Your Glow grant for Wave 9 was paid');
    expect(email.text).toContain(submitted.hash);

    // Once its LastLedgerSequence has passed, the one never submitted can never be applied.
    await ledgerPast(neverSent!.transaction.LastLedgerSequence);
    const second = await reconcile();
    expect(second.body).toMatchObject({ paid: [], duplicates: [] });
    expect(second.body.failed).toContain(neverSent!.id);
    const freed = await grantRow(neverSent!.grantId);
    expect(freed.state).toBe('failed');
    expect(freed.reasons[0]).toMatch(
      /^Never reached the ledger before ledger [\d,]+: the wallet did not submit it/,
    );
    // Payable again: a new batch takes it.
    expect((await createBatch(api, admin.token, cohort.id, [neverSent!.grantId])).status).toBe(201);

    const third = await reconcile();
    expect(third.body).toMatchObject({ paid: [], failed: [], duplicates: [] });
  });
});

describe("the wallet's failure reports", () => {
  it('a decline frees the grant at once, with the reason shown', async () => {
    const [payment] = (await batchOf([7], crossmarkAdmin.token)).payments;
    const reported = await reportFailure(payment!.id, 'SIGNING_REJECTED', crossmarkAdmin.token);
    expect(reported).toEqual({
      status: 200,
      body: {
        id: payment!.id,
        status: 'failed',
        grantId: payment!.grantId,
        txHash: null,
        explorerUrl: null,
        failureKind: 'declined',
        failureReason: 'Declined in the wallet',
        retryAfterLedger: null,
      },
    });
    expect(await grantRow(payment!.grantId)).toMatchObject({
      state: 'failed',
      reasons: ['Declined in the wallet'],
    });
    expect(await reportFailure(payment!.id, 'SIGNING_REJECTED', crossmarkAdmin.token)).toEqual({
      status: 409,
      body: { message: `wrong status: payment ${payment!.id} is failed` },
    });
  });

  it('an ambiguous report keeps the payment in flight until the ledger settles it', async () => {
    const [payment] = (await batchOf([7])).payments;
    const reported = await reportFailure(payment!.id, 'FAILED_TO_SIGN_TX');
    expect(reported.body).toMatchObject({
      status: 'awaitingSignature',
      retryAfterLedger: payment!.transaction.LastLedgerSequence,
    });
    expect(await grantRow(payment!.grantId)).toMatchObject({
      state: 'inFlight',
      reasons: ['The wallet reported: The wallet did not sign the request, please try again'],
      retryAfterLedger: payment!.transaction.LastLedgerSequence,
    });
  });

  it('a declined payment that lands after its grant was paid again is recorded as paid twice', async () => {
    const [declined] = (await batchOf([8], crossmarkAdmin.token)).payments;
    await reportFailure(declined!.id, 'SIGNING_REJECTED', crossmarkAdmin.token);
    const [again] = (await batchOf([8], crossmarkAdmin.token)).payments;
    await payFromProgramme(api, again!.transaction);
    expect((await reconcile()).body.paid).toEqual([again!.id]);

    // The wallet had submitted the declined one all the same.
    const late = await payFromProgramme(api, declined!.transaction);
    expect(late.engineResult).toBe('tesSUCCESS');
    expect((await reconcile()).body).toMatchObject({ paid: [], duplicates: [declined!.id] });
    const page = await cohortPayments();
    expect(page.duplicates).toEqual([
      { paymentId: declined!.id, grantId: declined!.grantId, txHash: late.hash },
    ]);
    expect((await grantRow(declined!.grantId)).state).toBe('paid');
  });
});

describe('a GemWallet bulk that answered no result', () => {
  it('keeps every grant locked; the ledger settles each: found by its memo, or freed once its LastLedgerSequence passed', async () => {
    const batch = await batchOf([9, 10, 11]);
    const [first, second, third] = batch.payments;
    // GemWallet sent two before its window was closed, and answered no result for the bulk.
    const sent = [];
    for (const payment of [first!, second!])
      sent.push(await payFromProgramme(api, payment.transaction));

    const reports = [];
    for (const payment of batch.payments)
      reports.push(await reportFailure(payment.id, 'NO_RESULT'));
    expect(reports.map(({ status, body }) => [status, body.status, body.txHash])).toEqual([
      [200, 'paid', sent[0]!.hash],
      [200, 'paid', sent[1]!.hash],
      [200, 'awaitingSignature', null],
    ]);
    expect(reports[2]!.body.retryAfterLedger).toBe(third!.transaction.LastLedgerSequence);
    const locked = await grantRow(third!.grantId);
    expect(locked).toMatchObject({
      state: 'inFlight',
      reasons: [
        'The wallet reported: The wallet answered no result: the request was rejected, or its window was closed after some payments went out',
      ],
    });
    expect((await createBatch(api, admin.token, cohort.id, [third!.grantId])).status).toBe(409);
    const paidHistory = await api.call<PaymentDetail>('GET', `/api/payments/${first!.id}`, {
      token: admin.token,
    });
    expect(paidHistory.body.history.map((event) => [event.status, event.by, event.reason])).toEqual(
      [
        ['awaitingSignature', 'admin@glow.local', null],
        [
          'awaitingSignature',
          'admin@glow.local',
          'The wallet reported: The wallet answered no result: the request was rejected, or its window was closed after some payments went out',
        ],
        ['paid', null, "Found on the ledger by Glow's check"],
      ],
    );

    // Freed only once a ledger past its LastLedgerSequence is validated without it.
    expect((await reconcile()).body.stillInFlight).toContain(third!.id);
    await ledgerPast(third!.transaction.LastLedgerSequence);
    expect((await reconcile()).body.failed).toContain(third!.id);
    expect((await grantRow(third!.grantId)).state).toBe('failed');
  });

  it('a decline from GemWallet proves nothing (its window may have closed part-way): the grant stays locked', async () => {
    const [payment] = (await batchOf([12])).payments;
    const reported = await reportFailure(payment!.id, 'SIGNING_REJECTED');
    expect(reported.body).toMatchObject({
      status: 'awaitingSignature',
      failureKind: null,
      retryAfterLedger: payment!.transaction.LastLedgerSequence,
    });
    expect((await grantRow(payment!.grantId)).state).toBe('inFlight');
    // Submitted after all: found by its memo and paid.
    await payFromProgramme(api, payment!.transaction);
    expect((await reconcile()).body.paid).toEqual([payment!.id]);
  });
});

describe('reconcile on a node that cannot tell', () => {
  it('without the ledgers it must read: 502, and nothing changes', async () => {
    const selectable = (await cohortPayments()).grants.find(
      (grant) => grant.state === 'payable' || grant.state === 'failed',
    )!;
    const created = await createBatch(api, admin.token, cohort.id, [selectable.id]);
    const [payment] = created.body.payments;
    const createdAt = payment!.transaction.LastLedgerSequence - WINDOW;
    historyFrom = createdAt + 1;
    try {
      const refused = await reconcile();
      expect(refused.status).toBe(502);
      // From the oldest payment it must look for: this one, or one made earlier.
      const [, from] =
        /^The XRP Ledger node does not hold ledgers from (\d+); use a node with more history$/.exec(
          String(refused.body.message),
        )!;
      expect(Number(from)).toBeLessThanOrEqual(createdAt);
    } finally {
      historyFrom = null;
    }
    expect((await grantRow(selectable.id)).state).toBe('inFlight');
  });

  it('on another network: refused, and nothing changes', async () => {
    const before = await cohortPayments();
    otherNetwork = 0;
    try {
      expect(await reconcile()).toEqual({
        status: 400,
        body: {
          message: `transaction verification failed: the ledger node is not on ${api.config.network.name}`,
        },
      });
    } finally {
      otherNetwork = null;
    }
    expect((await cohortPayments()).grants).toEqual(before.grants);
  });
});
