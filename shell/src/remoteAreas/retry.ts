/** Pauses before the second and third attempt. */
const RETRY_DELAYS_MS = [500, 2000];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What succeeded, on which attempt (from 0), after which failures. */
export interface Retried<T> {
  value: T;
  attempt: number;
  failures: unknown[];
}

/**
 * Runs `attempt` up to three times, pausing 500 ms, then 2 s, between attempts; rejects with
 * the last failure when all of them failed.
 */
export async function withRetries<T>(attempt: (number: number) => Promise<T>): Promise<Retried<T>> {
  const failures: unknown[] = [];
  for (let number = 0; number <= RETRY_DELAYS_MS.length; number++) {
    if (number > 0) await pause(RETRY_DELAYS_MS[number - 1]!);
    try {
      return { value: await attempt(number), attempt: number, failures };
    } catch (error) {
      failures.push(error);
    }
  }
  throw failures.at(-1);
}
