// A shell build and a CDN folder in a temporary folder, small but shaped like the real ones: an
// index.html with an inline script, hashed and unhashed scripts, remotes.json, a remote's files.
// Beside the two folders lies a file no request may reach.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const SECRET = 'not-for-the-web-7f3a';
export const INLINE_SCRIPT = "window.glowRemotesJson = fetch('/remotes.json');";
/** Compressible and over the 1 KB threshold. */
export const SCRIPT_BODY = `console.log(${JSON.stringify('glow '.repeat(600))});\n`;
export const REMOTE_DIR = 'glow_admin/0.1.0-1a2b3c4d';

export interface SiteFixture {
  shellDir: string;
  cdnDir: string;
  remove(): void;
}

export function createSiteFixture(): SiteFixture {
  const root = mkdtempSync(join(tmpdir(), 'glow-web-'));
  const shellDir = join(root, 'shell');
  const cdnDir = join(root, 'cdn');
  mkdirSync(shellDir);
  mkdirSync(join(cdnDir, REMOTE_DIR), { recursive: true });
  writeFileSync(join(root, 'secret.txt'), SECRET);
  writeFileSync(
    join(shellDir, 'index.html'),
    `<!doctype html><html><head><title>Glow</title><script>${INLINE_SCRIPT}</script>` +
      '<script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(shellDir, 'main.1a2b3c4d.js'), SCRIPT_BODY);
  writeFileSync(join(shellDir, 'mf-manifest.json'), '{}');
  writeFileSync(join(cdnDir, '.env'), SECRET);
  writeFileSync(
    join(cdnDir, 'remotes.json'),
    JSON.stringify({ origins: ['http://localhost:8081'], remotes: [] }),
  );
  writeFileSync(join(cdnDir, REMOTE_DIR, 'remoteEntry.js'), SCRIPT_BODY);
  writeFileSync(join(cdnDir, REMOTE_DIR, 'routes.5e6f7a8b.js'), SCRIPT_BODY);
  // A file the file system cannot open (ELOOP): an error no request should be able to cause.
  symlinkSync('loop.js', join(shellDir, 'loop.js'));
  symlinkSync('loop.js', join(cdnDir, 'loop.js'));
  return { shellDir, cdnDir, remove: () => rmSync(root, { recursive: true, force: true }) };
}
