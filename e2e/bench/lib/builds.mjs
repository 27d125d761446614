// The two builds the bench compares, both from the current source:
// - federated: the normal build (scripts/build.mjs), the shell copied to dist/federated/shell and
//   the remotes published to dist/federated/cdn for the bench's CDN origin;
// - monolith: the shell's webpack config without federation (monolith/monolithBuild.mjs).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { OUT, ROOT, shown } from './paths.mjs';
import { runStep } from './processes.mjs';

export const FEDERATED_SHELL = join(OUT, 'federated', 'shell');
export const FEDERATED_CDN = join(OUT, 'federated', 'cdn');
export const MONOLITH_SHELL = join(OUT, 'monolith', 'shell');
/** The monolith's server needs a CDN folder too: it holds only remotes.json. */
export const MONOLITH_CDN = join(OUT, 'monolith', 'cdn');
const BUILD_INFO = join(OUT, 'builds.json');

const fromRoot = createRequire(join(ROOT, 'package.json'));

/**
 * The monolith's remotes.json: every remote with the area its package.json declares, so the
 * shell knows which paths each serves, as the federated one does; the files it names are never
 * fetched (the monolith's stand-in for the federation runtime imports every remote's routes).
 */
function monolithCdn() {
  const { REMOTES } = fromRoot('./tooling/remotes.cjs');
  const { readAreaDeclaration } = fromRoot('./tooling/remoteArea.cjs');
  const remotes = REMOTES.map(({ name, dir }) => ({
    name,
    version: 'monolith',
    manifest: 'monolith',
    entry: 'monolith',
    preload: [],
    area: readAreaDeclaration(join(ROOT, dir)),
  }));
  rmSync(MONOLITH_CDN, { recursive: true, force: true });
  mkdirSync(MONOLITH_CDN, { recursive: true });
  writeFileSync(
    join(MONOLITH_CDN, 'remotes.json'),
    `${JSON.stringify({ origins: [], remotes }, null, 2)}\n`,
  );
}

/** The commit the source is at, and whether the worktree differs from it. */
export function sourceRevision() {
  const git = (...args) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
  return {
    commit: git('rev-parse', '--short=12', 'HEAD'),
    dirty: git('status', '--porcelain') !== '',
  };
}

export function buildBoth({ cdnOrigin }) {
  mkdirSync(join(OUT, 'logs'), { recursive: true });
  const log = join(OUT, 'logs', 'build.log');
  rmSync(log, { force: true });
  const revision = sourceRevision();
  console.info(
    `Building both variants from ${revision.commit}${revision.dirty ? ' (+ uncommitted changes)' : ''} (log: ${shown(log)})`,
  );
  runStep(
    'federated: node scripts/build.mjs --no-install',
    process.execPath,
    ['scripts/build.mjs', '--no-install'],
    log,
  );
  rmSync(join(OUT, 'federated'), { recursive: true, force: true });
  cpSync(join(ROOT, 'shell', 'dist'), FEDERATED_SHELL, { recursive: true });
  runStep(
    `federated: publish the remotes to ${shown(FEDERATED_CDN)} for ${cdnOrigin}`,
    process.execPath,
    ['scripts/publish-remotes.mjs', '--cdn-dir', FEDERATED_CDN, '--origin', cdnOrigin],
    log,
  );
  runStep(
    'monolith: shell config without ModuleFederationPlugin, remotes imported statically',
    process.execPath,
    [join('e2e', 'bench', 'monolith', 'monolithBuild.mjs'), '--out', MONOLITH_SHELL],
    log,
  );
  monolithCdn();
  const info = { ...revision, builtAt: new Date().toISOString(), cdnOrigin };
  writeFileSync(BUILD_INFO, `${JSON.stringify(info, null, 2)}\n`);
  return info;
}

/** The last builds, for --skip-build; fails when they are missing or made for another CDN origin. */
export function lastBuilds({ cdnOrigin }) {
  const missing = [FEDERATED_SHELL, FEDERATED_CDN, MONOLITH_SHELL, BUILD_INFO].filter(
    (path) => !existsSync(path),
  );
  if (missing.length > 0) {
    throw new Error(`--skip-build: no earlier build (${missing.map(shown).join(', ')} missing)`);
  }
  const info = JSON.parse(readFileSync(BUILD_INFO, 'utf8'));
  if (info.cdnOrigin !== cdnOrigin) {
    throw new Error(
      `--skip-build: the remotes were published for ${info.cdnOrigin}, not ${cdnOrigin}; build again`,
    );
  }
  monolithCdn();
  console.info(
    `Reusing the builds of ${info.builtAt} from ${info.commit}${info.dirty ? ' (+ uncommitted changes)' : ''}`,
  );
  return info;
}
