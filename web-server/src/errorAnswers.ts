// Every origin answers errors as the API does, `{ message }`: 400 for a request it cannot read
// (a malformed path, say), 404 for what it does not have, and 500 only for the unexpected, which
// is logged and ends that request alone.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export function sendMessage(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).type('application/json; charset=utf-8').send({ message });
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendMessage(reply, 404, `Not found: ${request.url}`);
}

export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, `${request.method} ${request.url} failed`);
    return sendMessage(reply, 500, 'Internal server error');
  }
  return sendMessage(reply, status, error.message);
}
