import {
  CERTAIN_NOT_SIGNED,
  PAYMENT_FAILURE_CODES,
  failureKindOfCode,
  glowPaymentMemos,
  grantSizeOf,
  grantStateOf,
  hexOfText,
  readGlowPaymentMemo,
  textOfHex,
  type GrantFacts,
  type LedgerMemo,
} from './payments';
import { dropsOf, xrpOf } from './xrpAmounts';

/** An approved application with a registered wallet and no KYC: payable. */
const READY: GrantFacts = {
  applicationStatus: 'approved',
  cohortPeriod: 'distribution',
  currentStep: null,
  walletRegistered: true,
  walletChanged: false,
  kycStatus: null,
  paid: false,
  lastPayment: null,
};

const payment = (status: 'awaitingSignature' | 'submitted' | 'failed', more = {}) => ({
  status,
  failureReason: null,
  reportedFailure: null,
  lastLedgerSequence: 812_450,
  ...more,
});

describe('grantStateOf', () => {
  it('is payable when every condition is met and nothing was paid', () => {
    expect(grantStateOf(READY)).toEqual({ state: 'payable', reasons: [], retryAfterLedger: null });
    expect(grantStateOf({ ...READY, kycStatus: 'approved' }).state).toBe('payable');
  });

  it('lists every unmet condition, in step order, with the next step of an unsubmitted application', () => {
    const view = grantStateOf({
      ...READY,
      applicationStatus: 'inProgress',
      currentStep: 'wallet',
      walletRegistered: false,
      kycStatus: 'required',
    });
    expect(view.state).toBe('waiting');
    expect(view.reasons).toEqual([
      'the contributor to submit the application (next: register your wallet)',
      'the contributor to register a wallet',
      'the contributor to start identity verification (KYC)',
    ]);
  });

  it.each([
    ['returned', null, "the contributor's changes (the application was returned)"],
    ['submitted', null, "an admin's approval of the application"],
    ['approved', 'pending', "the KYC provider's decision"],
  ] as const)('waits for %s / KYC %s', (applicationStatus, kycStatus, reason) => {
    expect(grantStateOf({ ...READY, applicationStatus, kycStatus })).toEqual({
      state: 'waiting',
      reasons: [reason],
      retryAfterLedger: null,
    });
  });

  it.each(['distribution', 'closed'] as const)(
    'waits for the new address confirmed and approved again after a wallet change (cohort %s)',
    (cohortPeriod) => {
      const changed = { ...READY, cohortPeriod, walletChanged: true };
      expect(grantStateOf({ ...changed, applicationStatus: 'walletChanged' })).toEqual({
        state: 'waiting',
        reasons: [
          "the contributor to confirm their new wallet address in the grant agreement, then an admin's approval again (the wallet changed)",
        ],
        retryAfterLedger: null,
      });
      expect(grantStateOf({ ...changed, applicationStatus: 'submitted' }).reasons).toEqual([
        "an admin's approval again: the wallet changed, and the grant is paid only to an approved address",
      ]);
    },
  );

  it.each([
    [{ kycStatus: 'rejected' }, 'KYC failed'],
    [{ applicationStatus: 'notEligible' }, 'not eligible'],
    [{ applicationStatus: 'withdrawn' }, 'nomination withdrawn'],
    [
      { applicationStatus: 'inProgress', cohortPeriod: 'closed' },
      'application not completed before the cohort closed',
    ],
    [
      { applicationStatus: 'returned', cohortPeriod: 'closed' },
      'application not completed before the cohort closed',
    ],
  ] as const)('returns the grant to the pool: %o', (change, reason) => {
    expect(grantStateOf({ ...READY, ...change })).toEqual({
      state: 'returnedToPool',
      reasons: [reason],
      retryAfterLedger: null,
    });
  });

  it('is in flight while a payment awaits the wallet or the ledger', () => {
    expect(grantStateOf({ ...READY, lastPayment: payment('awaitingSignature') }).state).toBe(
      'inFlight',
    );
    expect(grantStateOf({ ...READY, lastPayment: payment('submitted') }).state).toBe('inFlight');
  });

  it('keeps an ambiguously reported payment in flight until its last ledger', () => {
    const view = grantStateOf({
      ...READY,
      lastPayment: payment('awaitingSignature', {
        reportedFailure: 'The wallet did not sign the request, please try again',
      }),
    });
    expect(view).toEqual({
      state: 'inFlight',
      reasons: ['The wallet reported: The wallet did not sign the request, please try again'],
      retryAfterLedger: 812_450,
    });
  });

  it('shows a failed payment as failed, selectable again, with its reason', () => {
    const view = grantStateOf({
      ...READY,
      lastPayment: payment('failed', { failureReason: 'Declined in the wallet' }),
    });
    expect(view).toEqual({
      state: 'failed',
      reasons: ['Declined in the wallet'],
      retryAfterLedger: null,
    });
  });

  it('says paid once a payment was recorded paid, whatever happened since', () => {
    expect(grantStateOf({ ...READY, paid: true, kycStatus: 'rejected' }).state).toBe('paid');
  });
});

describe('grantSizeOf', () => {
  it('takes the largest size of the non-declined nominations', () => {
    expect(grantSizeOf(['small', 'large', 'decline'])).toBe('large');
    expect(grantSizeOf(['medium', 'small'])).toBe('medium');
    expect(grantSizeOf(['decline', 'decline'])).toBeNull();
    expect(grantSizeOf([])).toBeNull();
  });
});

describe('wallet failure codes', () => {
  it('frees the grant only on reports that say nothing was signed', () => {
    expect(CERTAIN_NOT_SIGNED).not.toContain('FAILED_TO_SIGN_TX');
    expect(CERTAIN_NOT_SIGNED).toContain('SIGNING_REJECTED');
    expect(failureKindOfCode('SIGNING_REJECTED')).toBe('declined');
    expect(failureKindOfCode('TX_SIGNING_EXPIRED')).toBe('signingExpired');
    expect(failureKindOfCode('OTHER_ACCOUNT')).toBe('walletRefused');
    expect(failureKindOfCode('FAILED_TO_SIGN_TX')).toBeNull();
    expect(failureKindOfCode('RETRY')).toBeNull();
    // A wallet that answered nothing may have sent some: the ledger decides.
    expect(failureKindOfCode('NO_RESULT')).toBeNull();
    // Refused before anything reached the wallet.
    expect(failureKindOfCode('WRONG_NETWORK')).toBe('walletRefused');
    expect(failureKindOfCode('WALLET_BUSY')).toBe('walletRefused');
    expect(PAYMENT_FAILURE_CODES.filter((code) => failureKindOfCode(code) === null)).toHaveLength(
      4,
    );
  });
});

describe('drops and XRP', () => {
  it('converts both ways exactly', () => {
    expect(dropsOf(750)).toBe('750000000');
    expect(dropsOf(0.000001)).toBe('1');
    expect(xrpOf('14000000000')).toBe(14_000);
    expect(xrpOf('1')).toBe(0.000001);
  });

  it('refuses what is not an amount', () => {
    expect(() => dropsOf(-1)).toThrow('-1 XRP is not an amount in drops');
    expect(() => xrpOf('12.5')).toThrow('12.5 is not an amount in drops');
  });
});

describe('the payment memo', () => {
  const HOST = 'glow.xrpl-commons.org';

  it('encodes text as upper-case UTF-8 hexadecimal and back', () => {
    expect(hexOfText('glow/payment')).toBe('676C6F772F7061796D656E74');
    expect(textOfHex(hexOfText('Chloé 🚀'))).toBe('Chloé 🚀');
    expect(textOfHex('676c6f77')).toBe('glow');
    expect(textOfHex('6G')).toBeNull();
    expect(textOfHex('C3')).toBeNull(); // a cut UTF-8 sequence
  });

  it('reads back the id of the memo Glow writes', () => {
    expect(readGlowPaymentMemo(glowPaymentMemos(HOST, 17), HOST)).toBe(17);
  });

  const memo = (type: string, data: string): LedgerMemo => ({
    Memo: { MemoType: hexOfText(type), MemoData: hexOfText(data) },
  });

  it.each([
    ['no memo', undefined],
    ['another host', glowPaymentMemos('localhost:8080', 17)],
    ['two Glow memos', [...glowPaymentMemos(HOST, 17), ...glowPaymentMemos(HOST, 18)]],
    ['another memo type', [memo('text/invoice', `${HOST}/payments/17`)]],
    ['id 0', [memo('glow/payment', `${HOST}/payments/0`)]],
    ['an id beyond the id range', [memo('glow/payment', `${HOST}/payments/2147483648`)]],
    [
      'data that is not hexadecimal',
      [{ Memo: { MemoType: hexOfText('glow/payment'), MemoData: 'zz' } }],
    ],
    ['a host that only looks alike', [memo('glow/payment', `glowXxrpl-commons.org/payments/17`)]],
  ])('names no payment with %s', (_, memos) => {
    expect(readGlowPaymentMemo(memos, HOST)).toBeNull();
  });

  it('ignores other memos beside the Glow one', () => {
    expect(
      readGlowPaymentMemo([memo('text/note', 'thanks'), ...glowPaymentMemos(HOST, 9)], HOST),
    ).toBe(9);
  });
});
