// Checks and writes `/remotes.json`, whose type is part of the contract (@glow/contract).
import type { RemoteListing, RemotesJson } from '@glow/contract';
import { areaDeclarationProblem } from './areaDeclaration';

export const REMOTES_JSON_KEY = 'remotes.json';

export class InvalidRemotesJsonError extends Error {}

function isString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

/**
 * Why a value is not a valid listing, or undefined when it is one. A listing without "area" is
 * valid: lines written before remotes declared their paths have none.
 */
export function listingProblem(value: unknown): string | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 'not an object';
  const { name, version, manifest, entry, preload, area } = value as Record<string, unknown>;
  for (const [field, text] of Object.entries({ name, version, manifest, entry })) {
    if (!isString(text)) return `"${field}" is not a non-empty string`;
  }
  if (!Array.isArray(preload) || !preload.every(isString)) {
    return '"preload" is not a list of strings';
  }
  const areaProblem = area === undefined ? undefined : areaDeclarationProblem(area);
  if (areaProblem) return `"area": ${areaProblem}`;
  return undefined;
}

/** Reads and checks a remotes.json text; throws InvalidRemotesJsonError naming what is wrong. */
export function parseRemotesJson(text: string): RemotesJson {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new InvalidRemotesJsonError('remotes.json is not JSON');
  }
  if (!value || typeof value !== 'object') {
    throw new InvalidRemotesJsonError('remotes.json is not an object');
  }
  const { origins, remotes } = value as Record<string, unknown>;
  if (!Array.isArray(origins) || !origins.every(isString)) {
    throw new InvalidRemotesJsonError('remotes.json: "origins" is not a list of URLs');
  }
  if (!Array.isArray(remotes)) {
    throw new InvalidRemotesJsonError('remotes.json: "remotes" is not a list');
  }
  remotes.forEach((remote: unknown, index) => {
    const problem = listingProblem(remote);
    if (problem) throw new InvalidRemotesJsonError(`remotes.json: remotes[${index}]: ${problem}`);
  });
  return { origins, remotes: remotes as RemoteListing[] };
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
