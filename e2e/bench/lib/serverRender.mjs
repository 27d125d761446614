// The web origin's side of the public pages: how long it renders a page when its 60 s copy has
// expired (the shell's renderer, warm, called as web-server/src/serverRendering.ts calls it, with
// the page's calls answered by the bench's API), and how many bytes the document it serves is.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { gzipSize } from './gzipSize.mjs';

const WARM_UP_RENDERS = 3;

/** Milliseconds of each of `renders` renders of each path, after a few unmeasured ones. */
export async function measureServerRenders({ shellDir, cdnDir, apiOrigin, paths, renders }) {
  const { render } = createRequire(import.meta.url)(join(shellDir, 'server', 'render.js'));
  const remotesJson = JSON.parse(readFileSync(join(cdnDir, 'remotes.json'), 'utf8'));
  const times = {};
  for (const path of paths) {
    const request = { url: `http://glow.invalid${path}`, apiOrigin, remotesJson };
    for (let i = 0; i < WARM_UP_RENDERS; i += 1) await render(request);
    times[path] = [];
    for (let i = 0; i < renders; i += 1) {
      const started = performance.now();
      await render(request);
      times[path].push(performance.now() - started);
    }
  }
  return times;
}

/** The document the shell origin serves for a path: its bytes raw, gzip and brotli. */
export async function documentSize(shellOrigin, path) {
  const response = await fetch(`${shellOrigin}${path}`);
  const body = Buffer.from(await response.arrayBuffer());
  return {
    rendered: body.includes('window.glowServerRendered'),
    raw: body.length,
    gzip: gzipSize(body),
    brotli: brotliCompressSync(body).length,
  };
}
