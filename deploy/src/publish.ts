// Publishing a remote: upload its build under a version path that is never overwritten, then
// point remotes.json at it in one write. Rolling back points remotes.json at the version before.
// Given the live shell's store, both first refuse a version whose shared needs it does not meet.
import {
  AreaDeclarationSchema,
  RemoteListingSchema,
  type AreaDeclaration,
  type RemoteListing,
  type RemotesJson,
} from '@glow/contract';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { AREA_FILE, parseAreaDeclaration, sharedPrefix } from './areaDeclaration';
import { ConflictError, DeployError, describeError } from './errors';
import {
  buildVersion,
  cacheControlFor,
  contentTypeFor,
  filesUnder,
  NO_CACHE,
  NO_STORE,
} from './files';
import {
  emptyHistory,
  historyKey,
  parseHistory,
  recordDeploy,
  recordRollback,
  rollbackTarget,
  type AutomaticRollback,
  type DeploymentHistory,
} from './history';
import { readStoredRemoteNeeds } from './liveRemotes';
import { requireLiveShellRuns } from './liveShell';
import { MANIFEST_FILE, resolveManifest } from './manifest';
import { requireVersionListing } from './versionListing';
import {
  nameAndVersionOf,
  normalizeOrigins,
  readStoredRemotesJson,
  REMOTES_JSON_KEY,
  serializeRemotesJson,
} from './remotesJson';
import { schemaProblem } from './schemaProblem';
import type { RemoteNeeds } from './sharedCompatibility';
import { readSharedPackages, readSharedUses, SHARED_USES_FILE } from './sharedVersions';
import { joinKey, type CdnStore, type UploadFile } from './store/cdnStore';

const JSON_TYPE = 'application/json; charset=utf-8';
/** Attempts at a read-modify-write of a shared file before giving up on a busy store. */
const CONFLICT_ATTEMPTS = 20;

export interface Timings {
  /** Reading the live shell's manifest and comparing (0 without a shell to check against). */
  shellCheckMs: number;
  /** Hashing the build, checking the store and uploading the files. */
  uploadMs: number;
  /** Trying the uploaded version in a browser before the switch (0 without a check). */
  checkMs: number;
  /** Replacing remotes.json and recording the history. */
  switchMs: number;
}

export interface PublishOptions {
  store: CdnStore;
  /** The container name, e.g. glow_admin. */
  name: string;
  /** The built remote (its webpack output folder). */
  distDir: string;
  /** The remote's package.json version; the published version is this plus a content hash. */
  packageVersion: string;
  /** The CDN origins written into remotes.json, in order of preference. */
  origins: string[];
  /**
   * The live shell's store: a build needing shared versions it does not provide is refused
   * before anything is uploaded. Left out (publish-all, which publishes beside a fresh shell
   * build): no check.
   */
  shell?: CdnStore;
  /**
   * Tries the uploaded version before the switch (the deploy's browser check); a throw leaves
   * remotes.json as it was.
   */
  beforeSwitch?: (listing: RemoteListing) => Promise<void>;
  /** Upload only: remotes.json is not switched (the version can be previewed). */
  uploadOnly?: boolean;
  /** Recorded with the deploy: failure reports never roll this version back by themselves. */
  noAutomaticRollback?: boolean;
  now?: () => Date;
}

export interface PublishResult {
  listing: RemoteListing;
  /** False when this exact build was published before: nothing was uploaded. */
  uploaded: boolean;
  fileCount: number;
  /** The version live before, or null. */
  previous: string | null;
  /** False with `uploadOnly`: the version is uploaded, remotes.json unchanged. */
  switched: boolean;
  timings: Timings;
}

export interface RollbackOptions {
  store: CdnStore;
  name: string;
  /** Written into remotes.json; default: keep the origins it has. */
  origins?: string[];
  /** The live shell's store: a version it cannot run is not rolled back to (as PublishOptions). */
  shell?: CdnStore;
  /**
   * Roll back only from this version: refused when another is live, or becomes live before the
   * switch (the API's automatic rollback, which judged this version, must not roll back the next).
   */
  expectLive?: string;
  /** Recorded in the history's log: the API rolled back by itself, and why. */
  automatic?: AutomaticRollback;
  now?: () => Date;
}

export interface RollbackResult {
  listing: RemoteListing;
  previous: string | null;
  /** The origins remotes.json lists now. */
  origins: string[];
  timings: Timings;
}

async function isDirectory(path: string): Promise<boolean> {
  return stat(path).then(
    (stats) => stats.isDirectory(),
    () => false,
  );
}

/** The area a build declares (its glow-area.json); refuses a missing or malformed one. */
async function readArea(name: string, distDir: string): Promise<AreaDeclaration> {
  const file = join(distDir, AREA_FILE);
  const text = await readFile(file, 'utf8').catch(() => {
    throw new DeployError(
      `${distDir} has no ${AREA_FILE}: build ${name} with tooling/webpack.config.base.cjs, which writes the paths it serves from the "glowArea" of its package.json`,
    );
  });
  return parseAreaDeclaration(text, file);
}

/** The files of a build, the listing it will have, and its version; refuses a broken build. */
async function readBuild(name: string, distDir: string, packageVersion: string) {
  if (!(await isDirectory(distDir))) {
    throw new DeployError(
      `No build of ${name} at ${distDir}: build it first, or pass --dist <dir>`,
    );
  }
  const manifestPath = join(distDir, MANIFEST_FILE);
  const manifestText = await readFile(manifestPath, 'utf8').catch(() => {
    throw new DeployError(
      `${distDir} has no ${MANIFEST_FILE}: not a Module Federation build of ${name} (is "manifest: true" set?)`,
    );
  });
  const resolved = resolveManifest(manifestText, name, manifestPath);
  const usesText = await readFile(join(distDir, SHARED_USES_FILE), 'utf8').catch(() => undefined);
  const files = await filesUnder(distDir);
  const names = new Set(files.map((file) => file.name));
  for (const file of [resolved.entry, ...resolved.preload]) {
    if (!names.has(file)) {
      throw new DeployError(`${manifestPath} names ${file}, which is not in ${distDir}`);
    }
  }
  const area = await readArea(name, distDir);
  const version = await buildVersion(packageVersion, files);
  const needs: RemoteNeeds = {
    name,
    version,
    packages: readSharedPackages(manifestText, manifestPath),
    uses: readSharedUses(usesText),
  };
  const base = joinKey(name, version);
  const listing: RemoteListing = {
    name,
    version,
    manifest: joinKey(base, MANIFEST_FILE),
    entry: joinKey(base, resolved.entry),
    preload: resolved.preload.map((file) => joinKey(base, file)),
    area,
  };
  const uploads: UploadFile[] = files.map((file) => ({
    ...file,
    key: joinKey(base, file.name),
    contentType: contentTypeFor(file.name),
    // The entry and the manifest keep their names from build to build: always revalidated.
    cacheControl:
      file.name === resolved.entry || file.name === MANIFEST_FILE
        ? NO_CACHE
        : cacheControlFor(file.name),
  }));
  return { listing, uploads, needs };
}

/**
 * Reads remotes.json for an update. A line in the old format (no entry/preload) is completed
 * from its version's manifest on the store, so one deploy never breaks the others' lines; a line
 * without "area" stays without (the shell learns its paths from its routes).
 */
async function readRemotesJson(
  store: CdnStore,
): Promise<{ current: RemotesJson | undefined; etag: string | null }> {
  const read = await readStoredRemotesJson(store);
  if (!read) return { current: undefined, etag: null };
  const remotes: RemoteListing[] = [];
  for (const line of read.lines) {
    if (RemoteListingSchema.safeParse(line).success) {
      remotes.push(line as RemoteListing);
      continue;
    }
    const { name, version } = nameAndVersionOf(line, store);
    const { area } = line as Record<string, unknown>;
    const areaProblem =
      area === undefined
        ? undefined
        : schemaProblem(AreaDeclarationSchema, area, `the "area" of ${name}`);
    if (areaProblem) {
      throw new DeployError(
        `${REMOTES_JSON_KEY} on ${store.description}: ${areaProblem}; fix or delete it`,
      );
    }
    const completed = await requireVersionListing(store, name, version);
    delete completed.area;
    remotes.push(area ? { ...completed, area: area as AreaDeclaration } : completed);
  }
  const { origins } = read;
  const knownOrigins =
    Array.isArray(origins) && origins.every((origin) => typeof origin === 'string')
      ? (origins as string[])
      : [];
  return { current: { origins: knownOrigins, remotes }, etag: read.stored.etag };
}

/**
 * Replaces remotes.json with `change(current)` in one conditional write, reading again when
 * another deploy wrote in between. Returns what `change` returned beside the new file.
 */
async function updateRemotesJson<T>(
  store: CdnStore,
  change: (current: RemotesJson | undefined) => { next: RemotesJson; result: T },
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const { current, etag } = await readRemotesJson(store);
    const { next, result } = change(current);
    try {
      await store.write(REMOTES_JSON_KEY, serializeRemotesJson(next), {
        contentType: JSON_TYPE,
        cacheControl: NO_STORE,
        expect: etag,
      });
      return result;
    } catch (error) {
      if (!(error instanceof ConflictError) || attempt >= CONFLICT_ATTEMPTS) throw error;
    }
  }
}

async function readHistory(store: CdnStore, name: string) {
  const key = historyKey(name);
  const stored = await store.read(key);
  if (!stored) return { history: emptyHistory(name), etag: null };
  try {
    return { history: parseHistory(stored.text, name, key), etag: stored.etag };
  } catch (error) {
    throw new DeployError(`${describeError(error)} on ${store.description}`);
  }
}

async function updateHistory(
  store: CdnStore,
  name: string,
  change: (history: DeploymentHistory) => DeploymentHistory,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const { history, etag } = await readHistory(store, name);
    try {
      await store.write(historyKey(name), `${JSON.stringify(change(history), null, 2)}\n`, {
        contentType: JSON_TYPE,
        cacheControl: NO_STORE,
        expect: etag,
      });
      return;
    } catch (error) {
      if (!(error instanceof ConflictError) || attempt >= CONFLICT_ATTEMPTS) throw error;
    }
  }
}

/** remotes.json with the remote's line replaced; refuses a path prefix another remote serves. */
function withListing(
  current: RemotesJson | undefined,
  listing: RemoteListing,
  origins: string[] | undefined,
): { next: RemotesJson; result: string | null } {
  const remotes = current?.remotes ?? [];
  const shared = sharedPrefix(listing, remotes);
  if (shared) {
    throw new DeployError(
      `${listing.name}@${listing.version} declares the path prefix ${shared.prefix}, which ${shared.remote} serves: a prefix belongs to one remote; remotes.json was left as it was`,
    );
  }
  const previous = remotes.find((remote) => remote.name === listing.name)?.version ?? null;
  return {
    next: {
      origins: origins ?? current?.origins ?? [],
      remotes: [...remotes.filter((remote) => remote.name !== listing.name), listing],
    },
    result: previous,
  };
}

/**
 * Uploads a remote's build under `<name>/<version>/` unless that version is there already (its
 * manifest is uploaded last, so its presence means the version is complete), then switches
 * remotes.json to it and records the deploy in the history.
 */
export async function publishRemote(options: PublishOptions): Promise<PublishResult> {
  const { store, name, now = () => new Date() } = options;
  const origins = normalizeOrigins(options.origins);
  const started = performance.now();
  const { listing, uploads, needs } = await readBuild(
    name,
    options.distDir,
    options.packageVersion,
  );
  const checking = performance.now();
  if (options.shell) await requireLiveShellRuns(options.shell, needs, 'deploy');
  const shellCheckMs = performance.now() - checking;
  await store.checkAccess();
  const complete = await store.exists(listing.manifest);
  if (!complete) {
    await store.upload(uploads.filter((file) => file.key !== listing.manifest));
    await store.upload(uploads.filter((file) => file.key === listing.manifest));
  }
  const uploaded = performance.now();
  await options.beforeSwitch?.(listing);
  const checked = performance.now();
  const timings = {
    shellCheckMs,
    uploadMs: uploaded - started - shellCheckMs,
    checkMs: checked - uploaded,
  };
  const result = { listing, uploaded: !complete, fileCount: uploads.length };
  if (options.uploadOnly) {
    const live = await readStoredRemotesJson(store);
    const previous = live?.lines
      .map((line) => nameAndVersionOf(line, store))
      .find((line) => line.name === name)?.version;
    return {
      ...result,
      previous: previous ?? null,
      switched: false,
      timings: { ...timings, switchMs: 0 },
    };
  }
  const previous = await updateRemotesJson(store, (current) =>
    withListing(current, listing, origins),
  );
  await recordHistory(store, name, (history) =>
    recordDeploy(history, listing, previous, now(), {
      noAutomaticRollback: options.noAutomaticRollback ?? false,
    }),
  );
  return {
    ...result,
    previous,
    switched: true,
    timings: { ...timings, switchMs: performance.now() - checked },
  };
}

/** The switch already happened: a history that cannot be written must not hide that. */
async function recordHistory(
  store: CdnStore,
  name: string,
  change: (history: DeploymentHistory) => DeploymentHistory,
): Promise<void> {
  try {
    await updateHistory(store, name, change);
  } catch (error) {
    throw new DeployError(
      `remotes.json was switched, but ${historyKey(name)} could not be updated: ${describeError(error)}`,
    );
  }
}

/** Points remotes.json back at the version deployed before the live one (see history.ts). */
export async function rollbackRemote(options: RollbackOptions): Promise<RollbackResult> {
  const { store, name, now = () => new Date() } = options;
  const origins = options.origins ? normalizeOrigins(options.origins) : undefined;
  const started = performance.now();
  await store.checkAccess();
  const { history } = await readHistory(store, name);
  const { current } = await readRemotesJson(store);
  const live = current?.remotes.find((remote) => remote.name === name)?.version;
  if (options.expectLive !== undefined && live !== options.expectLive) {
    throw new DeployError(
      `${name} is at ${live ?? 'no version'}, not ${options.expectLive}: nothing was rolled back`,
    );
  }
  const step = rollbackTarget(history, live);
  if (!step) {
    throw new DeployError(
      history.versions.length === 0
        ? `No deployment of ${name} is recorded on ${store.description}: there is no previous version to roll back to`
        : `${name} is at ${live}, the oldest version recorded on ${store.description}: there is no previous version to roll back to`,
    );
  }
  const { target, versions } = step;
  const listing: RemoteListing = {
    name: target.name,
    version: target.version,
    manifest: target.manifest,
    entry: target.entry,
    preload: target.preload,
    // Versions deployed before remotes declared their paths have none: the shell copes.
    ...(target.area ? { area: target.area } : {}),
  };
  if (!(await store.exists(listing.manifest))) {
    throw new DeployError(
      `Cannot roll back ${name} to ${listing.version}: ${listing.manifest} is no longer on ${store.description}`,
    );
  }
  const checking = performance.now();
  if (options.shell) {
    const needs = await readStoredRemoteNeeds(store, name, listing.version);
    await requireLiveShellRuns(options.shell, needs, 'rollback');
  }
  const checked = performance.now();
  const { previous, listedOrigins } = await updateRemotesJson(store, (latest) => {
    const nowLive = latest?.remotes.find((remote) => remote.name === name)?.version;
    if (nowLive !== live) {
      throw new DeployError(
        `${name} changed from ${live} to ${nowLive} during the rollback (another deploy?); nothing was switched, try again`,
      );
    }
    const { next, result } = withListing(latest, listing, origins);
    return { next, result: { previous: result, listedOrigins: next.origins } };
  });
  await recordHistory(store, name, (latest) => {
    // Read again: the stack as it is now, should another remote's deploy have written meanwhile.
    const again = rollbackTarget(latest, live);
    const stack = again?.target.version === listing.version ? again.versions : versions;
    return recordRollback(latest, stack, listing, previous, now(), options.automatic);
  });
  return {
    listing,
    previous,
    origins: listedOrigins,
    timings: {
      shellCheckMs: checked - checking,
      uploadMs: checking - started,
      checkMs: 0,
      switchMs: performance.now() - checked,
    },
  };
}

/** The deployment history of a remote, for `glow-deploy history`. */
export async function readDeploymentHistory(
  store: CdnStore,
  name: string,
): Promise<DeploymentHistory> {
  return (await readHistory(store, name)).history;
}
