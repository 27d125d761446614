// A remote's area declaration (AreaDeclaration in the contract): what its build writes to
// glow-area.json (tooling/remoteArea.cjs) and a deploy copies into remotes.json. Checked here,
// before anything is uploaded, with a message naming what is wrong.
import type { AreaDeclaration, RemoteListing } from '@glow/contract';
import { DeployError } from './errors';

/** The file a remote's build writes its declaration to (AREA_FILE of tooling/remoteArea.cjs). */
export const AREA_FILE = 'glow-area.json';

/** `/` or `/a/b`: literal segments (no `:param`, no `*`), no trailing slash, no query. */
const PATH = /^\/(?:[A-Za-z0-9._~-]+(?:\/[A-Za-z0-9._~-]+)*)?$/;

/** Why a value is not an area declaration, or undefined when it is one. */
export function areaDeclarationProblem(value: unknown): string | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return 'not an object { label, home, paths }';
  }
  const { label, home, paths, ...others } = value as Record<string, unknown>;
  const unknown = Object.keys(others)[0];
  if (unknown) return `unknown field "${unknown}" (an area has label, home and paths)`;
  if (typeof label !== 'string' || label.trim() === '') return '"label" is not a non-empty string';
  if (typeof home !== 'string' || !PATH.test(home)) {
    return `"home" is ${JSON.stringify(home)}, not a path such as "/admin"`;
  }
  if (!Array.isArray(paths) || paths.length === 0) {
    return '"paths" is not a non-empty list of path prefixes';
  }
  for (const [index, prefix] of paths.entries()) {
    if (typeof prefix !== 'string' || !PATH.test(prefix)) {
      return `"paths" holds ${JSON.stringify(prefix)}, not a path prefix such as "/admin" (no trailing slash, parameter or wildcard)`;
    }
    if (paths.indexOf(prefix) !== index) return `"paths" lists "${prefix}" twice`;
  }
  return undefined;
}

/** Reads and checks glow-area.json of a build; `where` names the file in the error. */
export function parseAreaDeclaration(text: string, where: string): AreaDeclaration {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new DeployError(`${where} is not JSON`);
  }
  const problem = areaDeclarationProblem(value);
  if (problem) throw new DeployError(`${where}: ${problem}`);
  return value as AreaDeclaration;
}

/**
 * A path prefix that `listing` declares and another remote of `remotes` declares too, with that
 * remote's name; undefined when there is none. A prefix belongs to one remote.
 */
export function sharedPrefix(
  listing: RemoteListing,
  remotes: RemoteListing[],
): { prefix: string; remote: string } | undefined {
  for (const other of remotes) {
    if (other.name === listing.name) continue;
    const prefix = listing.area?.paths.find((path) => other.area?.paths.includes(path));
    if (prefix) return { prefix, remote: other.name };
  }
  return undefined;
}
