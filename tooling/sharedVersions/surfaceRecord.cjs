// api-surface.json: a shared package's recorded surface, each export with the version in which
// it got its current signature (`since`), and the version the record belongs to.
const { existsSync, readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { SURFACE_FILE } = require('./sharedPackages.cjs');

/** @typedef {import('./surface.cjs').ExportShape & { since: string }} RecordedExport */
/**
 * @typedef {object} SurfaceRecord
 * @property {string} name
 * @property {string} version
 * @property {Record<string, Record<string, RecordedExport>>} entryPoints
 */

/** The record in the package's folder, or null when it has none yet. */
function readSurfaceRecord(/** @type {string} */ packageDir) {
  const file = path.join(packageDir, SURFACE_FILE);
  if (!existsSync(file)) return null;
  return parseSurfaceRecord(readFileSync(file, 'utf8'));
}

/** @returns {SurfaceRecord} */
function parseSurfaceRecord(/** @type {string} */ text) {
  return JSON.parse(text);
}

/** The record's text: entry points and names sorted, one field a line, so a diff reads well. */
function formatSurfaceRecord(/** @type {SurfaceRecord} */ record) {
  const entryPoints = Object.fromEntries(
    Object.keys(record.entryPoints)
      .sort()
      .map((entryPoint) => {
        const exported = record.entryPoints[entryPoint] ?? {};
        const names = Object.keys(exported).sort();
        return [entryPoint, Object.fromEntries(names.map((name) => [name, exported[name]]))];
      }),
  );
  const ordered = { name: record.name, version: record.version, entryPoints };
  return `${JSON.stringify(ordered, null, 2)}\n`;
}

function writeSurfaceRecord(/** @type {string} */ packageDir, /** @type {SurfaceRecord} */ record) {
  writeFileSync(path.join(packageDir, SURFACE_FILE), formatSurfaceRecord(record));
}

/**
 * The record of `surface` at `version`: an export whose shape the previous record holds keeps
 * its `since`; a new or changed one gets `version`.
 * @param {{ name: string, version: string, surface: import('./surface.cjs').Surface, previous: SurfaceRecord | null }} input
 * @returns {SurfaceRecord}
 */
function recordSurface({ name, version, surface, previous }) {
  /** @type {SurfaceRecord['entryPoints']} */
  const entryPoints = {};
  for (const [entryPoint, exported] of Object.entries(surface)) {
    /** @type {Record<string, RecordedExport>} */
    const recorded = {};
    for (const [exportName, shape] of Object.entries(exported)) {
      const before = previous?.entryPoints[entryPoint]?.[exportName];
      const unchanged =
        before && before.kind === shape.kind && before.signature === shape.signature;
      recorded[exportName] = { ...shape, since: unchanged ? before.since : version };
    }
    entryPoints[entryPoint] = recorded;
  }
  return { name, version, entryPoints };
}

module.exports = {
  readSurfaceRecord,
  parseSurfaceRecord,
  formatSurfaceRecord,
  writeSurfaceRecord,
  recordSurface,
};
