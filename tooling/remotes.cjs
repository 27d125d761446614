const path = require('node:path');
const { readAreaDeclaration } = require('./remoteArea.cjs');

// The five remotes: container name, folder, and the port `pnpm dev` serves each on.
const REMOTES = [
  { name: 'glow_public', dir: 'remote-public', devPort: 3001 },
  { name: 'glow_admin', dir: 'remote-admin', devPort: 3002 },
  { name: 'glow_judge', dir: 'remote-judge', devPort: 3003 },
  { name: 'glow_scout', dir: 'remote-scout', devPort: 3004 },
  { name: 'glow_contributor', dir: 'remote-contributor', devPort: 3005 },
];

/**
 * remotes.json for `pnpm dev` (RemotesJsonSchema of contract/src/remotesJson.ts): every remote
 * straight from its dev server, by absolute URLs, so no CDN origin is needed, with the area its
 * package.json declares. Dev builds have no hashed names to preload: the shell loads ./routes
 * through the entry.
 */
function devRemoteListings() {
  return {
    origins: [],
    remotes: REMOTES.map(({ name, dir, devPort }) => ({
      name,
      version: 'dev',
      manifest: `http://localhost:${devPort}/mf-manifest.json`,
      entry: `http://localhost:${devPort}/remoteEntry.js`,
      preload: [],
      area: readAreaDeclaration(path.join(__dirname, '..', dir)),
    })),
  };
}

module.exports = { REMOTES, devRemoteListings };
