import { WALLET_DETECTION_INTERVAL_MS, WALLET_DETECTION_TIMEOUT_MS } from './constants';
import { detectWallet } from './detectWallet';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('detectWallet', () => {
  it('answers at once when the wallet is there', async () => {
    const isPresent = jest.fn(() => true);
    await expect(detectWallet(isPresent)).resolves.toBe(true);
    expect(isPresent).toHaveBeenCalledTimes(1);
  });

  it('looks every 500 ms until the wallet appears', async () => {
    let present = false;
    const isPresent = jest.fn(() => present);
    const found = detectWallet(isPresent);

    await jest.advanceTimersByTimeAsync(WALLET_DETECTION_INTERVAL_MS * 3);
    expect(isPresent).toHaveBeenCalledTimes(4);
    present = true;
    await jest.advanceTimersByTimeAsync(WALLET_DETECTION_INTERVAL_MS);

    await expect(found).resolves.toBe(true);
  });

  it('gives up after 10 s', async () => {
    const isPresent = jest.fn(() => false);
    let answer: boolean | undefined;
    void detectWallet(isPresent).then((found) => (answer = found));

    await jest.advanceTimersByTimeAsync(WALLET_DETECTION_TIMEOUT_MS - 1);
    expect(answer).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);

    expect(answer).toBe(false);
    expect(isPresent).toHaveBeenCalledTimes(
      WALLET_DETECTION_TIMEOUT_MS / WALLET_DETECTION_INTERVAL_MS + 1,
    );
    await jest.advanceTimersByTimeAsync(WALLET_DETECTION_TIMEOUT_MS);
    expect(isPresent).toHaveBeenCalledTimes(
      WALLET_DETECTION_TIMEOUT_MS / WALLET_DETECTION_INTERVAL_MS + 1,
    );
  });

  it('stops looking when cancelled', async () => {
    const controller = new AbortController();
    const found = detectWallet(() => false, { signal: controller.signal });
    controller.abort();
    await expect(found).rejects.toMatchObject({ name: 'WalletRequestCancelled' });
  });
});
