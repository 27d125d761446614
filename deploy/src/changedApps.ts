// Which apps a change touches, so CI builds, tests and deploys only those.
//
// - A remote is affected when a file in its folder changed, or in the folder of a workspace
//   package it depends on (`workspace:*` in package.json, followed transitively).
// - The shell likewise, from its own folder and its own dependencies.
// - tooling/, pnpm-lock.yaml and the root's configuration (any file at the root but
//   documentation) affect everything.
// - Anything else (api/, simulators/, web-server/, deploy/, e2e/, scripts/, .github/, *.md)
//   affects no app; the workspace packages it touches are reported for their own tests.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DeployError } from './errors';
import { listRemotes } from './remotes';

export interface WorkspacePackage {
  /** The package name, e.g. @glow/shared-ui. */
  name: string;
  /** Its folder from the repository root, e.g. shared-ui. */
  dir: string;
  /** Names of the workspace packages it depends on directly (any dependency field). */
  dependsOn: string[];
}

export interface AppEntry {
  /** The app's folder, e.g. remote-admin or shell. */
  app: string;
  kind: 'shell' | 'remote';
  package: string;
  /** For a remote: the name `pnpm deploy:remote` takes (admin) and its container (glow_admin). */
  remote?: string;
  container?: string;
}

export interface ChangedApps {
  /** True when a change affects everything (tooling, lockfile, root configuration, unknown base). */
  everything: boolean;
  /** Why: one line per rule that fired. */
  reasons: string[];
  shell: boolean;
  /** Remotes to deploy, as `pnpm deploy:remote` takes them: ["admin", "judge"]. */
  remotes: string[];
  apps: AppEntry[];
  /** For a GitHub Actions matrix: `strategy.matrix: ${{ fromJSON(…matrix) }}`. */
  matrix: { include: AppEntry[] };
  remoteMatrix: { include: AppEntry[] };
  /** Every workspace package changed or depending on a changed one. */
  packages: string[];
  /** Jest projects (folders listed in jest.config.cjs) among those packages. */
  jestProjects: string[];
  /**
   * Whether the browser suites should run: an app, or what they run (api, simulators, web-server, deploy,
   * scripts, e2e).
   */
  e2e: boolean;
}

/** Root files that are documentation: they change no build. */
const DOCUMENTATION = /^(?:[^/]+\.md|LICENSE[^/]*)$/i;
const GLOBAL_FOLDERS = ['tooling/'];
/** Besides the apps, what the browser suites run: they are worth running when these change. */
const BROWSER_SUITE_INPUTS = /^(?:e2e|scripts|api|simulators|web-server|deploy)\//;

/** The packages of pnpm-workspace.yaml (plain names and `prefix-*` patterns). */
export function readWorkspace(root: string): WorkspacePackage[] {
  const yaml = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const block = /^packages:\s*\n((?:[ \t]+-[^\n]*\n?)+)/m.exec(yaml)?.[1] ?? '';
  const patterns = [...block.matchAll(/-\s*['"]?([^'"\n#]+?)['"]?\s*(?:#.*)?$/gm)].map(
    (match) => match[1] as string,
  );
  const dirs = new Set<string>();
  for (const pattern of patterns) {
    if (!pattern.includes('*')) {
      dirs.add(pattern.replace(/\/+$/, ''));
      continue;
    }
    const slash = pattern.lastIndexOf('/');
    const parent = slash === -1 ? '' : pattern.slice(0, slash);
    const matcher = new RegExp(
      `^${pattern
        .slice(slash + 1)
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')}$`,
    );
    const entries = readdirSync(join(root, parent), { withFileTypes: true });
    for (const entry of entries) {
      if (entry.isDirectory() && matcher.test(entry.name)) {
        dirs.add(parent ? `${parent}/${entry.name}` : entry.name);
      }
    }
  }
  const packages: WorkspacePackage[] = [];
  for (const dir of [...dirs].sort()) {
    const file = join(root, dir, 'package.json');
    if (!existsSync(file)) continue;
    const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    const dependsOn = new Set<string>();
    for (const field of [
      'dependencies',
      'devDependencies',
      'peerDependencies',
      'optionalDependencies',
    ]) {
      const deps = (json[field] ?? {}) as Record<string, string>;
      for (const [name, spec] of Object.entries(deps)) {
        if (typeof spec === 'string' && spec.startsWith('workspace:')) dependsOn.add(name);
      }
    }
    packages.push({ name: String(json.name), dir, dependsOn: [...dependsOn].sort() });
  }
  return packages;
}

/** The Jest projects of the root jest.config.cjs (the folders it lists). */
export function readJestProjects(root: string): string[] {
  const text = readFileSync(join(root, 'jest.config.cjs'), 'utf8');
  const list = /projects:\s*\[([\s\S]*?)\]/.exec(text)?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1] as string);
}

function isGlobal(file: string): boolean {
  if (GLOBAL_FOLDERS.some((folder) => file.startsWith(folder))) return true;
  return !file.includes('/') && !DOCUMENTATION.test(file);
}

export interface ChangedAppsInput {
  /** Changed paths from the repository root, with forward slashes. */
  files: string[];
  packages: WorkspacePackage[];
  remotes: { name: string; dir: string }[];
  jestProjects: string[];
  /** Set when the changes could not be listed: everything is affected. */
  unknownReason?: string;
}

export function changedApps({
  files,
  packages,
  remotes,
  jestProjects,
  unknownReason,
}: ChangedAppsInput): ChangedApps {
  const reasons: string[] = [];
  if (unknownReason) reasons.push(unknownReason);
  for (const file of files.filter(isGlobal))
    reasons.push(`${file} changed: everything is affected`);
  const everything = reasons.length > 0;

  const byName = new Map(packages.map((pkg) => [pkg.name, pkg]));
  const changed = new Set<string>();
  for (const file of files) {
    const owner = packages.find((pkg) => file.startsWith(`${pkg.dir}/`));
    if (owner) changed.add(owner.name);
  }

  /** The package and every workspace package it depends on, transitively. */
  const closure = (name: string): Set<string> => {
    const seen = new Set<string>();
    const stack = [name];
    while (stack.length) {
      const next = stack.pop() as string;
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...(byName.get(next)?.dependsOn ?? []));
    }
    return seen;
  };
  const affected = (pkg: WorkspacePackage) =>
    everything || [...closure(pkg.name)].some((name) => changed.has(name));

  const affectedPackages = packages.filter(affected);
  const apps: AppEntry[] = [];
  const shell = packages.find((pkg) => pkg.dir === 'shell');
  if (shell && affected(shell)) {
    apps.push({ app: 'shell', kind: 'shell', package: shell.name });
    if (!everything) reasons.push(`shell: ${why(shell, changed, closure)}`);
  }
  for (const remote of remotes) {
    const pkg = packages.find((candidate) => candidate.dir === remote.dir);
    if (!pkg || !affected(pkg)) continue;
    apps.push({
      app: remote.dir,
      kind: 'remote',
      package: pkg.name,
      remote: remote.dir.replace(/^remote-/, ''),
      container: remote.name,
    });
    if (!everything) reasons.push(`${remote.dir}: ${why(pkg, changed, closure)}`);
  }
  const remoteApps = apps.filter((app) => app.kind === 'remote');
  return {
    everything,
    reasons,
    shell: apps.some((app) => app.kind === 'shell'),
    remotes: remoteApps.map((app) => app.remote as string),
    apps,
    matrix: { include: apps },
    remoteMatrix: { include: remoteApps },
    packages: affectedPackages.map((pkg) => pkg.name),
    // Everything affected: every project, tooling's checks of the lint rules included.
    jestProjects: everything
      ? jestProjects
      : jestProjects.filter((dir) => affectedPackages.some((pkg) => pkg.dir === dir)),
    e2e: apps.length > 0 || files.some((file) => BROWSER_SUITE_INPUTS.test(file)),
  };
}

function why(
  pkg: WorkspacePackage,
  changed: Set<string>,
  closure: (name: string) => Set<string>,
): string {
  if (changed.has(pkg.name)) return `${pkg.dir}/ changed`;
  const through = [...closure(pkg.name)].filter((name) => changed.has(name));
  return `depends on ${through.join(', ')}`;
}

const NO_COMMIT = /^0+$/;

/**
 * The files changed between two commits (`base...head`: since their merge base, as a pull
 * request shows them). Undefined with a reason when they cannot be listed, e.g. the first push
 * of a branch (base 000…0) or a base missing from a shallow clone.
 */
export function gitChangedFiles(
  root: string,
  base: string,
  head = 'HEAD',
): { files: string[] } | { unknownReason: string } {
  if (!base || NO_COMMIT.test(base)) {
    return { unknownReason: 'no base commit to compare with: everything is affected' };
  }
  try {
    const out = execFileSync(
      'git',
      ['diff', '--name-only', '--no-renames', '-z', `${base}...${head}`],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    return { files: out.split('\0').filter(Boolean) };
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
    return {
      unknownReason: `git could not compare ${base}...${head} (${stderr.split('\n')[0] || 'failed'}): everything is affected`,
    };
  }
}

/** Everything changedApps needs from the repository at `root`. */
export function changedAppsInRepo(
  root: string,
  changes: { files: string[] } | { unknownReason: string },
): ChangedApps {
  if (!existsSync(join(root, 'pnpm-workspace.yaml'))) {
    throw new DeployError(`${root} is not the repository root (no pnpm-workspace.yaml)`);
  }
  return changedApps({
    files: 'files' in changes ? changes.files.map((file) => file.replace(/^\.\//, '')) : [],
    unknownReason: 'unknownReason' in changes ? changes.unknownReason : undefined,
    packages: readWorkspace(root),
    remotes: listRemotes(root),
    jestProjects: readJestProjects(root),
  });
}

/** `key=value` lines for $GITHUB_OUTPUT. */
export function githubOutputs(result: ChangedApps): string {
  const lines = {
    any: String(result.apps.length > 0),
    shell: String(result.shell),
    remotes: JSON.stringify(result.remotes),
    'any-remote': String(result.remotes.length > 0),
    matrix: JSON.stringify(result.matrix),
    'remote-matrix': JSON.stringify(result.remoteMatrix),
    'jest-projects': result.jestProjects.join(' '),
    /** `pnpm ${filters} typecheck` runs in the affected packages only. */
    'pnpm-filters': result.packages.map((name) => `--filter=${name}`).join(' '),
    e2e: String(result.e2e),
  };
  return Object.entries(lines)
    .map(([key, value]) => `${key}=${value}\n`)
    .join('');
}
