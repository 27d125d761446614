// A CDN origin: the remotes by name and version from the CDN folder, with the caching of
// cacheControl.ts and CORS for the shell's origin (the federation runtime reads some files with
// fetch). The mirror is a second origin of the same kind on the same folder.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from './errorAnswers';
import { createOrigin, type OriginLogger } from './origin';
import { registerStaticFiles } from './staticFiles';

export interface CdnOriginOptions {
  cdnDir: string;
  /** The shell's origins; the first is named to every other caller. */
  shellOrigins: readonly string[];
  logger: OriginLogger;
}

export async function buildCdnOrigin(options: CdnOriginOptions): Promise<FastifyInstance> {
  const app = createOrigin(options.logger);
  app.setNotFoundHandler(sendNotFound);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const { origin } = request.headers;
    reply.headers({
      'Access-Control-Allow-Origin':
        origin && options.shellOrigins.includes(origin) ? origin : options.shellOrigins[0],
      'X-Content-Type-Options': 'nosniff',
    });
  });
  await registerStaticFiles(app, { root: options.cdnDir, vary: 'origin, accept-encoding' });
  return app;
}
