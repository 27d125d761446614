// Reading requests and writing answers, shared by the stand-ins' HTTP routes.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Answers the request, or resolves to false when the route does not handle its path. */
export type Route = (
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
) => Promise<boolean>;

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
 * The request's URL with repeated slashes at the start of the path collapsed: xumm-sdk joins its
 * endpoint and the path with a slash, so an endpoint ending in one asks for "//api/v1/…" (and a
 * URL parser would take "//api" for a host name). A target that is no URL is a 400.
 */
export function requestUrl(request: IncomingMessage): URL {
  const target = (request.url ?? '/').replace(/^\/+/, '/');
  try {
    return new URL(target, 'http://stand-in.local');
  } catch {
    throw new RequestError(`The request target is not a URL: ${request.url}`, 400);
  }
}

/** The request's path (see requestUrl), with every run of slashes collapsed. */
export function requestPath(request: IncomingMessage): string {
  return requestUrl(request).pathname.replace(/\/{2,}/g, '/');
}

export const MAX_BODY_BYTES = 256 * 1024;

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) {
      throw new RequestError(`The body is larger than ${MAX_BODY_BYTES} bytes`, 413);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The JSON body; an empty body reads as undefined. */
export async function readJson(request: IncomingMessage): Promise<unknown> {
  const text = await readBody(request);
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new RequestError('The body is not valid JSON', 400);
  }
}

export async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await readBody(request));
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

export function sendText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  response.end(text);
}

export function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    // Pages echo what API clients sent; should any escaping ever slip, no script may run.
    // No form-action: browsers apply it to the redirect to the app's return URL as well.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'",
  });
  response.end(html);
}

/** 303, so the browser follows a form's POST with a GET. */
export function sendRedirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { Location: location });
  response.end();
}

export function sendMethodNotAllowed(
  response: ServerResponse,
  method: string,
  path: string,
  allowed: string[],
): void {
  response.setHeader('Allow', allowed.join(', '));
  sendJson(response, 405, { message: `Method not allowed: ${method} ${path}` });
}
