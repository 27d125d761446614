// The page itself: index.html, for every path of the app (the SPA fallback), with the
// Content-Security-Policy that admits its inline scripts. The file is read on every request, so a
// shell deployed while the server runs is served (and allowed) at once.
import type { FastifyReply } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { NO_CACHE } from './cacheControl';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  type ContentSecurityPolicyOptions,
} from './contentSecurityPolicy';

export function shellDocumentSender(shellDir: string, policy: ContentSecurityPolicyOptions) {
  const file = join(shellDir, 'index.html');
  return async function sendShellDocument(reply: FastifyReply) {
    const html = await readFile(file, 'utf8');
    return reply
      .headers({
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': NO_CACHE,
        'Content-Security-Policy': contentSecurityPolicy(policy, inlineScriptHashes(html)),
      })
      .send(html);
  };
}
