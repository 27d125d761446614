import type { AreaDeclaration, RemoteListing } from '@glow/contract';
import type { RemoteRoutesModule, Role } from '@glow/shared-api';

/** A remote's area as the shell knows it: its line of remotes.json and what it declares. */
export interface Area {
  /** The federation container name, e.g. glow_admin. */
  remote: string;
  listing: RemoteListing;
  label: string;
  /** Where the area starts; undefined while an undeclared area's routes are not loaded. */
  home: string | undefined;
  /** The path prefixes it serves; empty while an undeclared area's routes are not loaded. */
  paths: readonly string[];
  /** False for a line of an old remotes.json, which names no paths. */
  declared: boolean;
}

/** Whether a path prefix serves a path: itself and every path below it; `/` only itself. */
export function servesPath(prefix: string, pathname: string): boolean {
  if (prefix === '/') return pathname === '/';
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * What an old line's routes say of its area (it declared nothing): the first segment of each
 * route path as a prefix, its first route as home, its name as label (glow_admin → Admin).
 */
function learnedFrom(remote: string, { routes }: RemoteRoutesModule): AreaDeclaration {
  const paths = new Set<string>();
  for (const { path } of routes) {
    const first = path?.split('/')[1];
    if (path?.startsWith('/')) paths.add(first ? `/${first}` : '/');
  }
  const name = remote.replace(/^glow_/, '');
  return {
    label: name.charAt(0).toUpperCase() + name.slice(1),
    home: routes[0]?.path ?? '/',
    paths: [...paths],
  };
}

/** The area of a listing: declared, or learned from its routes once they are loaded. */
export function areaOf(listing: RemoteListing, loaded: RemoteRoutesModule | undefined): Area {
  const known = listing.area ?? (loaded && learnedFrom(listing.name, loaded));
  return {
    remote: listing.name,
    listing,
    label: known?.label ?? listing.name,
    home: known?.home,
    paths: known?.paths ?? [],
    declared: listing.area !== undefined,
  };
}

/** The area serving a path: the one with the longest prefix that serves it. */
export function areaServing(pathname: string, areas: readonly Area[]): Area | undefined {
  let best: { area: Area; length: number } | undefined;
  for (const area of areas) {
    for (const prefix of area.paths) {
      if (servesPath(prefix, pathname) && prefix.length > (best?.length ?? -1)) {
        best = { area, length: prefix.length };
      }
    }
  }
  return best?.area;
}

/**
 * The areas a path may belong to: the one whose prefix serves it, else every area of an old
 * remotes.json line (it declared no paths) whose routes are not loaded yet.
 */
export function candidateAreas(pathname: string, areas: readonly Area[]): Area[] {
  const serving = areaServing(pathname, areas);
  if (serving) return [serving];
  return areas.filter((area) => !area.declared && area.paths.length === 0);
}

/** The remote of a role's area: containers are named `glow_<role>`. */
export function roleRemote(role: Role): string {
  return `glow_${role}`;
}
