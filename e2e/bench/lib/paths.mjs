import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const ROOT = resolve(BENCH, '..', '..');
/** Builds, logs, server data and results. Named dist so git, eslint and prettier skip it. */
export const OUT = join(BENCH, 'dist');
/** One JSON file per run, plus latest.json. */
export const RESULTS = join(OUT, 'results');

/** A path as the output shows it: relative to the repository, never a machine path. */
export function shown(path) {
  return relative(ROOT, path) || '.';
}
