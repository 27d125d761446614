// The shell origin, the one URL users open: the shell's files, the page itself for every other
// path (the SPA fallback), /remotes.json from the CDN folder (with a browser's preview), and /api/*
// passed to the API.
import type { CdnStore } from '@glow/deploy/preview';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerApiProxy } from './apiProxy';
import { remotesJsonSender } from './previewRemotes';
import type { ContentSecurityPolicyOptions } from './contentSecurityPolicy';
import { sendNotFound } from './errorAnswers';
import { createOrigin, type OriginLogger } from './origin';
import { addSecurityHeaders } from './securityHeaders';
import { createServerRendering } from './serverRendering';
import { shellDocumentSender } from './shellDocument';
import { registerStaticFiles } from './staticFiles';

export interface ShellOriginOptions {
  /** The shell's build (shell/dist). */
  shellDir: string;
  /** The CDN folder, whose remotes.json the shell origin serves too. */
  cdnDir: string;
  /** Where /api/* goes. */
  apiUrl: string;
  policy: ContentSecurityPolicyOptions;
  logger: OriginLogger;
  /** Checks the previews the API signs (previewRemotes.ts); without it, none is served. */
  previewSecret?: string;
  /** Where /remotes.json and previewed versions are read (the remotes' bucket); else cdnDir. */
  remotesStore?: CdnStore;
}

/** A missing file of these kinds is a 404, not the app. */
const ASSET_PATH = /\.(?:js|css|json|map|png|svg|ico|txt|woff2?)$/;

function wantsThePage(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0] ?? '';
  return (request.method === 'GET' || request.method === 'HEAD') && !ASSET_PATH.test(path);
}

export async function buildShellOrigin(options: ShellOriginOptions): Promise<FastifyInstance> {
  const app = createOrigin(options.logger);
  const rendering = createServerRendering({
    ...options,
    renderAtStart: true,
    onRenderFailure: (path, error, apiStarting) =>
      apiStarting
        ? app.log.debug({ path, err: error }, 'The page waits for the API to render')
        : app.log.warn({ path, err: error }, 'The page was left to the browser: its render failed'),
  });
  await registerApiProxy(app, options.apiUrl, rendering.dataChanged);
  await app.register(async (site) => {
    site.addHook('onRequest', addSecurityHeaders);
    await registerStaticFiles(site, { root: options.shellDir, vary: 'accept-encoding' });
    const sendShellDocument = shellDocumentSender(
      options.shellDir,
      options.policy,
      rendering.pageHtml,
    );
    for (const path of ['/', '/index.html']) {
      site.get(path, (_request, reply) => sendShellDocument(reply, '/'));
    }
    site.get('/remotes.json', remotesJsonSender(options));
    site.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) =>
      wantsThePage(request)
        ? sendShellDocument(reply, request.url.split('?', 1)[0])
        : sendNotFound(request, reply),
    );
  });
  return app;
}
