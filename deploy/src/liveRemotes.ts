// The remotes side of a shell deploy: the versions remotes.json makes live on the CDN store and
// what each needs of the shell, read from that version's mf-manifest.json (and glow-shared.json,
// when its build wrote one) on the same store.
import { DeployError } from './errors';
import { MANIFEST_FILE } from './manifest';
import { nameAndVersionOf, readStoredRemotesJson } from './remotesJson';
import type { RemoteNeeds } from './sharedCompatibility';
import { readSharedPackages, readSharedUses, SHARED_USES_FILE } from './sharedVersions';
import { joinKey, type CdnStore } from './store/cdnStore';

/** The live versions of remotes.json on `store` (none when it has no remotes.json). */
async function liveVersions(store: CdnStore): Promise<Array<{ name: string; version: string }>> {
  const read = await readStoredRemotesJson(store);
  return read ? read.lines.map((line) => nameAndVersionOf(line, store)) : [];
}

/** What a version of a remote already on `store` needs of the shell. */
export async function readStoredRemoteNeeds(
  store: CdnStore,
  name: string,
  version: string,
): Promise<RemoteNeeds> {
  const manifestKey = joinKey(name, version, MANIFEST_FILE);
  const [manifest, uses] = await Promise.all([
    store.read(manifestKey),
    store.read(joinKey(name, version, SHARED_USES_FILE)),
  ]);
  if (!manifest) {
    throw new DeployError(
      `${name} ${version} is listed in remotes.json but ${manifestKey} is not on ${store.description}: what it needs of the shell is unknown`,
    );
  }
  return {
    name,
    version,
    packages: readSharedPackages(manifest.text, `${manifestKey} on ${store.description}`),
    uses: readSharedUses(uses?.text),
  };
}

/** What every live remote on `store` needs of the shell. */
export async function readLiveRemotes(store: CdnStore): Promise<RemoteNeeds[]> {
  const live = await liveVersions(store);
  return Promise.all(live.map(({ name, version }) => readStoredRemoteNeeds(store, name, version)));
}
