import { installFakeApi } from '@glow/shared-api/testing';
import { testRequestContext } from '../testing/requestContext';
import { installBrowserPostMessage } from '../testing/windowPostMessage';
import { createCrossmarkConnector } from './crossmark';

// The real SDK on a phone: it reads the user agent once, when it is imported, and then refuses
// every use.
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

beforeAll(() => {
  installBrowserPostMessage();
  Object.defineProperty(window.navigator, 'userAgent', { value: IPHONE, configurable: true });
  (window as unknown as { xrpl: object }).xrpl = { isCrossmark: true };
});

it('refuses to sign in: Crossmark only available from desktop', async () => {
  const calls = installFakeApi({});
  const { context } = testRequestContext();
  await expect(createCrossmarkConnector().signIn(context)).rejects.toMatchObject({
    code: 'CROSSMARK_DESKTOP_ONLY',
    message: 'Crossmark only available from desktop',
  });
  expect(calls).toEqual([]);
});

it('refuses to sign and submit a transaction', async () => {
  const { context } = testRequestContext();
  await expect(
    createCrossmarkConnector().signAndSubmit({ TransactionType: 'Payment' }, context),
  ).rejects.toThrow('Crossmark only available from desktop');
});

it('refuses a bulk submit as a whole, nothing being signed', async () => {
  const { context } = testRequestContext();
  await expect(
    createCrossmarkConnector().submitBulk([{ TransactionType: 'Payment' }], context),
  ).rejects.toMatchObject({
    code: 'CROSSMARK_DESKTOP_ONLY',
    message: 'Crossmark only available from desktop',
  });
});
