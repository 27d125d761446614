// A radio group of a form, in zod: the form starts with nothing chosen. zod comes with the pages
// that have a form (a peer dependency, like react-hook-form).
import { z } from 'zod';

/** A radio group's choice: nothing chosen (null) is refused in the page's words. */
export function chosen<const Options extends readonly [string, ...string[]]>(
  options: Options,
  missing: string,
) {
  return z
    .enum(options)
    .nullable()
    .transform((value, context) => {
      if (value !== null) return value;
      context.addIssue({ code: 'custom', message: missing });
      return z.NEVER;
    });
}

/** A Yes/No question's answer in a form (YesNoQuestion), null until chosen. */
export type YesNo = 'yes' | 'no';

export const ANSWER_REQUIRED = 'Answer this question';

/** A Yes/No question that must be answered. */
export const yesOrNo = chosen(['yes', 'no'], ANSWER_REQUIRED);
