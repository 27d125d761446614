// The five remotes (tooling/remotes.cjs is the one list) and the names people type for them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { DeployError } from './errors';

export interface RemoteInfo {
  /** The container name, e.g. glow_admin. */
  name: string;
  /** Its folder in the repository, e.g. remote-admin. */
  dir: string;
}

export function listRemotes(root: string): RemoteInfo[] {
  const require = createRequire(join(root, 'package.json'));
  const { REMOTES } = require('./tooling/remotes.cjs') as { REMOTES: RemoteInfo[] };
  return REMOTES.map(({ name, dir }) => ({ name, dir }));
}

/** `admin`, `remote-admin` or `glow_admin` → the admin remote; anything else is refused. */
export function findRemote(remotes: RemoteInfo[], typed: string | undefined): RemoteInfo {
  const wanted = (typed ?? '').trim().replace(/\/+$/, '');
  const found = remotes.find(
    (remote) =>
      remote.name === wanted ||
      remote.dir === wanted ||
      remote.dir === `remote-${wanted}` ||
      remote.name === `glow_${wanted}`,
  );
  if (found) return found;
  const valid = remotes.map((remote) => remote.dir.replace(/^remote-/, '')).join(', ');
  throw new DeployError(
    typed
      ? `Unknown remote "${typed}". Valid remotes: ${valid} (or their folders remote-…, or containers glow_…)`
      : `Name the remote to deploy: one of ${valid}`,
  );
}

export function packageVersion(root: string, remote: RemoteInfo): string {
  const { version } = JSON.parse(readFileSync(join(root, remote.dir, 'package.json'), 'utf8')) as {
    version?: string;
  };
  if (!version) throw new DeployError(`${remote.dir}/package.json has no version`);
  return version;
}
