// remotes.json as one previewing browser gets it: the live file with the previewed remotes' lines
// replaced by those of their uploaded versions, each marked `"preview": true`.
import type { RemoteListing } from '@glow/contract';
import { sharedPrefix } from '../areaDeclaration';
import { REMOTES_JSON_KEY } from '../remotesJson';
import type { CdnStore } from '../store/cdnStore';
import { readVersionListing } from '../versionListing';
import type { PreviewVersions } from './previewToken';

export interface PreviewedRemotesJson {
  /** remotes.json's text, previewed lines in place; undefined when there is no remotes.json. */
  text: string | undefined;
  /** The versions that could not be previewed, and why (not uploaded, a prefix conflict). */
  ignored: { name: string; version: string; reason: string }[];
}

/**
 * Replaces the lines of the previewed remotes. A version that is not on the store, or that
 * declares a path prefix another live remote serves, is ignored: the browser gets the live line.
 */
export async function previewRemotesJson(
  store: CdnStore,
  versions: PreviewVersions,
): Promise<PreviewedRemotesJson> {
  const stored = await store.read(REMOTES_JSON_KEY);
  if (!stored) return { text: undefined, ignored: [] };
  const live = JSON.parse(stored.text) as { origins: unknown; remotes: RemoteListing[] };
  const ignored: PreviewedRemotesJson['ignored'] = [];
  let remotes: RemoteListing[] = live.remotes;
  for (const [name, version] of Object.entries(versions)) {
    const listing = await readVersionListing(store, name, version).catch(() => undefined);
    if (!listing) {
      ignored.push({ name, version, reason: 'not uploaded' });
      continue;
    }
    const conflict = sharedPrefix(listing, remotes);
    if (conflict) {
      ignored.push({
        name,
        version,
        reason: `declares ${conflict.prefix}, which ${conflict.remote} serves`,
      });
      continue;
    }
    remotes = [...remotes.filter((remote) => remote.name !== name), { ...listing, preview: true }];
  }
  return { text: `${JSON.stringify({ origins: live.origins, remotes })}\n`, ignored };
}
