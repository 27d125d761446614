// The KYC webhook's signature: the vectors (computed with `openssl dgst -sha256 -hmac`), what
// makes a signature invalid, and the edges of the 5-minute window both ways.
import { checkKycWebhook, sameText, signKycWebhook } from './kycSignatures';

const SECRET = 'glow-dev-kyc-webhook-secret';
const NOW = 1_700_000_000;
const BODY = '{"id":"evt_1","type":"verification.approved"}';

// printf '%s' '1700000000.{body}' | openssl dgst -sha256 -hmac 'glow-dev-kyc-webhook-secret'
const VECTORS = [
  {
    body: BODY,
    signature: 'v1=6b0d599f7a8dbc5b43cf8e39da5acb9ff4451171ebfdc77820d03c932cda4003',
  },
  {
    body: '',
    signature: 'v1=ffa9345260e2a4dbb3ac6e0df2b6ca838ee3af7451f6054151a4b58157f43614',
  },
  {
    body: '{ "id" : "evt_1" ,  "type":"verification.approved" }',
    signature: 'v1=a82289a604d68191f362438d25596d848632c4081f9516c25cdeedad006a8897',
  },
];

function check(overrides: Partial<Parameters<typeof checkKycWebhook>[0]> = {}) {
  return checkKycWebhook({
    secret: SECRET,
    timestamp: String(NOW),
    signature: signKycWebhook(SECRET, NOW, BODY),
    rawBody: BODY,
    nowSeconds: NOW,
    ...overrides,
  });
}

describe('signKycWebhook', () => {
  it.each(VECTORS)('signs "{timestamp}.{body}" as openssl does: $signature', (vector) => {
    expect(signKycWebhook(SECRET, NOW, vector.body)).toBe(vector.signature);
    expect(signKycWebhook(SECRET, NOW, Buffer.from(vector.body))).toBe(vector.signature);
  });
});

describe('checkKycWebhook', () => {
  it.each(VECTORS)('accepts each vector, byte for byte: $signature', (vector) => {
    expect(check({ rawBody: vector.body, signature: vector.signature })).toBe('valid');
  });

  it('refuses a signature made with another secret', () => {
    expect(check({ signature: signKycWebhook('another-secret', NOW, BODY) })).toBe('badSignature');
  });

  it('refuses a body changed after signing, even by one space', () => {
    expect(check({ rawBody: BODY.replace(':', ': ') })).toBe('badSignature');
    expect(check({ rawBody: BODY.replace('approved', 'rejected') })).toBe('badSignature');
  });

  it('refuses a signature whose timestamp was changed (the time is signed too)', () => {
    expect(check({ timestamp: String(NOW + 1) })).toBe('badSignature');
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['without the v1= scheme', VECTORS[0]!.signature.slice(3)],
    ['of another scheme', VECTORS[0]!.signature.replace('v1=', 'v0=')],
    ['in upper-case hex', VECTORS[0]!.signature.toUpperCase().replace('V1=', 'v1=')],
    ['one hex digit short', VECTORS[0]!.signature.slice(0, -1)],
    ['one hex digit long', `${VECTORS[0]!.signature}0`],
    ['a list of two', `${VECTORS[0]!.signature},${VECTORS[0]!.signature}`],
    ['not hex', `v1=${'z'.repeat(64)}`],
  ])('refuses a signature header %s', (_case, signature) => {
    expect(check({ signature })).toBe('badSignature');
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['in milliseconds beyond any date', '1700000000000000'],
    ['not a number', 'yesterday'],
    ['negative', '-1700000000'],
    ['a date', '2023-11-14T22:13:20Z'],
  ])('refuses a timestamp header %s as outside the window', (_case, timestamp) => {
    expect(check({ timestamp })).toBe('outsideWindow');
  });

  it.each([
    [299, 'valid'],
    [300, 'valid'],
    [301, 'outsideWindow'],
  ] as const)('a correctly signed delivery %i s old is %s', (age, answer) => {
    const sentAt = NOW - age;
    const signature = signKycWebhook(SECRET, sentAt, BODY);
    expect(check({ timestamp: String(sentAt), signature })).toBe(answer);
  });

  it.each([
    [299, 'valid'],
    [300, 'valid'],
    [301, 'outsideWindow'],
  ] as const)('a correctly signed delivery %i s ahead of the clock is %s', (ahead, answer) => {
    const sentAt = NOW + ahead;
    const signature = signKycWebhook(SECRET, sentAt, BODY);
    expect(check({ timestamp: String(sentAt), signature })).toBe(answer);
  });

  it('reports a bad signature before a timestamp outside the window', () => {
    const sentAt = NOW - 3600;
    expect(
      check({
        timestamp: String(sentAt),
        signature: signKycWebhook('another-secret', sentAt, BODY),
      }),
    ).toBe('badSignature');
  });

  it('reads the clock when no time is given', () => {
    const sentAt = Math.floor(Date.now() / 1000);
    expect(
      checkKycWebhook({
        secret: SECRET,
        timestamp: String(sentAt),
        signature: signKycWebhook(SECRET, sentAt, BODY),
        rawBody: BODY,
      }),
    ).toBe('valid');
  });
});

describe('sameText', () => {
  it('is true only for the same text', () => {
    expect(sameText('abc', 'abc')).toBe(true);
    expect(sameText('abc', 'abd')).toBe(false);
  });

  it('is false, without throwing, for texts of different lengths', () => {
    expect(sameText('abc', 'abcd')).toBe(false);
    expect(sameText('', 'a')).toBe(false);
    // Same number of characters, different number of UTF-8 bytes.
    expect(sameText('é', 'e')).toBe(false);
  });
});
