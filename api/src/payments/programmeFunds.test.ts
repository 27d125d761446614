// The programme wallet's funds on its payments page, and a batch larger than what the wallet can
// pay (its balance less the ledger's reserve) refused before anything is signed.
import type { CohortPayments, PaymentBatch } from '@glow/contract';
import { payments } from '../db/schema';
import { startTestApi, type ConnectedTestWallet, type TestApi } from '../testing/testApi';
import {
  adminWithProgrammeWallet,
  createBatch,
  givenPaymentCohort,
  payFromProgramme,
  type PaymentCohort,
} from '../testing/testPayments';

/** 1,600 XRP: two Medium grants (750 XRP each) fit under it with the 10 XRP reserve, three do not. */
const PROGRAMME_DROPS = '1600000000';

let api: TestApi;
let admin: ConnectedTestWallet;
let cohort: PaymentCohort;

beforeAll(async () => {
  api = await startTestApi({}, { ledger: { programmeDrops: PROGRAMME_DROPS } });
  admin = await adminWithProgrammeWallet(api);
  cohort = await givenPaymentCohort(api, admin.token, { name: 'Wave 4', payable: 3 });
});

afterAll(() => api.close());

const grantIds = () => cohort.payable.map((applicant) => cohort.grantIdOf(applicant));

async function cohortPayments(): Promise<CohortPayments> {
  const page = await api.call<CohortPayments>('GET', `/api/cohorts/${cohort.id}/payments`, {
    token: admin.token,
  });
  expect(page.status).toBe(200);
  return page.body;
}

/** The payments of this cohort's grants. */
async function paymentsOfCohort() {
  const ids = new Set(grantIds());
  const rows = await api.db.select({ grantId: payments.grantId }).from(payments);
  return rows.filter((row) => ids.has(row.grantId));
}

describe("the programme wallet's funds", () => {
  it("shows the wallet's balance, the ledger's reserve and what it can pay", async () => {
    expect((await cohortPayments()).programmeFunds).toEqual({
      balanceDrops: '1600000000',
      reserveDrops: '10000000',
      openDrops: '0',
      spendableDrops: '1590000000',
    });
  });

  it('refuses a batch larger than what the wallet can pay, naming both figures', async () => {
    const refused = await createBatch(api, admin.token, cohort.id, grantIds());
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message:
        "wrong status: the batch totals 2,250 XRP, more than the 1,590 XRP the programme's wallet can pay (its balance of 1,600 XRP less the ledger's reserve of 10 XRP)",
    });
    expect(await paymentsOfCohort()).toEqual([]);
    expect((await cohortPayments()).grants.map((grant) => grant.state)).toEqual([
      'payable',
      'payable',
      'payable',
    ]);
  });

  it('prepares a batch the wallet can pay, and reads the balance the ledger has after it', async () => {
    const created = await createBatch(api, admin.token, cohort.id, grantIds().slice(0, 2));
    expect(created.status).toBe(201);
    const batch = created.body as PaymentBatch;
    expect(batch.totalDrops).toBe('1500000000');

    // Until they are settled, the payments awaiting the wallet count against what it can pay:
    // the ledger's balance does not show them yet.
    expect((await cohortPayments()).programmeFunds).toEqual({
      balanceDrops: '1600000000',
      reserveDrops: '10000000',
      openDrops: '1500000000',
      spendableDrops: '90000000',
    });
    expect(await createBatch(api, admin.token, cohort.id, grantIds().slice(2))).toEqual({
      status: 409,
      body: {
        message:
          "wrong status: the batch totals 750 XRP, more than the 90 XRP the programme's wallet can pay (its balance of 1,600 XRP less the ledger's reserve of 10 XRP and the 1,500 XRP of the payments still open)",
      },
    });
    expect(await paymentsOfCohort()).toHaveLength(2);

    for (const payment of batch.payments) {
      const { hash } = await payFromProgramme(api, payment.transaction);
      const recorded = await api.call('POST', `/api/payments/${payment.id}/transaction`, {
        token: admin.token,
        body: { transactionHash: hash },
      });
      expect(recorded.status).toBe(200);
    }

    // 1,600 XRP less the two grants and two fees of 12 drops.
    expect((await cohortPayments()).programmeFunds).toEqual({
      balanceDrops: '99999976',
      reserveDrops: '10000000',
      openDrops: '0',
      spendableDrops: '89999976',
    });
    const last = await createBatch(api, admin.token, cohort.id, grantIds().slice(2));
    expect(last).toMatchObject({
      status: 409,
      body: {
        message: expect.stringContaining('the batch totals 750 XRP, more than the 89.999976 XRP'),
      },
    });
    expect(await paymentsOfCohort()).toHaveLength(2);
  });

  it('shows the page without the funds while the ledger node is out, and prepares no batch', async () => {
    await api.ledger.outage('tooBusy');
    try {
      const page = await cohortPayments();
      expect(page.programmeFunds).toBeNull();
      const refused = await createBatch(api, admin.token, cohort.id, grantIds().slice(2));
      expect(refused.status).toBe(502);
    } finally {
      await api.ledger.outage(null);
    }
  });
});
