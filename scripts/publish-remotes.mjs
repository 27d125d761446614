// Publishes every built remote to the local CDN folder and points remotes.json at the new versions.
//   node scripts/publish-remotes.mjs [--cdn-dir .cdn] [--origin http://localhost:8081]
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import { publishRemote } from './lib/cdn.mjs';
import { ROOT } from './lib/run.mjs';

const { REMOTES } = createRequire(import.meta.url)('../tooling/remotes.cjs');
const { values } = parseArgs({
  options: {
    'cdn-dir': { type: 'string', default: '.cdn' },
    origin: { type: 'string', default: process.env.GLOW_CDN_ORIGIN ?? 'http://localhost:8081' },
  },
});

for (const remote of REMOTES) {
  const dir = join(ROOT, remote.dir);
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const listing = publishRemote({
    cdnDir: resolve(ROOT, values['cdn-dir']),
    origin: values.origin,
    name: remote.name,
    distDir: join(dir, 'dist'),
    packageVersion: version,
  });
  console.log(`published ${listing.name}@${listing.version} -> ${listing.manifest}`);
}
