// Reading a build folder: its files, the version that names its content, their HTTP headers.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';

export interface BuildFile {
  /** The path inside the build, with forward slashes, e.g. "assets/main.1a2b3c4d.js". */
  name: string;
  /** Where it is on this machine. */
  path: string;
}

export async function filesUnder(dir: string): Promise<BuildFile[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { name: relative(dir, path).split(sep).join('/'), path };
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** A version that changes exactly when the build changes: package version plus a content hash. */
export async function buildVersion(packageVersion: string, files: BuildFile[]): Promise<string> {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file.name);
    hash.update('\0');
    hash.update(await readFile(file.path));
  }
  return `${packageVersion}-${hash.digest('hex').slice(0, 8)}`;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

export function contentTypeFor(name: string): string {
  return CONTENT_TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream';
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
export const NO_STORE = 'no-store';

/** A name carrying a content hash (webpack's [contenthash:8]) never changes under that name. */
export function isHashed(name: string): boolean {
  return /\.[0-9a-f]{8,}\./.test(name.slice(name.lastIndexOf('/') + 1));
}

/** Hashed files are cached for ever; anything else (entries, manifests, HTML) is revalidated. */
export function cacheControlFor(name: string): string {
  return isHashed(name) ? IMMUTABLE : NO_CACHE;
}
