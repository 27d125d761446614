// `/remotes.json`: how the shell finds its remotes and which paths each one serves. A file on the
// CDN, not an API call: the deploy package writes it and checks it with these schemas
// (deploy/src/remotesJson.ts); the shell reads it with its own zod-free check
// (shell/src/remoteAreas/remotesJson.ts); the Jest fake serves it checked against them.
// A message reads after the name of the field it is about: `"home" is "admin", not a path…`.
import { z } from 'zod';

/** `/` or `/a/b`: literal segments (no `:param`, no `*`), no trailing slash, no query. */
const PATH = /^\/(?:[A-Za-z0-9._~-]+(?:\/[A-Za-z0-9._~-]+)*)?$/;

const NON_EMPTY = 'is not a non-empty string';
const nonEmptyString = () => z.string({ error: NON_EMPTY }).min(1, NON_EMPTY);

/** A string matching PATH; `described` says what it should be. */
function pathSchema(described: string) {
  const error = (issue: { input: unknown }) =>
    `is ${JSON.stringify(issue.input)}, not ${described}`;
  return z.string({ error }).regex(PATH, { error });
}

const PATH_PREFIXES = 'is not a non-empty list of path prefixes';

/** The path prefixes of an area; each one once. */
const PathPrefixesSchema = z
  .array(pathSchema('a path prefix such as "/admin" (no trailing slash, parameter or wildcard)'), {
    error: PATH_PREFIXES,
  })
  .min(1, PATH_PREFIXES)
  .superRefine((paths, context) => {
    const twice = paths.find((prefix, index) => paths.indexOf(prefix) !== index);
    if (twice !== undefined) {
      context.addIssue({ code: 'custom', message: `lists "${twice}" twice` });
    }
  });

/**
 * What a remote tells the shell about its area: the `glowArea` field of its package.json, which
 * its build writes to `glow-area.json` and a deploy copies into its line of remotes.json.
 */
export const AreaDeclarationSchema = z.strictObject(
  {
    /** The area's name in the page: "Admin" gives "Admin navigation", "the admin pages". */
    label: z.string({ error: NON_EMPTY }).regex(/\S/, NON_EMPTY),
    /** Where the area starts (a path under `paths`): a signed-in user of its role lands here. */
    home: pathSchema('a path such as "/admin"'),
    /**
     * The path prefixes the remote serves: each one itself and every path below it (`/admin`
     * serves `/admin` and `/admin/users`), except `/`, which serves the home page `/` alone.
     */
    paths: PathPrefixesSchema,
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `has an unknown field "${issue.keys[0]}" (an area has label, home and paths)`
        : 'is not an object { label, home, paths }',
  },
);
export type AreaDeclaration = z.infer<typeof AreaDeclarationSchema>;

/** One remote, at the version the shell loads now. */
export const RemoteListingSchema = z.object(
  {
    /** The federation container name, e.g. glow_admin. */
    name: nonEmptyString(),
    /** The published version: package version plus a hash of the build, e.g. 0.1.0-1a2b3c4d. */
    version: nonEmptyString(),
    /** The remote's mf-manifest.json: a path relative to every origin, or an absolute URL. */
    manifest: nonEmptyString(),
    /** The remote's remoteEntry.js, resolved from its manifest at deploy; relative or absolute. */
    entry: nonEmptyString(),
    /** The JS files that evaluate the exposed `./routes` module; relative or absolute. */
    preload: z.array(nonEmptyString(), { error: 'is not a list of strings' }),
    /**
     * The remote's area, as its build declared it. Absent from lines written before remotes
     * declared their paths: the shell then learns the paths from the remote's `./routes`.
     */
    area: AreaDeclarationSchema.optional(),
    /**
     * Only in the remotes.json served to a browser that previews this remote: the line is an
     * uploaded version's, not the live one (never stored).
     */
    preview: z.literal(true).optional(),
  },
  { error: 'is not an object { name, version, manifest, entry, preload, area? }' },
);
export type RemoteListing = z.infer<typeof RemoteListingSchema>;

export const RemotesJsonSchema = z.object(
  {
    /** The CDN origins, in order of preference; the shell falls back to the next when one fails. */
    origins: z.array(nonEmptyString(), { error: 'is not a list of URLs' }),
    remotes: z.array(RemoteListingSchema, { error: 'is not a list' }),
  },
  { error: 'is not an object { origins, remotes }' },
);
export type RemotesJson = z.infer<typeof RemotesJsonSchema>;
