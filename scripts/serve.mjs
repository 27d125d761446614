// Serves the built system the way production does:
// - the shell origin (the one URL users open): the shell's files with SPA fallback, /remotes.json,
//   and /api/* passed to the API;
// - an origin that behaves like a CDN: remotes by name and version, hashed assets cached for ever,
//   manifests and remotes.json never cached, CORS open to the shell's origin;
// - a mirror of that CDN on another port (the same folder, the same headers): remotes.json lists
//   both origins and the shell falls back to the second when the first fails.
//   node scripts/serve.mjs [--shell-port 8080] [--cdn-port 8081] [--cdn-mirror-port 8083]
//     [--cdn-dir .cdn] [--api-url http://127.0.0.1:8082]
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { proxyToApi } from './lib/apiProxy.mjs';
import { ROOT } from './lib/run.mjs';
import { fileIn, listen, NO_CACHE, sendFile } from './lib/staticServer.mjs';

const { values } = parseArgs({
  options: {
    'shell-port': { type: 'string', default: process.env.GLOW_SHELL_PORT ?? '8080' },
    'cdn-port': { type: 'string', default: process.env.GLOW_CDN_PORT ?? '8081' },
    'cdn-mirror-port': { type: 'string', default: process.env.GLOW_CDN_MIRROR_PORT ?? '8083' },
    'cdn-dir': { type: 'string', default: '.cdn' },
    'api-url': { type: 'string', default: process.env.GLOW_API_URL ?? 'http://127.0.0.1:8082' },
  },
});
const shellPort = Number(values['shell-port']);
const cdnPorts = [Number(values['cdn-port']), Number(values['cdn-mirror-port'])];
const shellDir = join(ROOT, 'shell', 'dist');
const cdnDir = resolve(ROOT, values['cdn-dir']);
const shellOrigins = new Set([`http://localhost:${shellPort}`, `http://127.0.0.1:${shellPort}`]);

await listen(
  shellPort,
  (request, response) => {
    const { pathname } = new URL(request.url, 'http://shell');
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return proxyToApi(values['api-url'], request, response);
    }
    if (pathname === '/remotes.json') {
      const file = fileIn(cdnDir, '/remotes.json');
      if (!file) return false;
      return sendFile(request, response, file, { 'Cache-Control': 'no-store' });
    }
    const file = fileIn(shellDir, pathname);
    if (file && pathname !== '/index.html') return sendFile(request, response, file);
    if (/\.(js|css|json|map|png|svg|ico|txt|woff2?)$/.test(pathname)) return false; // a missing asset is a 404, not the app
    return sendFile(request, response, join(shellDir, 'index.html'), { 'Cache-Control': NO_CACHE });
  },
  'shell',
);

/** The CDN: both origins serve the same folder with the same headers. */
function serveCdn(request, response) {
  const origin = request.headers.origin;
  const cors = {
    'Access-Control-Allow-Origin':
      origin && shellOrigins.has(origin) ? origin : `http://localhost:${shellPort}`,
    Vary: 'Origin, Accept-Encoding',
  };
  const file = fileIn(cdnDir, new URL(request.url, 'http://cdn').pathname);
  if (!file) return false;
  return sendFile(request, response, file, cors);
}

for (const [index, port] of cdnPorts.entries()) {
  await listen(port, serveCdn, index === 0 ? 'cdn' : 'cdn mirror');
}

console.log(`Glow:  http://localhost:${shellPort}`);
console.log(
  `CDN:   http://localhost:${cdnPorts[0]} and mirror http://localhost:${cdnPorts[1]} (remotes from ${values['cdn-dir']})`,
);
console.log(`API:   http://localhost:${shellPort}/api (passed to ${values['api-url']})`);
