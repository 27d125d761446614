// The building blocks of every field of the contract: record ids, text and web addresses. Each
// refuses, as a 400 naming the field, input PostgreSQL would refuse with an error (an id beyond
// its integer columns, a NUL character in text), so bad input never reaches the database.
// Every id and every string of the contract is made here (ESLint refuses `z.string()` and
// `z.url()` in the other files of contract/src).
import { z } from 'zod';
import { isWebUrl } from './domain/webAddresses';
import { ID_MAX, URL_MAX_LENGTH } from './limits';

const NO_NUL = /^[^\0]*$/;

/** A string; "… must be a string" unless given another message for a value of another type. */
export function text(field: string, typeError: z.core.$ZodStringParams['error'] = undefined) {
  return z
    .string({ error: typeError ?? `${field} must be a string` })
    .regex(NO_NUL, { error: `${field} must not contain NUL characters`, abort: true });
}

const idRules = (field: string) =>
  ({
    positive: `${field} must be greater than 0`,
    // abort: 1e20 is only "too big", not also "not a whole number" (zod's int() stops at 2^53).
    max: { error: `${field} must be at most ${ID_MAX}`, abort: true },
    int: `${field} must be a whole number`,
  }) as const;

/** The id of a record, as a JSON number: a whole number from 1 to ID_MAX. */
export function recordId(field: string) {
  const rules = idRules(field);
  return z
    .number({ error: `${field} must be a number` })
    .positive(rules.positive)
    .max(ID_MAX, rules.max)
    .int(rules.int);
}

/** The id of a record in a path or query string: the text is coerced; callers pass a number. */
export function recordIdParam(field: string) {
  const rules = idRules(field);
  return z.coerce
    .number<number>({ error: `${field} must be a number` })
    .positive(rules.positive)
    .max(ID_MAX, rules.max)
    .int(rules.int);
}

/** An absolute http or https URL (see isWebUrl); no other scheme. */
export function webUrl(field: string, maxLength = URL_MAX_LENGTH) {
  return text(field)
    .max(maxLength, `${field} must be at most ${maxLength} characters`)
    .refine(isWebUrl, `${field} must be an http or https URL`);
}
