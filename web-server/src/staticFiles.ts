// Files from a folder, as both kinds of origin serve them: GET and HEAD, ETag and Last-Modified
// for revalidation, brotli (or gzip) for text (files of any size: a file is streamed, so the
// 1 KB threshold applies to the page alone), and the Cache-Control of cacheControl.ts. No Range requests (no client needs part of a script, and ranges of a body
// compressed on the fly are ill-defined); dotfiles (.env and the like) are not served.
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';
import { cacheControlFor } from './cacheControl';

/**
 * Files are compressed as they are sent, so brotli runs at quality 5: within 10 % of the
 * smallest output (quality 11) at about 1/80 of its time (6 ms against 530 ms for the shell's
 * 200 KB vendor chunk).
 */
export const BROTLI_QUALITY = 5;

export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
}

/**
 * Serves `root` at `/`; a path that names no file goes to the context's 404 handler. `vary` is
 * every request header the origin's answers depend on (compression's among them), sent with every
 * answer whether compressed or not, so that no cache hands one client's answer to another.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  { root, vary }: { root: string; vary: string },
) {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Vary', vary);
  });
  await registerCompression(app);
  await app.register(fastifyStatic, {
    root,
    index: false,
    dotfiles: 'ignore',
    acceptRanges: false,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('Cache-Control', cacheControlFor(path));
      // The registered type (RFC 9239), rather than the library's application/javascript.
      if (path.endsWith('.js')) reply.header('Content-Type', 'text/javascript; charset=utf-8');
    },
  });
}
