// Build-only stand-in for shell/src/remoteAreas/federation.ts in the monolith build of
// `pnpm bench:web`: every remote's `./routes` module is imported statically, so the shell and the
// five remotes become one webpack bundle with no federation runtime. It exports every name the
// real module exports (monolithBuild.mjs checks that before each build); what only makes sense
// with federation is a no-op here.
import type { RemoteListing } from '../../../contract/src/remotesJson';
import type { RemoteRoutesModule } from '../../../shared-api/src/routing';
import * as glowAdmin from '../../../remote-admin/src/routes';
import * as glowContributor from '../../../remote-contributor/src/routes';
import * as glowJudge from '../../../remote-judge/src/routes';
import * as glowPublic from '../../../remote-public/src/routes';
import * as glowScout from '../../../remote-scout/src/routes';

/** By container name, as tooling/remotes.cjs lists them (monolithBuild.mjs checks the list). */
const REMOTES: Record<string, RemoteRoutesModule> = {
  glow_public: glowPublic,
  glow_admin: glowAdmin,
  glow_judge: glowJudge,
  glow_scout: glowScout,
  glow_contributor: glowContributor,
};

export interface LoadedRoutes {
  module: RemoteRoutesModule;
  entryUrl: string;
}

export function loadRemoteRoutes(
  listing: RemoteListing,
  _origins: readonly string[],
  _attempt: number,
): Promise<LoadedRoutes> {
  const module = REMOTES[listing.name];
  if (!module) return Promise.reject(new Error(`the monolith has no remote named ${listing.name}`));
  return Promise.resolve({ module, entryUrl: 'monolith' });
}

/** Nothing to preload: every remote's routes are in the bundle. */
export function preloadRemote(_listing: RemoteListing, _origins: readonly string[]): void {}
