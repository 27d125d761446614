// Reading requests and writing answers, shared by the stand-ins' Fastify routes.
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';

/** A request the stand-in refuses, with the status to answer (the message is the answer). */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413,
  ) {
    super(message);
  }
}

/**
 * The request target as a URL, with repeated slashes at the start of the path collapsed: xumm-sdk
 * joins its endpoint and the path with a slash, so an endpoint ending in one asks for
 * "//api/v1/…" (and a URL parser would take "//api" for a host name). Null when it is no URL.
 */
export function targetUrl(target: string | undefined): URL | null {
  try {
    return new URL((target ?? '/').replace(/^\/+/, '/'), 'http://stand-in.local');
  } catch {
    return null;
  }
}

/** The URL's path with every run of slashes collapsed. */
export function normalisedPath(url: URL): string {
  return url.pathname.replace(/\/{2,}/g, '/');
}

/** The request's path as its routes see it (see the stand-in server's URL rewriting). */
export function requestPath(request: FastifyRequest): string {
  return request.url.split('?', 1)[0] ?? '/';
}

/** The request's URL (path and query) as its routes see it. */
export function requestUrl(request: FastifyRequest): URL {
  return new URL(request.url, 'http://stand-in.local');
}

export const MAX_BODY_BYTES = 256 * 1024;

/** What a stand-in answers a body over MAX_BODY_BYTES (with a 413, or in its service's shape). */
export const BODY_TOO_LARGE = `The body is larger than ${MAX_BODY_BYTES} bytes`;

/** The body as text, whatever its Content-Type ('' when there is none). */
export function readBody(request: FastifyRequest): string {
  return typeof request.body === 'string' ? request.body : '';
}

/** The JSON body; an empty body reads as undefined. */
export function readJson(request: FastifyRequest): unknown {
  const text = readBody(request);
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new RequestError('The body is not valid JSON', 400);
  }
}

export function readForm(request: FastifyRequest): URLSearchParams {
  return new URLSearchParams(readBody(request));
}

export function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return (
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      // Pages echo what API clients sent; should any escaping ever slip, no script may run.
      // No form-action: browsers apply it to the redirect to the app's return URL as well.
      .header(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'",
      )
      .send(html)
  );
}

/** 303, so the browser follows a form's POST with a GET. */
export function sendRedirect(reply: FastifyReply, location: string): FastifyReply {
  return reply.redirect(location, 303);
}

/** Answers 405 naming the methods the path allows (also in the Allow header). */
function methodNotAllowed(allowed: readonly string[]): RouteHandlerMethod {
  return (request, reply) =>
    reply
      .code(405)
      .header('Allow', allowed.join(', '))
      .send({ message: `Method not allowed: ${request.method} ${requestPath(request)}` });
}

/** A route's handler, with the types of its parameters (and query, body) when it declares them. */
type Handler<Route extends RouteGenericInterface> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  Route
>;

/**
 * Declares the path's handlers, one per method (in the order the Allow header lists them); every
 * other method is answered 405.
 */
export function routePath<Route extends RouteGenericInterface = RouteGenericInterface>(
  app: FastifyInstance,
  url: string,
  handlers: Partial<Record<HTTPMethods, Handler<Route>>>,
): void {
  const allowed = Object.keys(handlers);
  for (const [method, handler] of Object.entries(handlers)) {
    if (handler) app.route<Route>({ method, url, handler });
  }
  const others = app.supportedMethods.filter((method) => !allowed.includes(method));
  app.route({ method: others, url, handler: methodNotAllowed(allowed) });
}
