// The shell side of a remote's deploy or rollback: what the live shell provides, from the
// mf-manifest.json that deploy:shell uploads beside its index.html (the folder the web server
// serves, or the shell's bucket), and the refusal when it cannot run the remote.
import { DeployError } from './errors';
import { MANIFEST_FILE } from './manifest';
import {
  refusalMessage,
  SharedNeedsRefusal,
  unmetNeeds,
  type Change,
  type RemoteNeeds,
} from './sharedCompatibility';
import { providedVersions, readSharedPackages } from './sharedVersions';
import type { CdnStore } from './store/cdnStore';

export const SHELL_CONTAINER = 'glow_shell';
export const SHELL_INDEX = 'index.html';

/** What a shell build's manifest says it provides (package → version); refuses another app's. */
export function shellProvides(manifestText: string, where: string): Map<string, string> {
  const packages = readSharedPackages(manifestText, where);
  const { name } = JSON.parse(manifestText) as { name?: unknown };
  if (name !== SHELL_CONTAINER) {
    throw new DeployError(
      `${where} is the manifest of ${JSON.stringify(name)}, not of ${SHELL_CONTAINER}: wrong folder?`,
    );
  }
  return providedVersions(packages);
}

/** What the live shell on `store` provides; refuses when there is no shell or it has no manifest. */
export async function readLiveShell(store: CdnStore): Promise<Map<string, string>> {
  const manifest = await store.read(MANIFEST_FILE);
  if (manifest) {
    return shellProvides(
      manifest.text,
      `The live shell's ${MANIFEST_FILE} on ${store.description}`,
    );
  }
  if (await store.exists(SHELL_INDEX)) {
    throw new SharedNeedsRefusal(
      `The live shell on ${store.description} has no ${MANIFEST_FILE}, so which shared versions it provides is unknown (a shell deployed before its builds said so): deploy the shell first (pnpm deploy:shell), then this remote`,
    );
  }
  throw new SharedNeedsRefusal(
    `There is no live shell on ${store.description} (no ${SHELL_INDEX}) to check the remote against: deploy the shell first (pnpm deploy:shell), or say where the live shell is (--shell-dir <the folder the web server serves>; with --s3, GLOW_SHELL_S3_BUCKET and GLOW_SHELL_S3_PREFIX)`,
  );
}

/**
 * Refuses `remote` (a build to deploy, or the version a rollback returns to) when the live shell
 * on `shellStore` does not provide what it needs.
 */
export async function requireLiveShellRuns(
  shellStore: CdnStore,
  remote: RemoteNeeds,
  change: Exclude<Change, 'shell'>,
): Promise<void> {
  const provided = await readLiveShell(shellStore);
  const unmet = unmetNeeds(change, remote, provided, `The live shell on ${shellStore.description}`);
  if (unmet.length === 0) return;
  const headline =
    change === 'deploy'
      ? `The live shell on ${shellStore.description} cannot run ${remote.name} ${remote.version}; nothing was uploaded and remotes.json is as it was:`
      : `The live shell on ${shellStore.description} cannot run ${remote.name} ${remote.version}, the version to roll back to; remotes.json is as it was:`;
  throw new SharedNeedsRefusal(refusalMessage(headline, unmet), unmet);
}
