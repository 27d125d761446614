// Computing the surfaces takes the checker several seconds; their inputs take milliseconds to
// hash. A package's surface is kept under the hash of everything it can depend on: its files and
// those of the workspace packages it depends on, the lockfile (every library's types), the
// TypeScript version and this folder's code.
const { createHash } = require('node:crypto');
const {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { computeSurfaces } = require('./surface.cjs');
const { workspaceFolders } = require('./workspace.cjs');

const CACHE_DIR = path.join('node_modules', '.cache', 'glow-shared-surfaces');
const TEST_FILE = /\.test\.tsx?$/;

/** The package's folder and those of the workspace packages it depends on, transitively. */
function foldersOf(/** @type {string} */ dir, /** @type {Map<string, string>} */ workspace) {
  const found = new Set([dir]);
  const queue = [dir];
  for (let next = queue.pop(); next; next = queue.pop()) {
    const manifest = JSON.parse(readFileSync(path.join(next, 'package.json'), 'utf8'));
    const dependencies = {
      ...manifest.dependencies,
      ...manifest.devDependencies,
      ...manifest.peerDependencies,
    };
    for (const name of Object.keys(dependencies)) {
      const folder = workspace.get(name);
      if (folder && !found.has(folder)) {
        found.add(folder);
        queue.push(folder);
      }
    }
  }
  return [...found].sort();
}

/** The files whose content makes up the key of a package's surface. */
function inputFiles(/** @type {string} */ root, /** @type {string[]} */ folders) {
  const code = readdirSync(__dirname)
    .filter((name) => name.endsWith('.cjs'))
    .map((name) => path.join(__dirname, name));
  const sources = folders.flatMap((folder) => {
    const src = path.join(folder, 'src');
    const files = existsSync(src) ? readdirSync(src, { recursive: true, encoding: 'utf8' }) : [];
    return [
      path.join(folder, 'package.json'),
      ...files
        .filter((file) => /\.tsx?$/.test(file) && !TEST_FILE.test(file))
        .map((file) => path.join(src, file)),
    ];
  });
  const lockfile = path.join(root, 'pnpm-lock.yaml');
  return [...code, ...(existsSync(lockfile) ? [lockfile] : []), ...sources.sort()];
}

/** A package's own version does not shape its surface: a bump keeps the key. */
function contentOf(/** @type {string} */ file) {
  if (path.basename(file) !== 'package.json') return readFileSync(file);
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  delete manifest.version;
  return JSON.stringify(manifest);
}

function keyOf(/** @type {string} */ root, /** @type {string[]} */ files) {
  const hash = createHash('sha256').update(ts.version);
  for (const file of files) hash.update(path.relative(root, file)).update(contentOf(file));
  return hash.digest('hex').slice(0, 32);
}

/** Writes a package's surface under its key, in place of the ones kept for earlier keys. */
function keep(/** @type {string} */ file, /** @type {import('./surface.cjs').Surface} */ surface) {
  const dir = path.dirname(file);
  const prefix = path.basename(file).replace(/[0-9a-f]+\.json$/, '');
  mkdirSync(dir, { recursive: true });
  for (const old of readdirSync(dir).filter((name) => name.startsWith(prefix))) {
    rmSync(path.join(dir, old), { force: true });
  }
  writeFileSync(file, JSON.stringify(surface));
}

/**
 * The surfaces of the packages, in their order, from the cache where their inputs are unchanged.
 * @param {string} root
 * @param {import('./sharedPackages.cjs').SharedPackage[]} packages
 * @returns {import('./surface.cjs').Surface[]}
 */
function cachedSurfaces(root, packages) {
  const workspace = workspaceFolders(root);
  const cacheFiles = packages.map((sharedPackage) => {
    const key = keyOf(root, inputFiles(root, foldersOf(sharedPackage.dir, workspace)));
    return path.join(root, CACHE_DIR, `${path.basename(sharedPackage.dir)}-${key}.json`);
  });
  const missing = packages.filter(
    (_, index) => !existsSync(/** @type {string} */ (cacheFiles[index])),
  );
  const computed = missing.length > 0 ? computeSurfaces(missing) : [];
  return packages.map((sharedPackage, index) => {
    const file = /** @type {string} */ (cacheFiles[index]);
    const fresh = computed[missing.indexOf(sharedPackage)];
    if (fresh) {
      keep(file, fresh);
      return fresh;
    }
    return JSON.parse(readFileSync(file, 'utf8'));
  });
}

module.exports = { cachedSurfaces };
