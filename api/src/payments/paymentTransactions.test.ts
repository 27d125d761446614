// A payment's transaction, reported by the payments page and checked on the XRP Ledger stand-in:
// paid once the ledger proves it, and refused — with the payment failed or left in
// flight as the check says — for a reused hash, a transaction not validated yet, a failed result,
// a partial payment, a transaction from another address. And Xaman's grant payment requests,
// which go through the Payment allow-list.
import {
  type CohortDetail,
  type MyApplications,
  type PaymentBatch,
  type PaymentDetail,
  type PaymentView,
  type XamanCreatedPayload,
} from '@glow/contract';
import { PARTIAL_PAYMENT_FLAG } from './grantPaymentChecks';
import { startTestApi, type ConnectedTestWallet, type TestApi } from '../testing/testApi';
import { listScouted } from '../testing/testNominations';
import { newWallet } from '../testing/testWallets';
import { programmeWallet } from '../testing/testLedger';
import {
  adminWithProgrammeWallet,
  createBatch,
  givenPaymentCohort,
  payFromProgramme,
  type PaymentCohort,
} from '../testing/testPayments';

/** Hashes whose `tx` answer says "not validated" whatever the ledger did (a slow ledger). */
const notValidatedYet = new Set<string>();

let api: TestApi;
let admin: ConnectedTestWallet;
let cohort: PaymentCohort;
let next = 0;

beforeAll(async () => {
  api = await startTestApi(
    // A transaction the ledger has not validated is given up on after a second, not twenty.
    { PAYMENT_VALIDATION_WAIT_SECONDS: '1', PAYMENT_LEDGER_WINDOW: '50' },
    {
      wrapLedger: (client) => ({
        ...client,
        async transaction(hash) {
          const answer = await client.transaction(hash);
          return answer && notValidatedYet.has(hash) ? { ...answer, validated: false } : answer;
        },
      }),
    },
  );
  admin = await adminWithProgrammeWallet(api);
  cohort = await givenPaymentCohort(api, admin.token, { name: 'Wave 9', payable: 12 });
});

afterAll(() => api.close());

const verificationFailed = (why: string) => ({
  status: 400,
  body: { message: `transaction verification failed: ${why}` },
});

/** A batch with the next payable grant; answers its payment. */
async function nextPayment(token = admin.token): Promise<PaymentBatch['payments'][number]> {
  const applicant = cohort.payable[next++]!;
  const batch = await createBatch(api, token, cohort.id, [cohort.grantIdOf(applicant)]);
  expect(batch.status).toBe(201);
  return batch.body.payments[0]!;
}

function recordTransaction(paymentId: number, transactionHash: string) {
  return api.call<PaymentView>('POST', `/api/payments/${paymentId}/transaction`, {
    token: admin.token,
    body: { transactionHash },
  });
}

async function readPayment(paymentId: number): Promise<PaymentDetail> {
  const read = await api.call<PaymentDetail>('GET', `/api/payments/${paymentId}`, {
    token: admin.token,
  });
  expect(read.status).toBe(200);
  return read.body;
}

const explorerUrl = (hash: string) => api.config.payments.explorerTxUrl.replace('{hash}', hash);

describe('a transaction that pays the grant', () => {
  it('makes the payment paid, emails the contributor and shows on their applications', async () => {
    const applicant = cohort.payable[next]!;
    const payment = await nextPayment();
    const { hash } = await payFromProgramme(api, payment.transaction);

    const recorded = await recordTransaction(payment.id, hash.toLowerCase());
    expect(recorded).toEqual({
      status: 200,
      body: {
        id: payment.id,
        status: 'paid',
        grantId: payment.grantId,
        txHash: hash,
        explorerUrl: explorerUrl(hash),
        failureKind: null,
        failureReason: null,
        retryAfterLedger: null,
      },
    });
    // Reported twice (the page retried): the same answer.
    expect(await recordTransaction(payment.id, hash)).toEqual(recorded);

    const email = await api.inbox.waitForMessage(applicant.email);
    expect(email.subject).toBe('Your Glow grant for Wave 9 was paid');
    expect(email.text).toContain('750 XRP');
    expect(email.text).toContain(`…${applicant.walletAddress!.slice(-4)}`);
    expect(email.text).toContain(hash);
    expect(email.text).toContain(explorerUrl(hash));

    const detail = await readPayment(payment.id);
    expect(detail).toMatchObject({
      status: 'paid',
      recipient: { name: applicant.name, address: applicant.walletAddress },
      source: api.config.payments.programmeAddress,
      memo: `localhost:8080/payments/${payment.id}`,
      transaction: { hash, explorerUrl: explorerUrl(hash), facts: { result: 'tesSUCCESS' } },
    });
    expect(detail.transaction!.checks.every((check) => check.ok)).toBe(true);
    expect(detail.history.map((event) => [event.status, event.by])).toEqual([
      ['awaitingSignature', 'admin@glow.local'],
      ['submitted', 'admin@glow.local'],
      ['paid', 'admin@glow.local'],
    ]);

    const shown = await api.call<CohortDetail>('GET', `/api/cohorts/${cohort.id}`, {
      token: admin.token,
    });
    expect(shown.body.figures.paidGrants).toBe(1);

    // The scouts' list (here an admin's view of it) shows the nomination paid.
    const scouted = await listScouted(api, admin.token, { cohortId: cohort.id });
    const own = scouted.body.nominations.filter(
      (nomination) => nomination.contributor.id === applicant.contributorId,
    );
    expect(own.map((nomination) => nomination.status)).toEqual(['paid']);

    const mine = await api.call<MyApplications>('GET', '/api/contributor/applications', {
      token: applicant.token,
    });
    expect(mine.body.applications[0]!.grant).toEqual({
      size: 'medium',
      amountDrops: '750000000',
      state: 'paid',
      payment: { txHash: hash, explorerUrl: explorerUrl(hash), paidAt: expect.any(String) },
    });
  });

  it('is refused for another payment: a hash is used once', async () => {
    const first = await nextPayment();
    const { hash } = await payFromProgramme(api, first.transaction);
    expect((await recordTransaction(first.id, hash)).status).toBe(200);
    const other = await nextPayment();
    expect(await recordTransaction(other.id, hash)).toEqual({
      status: 409,
      body: {
        message: `transaction verification failed: this transaction was already used for payment ${first.id}`,
      },
    });
  });
});

describe('a transaction that does not pay the grant', () => {
  it('not validated yet: the payment stays in flight and a later report records it', async () => {
    const payment = await nextPayment();
    const { hash } = await payFromProgramme(api, payment.transaction);
    notValidatedYet.add(hash);
    expect(await recordTransaction(payment.id, hash)).toEqual(
      verificationFailed(
        'the transaction is not validated yet; the payment stays in flight and is checked again',
      ),
    );
    expect((await readPayment(payment.id)).status).toBe('submitted');
    notValidatedYet.delete(hash);
    expect((await recordTransaction(payment.id, hash)).body).toMatchObject({ status: 'paid' });
  });

  it('failed on the ledger: the payment failed, the grant payable again', async () => {
    // The batch fits the balance read before it; what the wallet signs does not (more than the
    // programme's 1,000,000 XRP, as if the balance fell in between): tecUNFUNDED_PAYMENT.
    const payment = await nextPayment();
    const submitted = await payFromProgramme(api, payment.transaction, {
      changes: { Amount: '2000000000000' },
    });
    expect(submitted.engineResult).toBe('tecUNFUNDED_PAYMENT');
    expect(await recordTransaction(payment.id, submitted.hash)).toEqual(
      verificationFailed('the payment failed on the ledger (tecUNFUNDED_PAYMENT)'),
    );
    expect(await readPayment(payment.id)).toMatchObject({
      status: 'failed',
      failureKind: 'ledgerResult',
      failureReason: 'The ledger refused it: tecUNFUNDED_PAYMENT',
      grant: { state: 'failed' },
    });
  });

  it('a partial payment: refused, the payment failed as a mismatch', async () => {
    await api.ledger.partialPayments(50);
    try {
      const payment = await nextPayment();
      const submitted = await payFromProgramme(api, payment.transaction, {
        changes: { Flags: PARTIAL_PAYMENT_FLAG },
      });
      expect(submitted.engineResult).toBe('tesSUCCESS');
      expect(await recordTransaction(payment.id, submitted.hash)).toEqual(
        verificationFailed('partial payments are not accepted'),
      );
      const detail = await readPayment(payment.id);
      expect(detail).toMatchObject({ status: 'failed', failureKind: 'mismatch' });
      const failedChecks = detail.transaction!.checks.filter((check) => !check.ok);
      expect(failedChecks.map((check) => [check.name, check.actual])).toEqual([
        ['Partial payment flag', 'set'],
        ['Delivered amount', '375 XRP (375000000 drops)'],
      ]);
    } finally {
      await api.ledger.partialPayments(null);
    }
  });

  it('from another address: refused, the payment unchanged and still payable by the programme', async () => {
    const payment = await nextPayment();
    const impostor = await api.ledger.pay(newWallet(), {
      destination: payment.destination,
      amount: payment.amountDrops,
      extra: {
        LastLedgerSequence: payment.transaction.LastLedgerSequence,
        Memos: payment.transaction.Memos,
      },
    });
    await api.ledger.waitForValidation(impostor.hash);
    expect(await recordTransaction(payment.id, impostor.hash)).toEqual(
      verificationFailed(
        `the payment is not from the programme's address ${api.config.payments.programmeAddress}`,
      ),
    );
    expect((await readPayment(payment.id)).status).toBe('submitted');
    const { hash } = await payFromProgramme(api, payment.transaction);
    expect((await recordTransaction(payment.id, hash)).body).toMatchObject({ status: 'paid' });
  });
});

describe("Xaman's grant payment requests", () => {
  let xamanAdmin: ConnectedTestWallet;

  beforeAll(async () => {
    xamanAdmin = await adminWithProgrammeWallet(api, 'xaman');
  });

  function createPayload(token: string, transaction: Record<string, unknown>) {
    return api.call<XamanCreatedPayload>('POST', '/api/wallets/xaman/createpayload', {
      token,
      body: { transaction },
    });
  }

  const requestOf = ({ transaction }: PaymentBatch['payments'][number]) => ({
    TransactionType: 'Payment',
    Destination: transaction.Destination,
    Amount: transaction.Amount,
    LastLedgerSequence: transaction.LastLedgerSequence,
    Memos: transaction.Memos,
  });

  it("puts the server's transaction before the programme's wallet, and nothing else", async () => {
    const payment = await nextPayment(xamanAdmin.token);
    const created = await createPayload(xamanAdmin.token, requestOf(payment));
    expect(created.status).toBe(200);
    const payload = await api.xaman.sdk.payload.get(created.body.uuid);
    expect(payload?.payload.request_json).toMatchObject({
      ...requestOf(payment),
      Account: api.config.payments.programmeAddress,
    });

    const notAllowed = {
      status: 403,
      body: { message: expect.stringMatching(/^This payment is not one Glow asks for/) },
    };
    for (const changed of [
      { Amount: '1' },
      { Destination: newWallet().address },
      { LastLedgerSequence: payment.transaction.LastLedgerSequence + 1 },
    ]) {
      expect(await createPayload(xamanAdmin.token, { ...requestOf(payment), ...changed })).toEqual(
        notAllowed,
      );
    }
    const otherWallet = await api.connectWallet('xaman', {
      wallet: newWallet(),
      token: await api.loginAs('admin'),
    });
    expect(await createPayload(otherWallet.token, requestOf(payment))).toEqual(notAllowed);
  });

  /** What the payments page reports when its wait for a payload ended unsigned (as it read it). */
  function reportFailure(
    paymentId: number,
    code: 'TX_SIGNING_EXPIRED' | 'SIGNING_REJECTED',
    { uuid, secret }: XamanCreatedPayload,
  ) {
    return api.call<PaymentView>('POST', `/api/payments/${paymentId}/failure`, {
      token: xamanAdmin.token,
      body: { code, xamanPayloadId: uuid, secret },
    });
  }

  /** Closes ledgers until the validated one is past `ledgerIndex`. */
  async function ledgerPast(ledgerIndex: number) {
    while ((await api.ledger.validatedLedgerIndex()) <= ledgerIndex) api.ledger.closeLedger();
  }

  it('an expired request frees its grant only once its LastLedgerSequence passed without it', async () => {
    const payment = await nextPayment(xamanAdmin.token);
    const { LastLedgerSequence } = payment.transaction;
    const created = (await createPayload(xamanAdmin.token, requestOf(payment))).body;
    expect(await reportFailure(payment.id, 'TX_SIGNING_EXPIRED', created)).toEqual({
      status: 409,
      body: {
        message:
          'wrong status: Xaman says this payment request is still open; sign or reject it in Xaman',
      },
    });

    // Expired, but Xaman lets a request opened in time be signed after: the grant stays locked.
    await api.xaman.open(created.uuid);
    await api.xaman.expire(created.uuid);
    expect((await reportFailure(payment.id, 'TX_SIGNING_EXPIRED', created)).body).toMatchObject({
      status: 'awaitingSignature',
      failureKind: null,
      retryAfterLedger: LastLedgerSequence,
    });
    const locked = await readPayment(payment.id);
    expect(locked.grant.state).toBe('inFlight');
    expect(locked.history.at(-1)).toMatchObject({
      status: 'awaitingSignature',
      reason:
        'The wallet reported: The signing request expired in Xaman, which still lets a request opened in time be signed',
    });
    expect((await createBatch(api, xamanAdmin.token, cohort.id, [payment.grantId])).body).toEqual({
      message: `wrong status: ${locked.recipient.name}'s grant is not payable: it is in flight (payment ${payment.id})`,
    });

    // Once a ledger past its LastLedgerSequence is validated without it, it can never land.
    await ledgerPast(LastLedgerSequence);
    expect((await reportFailure(payment.id, 'TX_SIGNING_EXPIRED', created)).body).toMatchObject({
      status: 'failed',
      failureKind: 'notOnLedger',
      failureReason: expect.stringMatching(/^Never reached the ledger before ledger [\d,]+: /),
    });
    expect((await readPayment(payment.id)).grant.state).toBe('failed');
  });

  it('a request signed after it expired is recorded paid, never freed: signed wins over expired', async () => {
    const applicant = cohort.payable[next]!;
    const payment = await nextPayment(xamanAdmin.token);
    const created = (await createPayload(xamanAdmin.token, requestOf(payment))).body;
    // Opened in time, expired, then signed: Xaman submits it to the ledger.
    await api.xaman.open(created.uuid);
    await api.xaman.expire(created.uuid);
    const signed = await api.xaman.approve(created.uuid, { seed: programmeWallet().seed });
    // As Xaman answers it (xumm-sdk's recorded payload): signed, expired and resolved at once.
    expect(signed.meta).toMatchObject({ resolved: true, signed: true, expired: true });
    const txid = signed.response.txid!;

    // The page stopped waiting when the status socket said expired, and reports it so.
    const reported = await reportFailure(payment.id, 'TX_SIGNING_EXPIRED', created);
    expect(reported).toEqual({
      status: 200,
      body: {
        id: payment.id,
        status: 'paid',
        grantId: payment.grantId,
        txHash: txid,
        explorerUrl: explorerUrl(txid),
        failureKind: null,
        failureReason: null,
        retryAfterLedger: null,
      },
    });
    expect((await readPayment(payment.id)).transaction).toMatchObject({
      hash: txid,
      facts: { result: 'tesSUCCESS' },
    });
    const email = await api.inbox.waitForMessage(applicant.email);
    expect(email.text).toContain(txid);
  });

  it('a report that names no Xaman request still asks Xaman about the one made for the payment', async () => {
    const payment = await nextPayment(xamanAdmin.token);
    const created = (await createPayload(xamanAdmin.token, requestOf(payment))).body;
    await api.xaman.open(created.uuid);
    await api.xaman.expire(created.uuid);
    // A second tab, which never made a request, reports a decline: it proves nothing.
    const declined = await api.call<PaymentView>('POST', `/api/payments/${payment.id}/failure`, {
      token: xamanAdmin.token,
      body: { code: 'SIGNING_REJECTED' },
    });
    expect(declined.body).toMatchObject({ status: 'awaitingSignature', failureKind: null });
    expect((await readPayment(payment.id)).grant.state).toBe('inFlight');
    // Xaman still lets it be signed: recorded paid, never paid twice.
    const signed = await api.xaman.approve(created.uuid, { seed: programmeWallet().seed });
    const reported = await reportFailure(payment.id, 'TX_SIGNING_EXPIRED', created);
    expect(reported.body).toMatchObject({ status: 'paid', txHash: signed.response.txid });
  });

  it('a rejection in Xaman frees the grant at once', async () => {
    const payment = await nextPayment(xamanAdmin.token);
    const created = (await createPayload(xamanAdmin.token, requestOf(payment))).body;
    await api.xaman.reject(created.uuid);
    expect((await reportFailure(payment.id, 'SIGNING_REJECTED', created)).body).toMatchObject({
      status: 'failed',
      failureKind: 'declined',
      failureReason: 'Declined in the wallet',
    });
  });
});
