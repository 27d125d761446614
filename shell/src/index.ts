import { startRemoteAreas } from './remoteAreas';
import { configureZod } from './zodConfig';

configureZod();

// Before React and the shared libraries load: read /remotes.json and fetch the current path's remote.
startRemoteAreas(window.location.pathname);

// The async boundary lets the federation runtime set up the shared singletons before React loads.
import('./bootstrap');
