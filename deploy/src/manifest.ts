// What the shell needs from a remote's mf-manifest.json, resolved once at deploy time so the
// browser can skip the manifest hop: the container entry and the files of the exposed ./routes.
import { DeployError } from './errors';

/** The part of @module-federation/enhanced's mf-manifest.json read here. */
interface FederationManifest {
  name?: unknown;
  metaData?: {
    publicPath?: unknown;
    remoteEntry?: { name?: unknown; path?: unknown };
  };
  exposes?: Array<{ name?: unknown; path?: unknown; assets?: { js?: { sync?: unknown } } }>;
}

export const MANIFEST_FILE = 'mf-manifest.json';
/** The module every remote exposes, the one the shell loads: its route objects and navigation. */
export const EXPOSED_ROUTES = './routes';

export interface ResolvedManifest {
  /** remoteEntry.js relative to the build's root, e.g. "remoteEntry.js". */
  entry: string;
  /** The JS files that evaluate ./routes, relative to the build's root. */
  preload: string[];
}

function joinPath(...parts: string[]): string {
  return parts
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/');
}

/**
 * Reads a remote's manifest; `container` is the name the remote must have (a build of another
 * remote is refused). Throws DeployError naming what is missing.
 */
export function resolveManifest(text: string, container: string, where: string): ResolvedManifest {
  let manifest: FederationManifest;
  try {
    manifest = JSON.parse(text) as FederationManifest;
  } catch {
    throw new DeployError(`${where} is not JSON`);
  }
  if (manifest.name !== container) {
    throw new DeployError(
      `${where} is the manifest of ${JSON.stringify(manifest.name)}, not of ${container}: wrong build folder?`,
    );
  }
  const publicPath = manifest.metaData?.publicPath;
  if (publicPath !== undefined && publicPath !== 'auto') {
    throw new DeployError(
      `${where}: publicPath is ${JSON.stringify(publicPath)}; a remote must be built with publicPath "auto" to work under a versioned path`,
    );
  }
  const remoteEntry = manifest.metaData?.remoteEntry;
  if (typeof remoteEntry?.name !== 'string' || remoteEntry.name === '') {
    throw new DeployError(`${where} names no remoteEntry (metaData.remoteEntry.name)`);
  }
  const routes = manifest.exposes?.find(
    (expose) => expose.path === EXPOSED_ROUTES || expose.name === 'routes',
  );
  if (!routes) {
    throw new DeployError(`${where}: the remote exposes no ${EXPOSED_ROUTES}`);
  }
  const sync = routes.assets?.js?.sync;
  if (!Array.isArray(sync) || !sync.every((file) => typeof file === 'string')) {
    throw new DeployError(`${where}: ${EXPOSED_ROUTES} lists no JS files (assets.js.sync)`);
  }
  return {
    entry: joinPath(typeof remoteEntry.path === 'string' ? remoteEntry.path : '', remoteEntry.name),
    preload: sync.map((file: string) => joinPath(file)),
  };
}
