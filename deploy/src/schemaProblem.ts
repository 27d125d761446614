// The one way deploy words what a contract schema refuses: the thing checked, where in it, and
// the schema's message (contract/src/remotesJson.ts phrases its messages to follow a field).
import type { z } from 'zod';

/** `remotes[0].area.paths` for the zod path ['remotes', 0, 'area', 'paths']. */
function pathText(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index ? '.' : ''}${String(key)}`,
    )
    .join('');
}

/**
 * What is wrong with `value` for `schema`, or undefined when it is valid: the first issue, after
 * `subject`, e.g. `remotes.json: "remotes[0].entry" is not a non-empty string` or
 * `glow-area.json is not an object { label, home, paths }`.
 */
export function schemaProblem(
  schema: z.ZodType,
  value: unknown,
  subject: string,
): string | undefined {
  const result = schema.safeParse(value);
  const issue = result.error?.issues[0];
  if (!issue) return undefined;
  return issue.path.length
    ? `${subject}: "${pathText(issue.path)}" ${issue.message}`
    : `${subject} ${issue.message}`;
}
