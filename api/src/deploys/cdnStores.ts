// The CDN stores the API reaches, as the deploy tooling reaches them: the remotes' (remotes.json,
// every remote's versions and deployment history) and the live shell's (its mf-manifest.json).
// The automatic rollback uses them; anything else that reads or switches published versions may.
import { FolderStore, S3Store, type CdnStore } from '@glow/deploy';
import type { CdnConfig, CdnLocation } from '../config';

export interface CdnStores {
  remotes: CdnStore;
  /** Absent: nothing is checked against the live shell's shared versions. */
  shell?: CdnStore;
}

function storeAt(location: CdnLocation): CdnStore {
  if (location.kind === 'folder') return new FolderStore(location.dir);
  return new S3Store({
    bucket: location.bucket,
    bucketVariable: location.bucketVariable,
    region: location.region,
    forcePathStyle: location.forcePathStyle,
    ...(location.endpoint ? { endpoint: location.endpoint } : {}),
    ...(location.prefix ? { prefix: location.prefix } : {}),
  });
}

/** The configured stores; undefined when no remotes' store is configured. Close them with closeCdnStores. */
export function createCdnStores(config: CdnConfig): CdnStores | undefined {
  if (!config.remotes) return undefined;
  return {
    remotes: storeAt(config.remotes),
    ...(config.shell ? { shell: storeAt(config.shell) } : {}),
  };
}

/** Lets the process end: closes the stores' connections (a bucket's). */
export function closeCdnStores(stores: CdnStores | undefined): void {
  stores?.remotes.close?.();
  stores?.shell?.close?.();
}

/** "folder /srv/cdn", "bucket glow-cdn": where a store is, for the log. */
export function describeStores(stores: CdnStores): { remotes: string; shell: string | null } {
  return {
    remotes: stores.remotes.description,
    shell: stores.shell?.description ?? null,
  };
}
