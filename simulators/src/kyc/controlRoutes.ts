// Test controls under /__simulator/ (not part of the provider): decide a verification without the
// page, lose or duplicate the next webhooks, read every webhook try, take the API down, start over.
import { RequestError, readJson, sendJson, sendMethodNotAllowed, type Route } from '../http';
import type { WebhookDelivery } from './webhookDelivery';
import { AlreadyDecided, type Decision, type StoredVerification } from './verificationStore';
import { isObject } from '../isObject';

export const CONTROL_PREFIX = '/__simulator/';

const DECISION_PATH = /^\/__simulator\/verifications\/([^/]+)\/decision$/;

export interface KycControls {
  delivery: WebhookDelivery;
  verifications(): StoredVerification[];
  find(id: string): StoredVerification | undefined;
  decide(verification: StoredVerification, decision: Decision, reason?: string): void;
  describe(verification: StoredVerification): unknown;
  setDown(down: boolean): void;
  reset(): void;
}

function decisionRequest(body: unknown): { decision: Decision; reason?: string } {
  if (!isObject(body) || (body.status !== 'approved' && body.status !== 'rejected')) {
    throw new RequestError('The body must be { status: "approved" | "rejected", reason? }', 400);
  }
  if (body.reason !== undefined && typeof body.reason !== 'string') {
    throw new RequestError('reason must be a text', 400);
  }
  return { decision: body.status, ...(body.reason ? { reason: body.reason } : {}) };
}

function countOf(body: unknown): number {
  const count = isObject(body) ? body.count : undefined;
  if (typeof count === 'number' && Number.isInteger(count) && count >= 0) return count;
  throw new RequestError('The body must be { count } with a whole number from 0', 400);
}

function downOf(body: unknown): boolean {
  if (isObject(body) && typeof body.down === 'boolean') return body.down;
  throw new RequestError('The body must be { down: true | false }', 400);
}

export function createControlRoute(controls: KycControls): Route {
  return async (request, response, path) => {
    if (!path.startsWith(CONTROL_PREFIX)) return false;
    const method = request.method ?? 'GET';
    const only = (allowed: string) => {
      if (method === allowed) return true;
      sendMethodNotAllowed(response, method, path, [allowed]);
      return false;
    };

    const decided = DECISION_PATH.exec(path);
    if (decided) {
      if (!only('POST')) return true;
      const { decision, reason } = decisionRequest(await readJson(request));
      const id = decided[1] ?? '';
      const verification = controls.find(id);
      if (!verification) {
        sendJson(response, 404, { message: `No verification ${id}` });
        return true;
      }
      try {
        controls.decide(verification, decision, reason);
      } catch (error) {
        if (!(error instanceof AlreadyDecided)) throw error;
        sendJson(response, 409, { message: error.message });
        return true;
      }
      sendJson(response, 200, controls.describe(verification));
    } else if (path === '/__simulator/verifications') {
      if (only('GET')) sendJson(response, 200, controls.verifications().map(controls.describe));
    } else if (path === '/__simulator/webhook/fail-next') {
      if (only('POST')) {
        const count = countOf(await readJson(request));
        controls.delivery.failNext(count);
        sendJson(response, 200, { failNext: count });
      }
    } else if (path === '/__simulator/webhook/duplicate-next') {
      if (only('POST')) {
        controls.delivery.duplicateNext();
        sendJson(response, 200, { duplicateNext: true });
      }
    } else if (path === '/__simulator/deliveries') {
      if (only('GET')) sendJson(response, 200, controls.delivery.attempts);
    } else if (path === '/__simulator/down') {
      if (only('POST')) {
        const down = downOf(await readJson(request));
        controls.setDown(down);
        sendJson(response, 200, { down });
      }
    } else if (path === '/__simulator/reset') {
      if (only('POST')) {
        controls.reset();
        sendJson(response, 200, { verifications: 0 });
      }
    } else {
      sendJson(response, 404, { message: `Not found: ${path}` });
    }
    return true;
  };
}
