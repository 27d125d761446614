// `pnpm shared:version --summary "…"`: for each shared package whose surface changed, the bump
// the change needs (the developer does not choose it), then package.json's version, a rewritten
// api-surface.json and a new CHANGELOG.md entry. A package without a record gets its first one,
// at its package.json's version.
const { readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { changelogEntry, prependChangelogEntry } = require('./changelog.cjs');
const { bumpFor, describeChange, diffSurfaces } = require('./surfaceDiff.cjs');
const { readSurfaceRecord, recordSurface, writeSurfaceRecord } = require('./surfaceRecord.cjs');
const { bumpVersion } = require('./versions.cjs');

/** @typedef {import('./sharedPackages.cjs').SharedPackage} SharedPackage */

/**
 * @typedef {object} VersionOutcome
 * @property {string} name
 * @property {string} from         the recorded version ('' without a record)
 * @property {string} to
 * @property {import('./versions.cjs').Bump | 'first record'} bump
 * @property {import('./surfaceDiff.cjs').ExportChange[]} changes
 */

function setPackageVersion(/** @type {string} */ dir, /** @type {string} */ version) {
  const file = path.join(dir, 'package.json');
  const text = readFileSync(file, 'utf8');
  writeFileSync(file, text.replace(/"version":\s*"[^"]*"/, `"version": "${version}"`));
}

/**
 * What each package needs, without writing anything.
 * @param {SharedPackage[]} packages
 * @param {import('./surface.cjs').Surface[]} surfaces  in the packages' order
 * @returns {VersionOutcome[]}
 */
function plannedVersions(packages, surfaces) {
  return packages.map((sharedPackage, index) => {
    const surface = /** @type {import('./surface.cjs').Surface} */ (surfaces[index]);
    const record = readSurfaceRecord(sharedPackage.dir);
    if (!record) {
      return {
        name: sharedPackage.name,
        from: '',
        to: sharedPackage.version,
        bump: 'first record',
        changes: [],
      };
    }
    const changes = diffSurfaces(record.entryPoints, surface);
    const bump = bumpFor(changes);
    return {
      name: sharedPackage.name,
      from: record.version,
      to: bumpVersion(record.version, bump),
      bump,
      changes,
    };
  });
}

/**
 * Bumps, records and writes the changelog of every package that needs it; answers what it did
 * (packages whose surface did not change are left as they are and answered with bump 'none').
 * @param {object} input
 * @param {SharedPackage[]} input.packages
 * @param {import('./surface.cjs').Surface[]} input.surfaces
 * @param {string} input.summary   what changed and why, for the changelog
 * @param {string} input.date      YYYY-MM-DD
 */
function writeVersions({ packages, surfaces, summary, date }) {
  const outcomes = plannedVersions(packages, surfaces);
  if (outcomes.some((outcome) => outcome.bump !== 'none') && summary.trim() === '') {
    throw new Error(
      'Say what changed: pnpm shared:version --summary "<what changed, for the changelog>"',
    );
  }
  outcomes.forEach((outcome, index) => {
    if (outcome.bump === 'none') return;
    const sharedPackage = /** @type {SharedPackage} */ (packages[index]);
    const record = recordSurface({
      name: sharedPackage.name,
      version: outcome.to,
      surface: /** @type {import('./surface.cjs').Surface} */ (surfaces[index]),
      previous: readSurfaceRecord(sharedPackage.dir),
    });
    setPackageVersion(sharedPackage.dir, outcome.to);
    writeSurfaceRecord(sharedPackage.dir, record);
    const entry = changelogEntry({
      packageName: sharedPackage.name,
      version: outcome.to,
      date,
      summary,
      changes: outcome.changes,
    });
    prependChangelogEntry(sharedPackage.dir, sharedPackage.name, entry);
  });
  return outcomes;
}

/** One line per package, for the terminal. */
function describeOutcome(/** @type {VersionOutcome} */ outcome) {
  if (outcome.bump === 'none') return `${outcome.name} ${outcome.from}: surface unchanged`;
  if (outcome.bump === 'first record') return `${outcome.name} ${outcome.to}: first record`;
  const changes = outcome.changes.map((change) => describeChange(outcome.name, change)).join(', ');
  return `${outcome.name} ${outcome.from} → ${outcome.to} (${outcome.bump}): ${changes}`;
}

module.exports = { plannedVersions, writeVersions, describeOutcome };
