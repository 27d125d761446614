#!/usr/bin/env node
// The shared packages' versions (tooling/docs/shared-versions.md):
//   pnpm shared:check [--base <git ref>]   the surfaces, versions and changelogs agree; with a
//                                          base, the versions rose at least as the changes need
//   pnpm shared:version --summary "…"     bump, record and write the changelog of what changed
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const { parseArgs } = require('node:util');
const { checkSharedPackages } = require('./check.cjs');
const { readSharedPackages, SURFACE_FILE } = require('./sharedPackages.cjs');
const { cachedSurfaces } = require('./surfaceCache.cjs');
const { parseSurfaceRecord } = require('./surfaceRecord.cjs');
const { describeOutcome, writeVersions } = require('./versionCommand.cjs');

const ROOT = path.join(__dirname, '..', '..');

/** The base's api-surface.json of a package, or null when the base has none. */
function baseRecordReader(/** @type {string} */ ref) {
  execFileSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { cwd: ROOT });
  return (/** @type {import('./sharedPackages.cjs').SharedPackage} */ sharedPackage) => {
    const file = path.relative(ROOT, path.join(sharedPackage.dir, SURFACE_FILE));
    try {
      const text = execFileSync('git', ['show', `${ref}:${file}`], {
        cwd: ROOT,
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

function check(/** @type {string | undefined} */ baseRef) {
  const started = Date.now();
  const packages = readSharedPackages(ROOT);
  const base = baseRef ? { ref: baseRef, readRecord: baseRecordReader(baseRef) } : undefined;
  const problems = checkSharedPackages({
    packages,
    surfaces: cachedSurfaces(ROOT, packages),
    base,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (problems.length > 0) {
    console.error(problems.join('\n\n'));
    console.error(`\nshared:check failed (${seconds} s): see tooling/docs/shared-versions.md`);
    return 1;
  }
  const versions = packages.map(({ name, version }) => `${name} ${version}`).join(', ');
  const against = baseRef ? `, bumped as their changes since ${baseRef} need` : '';
  console.log(`Shared packages match their records${against}: ${versions} (${seconds} s)`);
  return 0;
}

function version(/** @type {string} */ summary, /** @type {string} */ date) {
  const packages = readSharedPackages(ROOT);
  const outcomes = writeVersions({
    packages,
    surfaces: cachedSurfaces(ROOT, packages),
    summary,
    date,
  });
  for (const outcome of outcomes) console.log(describeOutcome(outcome));
  return 0;
}

function main(/** @type {string[]} */ argv) {
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
  if (command === 'check') return check(values.base);
  if (command === 'version') return version(values.summary, values.date);
  console.error('usage: cli.cjs check [--base <git ref>] | version --summary "<what changed>"');
  return 2;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
