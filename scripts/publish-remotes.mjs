// Publishes every built remote (<remote>/dist) to the local CDN folder and points remotes.json at
// the new versions, through the deploy package (deploy/src/cli.ts, `publish-all`): versions are
// immutable, unchanged builds are not copied again, remotes.json lists both CDN origins.
//   node scripts/publish-remotes.mjs [--cdn-dir .cdn] [--origin http://localhost:8081 --origin http://localhost:8083]
// GLOW_CDN_ORIGINS (comma-separated) replaces the default origins when no --origin is given.
import { run } from './lib/run.mjs';

run('node', ['deploy/bin/glow-deploy.mjs', 'publish-all', ...process.argv.slice(2)]);
