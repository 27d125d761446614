// Test controls under /__simulator/ (not part of Xaman): play the user's part without a browser.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DEMO_XAMAN_SEED } from './demoAccount';
import { RequestError, readJson, routePath } from '../http';
import { isNetworkId } from '../xrplNetworks';
import { listPayloads } from './payloadList';
import { PayloadStateError, type PayloadStore, type StoredPayload } from './payloadStore';
import { SigningError } from './signTransaction';
import type { XamanResponses, XamanSite } from './xamanResponses';

const ACTIONS = ['approve', 'reject', 'expire', 'open'] as const;
type Action = (typeof ACTIONS)[number];

interface ControlRouteOptions {
  store: PayloadStore;
  responses: XamanResponses;
  site: XamanSite;
  /** The network an approval is reported for unless its body names another. */
  networkId: number;
}

export async function controlRoutes(
  app: FastifyInstance,
  { store, responses, site, networkId }: ControlRouteOptions,
) {
  routePath(app, '/__simulator/payloads', {
    GET: (_request, reply) => reply.send(listPayloads(store, site)),
  });
  for (const action of ACTIONS) {
    routePath<{ Params: { uuid: string } }>(app, `/__simulator/payloads/:uuid/${action}`, {
      POST: async (request, reply) => {
        const body = readJson(request);
        const payload = store.find(request.params.uuid);
        if (!payload) return reply.code(404).send({ message: `No payload ${request.params.uuid}` });
        return act(reply, payload, action, body);
      },
    });
  }

  async function approve(payload: StoredPayload, body: unknown): Promise<void> {
    if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
      throw new RequestError('The body must be { seed?, networkId?, withoutNetworkId? }', 400);
    }
    const {
      seed = DEMO_XAMAN_SEED,
      networkId: requestedNetworkId = networkId,
      withoutNetworkId = false,
    } = (body ?? {}) as { seed?: unknown; networkId?: unknown; withoutNetworkId?: unknown };
    if (typeof seed !== 'string') throw new RequestError('seed must be a string', 400);
    if (!isNetworkId(requestedNetworkId)) {
      throw new RequestError('networkId must be an integer from 0 to 4294967295', 400);
    }
    if (typeof withoutNetworkId !== 'boolean') {
      throw new RequestError('withoutNetworkId must be true or false', 400);
    }
    await store.approve(payload, { seed, networkId: requestedNetworkId, withoutNetworkId });
  }

  async function act(
    reply: FastifyReply,
    payload: StoredPayload,
    action: Action,
    body: unknown,
  ): Promise<FastifyReply> {
    try {
      if (action === 'approve') await approve(payload, body);
      else if (action === 'reject') store.reject(payload);
      else if (action === 'expire') store.expire(payload);
      else store.open(payload);
    } catch (error) {
      if (!(error instanceof PayloadStateError || error instanceof SigningError)) throw error;
      return reply.code(error instanceof SigningError ? 400 : 409).send({ message: error.message });
    }
    return reply.send(responses.details(payload));
  }
}
