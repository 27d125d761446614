import { WALLET_DETECTION_INTERVAL_MS, WALLET_DETECTION_TIMEOUT_MS } from './constants';
import { WalletRequestCancelled } from './walletErrors';

export interface DetectionOptions {
  intervalMs?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * Looks for a wallet extension: asks `isPresent` at once, then every 500 ms until it says yes or
 * 10 s have passed (as Crossmark's SDK looks for its extension). Resolves true when found,
 * false when not.
 */
export function detectWallet(
  isPresent: () => boolean,
  {
    intervalMs = WALLET_DETECTION_INTERVAL_MS,
    timeoutMs = WALLET_DETECTION_TIMEOUT_MS,
    signal,
  }: DetectionOptions = {},
): Promise<boolean> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new WalletRequestCancelled());
    if (isPresent()) return resolve(true);
    const startedAt = Date.now();
    const timer = setInterval(() => {
      if (isPresent()) finish(true);
      else if (Date.now() - startedAt >= timeoutMs) finish(false);
    }, intervalMs);
    const onAbort = () => {
      clearInterval(timer);
      reject(new WalletRequestCancelled());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    function finish(found: boolean) {
      clearInterval(timer);
      signal?.removeEventListener('abort', onAbort);
      resolve(found);
    }
  });
}
