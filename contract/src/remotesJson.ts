// `/remotes.json`: how the shell finds its remotes. The deploy package writes it
// (deploy/src/remotesJson.ts checks it); the shell reads it (shell/src/federation/remoteListing.ts).

/** One remote, at the version the shell loads now. */
export interface RemoteListing {
  /** The federation container name, e.g. glow_admin. */
  name: string;
  /** The published version: package version plus a hash of the build, e.g. 0.1.0-1a2b3c4d. */
  version: string;
  /** The remote's mf-manifest.json: a path relative to every origin, or an absolute URL. */
  manifest: string;
  /** The remote's remoteEntry.js, resolved from the manifest at deploy time; relative or absolute. */
  entry: string;
  /** The JS files that evaluate the exposed `./routes` module; relative or absolute. */
  preload: string[];
}

export interface RemotesJson {
  /** The CDN origins, in order of preference; the shell falls back to the next when one fails. */
  origins: string[];
  remotes: RemoteListing[];
}
