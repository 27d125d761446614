// What a build says of the federated singletons, read from the `shared` section of its
// mf-manifest.json (@module-federation/enhanced): per package, the version it would provide and
// the range it needs. The shell's copy is the one every remote runs on (`loaded-first`), so a
// deploy compares one side's ranges with the other side's versions (sharedCompatibility.ts).
// glow-shared.json, when a build has one, adds which exports it uses and the version each was
// added in: it only makes a refusal's message more precise.
import { z } from 'zod';
import { DeployError } from './errors';

export const SHARED_USES_FILE = 'glow-shared.json';

export interface SharedPackage {
  /** The shared module's name, e.g. "@glow/shared-ui" or "@glow/shared-api/sharedEndpoints". */
  name: string;
  /** The version this build would provide. */
  version: string;
  /** The range it needs; undefined when it accepts any version (requiredVersion false). */
  range: string | undefined;
}

/** An export a build uses and the version of its package that added it. */
export interface ExportUse {
  export: string;
  addedIn: string;
}

/** Per package, the exports a build uses (from glow-shared.json). */
export type SharedUses = ReadonlyMap<string, ExportUse[]>;

const SharedEntrySchema = z.object({
  name: z.string().min(1),
  version: z.string().min(1),
  requiredVersion: z.union([z.string().min(1), z.literal(false)]).optional(),
});

/** The `shared` section of a manifest's text; `where` names the file in the error. */
export function readSharedPackages(text: string, where: string): SharedPackage[] {
  let manifest: { shared?: unknown };
  try {
    manifest = JSON.parse(text) as { shared?: unknown };
  } catch {
    throw new DeployError(`${where} is not JSON`);
  }
  if (manifest.shared === undefined) return [];
  if (!Array.isArray(manifest.shared)) {
    throw new DeployError(`${where}: "shared" is not a list`);
  }
  return manifest.shared.map((entry: unknown, index) => {
    const parsed = SharedEntrySchema.safeParse(entry);
    if (!parsed.success) {
      throw new DeployError(
        `${where}: shared[${index}] is not { name, version, requiredVersion } of a shared package: ${JSON.stringify(entry)}`,
      );
    }
    const { name, version, requiredVersion } = parsed.data;
    return { name, version, range: requiredVersion || undefined };
  });
}

/** Package name → the version a build provides. */
export function providedVersions(packages: SharedPackage[]): Map<string, string> {
  return new Map(packages.map(({ name, version }) => [name, version]));
}

const SharedUsesSchema = z.record(
  z.string(),
  z.object({ uses: z.record(z.string(), z.string()).optional() }),
);

/**
 * The exports a build uses per package, from its glow-shared.json text; empty when the build has
 * none or it is not in the expected shape (it only enriches a message, never decides a deploy).
 */
export function readSharedUses(text: string | undefined): SharedUses {
  if (text === undefined) return new Map();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return new Map();
  }
  const parsed = SharedUsesSchema.safeParse(value);
  if (!parsed.success) return new Map();
  return new Map(
    Object.entries(parsed.data).map(([name, { uses = {} }]) => [
      name,
      Object.entries(uses).map(([used, addedIn]) => ({ export: used, addedIn })),
    ]),
  );
}
