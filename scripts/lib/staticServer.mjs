import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.json', '.css', '.svg', '.map']);
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** A hashed asset never changes under its name; anything else must be revalidated. */
export function cacheControlFor(filePath) {
  return /\.[0-9a-f]{8}\.js$/.test(filePath) ? IMMUTABLE : NO_CACHE;
}

const compressed = new Map();

function encode(filePath, body, acceptEncoding) {
  if (!COMPRESSIBLE.has(extname(filePath)) || body.length < 1024) return { body };
  const encoding = /\bbr\b/.test(acceptEncoding)
    ? 'br'
    : /\bgzip\b/.test(acceptEncoding)
      ? 'gzip'
      : null;
  if (!encoding) return { body };
  const key = `${encoding}:${filePath}:${statSync(filePath).mtimeMs}`;
  if (!compressed.has(key)) {
    compressed.set(
      key,
      encoding === 'br' ? brotliCompressSync(body) : gzipSync(body, { level: 9 }),
    );
  }
  return { body: compressed.get(key), encoding };
}

/** Resolves a URL path inside root, or null when it would leave root or names no file. */
export function fileIn(root, urlPath) {
  const path = normalize(join(root, decodeURIComponent(urlPath)));
  if (path !== root && !path.startsWith(root + sep)) return null;
  return existsSync(path) && statSync(path).isFile() ? path : null;
}

export function sendFile(request, response, filePath, headers = {}) {
  const { body, encoding } = encode(
    filePath,
    readFileSync(filePath),
    request.headers['accept-encoding'] ?? '',
  );
  response.writeHead(200, {
    'Content-Type': TYPES[extname(filePath)] ?? 'application/octet-stream',
    'Cache-Control': cacheControlFor(filePath),
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    Vary: 'Accept-Encoding',
    ...headers,
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

export function sendJson(response, status, value) {
  response.writeHead(status, { 'Content-Type': TYPES['.json'], 'Cache-Control': NO_CACHE });
  response.end(JSON.stringify(value));
}

/** An HTTP server whose handler returns false for "not mine": that answers 404. */
export function listen(port, handler, name) {
  const server = createServer((request, response) => {
    Promise.resolve(handler(request, response))
      .then((handled) => {
        if (handled === false) sendJson(response, 404, { message: `Not found: ${request.url}` });
      })
      .catch((error) => {
        console.error(`${name}: ${request.method} ${request.url} failed`, error);
        if (!response.headersSent) sendJson(response, 500, { message: 'Internal server error' });
      });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '0.0.0.0', () => resolve(server));
  });
}
