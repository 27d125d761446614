// The outside services' failures, counted where their clients fail: every call of a client whose
// promise rejects counts once against its service, unless the rejection is an answer about the
// world (the ledger's "no such account"), not a failure of the service. What each client throws
// (time-outs, unreachable, refused, rate-limited, answers it cannot read) is written in the client.
import type { ApiMetrics, OutsideService } from '../metrics/apiMetrics';

type Method = (...args: unknown[]) => unknown;

/** `client` with each failed call counted; its methods and answers are otherwise unchanged. */
export function countingFailures<Client extends object>(
  client: Client,
  service: OutsideService,
  failures: ApiMetrics['outsideServiceFailures'],
  isAnswer: (error: unknown) => boolean = () => false,
): Client {
  const counted: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(client)) {
    if (typeof member !== 'function') {
      counted[name] = member;
      continue;
    }
    counted[name] = (...args: unknown[]) => {
      const result = (member as Method).apply(client, args);
      if (!(result instanceof Promise)) return result;
      return result.catch((error: unknown) => {
        if (!isAnswer(error)) failures.inc({ service });
        throw error;
      });
    };
  }
  return counted as Client;
}
