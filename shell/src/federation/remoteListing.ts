/** One line of /remotes.json: where the current version of a remote lives. */
export interface RemoteListing {
  name: string;
  version: string;
  manifest: string;
}

function isListing(value: unknown): value is RemoteListing {
  if (!value || typeof value !== 'object') return false;
  const { name, version, manifest } = value as Record<string, unknown>;
  return typeof name === 'string' && typeof version === 'string' && typeof manifest === 'string';
}

/** Reads /remotes.json (never cached: deploying a remote changes it). */
export async function fetchRemoteListings(): Promise<RemoteListing[]> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  const body = (await response.json()) as { remotes?: unknown };
  if (!Array.isArray(body.remotes) || !body.remotes.every(isListing)) {
    throw new Error('/remotes.json is not a list of { name, version, manifest }');
  }
  return body.remotes;
}
