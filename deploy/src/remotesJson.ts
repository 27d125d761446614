// Checks and writes `/remotes.json`, a file of the contract (RemotesJsonSchema in @glow/contract).
import { RemotesJsonSchema, type RemotesJson } from '@glow/contract';
import { DeployError } from './errors';
import { schemaProblem } from './schemaProblem';
import type { CdnStore, StoredText } from './store/cdnStore';

export const REMOTES_JSON_KEY = 'remotes.json';

/**
 * remotes.json as `store` holds it, checked only as far as every reader needs: JSON with a
 * "remotes" list (its lines are checked by whoever reads them); undefined when there is none.
 */
export async function readStoredRemotesJson(
  store: CdnStore,
): Promise<{ stored: StoredText; origins: unknown; lines: unknown[] } | undefined> {
  const stored = await store.read(REMOTES_JSON_KEY);
  if (!stored) return undefined;
  let value: { origins?: unknown; remotes?: unknown };
  try {
    value = JSON.parse(stored.text) as typeof value;
  } catch {
    throw new DeployError(
      `${REMOTES_JSON_KEY} on ${store.description} is not JSON; fix or delete it`,
    );
  }
  if (!Array.isArray(value.remotes)) {
    throw new DeployError(`${REMOTES_JSON_KEY} on ${store.description} has no "remotes" list`);
  }
  return { stored, origins: value.origins, lines: value.remotes as unknown[] };
}

/** Each remote's live version (name → version) by the store's remotes.json; empty without one. */
export async function readLiveVersions(store: CdnStore): Promise<Map<string, string>> {
  const read = await readStoredRemotesJson(store);
  const live = new Map<string, string>();
  for (const line of read?.lines ?? []) {
    const { name, version } = nameAndVersionOf(line, store);
    live.set(name, version);
  }
  return live;
}

/** A stored line's name and version; a line without them is refused, naming it. */
export function nameAndVersionOf(
  line: unknown,
  store: CdnStore,
): { name: string; version: string } {
  const { name, version } = (line ?? {}) as Record<string, unknown>;
  if (typeof name !== 'string' || typeof version !== 'string') {
    throw new DeployError(
      `${REMOTES_JSON_KEY} on ${store.description} has a line without name and version: ${JSON.stringify(line)}`,
    );
  }
  return { name, version };
}

export class InvalidRemotesJsonError extends Error {}

/**
 * Reads and checks a remotes.json text; throws InvalidRemotesJsonError naming what is wrong. A
 * line without "area" is valid: lines written before remotes declared their paths have none.
 */
export function parseRemotesJson(text: string): RemotesJson {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new InvalidRemotesJsonError('remotes.json is not JSON');
  }
  const problem = schemaProblem(RemotesJsonSchema, value, 'remotes.json');
  if (problem) throw new InvalidRemotesJsonError(problem);
  return value as RemotesJson;
}

/** The text written: fields in a fixed order, remotes sorted by name, so diffs stay small. */
export function serializeRemotesJson({ origins, remotes }: RemotesJson): string {
  const sorted = [...remotes]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ name, version, manifest, entry, preload, area }) => ({
      name,
      version,
      manifest,
      entry,
      preload,
      ...(area ? { area: { label: area.label, home: area.home, paths: area.paths } } : {}),
    }));
  return `${JSON.stringify({ origins, remotes: sorted }, null, 2)}\n`;
}

/** Checks and normalises origins: absolute http(s) URLs without a trailing slash. */
export function normalizeOrigins(origins: string[]): string[] {
  if (origins.length === 0) throw new Error('At least one CDN origin is needed');
  return origins.map((origin) => {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      throw new Error(`Not a URL: "${origin}" (a CDN origin looks like http://localhost:8081)`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new Error(`A CDN origin must be http(s): "${origin}"`);
    }
    return origin.replace(/\/+$/, '');
  });
}

/** Where a listing's path points for one origin (an absolute URL is used as is). */
export function urlAt(origin: string | undefined, path: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || origin === undefined) return path;
  return `${origin}/${path.replace(/^\/+/, '')}`;
}
