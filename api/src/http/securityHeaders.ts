// Headers on every answer of the API, errors and 404s included. The API answers JSON that no page
// should render, frame or cache: a policy that allows nothing, no framing, no referrer, no-store.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Set by the server that terminates TLS for the app's origin (the API answers behind it).
    strictTransportSecurity: false,
  });
  // Answers carry sessions' tokens and people's data (and a public list can carry the voter's own
  // votes): no cache may keep any of them. The browser keeps what it needs in RTK Query.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}
