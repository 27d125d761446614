// Xaman's platform API under /api/v1/platform/: ping and payloads, behind the API key and secret.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RequestError, readJson, sendJson, type Route } from '../http';
import { parsePayloadRequest } from './payloadRequest';
import type { PayloadStore } from './payloadStore';
import { XAMAN_ERRORS, sendXamanError } from './xamanErrors';
import type { XamanResponses } from './xamanResponses';

export const PLATFORM_PREFIX = '/api/v1/platform/';

const PAYLOAD_PATH = /^payload\/([^/]+)$/;

interface PlatformRouteOptions {
  apiKey: string;
  apiSecret: string;
  store: PayloadStore;
  responses: XamanResponses;
}

export function createPlatformRoute({
  apiKey,
  apiSecret,
  store,
  responses,
}: PlatformRouteOptions): Route {
  async function createPayload(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let body: unknown;
    try {
      body = await readJson(request);
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      return sendXamanError(response, XAMAN_ERRORS.invalidPayload, error.message);
    }
    const parsed = parsePayloadRequest(body);
    if (!parsed.ok) return sendXamanError(response, XAMAN_ERRORS.invalidPayload, parsed.problem);
    sendJson(response, 200, responses.created(store.create(parsed.request)));
  }

  return async (request, response, path) => {
    if (!path.startsWith(PLATFORM_PREFIX)) return false;
    const endpoint = path.slice(PLATFORM_PREFIX.length);
    const method = request.method ?? 'GET';

    if (request.headers['x-api-key'] !== apiKey || request.headers['x-api-secret'] !== apiSecret) {
      sendXamanError(response, XAMAN_ERRORS.invalidCredentials, 'Invalid API key or secret');
      return true;
    }

    if (endpoint === 'ping' && method === 'GET') {
      sendJson(response, 200, responses.pong());
      return true;
    }
    if (endpoint === 'payload' && method === 'POST') {
      await createPayload(request, response);
      return true;
    }
    const uuid = PAYLOAD_PATH.exec(endpoint)?.[1];
    if (uuid !== undefined && (method === 'GET' || method === 'DELETE')) {
      const payload = store.find(uuid);
      if (!payload) {
        sendXamanError(response, XAMAN_ERRORS.payloadNotFound, `No payload ${uuid}`);
      } else if (method === 'GET') {
        sendJson(response, 200, responses.details(payload));
      } else {
        sendJson(response, 200, responses.cancelled(payload, store.cancel(payload)));
      }
      return true;
    }

    sendXamanError(
      response,
      XAMAN_ERRORS.unknownEndpoint,
      `The stand-in has no ${method} ${PLATFORM_PREFIX}${endpoint}`,
    );
    return true;
  };
}
