// The workspace packages whose versions mean something: the three federated shared-* packages
// and the contract, whose types the browser uses. Each records its public surface beside its
// package.json, in api-surface.json, and its history in CHANGELOG.md.
const { readFileSync } = require('node:fs');
const path = require('node:path');

/** The folders, relative to the repository root. */
const SHARED_PACKAGE_DIRS = ['contract', 'shared-api', 'shared-ui', 'shared-wallet'];

const SURFACE_FILE = 'api-surface.json';
const CHANGELOG_FILE = 'CHANGELOG.md';

/**
 * A shared package: its folder (absolute), name, version (its package.json's) and public entry
 * points ('.', './pages'…), each with its file (absolute).
 * @typedef {{ dir: string, name: string, version: string, entryPoints: Record<string, string> }} SharedPackage
 */

/**
 * An entry point of `exports` is public unless it holds test helpers: './testing' (and below)
 * is used by the tests of other packages only, never by a build.
 */
function isPublicEntryPoint(/** @type {string} */ entryPoint) {
  return entryPoint !== './testing' && !entryPoint.startsWith('./testing/');
}

/** @returns {SharedPackage} */
function readSharedPackage(/** @type {string} */ dir) {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  /** @type {Record<string, string>} */
  const exportsField = manifest.exports ?? { '.': manifest.main };
  const entryPoints = Object.fromEntries(
    Object.entries(exportsField)
      .filter(([entryPoint]) => isPublicEntryPoint(entryPoint))
      .map(([entryPoint, file]) => [entryPoint, path.join(dir, file)]),
  );
  return { dir, name: manifest.name, version: manifest.version, entryPoints };
}

/** The shared packages of the repository at `root` (its folders `dirs`). */
function readSharedPackages(/** @type {string} */ root, dirs = SHARED_PACKAGE_DIRS) {
  return dirs.map((dir) => readSharedPackage(path.join(root, dir)));
}

module.exports = {
  SHARED_PACKAGE_DIRS,
  SURFACE_FILE,
  CHANGELOG_FILE,
  isPublicEntryPoint,
  readSharedPackage,
  readSharedPackages,
};
