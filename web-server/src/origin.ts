// What every web origin shares: Fastify with `{ message }` errors, a request id in its log lines
// (requestIds.ts), and a 400 for a path that it cannot read (bad percent-encoding, a NUL
// character) before any handler sees it.
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { answerError, sendMessage } from './errorAnswers';
import { requestIdOf } from './requestIds';

export type OriginLogger = FastifyServerOptions['logger'];

/** A NUL names no file; a URL can only hold one percent-encoded (%00). */
async function refuseNulInPath(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?', 1)[0] ?? '';
  if (/%00/i.test(path)) return sendMessage(reply, 400, 'The path holds a NUL character (%00)');
}

/** What Node's HTTP parser refuses (an unknown method, a bad header, headers over 16 KB). */
function answerUnreadableRequest(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request headers are larger than 16 KB']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request did not arrive in time']
        : [400, `The request is not valid HTTP (${error.code ?? error.message})`];
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export function createOrigin(logger: OriginLogger): FastifyInstance {
  const app = Fastify({
    logger,
    genReqId: requestIdOf,
    // What the router refuses before any handler runs: bad percent-encoding is a 400.
    frameworkErrors: answerError,
    clientErrorHandler: answerUnreadableRequest,
  });
  app.setErrorHandler(answerError);
  app.addHook('onRequest', refuseNulInPath);
  return app;
}
