// Uploading the shell's build (the files users' browsers load first) to its own bucket or prefix.
// Hashed files are cached for ever and never deleted (pages already open still load them);
// index.html and build.json are revalidated on every load; index.html goes last, so it never
// names a file that is not there yet.
import { stat } from 'node:fs/promises';
import { DeployError } from './errors';
import { cacheControlFor, contentTypeFor, filesUnder, NO_CACHE } from './files';
import type { CdnStore, UploadFile } from './store/cdnStore';

export const SHELL_INDEX = 'index.html';
const ALWAYS_REVALIDATED = new Set([SHELL_INDEX, 'build.json']);

export interface ShellPublishResult {
  fileCount: number;
  uploadMs: number;
}

export async function publishShell({
  store,
  distDir,
}: {
  store: CdnStore;
  distDir: string;
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
  const uploads: UploadFile[] = files.map((file) => ({
    ...file,
    key: file.name,
    contentType: contentTypeFor(file.name),
    cacheControl: ALWAYS_REVALIDATED.has(file.name) ? NO_CACHE : cacheControlFor(file.name),
  }));
  await store.checkAccess();
  await store.upload(uploads.filter((file) => file.name !== SHELL_INDEX));
  await store.upload(uploads.filter((file) => file.name === SHELL_INDEX));
  return { fileCount: uploads.length, uploadMs: performance.now() - started };
}
