// Sends each decision to the API's webhook as the provider would: signed with the shared secret
// over "{timestamp}.{body}", retried with a doubling wait on no answer, a time-out or a non-2xx
// answer (a 4xx other than 408 and 429 is the API saying no: not retried). Every attempt is
// signed again with a fresh timestamp, and carries the same event id.
import { createHmac, randomBytes } from 'node:crypto';
import type { Decision, StoredVerification } from './verificationStore';

export const TIMESTAMP_HEADER = 'Glow-Kyc-Timestamp';
export const SIGNATURE_HEADER = 'Glow-Kyc-Signature';

export interface WebhookEvent {
  id: string;
  type: `verification.${Decision}`;
  /** When the provider decided (ISO 8601): the API ignores an event older than one it applied. */
  createdAt: string;
  data: { verificationId: string; status: Decision; reference: string; reason?: string };
}

export interface WebhookRequest {
  /** The exact bytes that were signed. */
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
}

/** One POST of a webhook; answers the status, or throws when no answer came. */
export type WebhookTransport = (request: WebhookRequest) => Promise<number>;

/** One try at delivering an event, as GET /__simulator/deliveries lists it. */
export interface DeliveryAttempt {
  eventId: string;
  eventType: WebhookEvent['type'];
  verificationId: string;
  /** 1 for the first try of a delivery. */
  attempt: number;
  /** The API's answer; null when none came. */
  status: number | null;
  /** Why no answer came (unreachable, timed out, lost by the fail-next control). */
  failure: string | null;
  at: string;
}

export interface WebhookDeliveryOptions {
  transport: WebhookTransport;
  secret: string;
  /** Tries per delivery, at least 1. */
  attempts: number;
  /** The wait before the second try; it doubles for each one after. */
  retryBaseMs: number;
  timeoutMs: number;
  /** Where a delivery that gave up is reported. */
  log: (message: string) => void;
  /** The provider's clock: when each try is sent and signed. */
  now: () => Date;
}

export interface WebhookDelivery {
  /** Delivers the event in the background. */
  send(event: WebhookEvent): void;
  attempts: DeliveryAttempt[];
  /** The next `count` tries are lost: counted as failed without being sent. */
  failNext(count: number): void;
  /** The next event is delivered twice, both at once (each with its own retries). */
  duplicateNext(): void;
  /** Resolves once no delivery is running or waiting to retry. */
  idle(): Promise<void>;
  reset(): void;
  /** Ends the waits between retries (the stand-in is closing). */
  stop(): void;
}

export function webhookEvent(verification: StoredVerification): WebhookEvent {
  if (verification.status === 'pending' || !verification.decidedAt) {
    throw new Error(`Verification ${verification.id} is not decided`);
  }
  return {
    id: `evt_${randomBytes(12).toString('hex')}`,
    type: `verification.${verification.status}`,
    createdAt: verification.decidedAt.toISOString(),
    data: {
      verificationId: verification.id,
      status: verification.status,
      reference: verification.reference,
      ...(verification.reason ? { reason: verification.reason } : {}),
    },
  };
}

/** The headers of one try: content type, the time it is sent and the signature over both. */
export function signedHeaders(
  secret: string,
  body: string,
  timestamp = Math.floor(Date.now() / 1000),
): Record<string, string> {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return {
    'Content-Type': 'application/json',
    [TIMESTAMP_HEADER]: String(timestamp),
    [SIGNATURE_HEADER]: `v1=${signature}`,
  };
}

/** POSTs to a URL; network failures and time-outs throw. */
export function fetchTransport(url: string): WebhookTransport {
  return async ({ body, headers, timeoutMs }) => {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.arrayBuffer(); // frees the connection
    return response.status;
  };
}

const isRetried = (status: number) => status === 408 || status === 429 || status >= 500;

function reasonOf(error: unknown): string {
  // fetch's time-out is a DOMException, not always an Error of this realm: read its name.
  const { name, message, cause } = (error ?? {}) as {
    name?: unknown;
    message?: unknown;
    cause?: unknown;
  };
  if (name === 'TimeoutError') return 'no answer in time';
  const because = cause instanceof Error ? `: ${cause.message}` : '';
  return `${typeof message === 'string' ? message : String(error)}${because}`;
}

export function createWebhookDelivery(options: WebhookDeliveryOptions): WebhookDelivery {
  const attempts: DeliveryAttempt[] = [];
  const running = new Set<Promise<void>>();
  const waits = new Set<{ timer: NodeJS.Timeout; done: () => void }>();
  let lostTries = 0;
  let duplicate = false;
  let stopped = false;

  function wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const entry = {
        timer: setTimeout(() => {
          waits.delete(entry);
          resolve();
        }, ms),
        done: resolve,
      };
      waits.add(entry);
    });
  }

  async function tryOnce(event: WebhookEvent, body: string, attempt: number) {
    const record: DeliveryAttempt = {
      eventId: event.id,
      eventType: event.type,
      verificationId: event.data.verificationId,
      attempt,
      status: null,
      failure: null,
      at: options.now().toISOString(),
    };
    attempts.push(record);
    if (lostTries > 0) {
      lostTries -= 1;
      record.failure = 'lost (the fail-next control)';
      return record;
    }
    try {
      record.status = await options.transport({
        body,
        headers: signedHeaders(options.secret, body, Math.floor(options.now().getTime() / 1000)),
        timeoutMs: options.timeoutMs,
      });
    } catch (error) {
      record.failure = reasonOf(error);
    }
    return record;
  }

  async function deliver(event: WebhookEvent): Promise<void> {
    const body = JSON.stringify(event);
    for (let attempt = 1; attempt <= options.attempts && !stopped; attempt += 1) {
      const { status, failure } = await tryOnce(event, body, attempt);
      if (status !== null && status >= 200 && status < 300) return;
      if (status !== null && status < 500 && !isRetried(status)) {
        options.log(`KYC stand-in: the webhook refused event ${event.id} (${status}); not retried`);
        return;
      }
      if (attempt < options.attempts) await wait(options.retryBaseMs * 2 ** (attempt - 1));
      else
        options.log(
          `KYC stand-in: gave up on event ${event.id} after ${attempt} tries (${failure ?? status})`,
        );
    }
  }

  function start(event: WebhookEvent): void {
    const delivery = deliver(event).finally(() => running.delete(delivery));
    running.add(delivery);
  }

  return {
    send(event) {
      start(event);
      if (duplicate) {
        duplicate = false;
        start(event);
      }
    },
    attempts,
    failNext(count) {
      lostTries = count;
    },
    duplicateNext() {
      duplicate = true;
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
    reset() {
      attempts.length = 0;
      lostTries = 0;
      duplicate = false;
    },
    stop() {
      stopped = true;
      for (const entry of waits) {
        clearTimeout(entry.timer);
        entry.done();
      }
      waits.clear();
    },
  };
}
