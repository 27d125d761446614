// CHANGELOG.md: one entry per version, newest first, each headed "## <version> (<date>)" and
// holding the summary given to `pnpm shared:version` and the exports added, removed and changed.
const { existsSync, readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { CHANGELOG_FILE } = require('./sharedPackages.cjs');
const { specifierOf } = require('./surfaceDiff.cjs');

/** @typedef {import('./surfaceDiff.cjs').ExportChange} ExportChange */

const TITLE = (/** @type {string} */ packageName) =>
  `# ${packageName}\n\nEach version's changes to the public surface (api-surface.json), newest first.\nWritten by \`pnpm shared:version\` (tooling/docs/shared-versions.md).\n`;

const HEADING = /^## (\d+\.\d+\.\d+) \(/gm;

/** The versions that have an entry, as their headings name them. */
function changelogVersions(/** @type {string} */ text) {
  return [...text.matchAll(HEADING)].map((match) => /** @type {string} */ (match[1]));
}

function readChangelog(/** @type {string} */ packageDir) {
  const file = path.join(packageDir, CHANGELOG_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/**
 * The text of one version's entry.
 * @param {{ packageName: string, version: string, date: string, summary: string, changes: ExportChange[] }} entry
 */
function changelogEntry({ packageName, version, date, summary, changes }) {
  const lines = [`## ${version} (${date})`, '', summary.trim(), ''];
  for (const [change, heading] of /** @type {const} */ ([
    ['added', 'Added'],
    ['changed', 'Changed'],
    ['removed', 'Removed'],
  ])) {
    const names = changes
      .filter((item) => item.change === change)
      .map((item) => `\`${item.name}\` (${specifierOf(packageName, item.entryPoint)})`);
    if (names.length > 0) lines.push(`- ${heading}: ${names.join(', ')}`);
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** Writes the entry above the others (creating the file with its title when there is none). */
function prependChangelogEntry(
  /** @type {string} */ packageDir,
  /** @type {string} */ packageName,
  /** @type {string} */ entry,
) {
  const text = readChangelog(packageDir) ?? TITLE(packageName);
  const firstEntry = text.search(/^## /m);
  const head =
    firstEntry === -1 ? `${text.trimEnd()}\n` : text.slice(0, firstEntry).trimEnd() + '\n';
  const rest = firstEntry === -1 ? '' : `\n${text.slice(firstEntry)}`;
  writeFileSync(path.join(packageDir, CHANGELOG_FILE), `${head}\n${entry}${rest}`);
}

module.exports = { changelogVersions, readChangelog, changelogEntry, prependChangelogEntry };
