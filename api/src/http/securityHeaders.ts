// Headers on every answer of the API, errors and 404s included. The API answers JSON that no page
// should render or frame: a policy that allows nothing, no framing, no referrer. What caches may
// keep: cacheHeaders.ts.
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
}
