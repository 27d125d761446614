// Whether a remote can run on a shell: every shared package the remote needs must be provided by
// the shell in a version its range accepts (npm's semver). A deploy that would put a remote and a
// shell side by side that cannot run together is refused with SharedNeedsRefusal, which says,
// per unmet need, the package, both versions and what to deploy first.
import semver from 'semver';
import { DeployError } from './errors';
import type { ExportUse, SharedPackage, SharedUses } from './sharedVersions';

/** What one remote version needs of the shell. */
export interface RemoteNeeds {
  /** The container, e.g. glow_judge. */
  name: string;
  version: string;
  packages: SharedPackage[];
  uses: SharedUses;
}

/**
 * Which side is being deployed: a remote (`deploy`), a remote's older version (`rollback`), or
 * the shell, checked against the live remotes (`shell`). It decides the wording and what to
 * deploy first.
 */
export type Change = 'deploy' | 'rollback' | 'shell';

/** An unmet need, as `--json` prints it. */
export interface UnmetNeed {
  remote: string;
  remoteVersion: string;
  package: string;
  /** The range the remote needs ("*": any version). */
  needs: string;
  /** The version the shell provides; null when it does not provide the package. */
  provided: string | null;
  /** "shell", or the remote to deploy (rebuilt) before this change. */
  deployFirst: string;
  /** The exports the remote uses that the provided version lacks (when its build lists them). */
  uses: ExportUse[];
  message: string;
}

/** The exit code of a refused deploy (other failures exit with 1), so CI can tell them apart. */
export const REFUSED_EXIT_CODE = 3;

/** A deploy refused because one side cannot run the other; nothing was changed. */
export class SharedNeedsRefusal extends DeployError {
  readonly unmet: UnmetNeed[];
  readonly exitCode = REFUSED_EXIT_CODE;

  constructor(message: string, unmet: UnmetNeed[] = []) {
    super(message);
    this.unmet = unmet;
  }
}

/** "@glow/shared-api/sharedEndpoints" → "@glow/shared-api"; "react/jsx-runtime" → "react". */
function packageOf(module: string): string {
  const parts = module.split('/');
  return parts.slice(0, module.startsWith('@') ? 2 : 1).join('/');
}

function checkedRange(remote: RemoteNeeds, shared: SharedPackage): string | undefined {
  if (shared.range === undefined) return undefined;
  if (semver.validRange(shared.range) === null) {
    throw new DeployError(
      `${remote.name} ${remote.version} needs ${shared.name} "${shared.range}", which is not a semver range`,
    );
  }
  return shared.range;
}

function checkedVersion(name: string, version: string, shellSide: string): string {
  if (semver.valid(version) === null) {
    throw new DeployError(
      `${shellSide} provides ${name} "${version}", which is not a semver version`,
    );
  }
  return version;
}

/** The exports the remote uses that `provided` does not have yet. */
function missingExports(uses: ExportUse[] | undefined, provided: string | null): ExportUse[] {
  if (!uses || provided === null) return [];
  return uses.filter((use) => semver.valid(use.addedIn) && semver.gt(use.addedIn, provided));
}

function usesClause(missing: ExportUse[]): string {
  if (missing.length === 0) return '';
  const named = missing.map((use) => `${use.export}, added in ${use.addedIn}`);
  const list = named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : named[0];
  return ` (it uses ${list})`;
}

function describeNeed(
  change: Change,
  remote: RemoteNeeds,
  need: Omit<UnmetNeed, 'message' | 'deployFirst'>,
): string {
  const range = need.needs === '*' ? '(any version)' : need.needs;
  const wanted = `${need.package} ${range}${usesClause(need.uses)}`;
  const provides = need.provided === null ? 'does not provide it' : `provides ${need.provided}`;
  switch (change) {
    case 'deploy':
      return `${remote.name} ${remote.version} needs ${wanted}; the live shell ${provides}: deploy the shell first`;
    case 'rollback':
      return `${remote.name} ${remote.version} (the version to roll back to) needs ${wanted}; the live shell ${provides}: deploy a shell that provides ${need.package} ${range} first, or deploy a fixed ${remote.name} instead of rolling back`;
    case 'shell':
      return need.provided === null
        ? `${remote.name} ${remote.version} (live) needs ${wanted}; this shell does not provide it: deploy a ${remote.name} that does not use ${need.package} first`
        : `${remote.name} ${remote.version} (live) needs ${wanted}; this shell provides ${need.provided}: deploy a ${remote.name} built against ${need.package} ${need.provided} first`;
  }
}

/**
 * The needs of `remote` that a shell providing `provided` (package → version) does not meet.
 * A subpath module the shell does not load itself (`@glow/shared-api/sharedEndpoints`) is shared
 * among the remotes that use it; it runs on the shell's package, checked as a need of its own.
 * `shellSide` names the shell in an error about its manifest.
 */
export function unmetNeeds(
  change: Change,
  remote: RemoteNeeds,
  provided: ReadonlyMap<string, string>,
  shellSide: string,
): UnmetNeed[] {
  const unmet: UnmetNeed[] = [];
  for (const shared of remote.packages) {
    const range = checkedRange(remote, shared);
    const version = provided.get(shared.name);
    if (version === undefined) {
      const owner = packageOf(shared.name);
      if (owner !== shared.name && provided.has(owner)) continue;
    } else {
      checkedVersion(shared.name, version, shellSide);
      if (range === undefined || semver.satisfies(version, range)) continue;
    }
    const need = {
      remote: remote.name,
      remoteVersion: remote.version,
      package: shared.name,
      needs: range ?? '*',
      provided: version ?? null,
      uses: missingExports(remote.uses.get(shared.name), version ?? null),
    };
    unmet.push({
      ...need,
      deployFirst: change === 'shell' ? remote.name : 'shell',
      message: describeNeed(change, remote, need),
    });
  }
  return unmet;
}

/** The refusal's message: a headline, then one line per unmet need. */
export function refusalMessage(headline: string, unmet: UnmetNeed[]): string {
  return [headline, ...unmet.map((need) => `  ${need.message}`)].join('\n');
}
