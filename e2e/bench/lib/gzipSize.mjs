import { gzipSync } from 'node:zlib';

/**
 * The gzip size of a script's body: zlib level 9, as the gzip-size tools count. The bench's "JS
 * bytes" and the size budgets (tests/sizeBudgets.spec.ts) are both this figure.
 * @param {Uint8Array} body
 * @returns {number}
 */
export function gzipSize(body) {
  return gzipSync(body, { level: 9 }).length;
}
