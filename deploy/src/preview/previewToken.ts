// A preview: one browser loads uploaded versions of some remotes instead of the live ones. It is a
// signed cookie, so only who holds the secret (the API, for an admin or a deploy's check) can set
// it, and it names versions, never URLs: the web server builds their lines from the CDN store.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const PREVIEW_COOKIE = 'glow_preview';

/** Container name → version; both as remotes.json names them. */
export type PreviewVersions = Record<string, string>;

export interface Preview {
  remotes: PreviewVersions;
  /** When the cookie stops counting (seconds since 1970, as a cookie's Max-Age is counted). */
  expiresAt: number;
}

const NAME = /^glow_[a-z][a-z0-9_]{0,40}$/;
// What buildVersion makes (package version, a hash): no slash, no "..", nothing to escape.
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,80}$/;
const FORMAT = 'v1';

/** A secret too short to resist guessing is refused where it is configured. */
export const MIN_SECRET_LENGTH = 32;

export function isPreviewName(name: string): boolean {
  return NAME.test(name);
}

export function isPreviewVersion(version: string): boolean {
  return VERSION.test(version) && !version.includes('..');
}

function signature(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`${FORMAT}.${payload}`).digest();
}

/** The cookie's value for a preview. */
export function signPreview(preview: Preview, secret: string): string {
  const payload = Buffer.from(JSON.stringify(preview)).toString('base64url');
  return `${FORMAT}.${payload}.${signature(secret, payload).toString('base64url')}`;
}

function isPreview(value: unknown): value is Preview {
  if (!value || typeof value !== 'object') return false;
  const { remotes, expiresAt } = value as Record<string, unknown>;
  return (
    typeof expiresAt === 'number' &&
    !!remotes &&
    typeof remotes === 'object' &&
    !Array.isArray(remotes) &&
    Object.entries(remotes).every(
      ([name, version]) =>
        isPreviewName(name) && typeof version === 'string' && isPreviewVersion(version),
    )
  );
}

/**
 * The preview a cookie value holds, when its signature is right and it has not expired;
 * undefined for anything else (a forged, altered, old or malformed value).
 */
export function readPreview(
  value: string | undefined,
  secret: string,
  now: Date = new Date(),
): Preview | undefined {
  const [format, payload, given, ...rest] = (value ?? '').split('.');
  if (format !== FORMAT || !payload || !given || rest.length > 0) return undefined;
  const expected = signature(secret, payload);
  const received = Buffer.from(given, 'base64url');
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) {
    return undefined;
  }
  let preview: unknown;
  try {
    preview = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isPreview(preview) || preview.expiresAt * 1000 <= now.getTime()) return undefined;
  return preview;
}

/** The value of one cookie in a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
