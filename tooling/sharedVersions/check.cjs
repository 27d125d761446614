// `pnpm shared:check`: each shared package's surface, version and changelog agree, and (with a
// base) its version rose at least as much as its surface changed since the base.
const { changelogVersions, readChangelog } = require('./changelog.cjs');
const { readSurfaceRecord } = require('./surfaceRecord.cjs');
const { bumpFor, describeChange, diffSurfaces, specifierOf } = require('./surfaceDiff.cjs');
const { bumpVersion, compareVersions } = require('./versions.cjs');

/** @typedef {import('./surfaceRecord.cjs').SurfaceRecord} SurfaceRecord */
/** @typedef {import('./sharedPackages.cjs').SharedPackage} SharedPackage */

const RUN_VERSION = 'run pnpm shared:version --summary "<what changed, for the changelog>"';

/**
 * What is wrong with one package, as sentences (none when all is well).
 * @param {object} input
 * @param {SharedPackage} input.sharedPackage
 * @param {import('./surface.cjs').Surface} input.surface   its computed surface
 * @param {SurfaceRecord | null} input.record               its api-surface.json
 * @param {string | null} input.changelog                   its CHANGELOG.md
 * @param {{ ref: string, record: SurfaceRecord | null }} [input.base]  the base's api-surface.json
 * @returns {string[]}
 */
function packageProblems({ sharedPackage, surface, record, changelog, base }) {
  const { name, version } = sharedPackage;
  if (!record) return [`${name} has no api-surface.json: ${RUN_VERSION}`];
  const problems = [];
  const changes = diffSurfaces(record.entryPoints, surface);
  if (changes.length > 0) {
    const bump = bumpFor(changes);
    problems.push(
      [
        `${name}: the surface differs from api-surface.json:`,
        ...changes.map((change) => `  ${describeChange(name, change)}`),
        `  That needs a ${bump} bump (${record.version} → ${bumpVersion(record.version, bump)}): ${RUN_VERSION}`,
      ].join('\n'),
    );
  }
  if (record.version !== version) {
    problems.push(
      `${name}: package.json says version ${version}, api-surface.json ${record.version}: versions change only through pnpm shared:version`,
    );
  }
  if (!changelogVersions(changelog ?? '').includes(version)) {
    problems.push(`${name}: CHANGELOG.md has no entry for ${version} (## ${version} (<date>))`);
  }
  for (const [entryPoint, exported] of Object.entries(record.entryPoints)) {
    for (const [exportName, { since }] of Object.entries(exported)) {
      if (compareVersions(since, record.version) > 0) {
        problems.push(
          `${name}: ${exportName} (${specifierOf(name, entryPoint)}) is since ${since}, after the package's ${record.version}`,
        );
      }
    }
  }
  if (base?.record) problems.push(...baseProblems(name, version, surface, record, base));
  return problems;
}

/**
 * Against the base: the version rose at least as the changes need, and `since` moved exactly for
 * the exports that changed (a hand-edited record is caught here).
 * @param {string} name @param {string} version
 * @param {import('./surface.cjs').Surface} surface
 * @param {SurfaceRecord} record
 * @param {{ ref: string, record: SurfaceRecord | null }} base
 */
function baseProblems(name, version, surface, record, base) {
  const baseRecord = /** @type {SurfaceRecord} */ (base.record);
  const problems = [];
  const changes = diffSurfaces(baseRecord.entryPoints, surface);
  const bump = bumpFor(changes);
  const needed = bumpVersion(baseRecord.version, bump);
  if (compareVersions(version, needed) < 0) {
    problems.push(
      [
        `${name}: version ${version}, but its changes since ${base.ref} (version ${baseRecord.version}) need a ${bump} bump, to ${needed} at least:`,
        ...changes.map((change) => `  ${describeChange(name, change)}`),
        `  ${RUN_VERSION}`,
      ].join('\n'),
    );
  }
  const changed = new Map(changes.map((item) => [`${item.entryPoint} ${item.name}`, item.change]));
  for (const [entryPoint, exported] of Object.entries(record.entryPoints)) {
    for (const [exportName, { since }] of Object.entries(exported)) {
      const before = baseRecord.entryPoints[entryPoint]?.[exportName];
      const change = changed.get(`${entryPoint} ${exportName}`);
      if (change) {
        if (compareVersions(since, baseRecord.version) <= 0) {
          problems.push(
            `${name}: ${exportName} (${specifierOf(name, entryPoint)}) was ${change} since ${base.ref} but is still since ${since}: ${RUN_VERSION}`,
          );
        }
      } else if (before && before.since !== since) {
        problems.push(
          `${name}: ${exportName} (${specifierOf(name, entryPoint)}) did not change since ${base.ref} but its since moved from ${before.since} to ${since}`,
        );
      }
    }
  }
  return problems;
}

/**
 * Every package's problems.
 * @param {object} input
 * @param {SharedPackage[]} input.packages
 * @param {import('./surface.cjs').Surface[]} input.surfaces  in the packages' order
 * @param {{ ref: string, readRecord: (sharedPackage: SharedPackage) => SurfaceRecord | null }} [input.base]
 */
function checkSharedPackages({ packages, surfaces, base }) {
  return packages.flatMap((sharedPackage, index) =>
    packageProblems({
      sharedPackage,
      surface: /** @type {import('./surface.cjs').Surface} */ (surfaces[index]),
      record: readSurfaceRecord(sharedPackage.dir),
      changelog: readChangelog(sharedPackage.dir),
      base: base && { ref: base.ref, record: base.readRecord(sharedPackage) },
    }),
  );
}

module.exports = { checkSharedPackages, packageProblems };
