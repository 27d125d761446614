// The line of remotes.json that an uploaded version would have, read back from the store: its
// manifest names the entry and the files of ./routes, its glow-area.json the paths it serves.
import type { RemoteListing } from '@glow/contract';
import { AREA_FILE, parseAreaDeclaration } from './areaDeclaration';
import { DeployError } from './errors';
import { MANIFEST_FILE, resolveManifest } from './manifest';
import { joinKey, type CdnStore } from './store/cdnStore';

/**
 * The listing of `name@version` on the store, with its area when the version has one (versions
 * uploaded before remotes declared their paths have none); undefined when the version is not
 * there (its manifest, uploaded last, is missing).
 */
export async function readVersionListing(
  store: CdnStore,
  name: string,
  version: string,
): Promise<RemoteListing | undefined> {
  const base = joinKey(name, version);
  const manifestKey = joinKey(base, MANIFEST_FILE);
  const stored = await store.read(manifestKey);
  if (!stored) return undefined;
  const resolved = resolveManifest(stored.text, name, manifestKey);
  const areaKey = joinKey(base, AREA_FILE);
  const areaText = await store.read(areaKey);
  return {
    name,
    version,
    manifest: manifestKey,
    entry: joinKey(base, resolved.entry),
    preload: resolved.preload.map((file) => joinKey(base, file)),
    ...(areaText ? { area: parseAreaDeclaration(areaText.text, areaKey) } : {}),
  };
}

/** As readVersionListing, for a version remotes.json lists: a missing one is an error. */
export async function requireVersionListing(
  store: CdnStore,
  name: string,
  version: string,
): Promise<RemoteListing> {
  const listing = await readVersionListing(store, name, version);
  if (!listing) {
    throw new DeployError(
      `${name}@${version} is listed in remotes.json but ${joinKey(name, version, MANIFEST_FILE)} is not on ${store.description}`,
    );
  }
  return listing;
}
