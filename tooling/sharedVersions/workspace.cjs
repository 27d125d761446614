// The workspace's packages by name, and where an import of one of them leads.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

/** The folders of the workspace packages directly under `root`, by package name. */
function workspaceFolders(/** @type {string} */ root) {
  /** @type {Map<string, string>} */
  const folders = new Map();
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const manifest = path.join(root, entry.name, 'package.json');
    if (entry.isDirectory() && existsSync(manifest)) {
      folders.set(JSON.parse(readFileSync(manifest, 'utf8')).name, path.join(root, entry.name));
    }
  }
  return folders;
}

// The package and entry point an import names: '@glow/shared-api/sharedEndpoints' →
// { packageName: '@glow/shared-api', entryPoint: './sharedEndpoints' }.
function splitSpecifier(/** @type {string} */ specifier) {
  const parts = specifier.split('/');
  const length = specifier.startsWith('@') ? 2 : 1;
  const rest = parts.slice(length).join('/');
  return { packageName: parts.slice(0, length).join('/'), entryPoint: rest ? `./${rest}` : '.' };
}

/**
 * The file an import of a workspace package leads to (through its package.json `exports`), or
 * null when the specifier names no workspace package.
 * @param {Map<string, string>} folders  from workspaceFolders
 * @param {string} specifier
 */
function resolveWorkspaceImport(folders, specifier) {
  const { packageName, entryPoint } = splitSpecifier(specifier);
  const folder = folders.get(packageName);
  if (!folder) return null;
  const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));
  /** @type {Record<string, string>} */
  const exportsField = manifest.exports ?? { '.': manifest.main };
  const file = exportsField[entryPoint];
  if (typeof file !== 'string') {
    throw new Error(`${specifier}: ${packageName}'s package.json exports no "${entryPoint}"`);
  }
  return path.join(folder, file);
}

module.exports = { workspaceFolders, splitSpecifier, resolveWorkspaceImport };
