// The version of each federated @glow/shared-* singleton an app is built against, and the range
// it needs: from the newest `since` among the exports it uses (from api-surface.json) up to the
// next major of the version built against. A remote rebuilt against a new major that uses only
// exports unchanged since an older one still runs on a shell of that older major.
const path = require('node:path');
const { readSharedPackage } = require('./sharedPackages.cjs');
const { EVERY_EXPORT, sharedImports } = require('./sharedImports.cjs');
const { readSurfaceRecord } = require('./surfaceRecord.cjs');
const { requiredRange } = require('./versions.cjs');
const { splitSpecifier, workspaceFolders } = require('./workspace.cjs');

/**
 * @typedef {object} SharedRequirement
 * @property {string} version          the package's version the app is built against
 * @property {string} requiredVersion  the range the app needs, e.g. ">=1.2.0 <2.0.0"
 * @property {Record<string, string>} uses   each export it uses at run time, and each exported
 *   type their signatures name, → its since
 */

/** @typedef {import('./surfaceRecord.cjs').RecordedExport} RecordedExport */

const IDENTIFIER = /[A-Za-z_$][\w$]*/g;

/**
 * The exports and, transitively, the entry point's types their signatures name: a value's
 * signature names a type (`(options: ToastOptions) => number`) rather than spelling it out, so
 * a change to ToastOptions is a change to what a caller of showToast relies on.
 * @param {string[]} names  exports of the entry point
 * @param {Record<string, RecordedExport>} recorded  the entry point's record
 */
function withTypesTheyName(names, recorded) {
  const found = new Set(names);
  const queue = [...names];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    for (const [word] of (recorded[name]?.signature ?? '').matchAll(IDENTIFIER)) {
      const exported = recorded[word];
      if (exported && exported.kind !== 'value' && !found.has(word)) {
        found.add(word);
        queue.push(word);
      }
    }
  }
  return [...found];
}

/**
 * Each singleton's requirement, for the app whose bundled modules start at `entryFiles`.
 * @param {object} input
 * @param {string} input.root
 * @param {string} input.appName        for messages, e.g. remote-judge
 * @param {string[]} input.entryFiles   absolute
 * @param {string[]} input.singletons   the workspace's federated singletons (package names)
 * @param {(message: string) => void} input.onUnrecorded  told of an import api-surface.json lacks
 * @returns {Record<string, SharedRequirement>}
 */
function sharedRequirements({ root, appName, entryFiles, singletons, onUnrecorded }) {
  const folders = workspaceFolders(root);
  const used = sharedImports({ root, entryFiles, singletons });
  return Object.fromEntries(
    singletons.map((specifier) => {
      const { packageName, entryPoint } = splitSpecifier(specifier);
      const dir = folders.get(packageName);
      if (!dir) throw new Error(`${specifier} is not a workspace package`);
      const { version } = readSharedPackage(dir);
      const record = readSurfaceRecord(dir);
      const recorded = record?.entryPoints[entryPoint] ?? {};
      const names = used.get(specifier) ?? new Set();
      const named = [...names].filter((name) => name !== EVERY_EXPORT);
      const wanted = [
        ...new Set([...named, ...(names.has(EVERY_EXPORT) ? Object.keys(recorded) : [])]),
      ].sort();
      const values = wanted.filter((name) => {
        const exported = recorded[name];
        if (!exported) {
          onUnrecorded(
            `${appName} imports ${name} from ${specifier}, which ${path.relative(root, dir)}/api-surface.json does not record: run pnpm shared:version --summary "…" (tooling/docs/shared-versions.md)`,
          );
        }
        return exported && exported.kind !== 'type';
      });
      /** @type {Record<string, string>} */
      const uses = {};
      for (const name of withTypesTheyName(values, recorded).sort()) {
        uses[name] = /** @type {RecordedExport} */ (recorded[name]).since;
      }
      return [
        specifier,
        { version, requiredVersion: requiredRange(version, Object.values(uses)), uses },
      ];
    }),
  );
}

module.exports = { sharedRequirements };
