import { WalletRequestCancelled } from '../walletErrors';

/**
 * Settles like `promise` unless `signal` aborts first (then rejects as cancelled). Wallet
 * extensions cannot be told to stop: their late answer is simply ignored.
 */
export function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new WalletRequestCancelled());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new WalletRequestCancelled());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
