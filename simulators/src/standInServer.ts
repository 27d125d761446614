// The Fastify server of every stand-in but S3 (which answers as S3 does): request targets read
// alike (xumm-sdk's "//api/v1/…" included), bodies kept as text for each route to read as its
// service does, `{ message }` answers for what it refuses or does not have, and nothing cached.
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { boundPort } from './listen';
import {
  BODY_TOO_LARGE,
  MAX_BODY_BYTES,
  normalisedPath,
  RequestError,
  requestPath,
  targetUrl,
} from './http';

/**
 * No limit of its own on a path segment (Fastify's is 100 characters): Node's 16 KB limit on the
 * request head bounds it, and a long id is answered as the service answers an unknown one.
 */
const MAX_PARAM_LENGTH = 16 * 1024;

/** The 400 for a request target that is no URL, or null when it is one. */
function unreadableTarget(request: FastifyRequest): RequestError | null {
  return targetUrl(request.originalUrl)
    ? null
    : new RequestError(`The request target is not a URL: ${request.originalUrl}`, 400);
}

/** `name` names the stand-in in its console and in 500 answers, e.g. "Xaman stand-in". */
export function createStandInServer(name: string): FastifyInstance {
  function answerError(
    error: FastifyError | RequestError,
    _request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (error instanceof RequestError) {
      return reply.code(error.status).send({ message: error.message });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ message: BODY_TOO_LARGE });
    }
    // What Fastify refuses before a route runs: a path that is not percent-encoded UTF-8, say.
    if (error.statusCode !== undefined && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ message: error.message });
    }
    console.error(`${name}: ${error.stack ?? String(error)}`);
    return reply.code(500).send({ message: `The ${name} failed; see its console` });
  }

  const app = Fastify({
    logger: false,
    bodyLimit: MAX_BODY_BYTES,
    // A method a route does not declare is refused, HEAD included.
    exposeHeadRoutes: false,
    // close() ends kept-alive connections, and requests left unanswered, instead of waiting.
    forceCloseConnections: true,
    // Routes see the target's path with runs of slashes collapsed (an absolute-form target's too);
    // one that is no URL keeps its text, for the answer to name it.
    rewriteUrl: (request) => {
      const url = targetUrl(request.url);
      return url ? `${normalisedPath(url)}${url.search}` : (request.url ?? '/');
    },
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // The router refuses some targets that are no URL ("http://[/") before the hook below sees them.
    frameworkErrors: (error, request, reply) =>
      answerError(unreadableTarget(request) ?? error, request, reply),
  });

  // Each route reads the body as its service does (JSON, a form, JSON-RPC with rippled's errors),
  // whatever the Content-Type says.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.addHook('onRequest', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const refusal = unreadableTarget(request);
    if (refusal) throw refusal;
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ message: `Not found: ${requestPath(request)}` }),
  );
  app.setErrorHandler(answerError);
  return app;
}

/** Listens on the host and port (0 picks a free one) and answers the port it got. */
export async function listenOn(
  app: FastifyInstance,
  name: string,
  port: number,
  host: string,
): Promise<number> {
  await app.listen({ port, host });
  app.server.on('error', (error) => console.error(`${name}: ${error.message}`));
  return boundPort(app.server);
}
