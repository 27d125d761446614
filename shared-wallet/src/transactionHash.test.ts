import { transactionHashOf } from './transactionHash';

const HASH = 'AB'.repeat(32);

describe('transactionHashOf', () => {
  it.each([
    ['GemWallet: result.hash', { type: 'response', result: { hash: HASH } }],
    [
      'Crossmark: response.data.resp.result.hash',
      { response: { data: { resp: { result: { hash: HASH } } } } },
    ],
    ['Xaman: payload.response.txid', { payload: { response: { txid: HASH } } }],
    ['a Xaman payload as the API answers it', { meta: {}, response: { txid: HASH } }],
  ])('reads %s', (_name, answer) => {
    expect(transactionHashOf(answer)).toBe(HASH);
  });

  it.each([
    undefined,
    null,
    'HASH',
    {},
    { result: {} },
    { result: { hash: '' } },
    { response: { txid: null } },
  ])('answers null when there is no hash: %p', (answer) => {
    expect(transactionHashOf(answer)).toBeNull();
  });
});
