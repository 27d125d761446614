// What changed between a recorded surface and a computed one, and the bump that requires:
// an export removed or its signature (or kind) changed → major; one added → minor.

/**
 * @typedef {object} ExportChange
 * @property {'added' | 'removed' | 'changed'} change
 * @property {string} entryPoint
 * @property {string} name
 */

/** @typedef {Record<string, Record<string, import('./surface.cjs').ExportShape>>} Shapes */

/**
 * Every export added, removed or changed from `before` to `after`, by entry point and name.
 * @param {Shapes} before @param {Shapes} after @returns {ExportChange[]}
 */
function diffSurfaces(before, after) {
  /** @type {ExportChange[]} */
  const changes = [];
  const entryPoints = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  for (const entryPoint of entryPoints) {
    const old = before[entryPoint] ?? {};
    const now = after[entryPoint] ?? {};
    const names = [...new Set([...Object.keys(old), ...Object.keys(now)])].sort();
    for (const name of names) {
      const was = old[name];
      const is = now[name];
      if (!was && is) changes.push({ change: 'added', entryPoint, name });
      else if (was && !is) changes.push({ change: 'removed', entryPoint, name });
      else if (was && is && (was.kind !== is.kind || was.signature !== is.signature)) {
        changes.push({ change: 'changed', entryPoint, name });
      }
    }
  }
  return changes;
}

/** @param {ExportChange[]} changes @returns {import('./versions.cjs').Bump} */
function bumpFor(changes) {
  if (changes.some(({ change }) => change !== 'added')) return 'major';
  return changes.length > 0 ? 'minor' : 'none';
}

// "added Foo (<package>/pages)": an export named by the specifier an app imports it from.
function describeChange(/** @type {string} */ packageName, /** @type {ExportChange} */ change) {
  return `${change.change} ${change.name} (${specifierOf(packageName, change.entryPoint)})`;
}

/** The specifier an app imports an entry point by: ('@glow/shared-ui', './pages') → '@glow/shared-ui/pages'. */
function specifierOf(/** @type {string} */ packageName, /** @type {string} */ entryPoint) {
  return entryPoint === '.' ? packageName : `${packageName}${entryPoint.slice(1)}`;
}

module.exports = { diffSurfaces, bumpFor, describeChange, specifierOf };
