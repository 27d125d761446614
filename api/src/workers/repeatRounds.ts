// The loop of every background worker: a round now, then one `intervalMs` after each round ends,
// until stopped. Stopping aborts the pause and the signal the round may check, then waits for the
// round in flight until the deadline.
import { pause, until } from '../clients/deadlines';

export interface Rounds {
  /** Stops after the round in flight, waiting for it until `deadline` (a performance.now() time). */
  stop(deadline: number): Promise<void>;
}

export function repeatRounds(
  intervalMs: number,
  round: (stopping: AbortSignal) => Promise<void>,
): Rounds {
  const stopping = new AbortController();
  const running = (async () => {
    while (!stopping.signal.aborted) {
      await round(stopping.signal);
      await pause(intervalMs, stopping.signal);
    }
  })();
  return {
    async stop(deadline) {
      stopping.abort();
      await until(deadline, running);
    },
  };
}
