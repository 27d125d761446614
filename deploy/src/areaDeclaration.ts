// A remote's area declaration (AreaDeclarationSchema in the contract): what its build writes to
// glow-area.json (tooling/remoteArea.cjs) and a deploy copies into remotes.json. Checked here,
// before anything is uploaded, with a message naming what is wrong.
import { AreaDeclarationSchema, type AreaDeclaration, type RemoteListing } from '@glow/contract';
import { DeployError } from './errors';
import { schemaProblem } from './schemaProblem';

/** The file a remote's build writes its declaration to (AREA_FILE of tooling/remoteArea.cjs). */
export const AREA_FILE = 'glow-area.json';

/** Reads and checks glow-area.json of a build; `where` names the file in the error. */
export function parseAreaDeclaration(text: string, where: string): AreaDeclaration {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new DeployError(`${where} is not JSON`);
  }
  const problem = schemaProblem(AreaDeclarationSchema, value, where);
  if (problem) throw new DeployError(problem);
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
