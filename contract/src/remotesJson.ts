// `/remotes.json`: how the shell finds its remotes and which paths each one serves. The deploy
// package writes it (deploy/src/remotesJson.ts checks it); the shell reads it
// (shell/src/remoteAreas/remotesJson.ts).

/**
 * What a remote tells the shell about its area: the `glowArea` field of its package.json, which
 * its build writes to `glow-area.json` and a deploy copies into its line of remotes.json.
 */
export interface AreaDeclaration {
  /** The area's name in the page: "Admin" gives "Admin navigation", "the admin pages". */
  label: string;
  /** Where the area starts (a path under `paths`): a signed-in user of its role lands here. */
  home: string;
  /**
   * The path prefixes the remote serves: each one itself and every path below it (`/admin`
   * serves `/admin` and `/admin/users`), except `/`, which serves the home page `/` alone.
   */
  paths: string[];
}

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
  /**
   * The remote's area, as its build declared it. Absent from lines written before remotes
   * declared their paths: the shell then learns the paths from the remote's `./routes`.
   */
  area?: AreaDeclaration;
}

export interface RemotesJson {
  /** The CDN origins, in order of preference; the shell falls back to the next when one fails. */
  origins: string[];
  remotes: RemoteListing[];
}
