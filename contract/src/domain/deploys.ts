// Plain data of what the shell reports about the remotes it runs: the ways a role area can fail
// in a browser. No zod: the shell imports these.

/**
 * `load`: the remote's entry or its routes could not be loaded (after the retries); `render`: one
 * of its pages threw while rendering; `chunk`: a page's file of the remote could not be loaded.
 */
export const AREA_FAILURE_KINDS = ['load', 'render', 'chunk'] as const;
export type AreaFailureKind = (typeof AREA_FAILURE_KINDS)[number];

export const AREA_FAILURE_KIND_NAMES: Record<AreaFailureKind, string> = {
  load: 'Did not load',
  render: 'A page broke',
  chunk: 'A page file was missing',
};

/** How far back the admins' summary of area failures reaches, in hours. */
export const AREA_FAILURE_SUMMARY_HOURS = 24;
