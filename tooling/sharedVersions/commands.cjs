// The two commands of the shared packages' versions (tooling/docs/shared-versions.md):
//   check [--base <git ref>]   the surfaces, versions and changelogs agree; with a base, the
//                              versions rose at least as much as the changes since it need
//   version --summary "…"     bump, record and write the changelog of what changed
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const { parseArgs } = require('node:util');
const { checkSharedPackages } = require('./check.cjs');
const { readSharedPackages, SURFACE_FILE } = require('./sharedPackages.cjs');
const { cachedSurfaces } = require('./surfaceCache.cjs');
const { parseSurfaceRecord } = require('./surfaceRecord.cjs');
const { describeOutcome, writeVersions } = require('./versionCommand.cjs');

/**
 * @typedef {object} CommandContext
 * @property {string} root                the repository root
 * @property {string[]} [packageDirs]     the shared packages' folders (default: the repository's)
 * @property {(line: string) => void} log
 * @property {(line: string) => void} error
 */

/** A reader of the base's api-surface.json of each package (null where the base has none). */
function baseRecordReader(/** @type {string} */ root, /** @type {string} */ ref) {
  try {
    execFileSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], {
      cwd: root,
      stdio: 'ignore',
    });
  } catch {
    throw new Error(`--base ${ref}: git knows no such commit here (fetch it first)`);
  }
  return (/** @type {import('./sharedPackages.cjs').SharedPackage} */ sharedPackage) => {
    const file = path.relative(root, path.join(sharedPackage.dir, SURFACE_FILE));
    try {
      const text = execFileSync('git', ['show', `${ref}:${file}`], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
        maxBuffer: 64 * 1024 * 1024,
      });
      return parseSurfaceRecord(text);
    } catch {
      return null;
    }
  };
}

/** @param {CommandContext} context @param {string | undefined} baseRef */
function check(context, baseRef) {
  const started = Date.now();
  const packages = readSharedPackages(context.root, context.packageDirs);
  const base = baseRef
    ? { ref: baseRef, readRecord: baseRecordReader(context.root, baseRef) }
    : undefined;
  const surfaces = cachedSurfaces(context.root, packages);
  const problems = checkSharedPackages({ packages, surfaces, base });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (problems.length > 0) {
    context.error(problems.join('\n\n'));
    context.error(`\nshared:check failed (${seconds} s): see tooling/docs/shared-versions.md`);
    return 1;
  }
  const versions = packages.map(({ name, version }) => `${name} ${version}`).join(', ');
  const against = baseRef ? `, bumped as their changes since ${baseRef} need` : '';
  context.log(`Shared packages match their records${against}: ${versions} (${seconds} s)`);
  return 0;
}

/** @param {CommandContext} context @param {string} summary @param {string} date */
function version(context, summary, date) {
  const packages = readSharedPackages(context.root, context.packageDirs);
  const surfaces = cachedSurfaces(context.root, packages);
  for (const outcome of writeVersions({ packages, surfaces, summary, date })) {
    context.log(describeOutcome(outcome));
  }
  return 0;
}

/**
 * Runs the command `argv` names; answers the exit status.
 * @param {string[]} argv @param {CommandContext} context
 */
function runSharedVersions(argv, context) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      base: { type: 'string' },
      summary: { type: 'string', default: '' },
      date: { type: 'string', default: new Date().toISOString().slice(0, 10) },
    },
  });
  const [command] = positionals;
  if (command === 'check') return check(context, values.base);
  if (command === 'version') return version(context, values.summary, values.date);
  context.error('usage: check [--base <git ref>] | version --summary "<what changed>"');
  return 2;
}

module.exports = { runSharedVersions };
