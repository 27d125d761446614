import { areaOf } from './areas';
import { prefetchRemotesJson, preloadRemote } from './federation/remoteRoutes';

// Before React and the shared libraries load: fetch /remotes.json and the current route's remote.
prefetchRemotesJson();
const area = areaOf(window.location.pathname);
if (area) preloadRemote(area.remote);

// The async boundary lets the federation runtime set up the shared singletons before React loads.
import('./bootstrap');
