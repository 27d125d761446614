import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** A version that changes exactly when the build changes: package version plus a content hash. */
export function buildVersion(packageVersion, distDir) {
  const hash = createHash('sha256');
  for (const file of filesUnder(distDir)) {
    hash.update(relative(distDir, file));
    hash.update(readFileSync(file));
  }
  return `${packageVersion}-${hash.digest('hex').slice(0, 8)}`;
}

export function readRemotesJson(cdnDir) {
  const file = join(cdnDir, 'remotes.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { remotes: [] };
}

/** Replaces the file in one step, so a reader never sees half of it. */
export function writeRemotesJson(cdnDir, remotesJson) {
  const file = join(cdnDir, 'remotes.json');
  writeFileSync(`${file}.tmp`, `${JSON.stringify(remotesJson, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

/**
 * Uploads one remote's build under an immutable versioned path and points remotes.json at it.
 * Returns the listing written.
 */
export function publishRemote({ cdnDir, origin, name, distDir, packageVersion }) {
  const version = buildVersion(packageVersion, distDir);
  const target = join(cdnDir, name, version);
  if (!existsSync(target)) {
    mkdirSync(join(cdnDir, name), { recursive: true });
    cpSync(distDir, `${target}.partial`, { recursive: true });
    renameSync(`${target}.partial`, target);
  }
  const base = `${name}/${version}`;
  const manifest = JSON.parse(readFileSync(join(target, 'mf-manifest.json'), 'utf8'));
  const routes = manifest.exposes.find((expose) => expose.name === 'routes');
  const listing = {
    name,
    version,
    manifest: `${base}/mf-manifest.json`,
    entry: `${base}/${manifest.metaData.remoteEntry.name}`,
    preload: routes.assets.js.sync.map((file) => `${base}/${file}`),
  };
  const current = readRemotesJson(cdnDir);
  const others = current.remotes.filter((remote) => remote.name !== name);
  writeRemotesJson(cdnDir, {
    origins: [origin],
    remotes: [...others, listing].sort((a, b) => a.name.localeCompare(b.name)),
  });
  return listing;
}
