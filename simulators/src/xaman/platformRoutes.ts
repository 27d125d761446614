// Xaman's platform API under /api/v1/platform/: ping and payloads, behind the API key and secret.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BODY_TOO_LARGE, RequestError, readJson, requestPath } from '../http';
import { parsePayloadRequest } from './payloadRequest';
import type { PayloadStore } from './payloadStore';
import { XAMAN_ERRORS, sendXamanError } from './xamanErrors';
import type { XamanResponses } from './xamanResponses';

export const PLATFORM_PREFIX = '/api/v1/platform/';

interface PlatformRouteOptions {
  apiKey: string;
  apiSecret: string;
  store: PayloadStore;
  responses: XamanResponses;
}

type PayloadRequest = FastifyRequest<{ Params: { uuid: string } }>;

export async function platformRoutes(
  app: FastifyInstance,
  { apiKey, apiSecret, store, responses }: PlatformRouteOptions,
) {
  // Before the body is read: without the credentials a caller learns nothing more.
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers['x-api-key'] !== apiKey || request.headers['x-api-secret'] !== apiSecret) {
      return sendXamanError(reply, XAMAN_ERRORS.invalidCredentials, 'Invalid API key or secret');
    }
  });
  // A body over the limit is refused in Xaman's shape, as one that is no JSON is.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
    return sendXamanError(reply, XAMAN_ERRORS.invalidPayload, BODY_TOO_LARGE);
  });

  app.get(`${PLATFORM_PREFIX}ping`, (_request, reply) => reply.send(responses.pong()));

  app.post(`${PLATFORM_PREFIX}payload`, (request, reply) => {
    let body: unknown;
    try {
      body = readJson(request);
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      return sendXamanError(reply, XAMAN_ERRORS.invalidPayload, error.message);
    }
    const parsed = parsePayloadRequest(body);
    if (!parsed.ok) return sendXamanError(reply, XAMAN_ERRORS.invalidPayload, parsed.problem);
    return reply.send(responses.created(store.create(parsed.request)));
  });

  app.get(`${PLATFORM_PREFIX}payload/:uuid`, (request: PayloadRequest, reply) => {
    const payload = store.find(request.params.uuid);
    if (!payload) return payloadNotFound(reply, request.params.uuid);
    return reply.send(responses.details(payload));
  });

  app.delete(`${PLATFORM_PREFIX}payload/:uuid`, (request: PayloadRequest, reply) => {
    const payload = store.find(request.params.uuid);
    if (!payload) return payloadNotFound(reply, request.params.uuid);
    return reply.send(responses.cancelled(payload, store.cancel(payload)));
  });

  // Any other endpoint, or another method of one above.
  app.all(`${PLATFORM_PREFIX}*`, (request, reply) =>
    sendXamanError(
      reply,
      XAMAN_ERRORS.unknownEndpoint,
      `The stand-in has no ${request.method} ${requestPath(request)}`,
    ),
  );
}

function payloadNotFound(reply: FastifyReply, uuid: string) {
  return sendXamanError(reply, XAMAN_ERRORS.payloadNotFound, `No payload ${uuid}`);
}
