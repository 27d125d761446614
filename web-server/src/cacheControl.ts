// How long browsers and caches may keep a file: a hashed asset never changes under its name, so it
// is kept for a year; remotes.json, which a deploy switches, is never kept (as deploy writes it to
// S3); anything else (index.html, remoteEntry.js, manifests) must be revalidated.
import { basename } from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
export const NO_STORE = 'no-store';

export function cacheControlFor(filePath: string): string {
  if (basename(filePath) === 'remotes.json') return NO_STORE;
  return /\.[0-9a-f]{8}\.js$/.test(filePath) ? IMMUTABLE : NO_CACHE;
}
