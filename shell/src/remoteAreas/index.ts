// How a remote gets onto the page: the one entry of the loading module (shell/docs/
// loading-remotes.md). The rest of the shell imports from here only; ESLint keeps it that way.
//
//   remotesJson.ts       reads /remotes.json (the request index.html started) and checks it
//   areas.ts             what an area is, which one serves a path, what an old line's routes say
//   retry.ts             three attempts with back-off
//   federation.ts        one attempt at a remote's ./routes through the federation runtime
//   areaStore.ts         the state: remotes.json and each area's status; every failure is
//                        recorded and reported here, once
//   failureReports.ts    a failure told to the API, once per page
//   routePatching.ts     react-router's patchRoutesOnNavigation
//   UnmatchedPath.tsx    the catch-all route: loading, the fallback, "Page not found"
//   hooks.ts, useRoleAreaPreload.ts, AreaUnavailable.tsx: what the frame, header and pages use
//
// shell/package.json declares no side effects, so main.js, which imports startRemoteAreas
// only, gets none of the React parts (they would need React before the shared scope is set up).
import { areaServing } from './areas';
import { areasIn, currentState, readListings } from './areaStore';
import { preloadRemote } from './federation';

export {
  areasIn,
  currentState,
  loadArea,
  readListings,
  settleRenderedArea,
  type LoadedListings,
} from './areaStore';
export { areaServing } from './areas';

export type { Area } from './areas';
export type { AreaStatus } from './areaStore';
export { AreaUnavailable } from './AreaUnavailable';
export { useAreaAt, useEveryArea, useRoleArea, useRoleHome, type AreaView } from './hooks';
export { createRoutePatcher } from './routePatching';
export { reportAreaFailure } from './failureReports';
export { UnmatchedPath } from './UnmatchedPath';
export { useRoleAreaPreload } from './useRoleAreaPreload';

/**
 * Called first thing, before React loads: reads /remotes.json and asks the browser for the files
 * of the remote serving the current path, so its routes are there when the router wants them.
 */
export function startRemoteAreas(pathname: string) {
  void readListings().then((listings) => {
    const area = listings && areaServing(pathname, areasIn(currentState()));
    if (area) preloadRemote(area.listing, listings.origins);
  });
}
