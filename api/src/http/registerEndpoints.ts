import { ENDPOINTS, ErrorBodySchema, type Endpoint, type EndpointName } from '@glow/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ActiveSession } from '../services/sessions';
import { afterAnswerTasks } from './afterAnswer';
import { authorise } from './authentication';
import { rateLimitAddress } from './clientAddress';
import type { Handler, Handlers, Request, Services } from './handler';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract entry's `validationWords`: how errorHandling.ts words a 400 of its rules. */
    validationWords?: Endpoint['validationWords'];
  }
}

function errorResponses({ access, errors }: Endpoint) {
  const common = {
    400: ErrorBodySchema,
    429: ErrorBodySchema,
    500: ErrorBodySchema,
    503: ErrorBodySchema,
    ...errors,
  };
  return access === 'public' ? common : { ...common, 401: ErrorBodySchema, 403: ErrorBodySchema };
}

/** Registers one Fastify route per ENDPOINTS entry: validation, access check, handler. */
export function registerEndpoints(
  app: FastifyInstance,
  handlers: Handlers,
  services: Services,
): void {
  const sessions = new WeakMap<FastifyRequest, ActiveSession | null>();
  const afterAnswer = afterAnswerTasks(app);
  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
    const endpoint: Endpoint = ENDPOINTS[name];
    const handler = handlers[name] as Handler<Endpoint>;
    // Validation and serialisation run through the zod compilers installed in app.ts.
    app.route({
      method: endpoint.method,
      // The contract writes path parameters as `{name}` (as the browser's base query fills them).
      url: endpoint.path.replace(/\{(\w+)\}/g, ':$1'),
      config: { validationWords: endpoint.validationWords },
      schema: {
        operationId: name,
        summary: endpoint.summary,
        tags: [endpoint.tag],
        ...(endpoint.access === 'public' ? {} : { security: [{ bearer: [] }] }),
        ...(endpoint.params ? { params: endpoint.params } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.body ? { body: endpoint.body } : {}),
        response: {
          [endpoint.status ?? 200]: endpoint.response,
          ...errorResponses(endpoint),
        },
      },
      // Access is checked before the input, so a caller without access learns nothing from validation.
      preValidation: async (request) => {
        sessions.set(request, await authorise(services.db, request, endpoint.access));
      },
      handler: async (request, reply) => {
        const session = sessions.get(request);
        const input = {
          body: request.body,
          query: request.query,
          params: request.params,
          actor: session?.actor ?? null,
          wallet: session?.wallet ?? null,
          sessionId: session?.sessionId ?? null,
          clientAddress: rateLimitAddress(request.ip),
          log: request.log,
          afterAnswer: (task) => afterAnswer.add(request, task),
        } as Request<Endpoint>;
        const result = await handler(input, services);
        return reply.status(endpoint.status ?? 200).send(result);
      },
      onResponse: async (request) => afterAnswer.start(request),
    });
  }
}
