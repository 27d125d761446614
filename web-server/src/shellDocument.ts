// The page itself: index.html, for every path of the app (the SPA fallback), with the
// Content-Security-Policy that admits its inline scripts. The file is read on every request, so a
// shell deployed while the server runs is served (and allowed) at once.
import type { FastifyReply } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { NO_CACHE } from './cacheControl';
import type { PublicPageHtml } from './serverRendering';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  type ContentSecurityPolicyOptions,
} from './contentSecurityPolicy';

/** The document with a page rendered on the server in it, and the version it was rendered with. */
export function withRenderedPage(document: string, rendered: PublicPageHtml): string {
  const { head, styleTags, html } = rendered.page;
  // Escaped so that no text in the answers can end the script.
  const rendering = JSON.stringify(rendered.page.rendering).replace(/</g, '\\u003c');
  const marker = `<script>window.glowServerRendered=${rendering}</script>`;
  // Replaced by functions: a `$` in the page's text is not a replacement pattern.
  const withHead = head
    ? document
        .replace(/<meta name="description"[^>]*>/, '')
        .replace(/<title>[^<]*<\/title>/, () => head)
    : document;
  return (
    withHead
      .replace('</head>', () => `${styleTags}${marker}</head>`)
      // The page reads without JavaScript: the note that it needs it goes.
      .replace(/<noscript>[^<]*<\/noscript>/, '')
      .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`)
  );
}

export function shellDocumentSender(
  shellDir: string,
  policy: ContentSecurityPolicyOptions,
  publicPageHtml?: (path: string) => Promise<PublicPageHtml | undefined>,
) {
  const file = join(shellDir, 'index.html');
  return async function sendShellDocument(reply: FastifyReply, path = '/') {
    const document = await readFile(file, 'utf8');
    const rendered = await publicPageHtml?.(path);
    const html = rendered ? withRenderedPage(document, rendered) : document;
    // The scripts allowed are the document's own and the marker, never one in the rendered page.
    const allowed = rendered
      ? withRenderedPage(document, { ...rendered, page: { ...rendered.page, html: '' } })
      : document;
    return reply
      .headers({
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': NO_CACHE,
        'Content-Security-Policy': contentSecurityPolicy(policy, inlineScriptHashes(allowed)),
      })
      .send(html);
  };
}
