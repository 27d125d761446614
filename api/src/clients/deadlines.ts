// Waiting with a limit: outside calls and a stopping API never wait for ever. Deadlines are
// performance.now() times: a wait measures a duration, whatever the clock (clock.ts) says.
import { performance } from 'node:perf_hooks';

/** Resolves after `ms`, or at once when `signal` aborts or has aborted already. */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  // An aborted signal fires no more 'abort' events: without this, the pause would run its course.
  if (signal?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done);
  });
}

/** `work`'s result, or `undefined` once `deadline` (a performance.now() time) has passed. */
export async function until<T>(deadline: number, work: Promise<T>): Promise<T | undefined> {
  const settled = new AbortController();
  try {
    return await Promise.race([
      work,
      pause(Math.max(deadline - performance.now(), 0), settled.signal).then(() => undefined),
    ]);
  } finally {
    settled.abort();
  }
}

/**
 * `work`'s result, or `onTimeout()`'s error after `ms`: for a client library that cannot be
 * given a time-out of its own (the request it made is left to end by itself).
 */
export async function withTimeout<T>(
  ms: number,
  work: Promise<T>,
  onTimeout: () => Error,
): Promise<T> {
  const result = await until(
    performance.now() + ms,
    work.then((value) => ({ value })),
  );
  if (result === undefined) throw onTimeout();
  return result.value;
}
