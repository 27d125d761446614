import {
  ENDPOINTS,
  ErrorBodySchema,
  type Endpoint,
  type EndpointName,
  type ErrorStatus,
} from '@glow/contract';
import type {
  FastifyInstance,
  FastifyRequest,
  FastifySchemaValidationError,
  RouteOptions,
} from 'fastify';
import { Readable } from 'node:stream';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ActiveSession } from '../users/sessions';
import { afterAnswerTasks } from './afterAnswer';
import { authorise } from './authentication';
import { rateLimitAddress } from './clientAddress';
import { attachmentHeader, csvText, type CsvExport } from './csv';
import { fieldsInvalid } from '../errors/fieldErrors';
import type { Handler, Handlers, JsonFile, RawBody, Request, Services } from './handler';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract entry's `validationWords`: how errorHandling.ts words a 400 of its rules. */
    validationWords?: Endpoint['validationWords'];
  }
}

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'The input is invalid (the message names what is wrong)',
  401: 'Not signed in, or a signature or credential is not accepted',
  403: 'Not allowed for the caller',
  404: 'Not found',
  409: 'Conflict with the current state',
  413: 'The body is larger than 100 KiB',
  415: 'The content type of the body is not accepted',
  429: 'Too many requests: try again later',
  500: 'Unexpected failure',
  502: 'An outside service (XRPL node, Xaman, GitHub, KYC provider) is unreachable or refused',
  503: "Unavailable for now (the database, or GitHub's rate limit): try again after Retry-After",
};

/** The error statuses any call of `endpoint` may answer, and those its contract entry lists. */
function errorSchemas({ access, method, rawBody, errors }: Endpoint) {
  const schemas: Partial<Record<ErrorStatus, z.ZodType>> = {
    400: ErrorBodySchema,
    429: ErrorBodySchema,
    500: ErrorBodySchema,
    503: ErrorBodySchema,
  };
  if (access !== 'public') Object.assign(schemas, { 401: ErrorBodySchema, 403: ErrorBodySchema });
  // Fastify reads a body for these methods (a raw body in any content type).
  if (method !== 'GET') schemas[413] = ErrorBodySchema;
  if (method !== 'GET' && !rawBody) schemas[415] = ErrorBodySchema;
  return { ...schemas, ...errors };
}

/** The error answers as the OpenAPI document describes them: a description and a JSON body. */
function errorResponses(endpoint: Endpoint) {
  return Object.fromEntries(
    Object.entries(errorSchemas(endpoint)).map(([status, schema]) => [
      status,
      {
        description: ERROR_DESCRIPTIONS[Number(status) as ErrorStatus],
        content: { 'application/json': { schema } },
      },
    ]),
  );
}

/**
 * Makes the routes registered in `scope` keep every body as the bytes that came, whatever its
 * content type: a signature over the raw body must see them unchanged (JSON parsed and written
 * again would differ in spacing and key order).
 */
function keepBodiesAsBytes(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
}

/** The success answer as the OpenAPI document describes it: JSON, or a CSV download. */
function successResponse(endpoint: Endpoint) {
  if (endpoint.produces !== 'csv') return endpoint.response;
  return {
    description: 'A CSV download (RFC 4180, UTF-8, header row)',
    content: { 'text/csv': { schema: endpoint.response } },
  };
}

const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8; header=present';

/**
 * A CSV download's body, read from the database as the client takes it (Readable.from asks the
 * rows for more only when the socket has drained). Its first chunk is read before the answer
 * starts, so a failure there is an ordinary JSON error; a later one ends the connection (logged
 * by Fastify), as the status line is already sent.
 */
async function csvBody(csv: CsvExport): Promise<Readable> {
  const chunks = csvText(csv);
  const first = await chunks.next();
  async function* body() {
    if (!first.done) yield first.value;
    yield* chunks;
  }
  return Readable.from(body());
}

type ZodRouteSchema = Parameters<typeof validatorCompiler>[0];
/** What the zod compiler's validators answer (always synchronously). */
type ZodValidation = { value: unknown } | { error: FastifySchemaValidationError[] };

/** A `rawBody` endpoint's bytes, read as its body schema says when the handler asks. */
function rawBodyOf(
  body: unknown,
  validate: ((data: unknown) => ZodValidation) | null,
): RawBody<unknown> {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
  return {
    bytes,
    parse() {
      let parsed: unknown;
      try {
        parsed = JSON.parse(bytes.toString('utf8'));
      } catch {
        throw fieldsInvalid([{ field: 'body', message: 'body must be JSON' }]);
      }
      if (!validate) return parsed;
      const result = validate(parsed);
      if ('value' in result) return result.value;
      // Thrown as Fastify throws a failed validation, so errorHandling.ts words it the same.
      throw Object.assign(new Error('body invalid'), {
        validation: result.error,
        validationContext: 'body',
      });
    },
  };
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
    const url = endpoint.path.replace(/\{(\w+)\}/g, ':$1');
    const validateRawBody =
      endpoint.rawBody && endpoint.body
        ? (validatorCompiler({
            schema: endpoint.body,
            method: endpoint.method,
            url,
            httpPart: 'body',
          }) as (data: unknown) => ZodValidation)
        : null;
    // Validation and serialisation run through the zod compilers installed in app.ts.
    const route: RouteOptions = {
      method: endpoint.method,
      // The contract writes path parameters as `{name}` (as the browser's base query fills them).
      url,
      config: { validationWords: endpoint.validationWords, sharedCache: endpoint.sharedCache },
      schema: {
        operationId: name,
        summary: endpoint.summary,
        tags: [endpoint.tag],
        ...(endpoint.access === 'public' ? {} : { security: [{ bearer: [] }] }),
        ...(endpoint.params ? { params: endpoint.params } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.body ? { body: endpoint.body } : {}),
        response: {
          [endpoint.status ?? 200]: successResponse(endpoint),
          ...errorResponses(endpoint),
        },
      },
      // Access is checked before the input, so a caller without access learns nothing from
      // validation.
      preValidation: async (request) => {
        sessions.set(request, await authorise(services.db, request, endpoint.access));
      },
      handler: async (request, reply) => {
        const session = sessions.get(request);
        const setCookie = (name: string, value: string, maxAgeSeconds: number) => {
          const secure = request.protocol === 'https' ? '; Secure' : '';
          const cookie = `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
          const set = reply.getHeader('set-cookie');
          reply.header('set-cookie', [
            ...(Array.isArray(set) ? set : set ? [String(set)] : []),
            cookie,
          ]);
        };
        const input = {
          body: endpoint.rawBody ? undefined : request.body,
          rawBody: endpoint.rawBody ? rawBodyOf(request.body, validateRawBody) : null,
          headers: request.headers,
          query: request.query,
          params: request.params,
          actor: session?.actor ?? null,
          wallet: session?.wallet ?? null,
          sessionId: session?.sessionId ?? null,
          clientAddress: rateLimitAddress(request.ip),
          log: request.log,
          afterAnswer: (task) => afterAnswer.add(request, task),
          setCookie,
        } as Request<Endpoint>;
        const result = await handler(input, services);
        if (endpoint.produces === 'jsonFile') {
          const file = result as unknown as JsonFile<unknown>;
          return reply
            .status(200)
            .header('content-disposition', attachmentHeader(file.filename))
            .send(file.content);
        }
        if (endpoint.produces === 'csv') {
          const csv = result as unknown as CsvExport;
          const body = await csvBody(csv);
          return reply
            .status(200)
            .header('content-type', CSV_CONTENT_TYPE)
            .header('content-disposition', attachmentHeader(csv.filename))
            .send(body);
        }
        return reply.status(endpoint.status ?? 200).send(result);
      },
      onResponse: async (request) => afterAnswer.start(request),
    };
    if (endpoint.rawBody) {
      // The body stays bytes until the handler has checked them; its schema is for the docs.
      route.validatorCompiler = (part) =>
        part.httpPart === 'body' ? () => true : validatorCompiler(part as ZodRouteSchema);
      void app.register(async (scope) => {
        keepBodiesAsBytes(scope);
        scope.route(route);
      });
    } else {
      app.route(route);
    }
  }
}
