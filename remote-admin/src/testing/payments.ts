// Grants and payments for the payments pages' tests, as the API answers them: Wave 1 with its
// distribution approved (Ana, Chen and Sofia payable at 750 XRP, Maya waiting for her wallet, Tomás
// for his application), a batch the API creates for some of them, and the Pilot's paid payment.
// Tests change a copy.
import type {
  CohortPayments,
  GrantRow,
  PaymentBatch,
  PaymentCohorts,
  PaymentDetail,
  PaymentView,
} from '@glow/contract';
import { glowPaymentMemos } from '@glow/contract/domain/payments';

export const PROGRAMME_ADDRESS = 'rhHE7LZHyCdfFwssrBYK99K1i89ufRcScq';
export const OTHER_ADDRESS = 'rGWrZyQqhTp9Xu7G5Pkayo7bXjH4k4QYpf';
export const MEMO_HOST = 'localhost:8080';
export const VALIDATED_LEDGER = 812_350;

/** A 64-character transaction hash made of one character. */
export const hashOf = (character: string) => character.repeat(64);

const projects = (id: number, name: string) => [{ id, projects: [{ id, name }] }];

/** A payable Medium grant of Wave 1 for `name`, paid to `address`. */
export function grant(
  id: number,
  name: string,
  address: string | null,
  overrides: Partial<GrantRow> = {},
): GrantRow {
  return {
    id,
    applicationId: 100 + id,
    contributor: { id: 200 + id, name },
    nominations: projects(id, `Project ${id}`),
    size: 'medium',
    amountDrops: '750000000',
    state: 'payable',
    reasons: [],
    destination: address,
    lastPayment: null,
    retryAfterLedger: null,
    ...overrides,
  };
}

export const ANA = grant(1, 'Ana Ribeiro', 'rAnaRibeiro9Wq5bVFkq4bC1bKmt7y3zG');
export const CHEN = grant(2, 'Chen Wei', 'rChenWei3bd2QbDH4dYmh3MzLSNpvkQf1K');
export const SOFIA = grant(3, 'Sofia Marin', 'rSofiaMarin7tQ1wHUbGJ3fMZpXRBbE5sN', {
  state: 'failed',
  reasons: ['Declined in the wallet'],
  lastPayment: {
    id: 9,
    status: 'failed',
    failureReason: 'Declined in the wallet',
    txHash: null,
    explorerUrl: null,
    at: '2026-11-24T11:00:00.000Z',
  },
});
export const MAYA = grant(4, 'Maya Okafor', null, {
  state: 'waiting',
  reasons: ['the contributor to register a wallet'],
});
export const TOMAS = grant(5, 'Tomás Vidal', null, {
  state: 'waiting',
  reasons: [
    'the contributor to submit the application (next: accept the terms of service)',
    'the contributor to register a wallet',
  ],
});

export const WAVE_1_PAYMENTS: CohortPayments = {
  cohort: { id: 2, name: 'Wave 1', period: 'distribution' },
  programmeAddress: PROGRAMME_ADDRESS,
  validatedLedger: VALIDATED_LEDGER,
  programmeFunds: {
    balanceDrops: '100000000000',
    reserveDrops: '10000000',
    openDrops: '0',
    spendableDrops: '99990000000',
  },
  totals: {
    grants: 5,
    approvedDrops: '3750000000',
    paidDrops: '0',
    inFlightDrops: '0',
    payableDrops: '2250000000',
    waitingDrops: '1500000000',
    returnedDrops: '0',
    carriedTo: null,
    carriedFrom: [{ id: 1, name: 'Pilot', drops: '14000000000' }],
  },
  grants: [ANA, CHEN, SOFIA, MAYA, TOMAS],
  duplicates: [],
};

export const PAYMENT_COHORTS: PaymentCohorts = {
  cohorts: [
    {
      id: 2,
      name: 'Wave 1',
      period: 'distribution',
      grants: 5,
      paid: 0,
      payable: 3,
      inFlight: 0,
      returned: 0,
      approvedDrops: '3750000000',
      paidDrops: '0',
    },
    {
      id: 1,
      name: 'Pilot',
      period: 'closed',
      grants: 3,
      paid: 2,
      payable: 0,
      inFlight: 0,
      returned: 1,
      approvedDrops: '18400000000',
      paidDrops: '4400000000',
    },
  ],
};

/** The batch the API creates for `grants`: payment ids from 21, each with its transaction. */
export function batchFor(
  grants: readonly GrantRow[],
  walletKind: PaymentBatch['batch']['walletKind'] = 'gemwallet',
): PaymentBatch {
  const payments = grants.map((row, index) => {
    const id = 21 + index;
    return {
      id,
      grantId: row.id,
      contributorName: row.contributor.name,
      destination: row.destination ?? '',
      amountDrops: row.amountDrops,
      transaction: {
        TransactionType: 'Payment' as const,
        Account: PROGRAMME_ADDRESS,
        Destination: row.destination ?? '',
        Amount: row.amountDrops,
        LastLedgerSequence: VALIDATED_LEDGER + 100,
        Memos: glowPaymentMemos(MEMO_HOST, id).map(({ Memo }) => ({
          Memo: {
            MemoType: Memo.MemoType ?? '',
            MemoFormat: Memo.MemoFormat ?? '',
            MemoData: Memo.MemoData ?? '',
          },
        })),
      },
    };
  });
  return {
    batch: { id: 4, walletAddress: PROGRAMME_ADDRESS, walletKind },
    payments,
    totalDrops: String(payments.reduce((sum, { amountDrops }) => sum + Number(amountDrops), 0)),
  };
}

/** What the API answers once payment `id` of grant `grantId` is recorded. */
export function paymentView(
  id: number,
  grantId: number,
  overrides: Partial<PaymentView> = {},
): PaymentView {
  return {
    id,
    status: 'paid',
    grantId,
    txHash: null,
    explorerUrl: null,
    failureKind: null,
    failureReason: null,
    retryAfterLedger: null,
    ...overrides,
  };
}

export const PAID_PAYMENT: PaymentDetail = {
  id: 7,
  status: 'paid',
  failureKind: null,
  failureReason: null,
  cohort: { id: 1, name: 'Pilot' },
  grant: {
    id: 11,
    applicationId: 41,
    nominationId: 12,
    size: 'medium',
    amountDrops: '4000000000',
    state: 'paid',
  },
  recipient: {
    contributorId: 51,
    name: 'Priya Nair',
    address: 'rPriyaNair4sJd8kP9mVbW2cQxT7yZ1hLe',
  },
  source: PROGRAMME_ADDRESS,
  memo: `${MEMO_HOST}/payments/7`,
  lastLedgerSequence: 5_100,
  createdLedgerIndex: 5_000,
  batch: {
    id: 2,
    createdBy: 'admin@glow.local',
    walletKind: 'gemwallet',
    createdAt: '2026-08-03T10:14:00.000Z',
    size: 2,
  },
  history: [
    {
      status: 'awaitingSignature',
      at: '2026-08-03T10:14:00.000Z',
      by: 'admin@glow.local',
      reason: null,
    },
    { status: 'submitted', at: '2026-08-03T10:14:20.000Z', by: 'admin@glow.local', reason: null },
    {
      status: 'paid',
      at: '2026-08-03T10:14:25.000Z',
      by: null,
      reason: 'found on the ledger by reconcile',
    },
  ],
  transaction: {
    hash: hashOf('A'),
    explorerUrl: `http://127.0.0.1:18027/transactions/${hashOf('A')}`,
    facts: {
      ledgerIndex: 5_004,
      closeTime: '2026-08-03T10:14:24.000Z',
      result: 'tesSUCCESS',
      account: PROGRAMME_ADDRESS,
      destination: 'rPriyaNair4sJd8kP9mVbW2cQxT7yZ1hLe',
      deliveredDrops: '4000000000',
      flags: 0,
      lastLedgerSequence: 5_100,
      memo: `${MEMO_HOST}/payments/7`,
      networkId: null,
      checkedAt: '2026-08-03T10:14:25.000Z',
    },
    checks: [
      { name: 'Validated', expected: 'true', actual: 'true', ok: true },
      { name: 'Result', expected: 'tesSUCCESS', actual: 'tesSUCCESS', ok: true },
      { name: 'From', expected: PROGRAMME_ADDRESS, actual: PROGRAMME_ADDRESS, ok: true },
      { name: 'Delivered amount', expected: '4000000000', actual: '4000000000', ok: true },
      { name: 'Partial payment flag', expected: 'not set', actual: 'not set', ok: true },
    ],
  },
  otherAttempts: [{ id: 6, status: 'failed', at: '2026-08-03T09:00:00.000Z' }],
};
