// Plain x.y.z versions, all the shared packages use: compare, bump and the range an app needs.
// (No pre-releases: a shared package's version changes only through `pnpm shared:version`.)

/** @typedef {'major' | 'minor' | 'none'} Bump */

const VERSION = /^(\d+)\.(\d+)\.(\d+)$/;

/** The first version a shared package carries. */
const FIRST_VERSION = '1.0.0';

/** @param {string} version @returns {[number, number, number]} */
function parseVersion(version) {
  const match = VERSION.exec(version);
  if (!match) throw new Error(`"${version}" is not a version of the form 1.2.3`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Negative, zero or positive as `a` is lower than, equal to or higher than `b`. */
function compareVersions(/** @type {string} */ a, /** @type {string} */ b) {
  const left = parseVersion(a);
  const right = parseVersion(b);
  for (let index = 0; index < 3; index += 1) {
    const difference = /** @type {number} */ (left[index]) - /** @type {number} */ (right[index]);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The highest of the versions, or undefined when there are none. */
function highestVersion(/** @type {string[]} */ versions) {
  return [...versions].sort(compareVersions).at(-1);
}

/** The version after `version` for a change needing `bump`. */
function bumpVersion(/** @type {string} */ version, /** @type {Bump} */ bump) {
  const [major, minor, patch] = parseVersion(version);
  if (bump === 'major') return `${major + 1}.0.0`;
  if (bump === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch}`;
}

/** The larger of two bumps. */
function largerBump(/** @type {Bump} */ a, /** @type {Bump} */ b) {
  const order = ['none', 'minor', 'major'];
  return order.indexOf(a) >= order.indexOf(b) ? a : b;
}

/**
 * The range an app built against `builtAgainst` needs: from the newest `since` of what it uses
 * (or the first version when it uses nothing) up to, not including, the next major.
 */
function requiredRange(/** @type {string} */ builtAgainst, /** @type {string[]} */ sinces) {
  const [major] = parseVersion(builtAgainst);
  return `>=${highestVersion(sinces) ?? FIRST_VERSION} <${major + 1}.0.0`;
}

module.exports = {
  FIRST_VERSION,
  parseVersion,
  compareVersions,
  highestVersion,
  bumpVersion,
  largerBump,
  requiredRange,
};
