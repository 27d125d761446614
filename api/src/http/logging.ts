// The API's logger (Fastify's pino) and how it writes errors: a database error carries the
// query's parameters (emails, token hashes, password hashes), and they never reach a log.
// Requests are logged without their secrets (requestLogging.ts).
import type { FastifyServerOptions } from 'fastify';
import { serializeRequest } from './requestLogging';

/** Where log lines go instead of standard output (tests read what is logged). */
export interface LogStream {
  write(line: string): void;
}

/** Fields that hold the values a query was run with (Drizzle, PGlite) or a row's values (pg). */
const VALUE_FIELDS = new Set(['params', 'queryOptions', 'detail']);
const REDACTED = '[redacted]';
/**
 * Shorter parameters (ids, a role, a purpose) are no secret, and cutting them out of every
 * message would garble it ("violates check constraint no_[redacted]"); emails always go.
 */
const SHORTEST_SECRET = 8;

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  cause?: SerializedError;
  [field: string]: unknown;
}

function errorChain(error: Error): Error[] {
  const chain: Error[] = [];
  for (let current: unknown = error; current instanceof Error && chain.length < 10;) {
    chain.push(current);
    current = current.cause;
  }
  return chain;
}

/** The text of every query parameter anywhere in the chain, longest first. */
function parameterTexts(chain: Error[]): string[] {
  const texts = new Set<string>();
  for (const error of chain) {
    const { params } = error as { params?: unknown };
    if (!Array.isArray(params)) continue;
    for (const param of params) {
      const text = typeof param === 'string' ? param : param == null ? '' : JSON.stringify(param);
      if (text.length >= SHORTEST_SECRET || text.includes('@')) texts.add(text);
    }
  }
  return [...texts].sort((a, b) => b.length - a.length);
}

function redact(text: string, secrets: string[]): string {
  return secrets.reduce((result, secret) => result.split(secret).join(REDACTED), text);
}

/** Drizzle's "Failed query: <sql>\nparams: <values>" without its second line. */
function withoutParameterLine(error: Error): string {
  const { query } = error as { query?: unknown };
  return typeof query === 'string' && error.message.startsWith('Failed query: ')
    ? `Failed query: ${query}`
    : error.message;
}

function serializeOne(error: Error, secrets: string[]): SerializedError {
  const message = withoutParameterLine(error);
  const serialized: SerializedError = {
    type: error.constructor?.name ?? error.name,
    message: redact(message, secrets),
    stack: redact((error.stack ?? '').replace(error.message, message), secrets),
  };
  for (const [field, value] of Object.entries(error)) {
    if (VALUE_FIELDS.has(field) || field === 'cause' || field in serialized) continue;
    if (typeof value === 'string') serialized[field] = redact(value, secrets);
    else if (typeof value === 'number' || typeof value === 'boolean') serialized[field] = value;
  }
  return serialized;
}

/** pino's `err` serializer: the error and its causes, without the values a query was run with. */
export function serializeError(error: Error): SerializedError {
  // Something thrown that is not an Error (a string, an object) has no query parameters.
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const chain = errorChain(error);
  const secrets = parameterTexts(chain);
  const serialized = chain.map((link) => serializeOne(link, secrets));
  for (let index = serialized.length - 2; index >= 0; index -= 1) {
    serialized[index]!.cause = serialized[index + 1];
  }
  return serialized[0]!;
}

/** Fastify's logger options. */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  if (level === 'silent' && !stream) return false;
  return {
    level,
    serializers: { err: serializeError, req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}
