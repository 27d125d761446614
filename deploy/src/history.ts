// Each remote's deployment history, kept beside its versions on the same store
// (`<name>/deployments.json`), so any machine that can deploy can also roll back.
//
// Semantics:
// - `versions` is a stack, oldest first; its top is the version a deploy made live.
// - A deploy pushes its version (unless it is already on top) and logs it.
// - A rollback finds the live version (remotes.json) on the stack, switches to the entry below
//   it and drops everything from the live version up. So a second rollback goes one further back,
//   and so on until the oldest recorded version, where rollback refuses. A deploy after a
//   rollback pushes on top of the version rolled back to.
// - `log` keeps every deploy and rollback (who did what when), newest last, for people.
import type { RemoteListing } from '@glow/contract';

export interface DeploymentRecord extends RemoteListing {
  /** When this version was made live (ISO 8601). */
  deployedAt: string;
}

export interface DeploymentLogEntry {
  at: string;
  action: 'deploy' | 'rollback';
  version: string;
  /** The version that was live before, if any. */
  from: string | null;
  /** Set on a rollback the API made by itself (older files have none: made by a person). */
  automatic?: true;
  /** Why the API rolled back, e.g. "6 failure reports within 10 minutes". */
  reason?: string;
  /**
   * Set on a deploy that failure reports must never roll back by themselves (a security fix:
   * going back would bring the hole back); only a person rolls it back.
   */
  noAutomaticRollback?: true;
}

/** What a rollback the API made by itself records beside it in the log. */
export interface AutomaticRollback {
  reason: string;
}

export interface DeploymentHistory {
  name: string;
  versions: DeploymentRecord[];
  log: DeploymentLogEntry[];
}

/** Older entries are dropped beyond these. */
export const KEEP_VERSIONS = 50;
export const KEEP_LOG = 200;

export function historyKey(name: string): string {
  return `${name}/deployments.json`;
}

export function emptyHistory(name: string): DeploymentHistory {
  return { name, versions: [], log: [] };
}

export function parseHistory(text: string, name: string, where: string): DeploymentHistory {
  let value: Partial<DeploymentHistory>;
  try {
    value = JSON.parse(text) as Partial<DeploymentHistory>;
  } catch {
    throw new Error(`${where} is not JSON`);
  }
  if (value.name !== name || !Array.isArray(value.versions) || !Array.isArray(value.log)) {
    throw new Error(`${where} is not the deployment history of ${name}`);
  }
  return value as DeploymentHistory;
}

export function recordDeploy(
  history: DeploymentHistory,
  listing: RemoteListing,
  previous: string | null,
  at: Date,
  { noAutomaticRollback = false } = {},
): DeploymentHistory {
  const top = history.versions.at(-1);
  const versions =
    top?.version === listing.version
      ? history.versions
      : [...history.versions, { ...listing, deployedAt: at.toISOString() }];
  return {
    name: history.name,
    versions: versions.slice(-KEEP_VERSIONS),
    log: [
      ...history.log,
      {
        at: at.toISOString(),
        action: 'deploy' as const,
        version: listing.version,
        from: previous,
        ...(noAutomaticRollback ? { noAutomaticRollback: true as const } : {}),
      },
    ].slice(-KEEP_LOG),
  };
}

/**
 * Where a rollback from `live` goes: the record below the live version's last place on the
 * stack (or the top, when the live version was never recorded), and the stack afterwards.
 * Undefined when there is no earlier version.
 */
export function rollbackTarget(
  history: DeploymentHistory,
  live: string | undefined,
): { target: DeploymentRecord; versions: DeploymentRecord[] } | undefined {
  const versions = history.versions;
  let index = versions.length;
  for (let i = versions.length - 1; i >= 0; i--) {
    if (versions[i]?.version === live) {
      index = i;
      break;
    }
  }
  const target = versions[index - 1];
  return target ? { target, versions: versions.slice(0, index) } : undefined;
}

export function recordRollback(
  history: DeploymentHistory,
  versions: DeploymentRecord[],
  target: RemoteListing,
  previous: string | null,
  at: Date,
  automatic?: AutomaticRollback,
): DeploymentHistory {
  const entry: DeploymentLogEntry = {
    at: at.toISOString(),
    action: 'rollback',
    version: target.version,
    from: previous,
    ...(automatic ? { automatic: true as const, reason: automatic.reason } : {}),
  };
  return {
    name: history.name,
    versions,
    log: [...history.log, entry].slice(-KEEP_LOG),
  };
}
