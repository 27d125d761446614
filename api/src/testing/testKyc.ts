// The KYC provider stand-in (simulators/src/kyc), started for one test API with the API's key and
// webhook secret. The API has no port in tests, so the stand-in's webhooks go in through
// app.inject: its own signing and retries are what reach the API. Retries wait 20 ms, not 1 s.
// `now` gives the provider another clock than real time (the demo story's).
import type { FastifyInstance } from 'fastify';
import {
  startKycSimulator,
  type DeliveryAttempt,
  type Decision,
  type WebhookTransport,
} from '../../../simulators/src/kyc';
import type { KycConfig } from '../config';

const HOST = '127.0.0.1';
const RETRY_BASE_MS = 20;
const WEBHOOK_PATH = '/api/kyc/webhook';

export type { DeliveryAttempt, Decision };

export interface TestKyc {
  /** For KYC_API_URL. */
  url: string;
  /** Sends the webhooks to this API from now on (before, a webhook finds no API and is retried). */
  deliverTo(app: FastifyInstance): void;
  /** Decides as the verification page does; the webhook is queued (see deliveriesSettled). */
  decide(verificationId: string, decision: Decision, reason?: string): void;
  /** Resolves once every queued webhook is delivered or given up. */
  deliveriesSettled(): Promise<void>;
  /** Every webhook try, oldest first, with the API's answer. */
  deliveries(): DeliveryAttempt[];
  /** While down, the provider's API answers 503. */
  down(isDown: boolean): Promise<void>;
  /** The next `count` webhook tries are lost (never sent). */
  failNext(count: number): Promise<void>;
  /** The next event is delivered twice at once. */
  duplicateNext(): Promise<void>;
  close(): Promise<void>;
}

export async function startTestKyc(
  credentials: Pick<KycConfig, 'apiKey' | 'webhookSecret'>,
  { now }: { now?: () => Date } = {},
): Promise<TestKyc> {
  let api: FastifyInstance | null = null;
  const transport: WebhookTransport = async ({ body, headers }) => {
    if (!api) throw new Error('No API to deliver to yet');
    const response = await api.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers,
      payload: body,
    });
    return response.statusCode;
  };
  const simulator = await startKycSimulator({
    host: HOST,
    port: 0,
    apiKey: credentials.apiKey,
    webhookSecret: credentials.webhookSecret,
    transport,
    retryBaseMs: RETRY_BASE_MS,
    log: () => undefined,
    ...(now ? { now } : {}),
  });

  async function control(path: string, body?: unknown): Promise<void> {
    const response = await fetch(`${simulator.url}/__simulator/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(
        `The KYC stand-in's ${path} answered ${response.status}: ${await response.text()}`,
      );
  }

  return {
    url: simulator.url,
    deliverTo(app) {
      api = app;
    },
    decide(verificationId, decision, reason) {
      simulator.decide(verificationId, decision, reason);
    },
    deliveriesSettled: () => simulator.deliveriesSettled(),
    deliveries: () => [...simulator.deliveries],
    down: (isDown) => control('down', { down: isDown }),
    failNext: (count) => control('webhook/fail-next', { count }),
    duplicateNext: () => control('webhook/duplicate-next'),
    close: () => simulator.close(),
  };
}
