// Test controls under /__simulator/ (not part of Xaman): play the user's part without a browser.
import type { ServerResponse } from 'node:http';
import { DEMO_XAMAN_SEED } from './demoAccount';
import { RequestError, readJson, sendJson, sendMethodNotAllowed, type Route } from '../http';
import { isNetworkId } from '../xrplNetworks';
import { listPayloads } from './payloadList';
import { PayloadStateError, type PayloadStore, type StoredPayload } from './payloadStore';
import { SigningError } from './signTransaction';
import type { XamanResponses, XamanSite } from './xamanResponses';

export const CONTROL_PREFIX = '/__simulator/';

const PAYLOADS_PATH = '/__simulator/payloads';
const ACTION_PATH = /^\/__simulator\/payloads\/([^/]+)\/(approve|reject|expire|open)$/;

interface ControlRouteOptions {
  store: PayloadStore;
  responses: XamanResponses;
  site: XamanSite;
  /** The network an approval is reported for unless its body names another. */
  networkId: number;
}

export function createControlRoute({
  store,
  responses,
  site,
  networkId,
}: ControlRouteOptions): Route {
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
    response: ServerResponse,
    payload: StoredPayload,
    action: string,
    body: unknown,
  ): Promise<void> {
    try {
      if (action === 'approve') await approve(payload, body);
      else if (action === 'reject') store.reject(payload);
      else if (action === 'expire') store.expire(payload);
      else store.open(payload);
    } catch (error) {
      if (!(error instanceof PayloadStateError || error instanceof SigningError)) throw error;
      return sendJson(response, error instanceof SigningError ? 400 : 409, {
        message: error.message,
      });
    }
    sendJson(response, 200, responses.details(payload));
  }

  return async (request, response, path) => {
    if (!path.startsWith(CONTROL_PREFIX)) return false;
    const method = request.method ?? 'GET';

    if (path === PAYLOADS_PATH) {
      if (method === 'GET') sendJson(response, 200, listPayloads(store, site));
      else sendMethodNotAllowed(response, method, path, ['GET']);
      return true;
    }

    const match = ACTION_PATH.exec(path);
    if (match) {
      const [, uuid = '', action = ''] = match;
      if (method !== 'POST') {
        sendMethodNotAllowed(response, method, path, ['POST']);
        return true;
      }
      const body = await readJson(request);
      const payload = store.find(uuid);
      if (!payload) sendJson(response, 404, { message: `No payload ${uuid}` });
      else await act(response, payload, action, body);
      return true;
    }

    sendJson(response, 404, { message: `Not found: ${path}` });
    return true;
  };
}
