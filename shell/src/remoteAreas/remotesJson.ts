import type { AreaDeclaration, RemoteListing, RemotesJson } from '@glow/contract';

const isString = (value: unknown): value is string => typeof value === 'string';

function isArea(value: unknown): value is AreaDeclaration {
  if (!value || typeof value !== 'object') return false;
  const { label, home, paths } = value as Record<string, unknown>;
  return (
    isString(label) &&
    isString(home) &&
    Array.isArray(paths) &&
    paths.every((path) => isString(path) && path.startsWith('/'))
  );
}

/** A line of remotes.json; `area` is absent from lines written before remotes declared it. */
function isListing(value: unknown): value is RemoteListing {
  if (!value || typeof value !== 'object') return false;
  const { name, version, manifest, entry, preload, area } = value as Record<string, unknown>;
  return (
    [name, version, manifest, entry].every(isString) &&
    Array.isArray(preload) &&
    preload.every(isString) &&
    (area === undefined || isArea(area))
  );
}

declare global {
  interface Window {
    /** The request for /remotes.json that index.html starts before any script has loaded. */
    glowRemotesJson?: Promise<Response>;
  }
}

/** The request index.html started, the first time; later reads ask again. */
function requestRemotesJson(): Promise<Response> {
  const early = window.glowRemotesJson;
  delete window.glowRemotesJson;
  return early ?? fetch('/remotes.json', { cache: 'no-store' });
}

/** Reads /remotes.json (never cached: deploying a remote changes it). */
export async function fetchRemotesJson(): Promise<RemotesJson> {
  const response = await requestRemotesJson();
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  const body = (await response.json()) as Partial<Record<keyof RemotesJson, unknown>>;
  if (!Array.isArray(body.origins) || !body.origins.every(isString)) {
    throw new Error('/remotes.json has no list of CDN origins');
  }
  if (!Array.isArray(body.remotes) || !body.remotes.every(isListing)) {
    throw new Error(
      '/remotes.json is not a list of { name, version, manifest, entry, preload, area? }',
    );
  }
  return { origins: body.origins, remotes: body.remotes };
}

/** Where a listed file is on one origin (an absolute URL stays as it is). */
export function urlOn(origin: string | undefined, path: string): string {
  return new URL(path, origin ? `${origin.replace(/\/$/, '')}/` : window.location.origin).href;
}
