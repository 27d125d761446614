// Uploading the shell's build (the files users' browsers load first) to its own bucket or prefix.
// Before anything is uploaded, the shared versions the build provides (its mf-manifest.json) are
// checked against what every live remote needs: a shell that one of them cannot run is refused.
// Hashed files are cached for ever and never deleted (pages already open still load them);
// index.html, mf-manifest.json and build.json are revalidated on every load. index.html goes after
// the files it names, and the manifest after index.html: the manifest, which remote deploys check
// against, never states what the live index.html does not provide yet.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { DeployError } from './errors';
import { cacheControlFor, contentTypeFor, filesUnder, NO_CACHE } from './files';
import { readLiveRemotes } from './liveRemotes';
import { SHELL_INDEX, shellProvides } from './liveShell';
import { MANIFEST_FILE } from './manifest';
import { refusalMessage, SharedNeedsRefusal, unmetNeeds } from './sharedCompatibility';
import type { CdnStore, UploadFile } from './store/cdnStore';

const ALWAYS_REVALIDATED = new Set([SHELL_INDEX, MANIFEST_FILE, 'build.json']);

export interface ShellPublishResult {
  fileCount: number;
  /** The live remotes the shell was checked against. */
  checked: Array<{ name: string; version: string }>;
  /** Reading the live remotes' needs and comparing. */
  checkMs: number;
  uploadMs: number;
}

export async function publishShell({
  store,
  distDir,
  remotesStore,
}: {
  store: CdnStore;
  distDir: string;
  /** The CDN store whose remotes.json lists the live remotes. */
  remotesStore: CdnStore;
}): Promise<ShellPublishResult> {
  const started = performance.now();
  const isFolder = await stat(distDir).then(
    (stats) => stats.isDirectory(),
    () => false,
  );
  if (!isFolder) {
    throw new DeployError(`No shell build at ${distDir}: run "pnpm --filter ./shell build" first`);
  }
  const files = await filesUnder(distDir);
  if (!files.some((file) => file.name === SHELL_INDEX)) {
    throw new DeployError(`${distDir} has no ${SHELL_INDEX}: not a build of the shell`);
  }
  const manifestPath = join(distDir, MANIFEST_FILE);
  const manifestText = await readFile(manifestPath, 'utf8').catch(() => {
    throw new DeployError(
      `${distDir} has no ${MANIFEST_FILE}, which says what the shell provides to the remotes: build the shell with tooling/webpack.config.base.cjs ("manifest: true")`,
    );
  });
  const provided = shellProvides(manifestText, manifestPath);
  const live = await readLiveRemotes(remotesStore);
  const unmet = live.flatMap((remote) => unmetNeeds('shell', remote, provided, manifestPath));
  if (unmet.length > 0) {
    const remotes = new Set(unmet.map((need) => need.remote)).size;
    throw new SharedNeedsRefusal(
      refusalMessage(
        `This shell cannot run ${remotes === 1 ? 'a live remote' : `${remotes} live remotes`} of ${remotesStore.description}; nothing was uploaded and the live index.html is as it was:`,
        unmet,
      ),
      unmet,
    );
  }
  const checked = performance.now();

  const uploads: UploadFile[] = files.map((file) => ({
    ...file,
    key: file.name,
    contentType: contentTypeFor(file.name),
    cacheControl: ALWAYS_REVALIDATED.has(file.name) ? NO_CACHE : cacheControlFor(file.name),
  }));
  const last = [SHELL_INDEX, MANIFEST_FILE];
  await store.checkAccess();
  await store.upload(uploads.filter((file) => !last.includes(file.name)));
  for (const name of last) await store.upload(uploads.filter((file) => file.name === name));
  return {
    fileCount: uploads.length,
    checked: live.map(({ name, version }) => ({ name, version })),
    checkMs: checked - started,
    uploadMs: performance.now() - checked,
  };
}
