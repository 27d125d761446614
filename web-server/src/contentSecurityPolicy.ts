// The shell's Content-Security-Policy: what its page may load and talk to, and nothing else.
// - scripts: the shell's own files, the remotes from the CDN origins and the inline scripts of
//   index.html, each by its hash (index.html is a static file: a per-request nonce would need a
//   server that rewrites it, which a bucket behind a CDN is not);
// - styles: inline, because styled-components writes <style> elements at run time in the shell and
//   in every remote; a nonce would again need a rewritten index.html. Inline styles can restyle
//   a page but cannot run code;
// - images: data: URLs (the favicon, QR codes drawn in the browser) and Xaman's QR codes;
// - connections: the API and remotes.json on this origin, Xaman's status websockets.
import { createHash } from 'node:crypto';

export interface ContentSecurityPolicyOptions {
  /** The origins the shell loads remotes from: those remotes.json lists. */
  cdnOrigins: readonly string[];
  /** Where browsers reach Xaman: its QR images and, over ws(s), its status websockets. */
  xamanUrl: string;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The CSP source of every inline script of an HTML document (`'sha256-…'`). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes ?? ''))
    .map(
      ([, , body]) =>
        `'sha256-${createHash('sha256')
          .update(body ?? '')
          .digest('base64')}'`,
    );
}

/** The origin of Xaman's status websockets: ws: for http:, wss: for https:. */
function websocketOrigin(url: URL): string {
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

export function contentSecurityPolicy(
  { cdnOrigins, xamanUrl }: ContentSecurityPolicyOptions,
  scriptHashes: readonly string[],
): string {
  const xaman = new URL(xamanUrl);
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'none'"],
    'script-src': ["'self'", ...cdnOrigins, ...scriptHashes],
    'style-src': ["'unsafe-inline'"],
    'img-src': ['data:', xaman.origin],
    'connect-src': ["'self'", websocketOrigin(xaman)],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
