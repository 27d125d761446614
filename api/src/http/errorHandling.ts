// Every error leaves the API as `{ message }`: a domain error (errors/domainErrors.ts) with the
// status of its kind; bad input as a 400 naming the field, never a 500 (for the endpoints marked
// `validationWords: 'spec'`, in the specification's words with the `fields` named:
// errors/fieldErrors.ts); a database that cannot be reached (or GitHub's rate limit) as a 503 with
// Retry-After; unexpected failures as a 500 with a generic message (details go to the log,
// without the query's parameters).
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors';
import { DomainError, MisconfigurationError, type FailureKind } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import { fieldErrorBody } from '../errors/fieldErrors';

/** The status each kind of domain failure is answered with: the one place the API maps them. */
const STATUS_OF: Record<FailureKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  rateLimited: 429,
  outsideServiceFailed: 502,
  unavailable: 503,
};

/** The status a domain error is answered with. */
export const statusOf = (error: DomainError): number => STATUS_OF[error.kind];

/** What a 503 asks the caller to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

function sendError(
  reply: FastifyReply,
  status: number,
  body: { message: string },
  retryAfterSeconds = RETRY_AFTER_SECONDS,
) {
  if (status === 503) reply.header('Retry-After', String(retryAfterSeconds));
  return reply.status(status).send(body);
}

interface ValidationIssue {
  instancePath: string;
  message?: string;
}

/** The words of a field path or a message, lower-case: `transactionHash` → "transaction hash". */
function wordsOf(text: string): string {
  const words = text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return ` ${words.join(' ')} `;
}

/**
 * "email must be a valid email address", or "<field>: <message>" when the message does not name
 * the field, by its name or in words ("Transaction hash required" names `transactionHash`).
 */
export function describeValidationIssue(issue: ValidationIssue, context: string): string {
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context;
  const message = issue.message ?? 'is invalid';
  if (!issue.instancePath && /expected object, received (undefined|null)/.test(message))
    return `${context} is required`;
  const namesField = message.startsWith(field) || wordsOf(message).includes(wordsOf(field));
  return namesField ? message : `${field}: ${message}`;
}

/**
 * The field a form would mark for an issue: `projectIds` for `/projectIds/2`, `body` for the root.
 */
function fieldOf(issue: ValidationIssue, context: string): string {
  const path = issue.instancePath.split('/').filter((segment) => segment && !/^\d+$/.test(segment));
  return path.join('.') || context;
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof MisconfigurationError) request.log.error(error.operatorMessage);
    if (error instanceof DomainError)
      return sendError(
        reply,
        statusOf(error),
        { ...error.details, message: error.message },
        error.retryAfterSeconds,
      );
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context =
        error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'body');
      if (request.routeOptions.config.validationWords === 'spec') {
        const problems = error.validation.map((issue) => ({
          field: fieldOf(issue, context),
          message: describeValidationIssue(issue, context),
        }));
        return reply.status(400).send(fieldErrorBody(problems));
      }
      const message = error.validation
        .map((issue) => describeValidationIssue(issue, context))
        .join('; ');
      return reply.status(400).send({ message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendError(reply, 503, { message: MESSAGES.databaseUnavailable });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send({ message: error.message });
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: MESSAGES.internal });
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` }),
  );
}
