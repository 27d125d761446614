// Test controls under /__simulator/ (not part of the provider): decide a verification without the
// page, lose or duplicate the next webhooks, read every webhook try, take the API down, start over.
import type { FastifyInstance } from 'fastify';
import { RequestError, readJson, routePath } from '../http';
import type { WebhookDelivery } from './webhookDelivery';
import { AlreadyDecided, type Decision, type StoredVerification } from './verificationStore';
import { isObject } from '../isObject';

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

export async function controlRoutes(app: FastifyInstance, { controls }: { controls: KycControls }) {
  routePath<{ Params: { id: string } }>(app, '/__simulator/verifications/:id/decision', {
    POST: (request, reply) => {
      const { decision, reason } = decisionRequest(readJson(request));
      const verification = controls.find(request.params.id);
      if (!verification) {
        return reply.code(404).send({ message: `No verification ${request.params.id}` });
      }
      try {
        controls.decide(verification, decision, reason);
      } catch (error) {
        if (!(error instanceof AlreadyDecided)) throw error;
        return reply.code(409).send({ message: error.message });
      }
      return reply.send(controls.describe(verification));
    },
  });
  routePath(app, '/__simulator/verifications', {
    GET: (_request, reply) => reply.send(controls.verifications().map(controls.describe)),
  });
  routePath(app, '/__simulator/webhook/fail-next', {
    POST: (request, reply) => {
      const count = countOf(readJson(request));
      controls.delivery.failNext(count);
      return reply.send({ failNext: count });
    },
  });
  routePath(app, '/__simulator/webhook/duplicate-next', {
    POST: (_request, reply) => {
      controls.delivery.duplicateNext();
      return reply.send({ duplicateNext: true });
    },
  });
  routePath(app, '/__simulator/deliveries', {
    GET: (_request, reply) => reply.send(controls.delivery.attempts),
  });
  routePath(app, '/__simulator/down', {
    POST: (request, reply) => {
      const down = downOf(readJson(request));
      controls.setDown(down);
      return reply.send({ down });
    },
  });
  routePath(app, '/__simulator/reset', {
    POST: (_request, reply) => {
      controls.reset();
      return reply.send({ verifications: 0 });
    },
  });
}
