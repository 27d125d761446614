import { installFakeApi } from '@glow/shared-api/testing';
import { WALLET_DETECTION_INTERVAL_MS, WALLET_DETECTION_TIMEOUT_MS } from '../constants';
import { installCrossmarkStandIn } from '../testing/crossmarkStandIn';
import { TEST_CONFIG } from '../testing/fakeWalletServer';
import { testRequestContext } from '../testing/requestContext';
import { installBrowserPostMessage } from '../testing/windowPostMessage';
import { createCrossmarkConnector } from './crossmark';

// No stand-in: the real SDK finds no extension. Fake timers from the start, so that the SDK's own
// 10-second detection loop, started when it is imported, runs on them too.

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('looks for Crossmark every 500 ms for 10 s, then says it is not installed', async () => {
  const calls = installFakeApi({});
  const { context } = testRequestContext();
  let settled = false;
  const signIn = createCrossmarkConnector().signIn(context);
  signIn.catch(() => undefined).finally(() => (settled = true));

  await jest.advanceTimersByTimeAsync(WALLET_DETECTION_TIMEOUT_MS - WALLET_DETECTION_INTERVAL_MS);
  expect(settled).toBe(false);
  await jest.advanceTimersByTimeAsync(WALLET_DETECTION_INTERVAL_MS);

  await expect(signIn).rejects.toMatchObject({
    code: 'CROSSMARK_NOT_INSTALLED',
    message: 'Please check if Crossmark is installed',
  });
  expect(calls).toEqual([]);
});

it('finds Crossmark when the extension appears during the detection', async () => {
  const uninstallPostMessage = installBrowserPostMessage();
  installFakeApi({ 'GET /api/config': { body: TEST_CONFIG } });
  const { context } = testRequestContext();
  const submit = createCrossmarkConnector().signAndSubmit({ TransactionType: 'Payment' }, context);
  await jest.advanceTimersByTimeAsync(2000);

  // The ledger behind it is faked at the boundary: this test is about finding the extension.
  const hash = 'C0FFEE'.padEnd(64, '0');
  (window as unknown as Record<string, unknown>).__submitNowhere = async () => ({
    transaction: { hash, validated: true },
  });
  installCrossmarkStandIn({
    address: 'r1',
    publicKey: 'ED',
    signer: 'none',
    submitter: '__submitNowhere',
  });
  // The next look finds it; the messages to and from the extension are tasks too.
  await jest.advanceTimersByTimeAsync(WALLET_DETECTION_INTERVAL_MS + 100);

  await expect(submit).resolves.toBe(hash);
  uninstallPostMessage();
});
