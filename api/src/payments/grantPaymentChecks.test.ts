// The ledger checks of a grant payment's transaction, on `tx`-shaped answers: each
// wrong transaction is refused with the sentence the admin reads and the outcome that decides what
// happens to the payment.
import { glowPaymentMemos } from '@glow/contract';
import {
  checkGrantPayment,
  ledgerChecksOf,
  PARTIAL_PAYMENT_FLAG,
  type ExpectedPayment,
} from './grantPaymentChecks';
import type { LedgerTransaction } from '../clients/xrplClient';

const PROGRAMME = 'rhHE7LZHyCdfFwssrBYK99K1i89ufRcScq';
const SOFIA = 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY';
const SOMEONE_ELSE = 'rGWrZyQqhTp9Xu7G5Pkayo7bXjH4k4QYpf';
const HOST = 'glow.example.org';
const CHECKED_AT = new Date('2026-11-24T10:00:00.000Z');

const expected: ExpectedPayment = {
  id: 17,
  source: PROGRAMME,
  destination: SOFIA,
  recipientName: 'Sofia Marin',
  amountDrops: '750000000',
  lastLedgerSequence: 812_450,
  memoHost: HOST,
  network: { id: 1, name: 'XRP Ledger testnet' },
};

/** The validated, successful transaction of payment 17, with `changes` applied. */
function transaction(changes: Partial<LedgerTransaction> = {}): LedgerTransaction {
  return {
    hash: 'A'.repeat(64),
    TransactionType: 'Payment',
    Account: PROGRAMME,
    Destination: SOFIA,
    Amount: '750000000',
    Flags: 0,
    LastLedgerSequence: 812_450,
    Memos: glowPaymentMemos(HOST, 17),
    validated: true,
    ledger_index: 812_400,
    // 2026-11-24T09:59:00Z in seconds since 2000-01-01.
    date: Date.parse('2026-11-24T09:59:00Z') / 1000 - 946_684_800,
    meta: { TransactionResult: 'tesSUCCESS', delivered_amount: '750000000' },
    ...changes,
  };
}

const check = (changes: Partial<LedgerTransaction>) =>
  checkGrantPayment(transaction(changes), expected, CHECKED_AT);

describe('checkGrantPayment', () => {
  it('accepts the payment and answers the ledger facts it stores', () => {
    expect(checkGrantPayment(transaction(), expected, CHECKED_AT)).toEqual({
      ok: true,
      facts: {
        ledgerIndex: 812_400,
        closeTime: '2026-11-24T09:59:00.000Z',
        result: 'tesSUCCESS',
        account: PROGRAMME,
        destination: SOFIA,
        deliveredDrops: '750000000',
        flags: 0,
        lastLedgerSequence: 812_450,
        memo: `${HOST}/payments/17`,
        networkId: null,
        checkedAt: '2026-11-24T10:00:00.000Z',
      },
    });
  });

  it.each<[string, Partial<LedgerTransaction>, string]>([
    [
      'not validated',
      { validated: false },
      'the transaction is not validated yet; the payment stays in flight and is checked again',
    ],
  ])('keeps the payment in flight when the transaction is %s', (_, changes, why) => {
    expect(check(changes)).toEqual({ ok: false, outcome: 'notYet', why });
  });

  it.each<[string, Partial<LedgerTransaction>, string]>([
    ['not a payment', { TransactionType: 'AccountSet' }, 'the transaction is not a payment'],
    ['without memo', { Memos: undefined }, 'the payment carries no Glow payment memo'],
    [
      'with the memo of another deployment',
      { Memos: glowPaymentMemos('staging.example.org', 17) },
      'the payment carries no Glow payment memo',
    ],
    [
      'with the memo of another payment',
      { Memos: glowPaymentMemos(HOST, 18) },
      "the payment's memo names payment 18, not payment 17",
    ],
    [
      'from another address',
      { Account: SOMEONE_ELSE },
      `the payment is not from the programme's address ${PROGRAMME}`,
    ],
  ])('leaves the payment unchanged for a transaction %s', (_, changes, why) => {
    expect(check(changes)).toEqual({ ok: false, outcome: 'notOurs', why });
  });

  it('fails the payment whose transaction failed on the ledger', () => {
    expect(check({ meta: { TransactionResult: 'tecUNFUNDED_PAYMENT' } })).toMatchObject({
      ok: false,
      outcome: 'failed',
      kind: 'ledgerResult',
      why: 'the payment failed on the ledger (tecUNFUNDED_PAYMENT)',
      facts: { result: 'tecUNFUNDED_PAYMENT', deliveredDrops: null },
    });
  });

  it.each<[string, Partial<LedgerTransaction>, string]>([
    [
      'to another address',
      { Destination: SOMEONE_ELSE },
      `the payment is not to Sofia Marin's registered address ${SOFIA}`,
    ],
    [
      'with the partial payment flag',
      { Flags: PARTIAL_PAYMENT_FLAG | 0x80000000 },
      'partial payments are not accepted',
    ],
    [
      'delivering less than the grant',
      { meta: { TransactionResult: 'tesSUCCESS', delivered_amount: '375000000' } },
      'the payment delivered 375 XRP (375000000 drops), not 750 XRP (750000000 drops)',
    ],
    [
      'delivering more than the grant',
      {
        Amount: '750000001',
        meta: { TransactionResult: 'tesSUCCESS', delivered_amount: '750000001' },
      },
      'the payment delivered 750.000001 XRP (750000001 drops), not 750 XRP (750000000 drops)',
    ],
    [
      'delivering a token',
      {
        meta: {
          TransactionResult: 'tesSUCCESS',
          delivered_amount: { currency: 'USD', issuer: SOMEONE_ELSE, value: '750' },
        },
      },
      'the payment delivered something other than XRP, not 750 XRP (750000000 drops)',
    ],
    [
      'whose delivered amount is unavailable (its Amount is not read)',
      { meta: { TransactionResult: 'tesSUCCESS', delivered_amount: 'unavailable' } },
      'the payment delivered something other than XRP, not 750 XRP (750000000 drops)',
    ],
    [
      'with another LastLedgerSequence',
      { LastLedgerSequence: 812_460 },
      "the payment's LastLedgerSequence was changed by the wallet",
    ],
    ['on another network', { NetworkID: 21338 }, 'the payment is not on XRP Ledger testnet'],
  ])('fails the payment for a transaction %s', (_, changes, why) => {
    expect(check(changes)).toMatchObject({ ok: false, outcome: 'failed', kind: 'mismatch', why });
  });

  it('checks in order: a failed result is reported before a wrong destination', () => {
    expect(
      check({ Destination: SOMEONE_ELSE, meta: { TransactionResult: 'tecNO_DST_INSUF_XRP' } }),
    ).toMatchObject({ kind: 'ledgerResult' });
  });
});

describe('ledgerChecksOf', () => {
  it('lists each check with what was expected and what the ledger holds', () => {
    const result = check({ meta: { TransactionResult: 'tesSUCCESS', delivered_amount: '1' } });
    if (result.ok || result.outcome !== 'failed') throw new Error('expected a failed payment');
    const rows = ledgerChecksOf(result.facts, expected);
    expect(rows.map(({ name, ok }) => [name, ok])).toEqual([
      ['Validated', true],
      ['Memo', true],
      ['From', true],
      ['Result', true],
      ['To', true],
      ['Partial payment flag', true],
      ['Delivered amount', false],
      ['LastLedgerSequence', true],
      ['Network', true],
    ]);
    expect(rows.find((row) => row.name === 'Delivered amount')).toEqual({
      name: 'Delivered amount',
      expected: '750 XRP (750000000 drops)',
      actual: '0.000001 XRP (1 drop)',
      ok: false,
    });
  });
});
