import type { Access, Role } from '@glow/shared-api';

export type AreaName = 'public' | 'admin' | 'judge' | 'scout' | 'contributor';

/** A role area: the paths one remote serves. The shell knows nothing else about a remote. */
export interface Area {
  name: AreaName;
  /** The federation container name, as listed in remotes.json. */
  remote: string;
  label: string;
  /** Where the area starts: a signed-in user of the area's role lands here. */
  home: string;
  /** Who may enter the area at all: checked for paths that none of the area's routes match. */
  access: Access;
  owns(pathname: string): boolean;
}

const underPrefix = (prefix: string) => (pathname: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

const roleArea = (name: Exclude<AreaName, 'public'>, label: string): Area => ({
  name,
  remote: `glow_${name}`,
  label,
  home: `/${name}`,
  access: { roles: [name] },
  owns: underPrefix(`/${name}`),
});

const PUBLIC_PATHS = ['/vote', '/projects', '/applications'].map(underPrefix);

export const AREAS: readonly Area[] = [
  {
    name: 'public',
    remote: 'glow_public',
    label: 'Public voting',
    home: '/',
    access: 'public',
    owns: (pathname) => pathname === '/' || PUBLIC_PATHS.some((owns) => owns(pathname)),
  },
  roleArea('admin', 'Admin'),
  roleArea('judge', 'Judging'),
  roleArea('scout', 'Scouting'),
  roleArea('contributor', 'Contributor'),
];

export function areaOf(pathname: string): Area | undefined {
  return AREAS.find((area) => area.owns(pathname));
}

export function areaOfRole(role: Role): Area {
  return AREAS.find((area) => area.name === role)!;
}
