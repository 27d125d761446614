// Every error leaves the API as `{ message }`: bad input as a 400 naming the field,
// never a 500; unexpected failures as a 500 with a generic message (details go to the log).
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError, MESSAGES } from './ApiError';

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

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError)
      return reply.status(error.status).send({ message: error.message });
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context =
        error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'body');
      const message = error.validation
        .map((issue) => describeValidationIssue(issue, context))
        .join('; ');
      return reply.status(400).send({ message });
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
