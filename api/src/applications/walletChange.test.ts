// A grant's destination is the address approved with its application. A contributor who proves a
// new wallet before their grant is paid sends the application back, in any cohort state (a closed
// one too): they confirm the new address in the agreement, an admin approves again, and only then
// is the grant payable, to the new address. The change is audited with both addresses, shown on
// the payments page and in the application's history, and emailed to the contributor. A paid
// grant keeps its address and payment; a change while a payment is in flight is refused.
import {
  GRANT_AGREEMENT,
  type AdminApplicationDetail,
  type CohortPayments,
  type GrantRow,
  type PaymentBatch,
  type WalletRegistrationChallenge,
} from '@glow/contract';
import { eq } from 'drizzle-orm';
import { applications, cohorts, contributors } from '../db/schema';
import { eventually } from '../testing/eventually';
import { startTestApi, type ConnectedTestWallet, type TestApi } from '../testing/testApi';
import type { TestApplicant } from '../testing/testApplications';
import {
  adminWithProgrammeWallet,
  createBatch,
  givenPaymentCohort,
  payFromProgramme,
  type PaymentCohort,
} from '../testing/testPayments';
import { gemWalletSignature, newWallet, type TestWallet } from '../testing/testWallets';

const CONFIRM_AND_APPROVE_AGAIN =
  "the contributor to confirm their new wallet address in the grant agreement, then an admin's approval again (the wallet changed)";
const APPROVE_AGAIN =
  "an admin's approval again: the wallet changed, and the grant is paid only to an approved address";
const WALLET_CHANGED_SUBJECT = 'Your Glow wallet was changed';

let api: TestApi;
let admin: ConnectedTestWallet;
let cohort: PaymentCohort & { others: TestApplicant[] };

beforeAll(async () => {
  api = await startTestApi({ PAYMENT_LEDGER_WINDOW: '50' });
  admin = await adminWithProgrammeWallet(api);
  cohort = await givenPaymentCohort(api, admin.token, {
    name: 'Wave 9',
    payable: 4,
    others: ['submitted'],
  });
});

afterAll(() => api.close());

/** The contributor proves `keys` as their wallet with GemWallet: the API's answer. */
async function proveWallet(who: TestApplicant, keys: TestWallet) {
  const issued = await api.call<WalletRegistrationChallenge>(
    'POST',
    '/api/contributor/wallet/challenge',
    {
      token: who.token,
      body: { kind: 'gemwallet', address: keys.address, publicKey: keys.publicKey },
    },
  );
  expect(issued.status).toBe(200);
  return api.call('POST', '/api/contributor/wallet', {
    token: who.token,
    body: {
      kind: 'gemwallet',
      challenge: issued.body.challenge,
      signature: gemWalletSignature(keys, issued.body.message),
      publicKey: keys.publicKey,
    },
  });
}

/** The contributor signs the agreement again, naming `address`. */
function confirmAddress(who: TestApplicant, address: string) {
  return api.call('PUT', `/api/contributor/applications/${who.applicationId}/details`, {
    token: who.token,
    body: {
      previousXrplGrants: false,
      previousAccelerator: false,
      confirmedAddress: address,
      agreementName: who.name,
      agreementVersion: GRANT_AGREEMENT.version,
    },
  });
}

function approve(who: TestApplicant) {
  return api.call('POST', `/api/applications/${who.applicationId}/approval`, {
    token: admin.token,
  });
}

async function grantRow(who: TestApplicant): Promise<GrantRow> {
  const page = await api.call<CohortPayments>('GET', `/api/cohorts/${cohort.id}/payments`, {
    token: admin.token,
  });
  expect(page.status).toBe(200);
  return page.body.grants.find((grant) => grant.id === cohort.grantIdOf(who))!;
}

async function applicationOf(who: TestApplicant) {
  const [row] = await api.db
    .select({
      status: applications.status,
      approvedAddress: applications.approvedAddress,
      walletChangedAt: applications.walletChangedAt,
    })
    .from(applications)
    .where(eq(applications.id, who.applicationId));
  return row!;
}

async function historyOf(who: TestApplicant) {
  const detail = await api.call<AdminApplicationDetail>(
    'GET',
    `/api/applications/${who.applicationId}`,
    { token: admin.token },
  );
  expect(detail.status).toBe(200);
  return detail.body;
}

/** The wallet-change emails the contributor received, newest first. */
async function walletEmailsTo(who: TestApplicant, count = 1) {
  let found: Awaited<ReturnType<typeof api.inbox.messagesTo>> = [];
  await eventually(async () => {
    found = (await api.inbox.messagesTo(who.email)).filter(
      (message) => message.subject === WALLET_CHANGED_SUBJECT,
    );
    return found.length >= count;
  });
  return found;
}

const ending = (address: string) => `…${address.slice(-4)}`;

async function batchFor(who: TestApplicant): Promise<PaymentBatch> {
  const created = await createBatch(api, admin.token, cohort.id, [cohort.grantIdOf(who)]);
  expect(created.status).toBe(201);
  return created.body;
}

describe('a wallet change before payment', () => {
  it('sends an approved, payable grant back for approval: shown, audited, emailed, not payable', async () => {
    const applicant = cohort.payable[0]!;
    const approvedAddress = applicant.walletAddress!;
    expect(await grantRow(applicant)).toMatchObject({
      state: 'payable',
      destination: approvedAddress,
    });
    const keys = newWallet();

    expect(await proveWallet(applicant, keys)).toMatchObject({ status: 200 });

    expect(await applicationOf(applicant)).toEqual({
      status: 'walletChanged',
      approvedAddress: null,
      walletChangedAt: expect.any(Date),
    });
    expect(await grantRow(applicant)).toMatchObject({
      state: 'waiting',
      reasons: [CONFIRM_AND_APPROVE_AGAIN],
      destination: null,
    });
    expect(await createBatch(api, admin.token, cohort.id, [cohort.grantIdOf(applicant)])).toEqual({
      status: 409,
      body: {
        message: `wrong status: ${applicant.name}'s grant is not payable: waiting for ${CONFIRM_AND_APPROVE_AGAIN}`,
      },
    });

    const detail = await historyOf(applicant);
    expect(detail).toMatchObject({ status: 'walletChanged', walletChangedAfterSubmission: true });
    const changes = detail.history.filter((entry) =>
      ['contributor.walletChanged', 'application.backToDetails'].includes(entry.action),
    );
    expect(changes).toEqual([
      expect.objectContaining({
        action: 'contributor.walletChanged',
        by: applicant.name,
        details: { from: approvedAddress, to: keys.address, kind: 'gemwallet' },
      }),
      expect.objectContaining({
        action: 'application.backToDetails',
        by: applicant.name,
        details: expect.objectContaining({
          from: approvedAddress,
          to: keys.address,
          previousStatus: 'approved',
        }),
      }),
    ]);

    const [email] = await walletEmailsTo(applicant);
    expect(email!.text).toContain(
      `changed from the one ending ${ending(approvedAddress)} to the one ending ${ending(keys.address)}`,
    );
    expect(email!.text).toContain('Your application for Wave 9 goes back for approval');
    expect(email!.text).not.toContain(keys.address);
  });

  it('pays the grant to the new address once it is confirmed in the agreement and approved again', async () => {
    const applicant = cohort.payable[0]!;
    const [registered] = await api.db
      .select({ address: contributors.xrplAddress })
      .from(contributors)
      .where(eq(contributors.id, applicant.contributorId));
    const newAddress = registered!.address!;
    expect(await approve(applicant)).toMatchObject({ status: 409 });

    expect(await confirmAddress(applicant, newAddress)).toMatchObject({ status: 200 });
    expect(await grantRow(applicant)).toMatchObject({
      state: 'waiting',
      reasons: [APPROVE_AGAIN],
    });
    expect((await historyOf(applicant)).walletChangedAfterSubmission).toBe(true);

    expect(await approve(applicant)).toMatchObject({ status: 200 });
    expect(await applicationOf(applicant)).toEqual({
      status: 'approved',
      approvedAddress: newAddress,
      walletChangedAt: null,
    });
    expect(await grantRow(applicant)).toMatchObject({ state: 'payable', destination: newAddress });
    const batch = await batchFor(applicant);
    expect(batch.payments[0]).toMatchObject({ destination: newAddress });
    expect(batch.payments[0]!.transaction.Destination).toBe(newAddress);
  });

  it('sends a submitted application back too, to be confirmed before its review', async () => {
    const [submitted] = cohort.others;
    const keys = newWallet();
    expect(await proveWallet(submitted!, keys)).toMatchObject({ status: 200 });
    expect((await applicationOf(submitted!)).status).toBe('walletChanged');
    expect(await grantRow(submitted!)).toMatchObject({
      state: 'waiting',
      reasons: [CONFIRM_AND_APPROVE_AGAIN],
    });
    // The agreement must name the registered wallet, the new one.
    expect(await confirmAddress(submitted!, submitted!.walletAddress!)).toMatchObject({
      status: 409,
    });
    expect(await confirmAddress(submitted!, keys.address)).toMatchObject({ status: 200 });
    expect((await applicationOf(submitted!)).status).toBe('submitted');
  });
});

describe('a wallet change while a payment is in flight, or after it', () => {
  it('is refused (409) while a payment to the approved address is in flight; nothing changes', async () => {
    const applicant = cohort.payable[1]!;
    const batch = await batchFor(applicant);
    const paymentId = batch.payments[0]!.id;
    const before = await applicationOf(applicant);

    expect(await proveWallet(applicant, newWallet())).toEqual({
      status: 409,
      body: {
        message: `wrong status: a payment of your Wave 9 grant to ${applicant.walletAddress} is in flight (payment ${paymentId}); change your wallet once it is settled`,
      },
    });
    expect(await applicationOf(applicant)).toEqual(before);
    const [registered] = await api.db
      .select({ address: contributors.xrplAddress })
      .from(contributors)
      .where(eq(contributors.id, applicant.contributorId));
    expect(registered!.address).toBe(applicant.walletAddress);
    expect(await grantRow(applicant)).toMatchObject({
      state: 'inFlight',
      destination: applicant.walletAddress,
    });
  });

  it('leaves a paid grant as it was: address, amount and hash; the new wallet is for next grants', async () => {
    const applicant = cohort.payable[2]!;
    const batch = await batchFor(applicant);
    const [payment] = batch.payments;
    const submitted = await payFromProgramme(api, payment!.transaction);
    const recorded = await api.call('POST', `/api/payments/${payment!.id}/transaction`, {
      token: admin.token,
      body: { transactionHash: submitted.hash },
    });
    expect(recorded).toMatchObject({ status: 200, body: { status: 'paid' } });
    const paid = await grantRow(applicant);

    const keys = newWallet();
    expect(await proveWallet(applicant, keys)).toMatchObject({ status: 200 });

    expect(await applicationOf(applicant)).toEqual({
      status: 'approved',
      approvedAddress: applicant.walletAddress,
      walletChangedAt: null,
    });
    expect(await grantRow(applicant)).toEqual(paid);
    expect(paid).toMatchObject({
      state: 'paid',
      destination: applicant.walletAddress,
      amountDrops: payment!.amountDrops,
      lastPayment: { txHash: submitted.hash },
    });
    const [email] = await walletEmailsTo(applicant);
    expect(email!.text).toContain('No grant of yours is waiting to be paid');
  });
});

describe('a wallet change once the cohort is closed', () => {
  beforeAll(async () => {
    // Closed straight in the database: what closing itself checks and sends is not this file's.
    await api.db
      .update(cohorts)
      .set({ period: 'closed', endsAt: new Date() })
      .where(eq(cohorts.id, cohort.id));
  });

  it('sends the approved grant back for approval instead of moving it, and it can be approved again', async () => {
    const applicant = cohort.payable[3]!;
    expect(await grantRow(applicant)).toMatchObject({
      state: 'payable',
      destination: applicant.walletAddress,
    });
    const keys = newWallet();

    expect(await proveWallet(applicant, keys)).toMatchObject({ status: 200 });

    expect(await grantRow(applicant)).toMatchObject({
      state: 'waiting',
      reasons: [CONFIRM_AND_APPROVE_AGAIN],
      destination: null,
    });
    expect((await historyOf(applicant)).history.map((entry) => entry.action)).toContain(
      'application.backToDetails',
    );
    await walletEmailsTo(applicant);

    expect(await confirmAddress(applicant, keys.address)).toMatchObject({ status: 200 });
    expect(await approve(applicant)).toMatchObject({ status: 200 });
    expect(await grantRow(applicant)).toMatchObject({
      state: 'payable',
      destination: keys.address,
    });
  });
});
