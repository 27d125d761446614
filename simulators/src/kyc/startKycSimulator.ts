// The KYC provider stand-in: the API Glow calls to start a verification, the page where a person
// is approved or rejected, the signed webhook that reports the decision (with retries), and test
// controls. The provider and its webhook format are Glow's own (no provider is named publicly).
import type { Duplex } from 'node:stream';
import { sendHtml } from '../http';
import { createStandInServer, listenOn } from '../standInServer';
import { controlRoutes } from './controlRoutes';
import { describeVerification, kycApiRoutes } from './kycApi';
import {
  DEFAULT_KYC_API_KEY,
  DEFAULT_KYC_WEBHOOK_SECRET,
  DEFAULT_KYC_WEBHOOK_URL,
  DEFAULT_RETRY_BASE_MS,
  DEFAULT_WEBHOOK_ATTEMPTS,
  DEFAULT_WEBHOOK_TIMEOUT_MS,
} from './kycDefaults';
import { renderFrontPage, verificationPath } from './verificationPage';
import { verificationPageRoutes } from './verificationPageRoutes';
import {
  createVerificationStore,
  type Decision,
  type StoredVerification,
} from './verificationStore';
import {
  createWebhookDelivery,
  fetchTransport,
  webhookEvent,
  type DeliveryAttempt,
  type WebhookEvent,
  type WebhookTransport,
} from './webhookDelivery';

export interface KycSimulatorOptions {
  host?: string;
  /** 0 picks a free port; the stand-in reports the one it got. */
  port: number;
  /** Where browsers reach the stand-in (its pages' addresses); http://{host}:{port} by default. */
  publicUrl?: string;
  /** What callers must send as `Authorization: Bearer …`. */
  apiKey?: string;
  /** The secret webhooks are signed with. */
  webhookSecret?: string;
  /** Where webhooks are POSTed, unless `transport` is given. */
  webhookUrl?: string;
  /** Sends a webhook another way than over HTTP (the API's tests use app.inject). */
  transport?: WebhookTransport;
  webhookAttempts?: number;
  retryBaseMs?: number;
  webhookTimeoutMs?: number;
  /** Where a webhook that gave up is reported (the console by default). */
  log?: (message: string) => void;
  /**
   * The provider's clock: when verifications are created and decided, and webhooks signed. Real
   * time unless given (the API's demo data plays its story at past moments).
   */
  now?: () => Date;
}

export interface KycSimulator {
  port: number;
  /** For KYC_API_URL. */
  url: string;
  publicUrl: string;
  /** Every webhook try, oldest first. */
  deliveries: DeliveryAttempt[];
  /** Decides as the page does: the webhook is queued. */
  decide(id: string, decision: Decision, reason?: string): StoredVerification;
  /** Resolves once every queued webhook is delivered or given up. */
  deliveriesSettled(): Promise<void>;
  close(): Promise<void>;
}

export type { WebhookEvent };

export async function startKycSimulator({
  host = '127.0.0.1',
  port,
  publicUrl,
  apiKey = DEFAULT_KYC_API_KEY,
  webhookSecret = DEFAULT_KYC_WEBHOOK_SECRET,
  webhookUrl = DEFAULT_KYC_WEBHOOK_URL,
  transport,
  webhookAttempts = DEFAULT_WEBHOOK_ATTEMPTS,
  retryBaseMs = DEFAULT_RETRY_BASE_MS,
  webhookTimeoutMs = DEFAULT_WEBHOOK_TIMEOUT_MS,
  log = (message) => console.warn(message),
  now = () => new Date(),
}: KycSimulatorOptions): Promise<KycSimulator> {
  const store = createVerificationStore(now);
  const delivery = createWebhookDelivery({
    transport: transport ?? fetchTransport(webhookUrl),
    secret: webhookSecret,
    attempts: Math.max(1, webhookAttempts),
    retryBaseMs,
    timeoutMs: webhookTimeoutMs,
    log,
    now,
  });
  let down = false;
  let site = '';
  const pageUrl = (id: string) => `${site}${verificationPath(id)}`;
  const describe = (verification: StoredVerification) =>
    describeVerification(verification, pageUrl(verification.id));

  function decide(verification: StoredVerification, decision: Decision, reason?: string) {
    store.decide(verification, decision, reason);
    delivery.send(webhookEvent(verification));
  }

  const name = 'KYC stand-in';
  const app = createStandInServer(name);
  await app.register(controlRoutes, {
    controls: {
      delivery,
      verifications: () => store.list(),
      find: (id) => store.find(id),
      decide,
      describe,
      setDown: (next) => (down = next),
      reset() {
        store.reset();
        delivery.reset();
        down = false;
      },
    },
  });
  app.get('/', (_request, reply) =>
    sendHtml(reply, 200, renderFrontPage(store.list(), delivery.attempts)),
  );
  await app.register(kycApiRoutes, { store, apiKey, pageUrl, isDown: () => down });
  await app.register(verificationPageRoutes, { find: (id) => store.find(id), decide });

  // No websockets here: an upgrade request is refused and its connection closed (without a
  // listener Node answers it as a plain request and leaves the connection open).
  app.server.on('upgrade', (_request, socket: Duplex) =>
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n'),
  );
  const boundTo = await listenOn(app, name, port, host);
  const url = `http://${host}:${boundTo}`;
  site = (publicUrl ?? url).replace(/\/$/, '');

  return {
    port: boundTo,
    url,
    publicUrl: site,
    deliveries: delivery.attempts,
    decide(id, decision, reason) {
      const verification = store.find(id);
      if (!verification) throw new Error(`No verification ${id}`);
      decide(verification, decision, reason);
      return verification;
    },
    deliveriesSettled: () => delivery.idle(),
    close: async () => {
      delivery.stop();
      await app.close();
    },
  };
}
