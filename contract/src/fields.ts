// The building blocks of every field of the contract: record ids, text and web addresses. Each
// refuses, as a 400 naming the field, input PostgreSQL would refuse with an error (an id beyond
// its integer columns, a NUL character in text), so bad input never reaches the database.
// Every id and every string of the contract is made here (ESLint refuses `z.string()` and
// `z.url()` in the other files of contract/src).
import { z } from 'zod';
import { isWebUrl } from './domain/webAddresses';
import { isMissing } from './isMissing';
import {
  GITHUB_USERNAME_MAX_LENGTH,
  ID_MAX,
  NAME_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  URL_MAX_LENGTH,
  X_HANDLE_MAX_LENGTH,
} from './limits';

const NO_NUL = /^[^\0]*$/;

/** A string; "… must be a string" unless given another message for a value of another type. */
export function text(field: string, typeError: z.core.$ZodStringParams['error'] = undefined) {
  return z
    .string({ error: typeError ?? `${field} must be a string` })
    .regex(NO_NUL, { error: `${field} must not contain NUL characters`, abort: true });
}

/**
 * A string that must be given: absent, or empty once trimmed, is "… is required" (the words the
 * API groups under "mandatory field missing").
 */
export function requiredText(field: string) {
  const required = `${field} is required`;
  return text(field, (issue) => (isMissing(issue.input) ? required : `${field} must be a string`))
    .trim()
    .min(1, { error: required, abort: true });
}

const idRules = (field: string) =>
  ({
    positive: `${field} must be greater than 0`,
    // abort: 1e20 is only "too big", not also "not a whole number" (zod's int() stops at 2^53).
    max: { error: `${field} must be at most ${ID_MAX}`, abort: true },
    int: `${field} must be a whole number`,
  }) as const;

/**
 * The id of a record, as a JSON number: a whole number from 1 to ID_MAX; `required`: absent is
 * "… is required".
 */
export function recordId(field: string, { required = false } = {}) {
  const rules = idRules(field);
  const notANumber = `${field} must be a number`;
  return z
    .number({
      error: (issue) =>
        required && issue.input === undefined ? `${field} is required` : notANumber,
    })
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

/** An http or https URL that must be given: absent or blank is "… is required". */
export function requiredWebUrl(field: string, maxLength = URL_MAX_LENGTH) {
  return requiredText(field)
    .max(maxLength, `${field} must be at most ${maxLength} characters`)
    .refine(isWebUrl, `${field} must be an http or https URL`);
}

/** A whole number from min to max, as a JSON number. */
export function wholeNumber(field: string, { min, max }: { min: number; max: number }) {
  return z
    .number({ error: `${field} must be a number` })
    .min(min, `${field} must be at least ${min}`)
    .max(max, { error: `${field} must be at most ${max}`, abort: true })
    .int(`${field} must be a whole number`);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day as YYYY-MM-DD that exists (no 31 April); `required`: absent or empty is "… is
 * required".
 */
export function isoDate(field: string, { required = false } = {}) {
  return (required ? requiredText(field) : text(field))
    .regex(ISO_DATE, { error: `${field} must be a date as YYYY-MM-DD`, abort: true })
    .refine((value) => {
      const day = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
    }, `${field} must be a date that exists`);
}

/** A person's first or last name: 1 to NAME_MAX_LENGTH characters, trimmed. */
export function personName(field: string) {
  return requiredText(field).max(
    NAME_MAX_LENGTH,
    `${field} must be at most ${NAME_MAX_LENGTH} characters`,
  );
}

/** Free text of at most `maxLength` characters that must be given (a description, a note). */
export function requiredProse(field: string, maxLength: number) {
  return requiredText(field).max(maxLength, `${field} must be at most ${maxLength} characters`);
}

/** A co-nominator's note: 1 to NOTE_MAX_LENGTH characters. */
export function note(field: string) {
  return requiredProse(field, NOTE_MAX_LENGTH);
}

// GitHub's rules: an owner is 1 to 39 letters, digits and single hyphens, not at either end;
// a repository name is 1 to 100 letters, digits, '.', '_' and '-'.
const GITHUB_OWNER = '[A-Za-z0-9](?:-?[A-Za-z0-9]){0,38}';
const GITHUB_NAME = '[A-Za-z0-9._-]{1,100}';
const GITHUB_REPOSITORY = new RegExp(
  `^(?:https://github\\.com/)?(${GITHUB_OWNER})/(${GITHUB_NAME}?)(?:\\.git)?/?$`,
);

/**
 * A GitHub repository as `owner/name`, or its https://github.com address (with or without
 * `.git` or a final '/'); the value is always `owner/name`.
 */
export function githubRepository(field: string) {
  return text(field)
    .trim()
    .regex(GITHUB_REPOSITORY, `${field} must be a GitHub repository such as XRPLF/xrpl.js`)
    .transform((value) => {
      const [, owner, name] = GITHUB_REPOSITORY.exec(value)!;
      return `${owner}/${name}`;
    });
}

/** A GitHub username (an owner): 1 to 39 letters, digits and single hyphens, not at either end. */
export function githubUsername(field: string) {
  return requiredText(field)
    .max(GITHUB_USERNAME_MAX_LENGTH, {
      error: `${field} must be at most ${GITHUB_USERNAME_MAX_LENGTH} characters`,
      abort: true,
    })
    .regex(
      new RegExp(`^${GITHUB_OWNER}$`),
      `${field} must be a GitHub username: letters, digits and single hyphens, not at either end`,
    );
}

/**
 * A classic XRPL address (`r…`), by its shape; the API also checks its checksum. X-addresses
 * (`X…`) are refused.
 */
export function classicAddress(
  field: string,
  message = `${field} must be a classic XRPL address (r…)`,
) {
  return text(field).regex(/^r[1-9A-HJ-NP-Za-km-z]{24,34}$/, message);
}

/** An X (Twitter) handle, with or without its '@'; the value is without it. */
export function xHandle(field: string) {
  return text(field)
    .trim()
    .regex(
      new RegExp(`^@?[A-Za-z0-9_]{1,${X_HANDLE_MAX_LENGTH}}$`),
      `${field} must be an X handle: up to ${X_HANDLE_MAX_LENGTH} letters, digits or _`,
    )
    .transform((value) => value.replace(/^@/, ''));
}

/** A GitHub username, or a https://github.com/{username} profile address; the value is the username. */
export function githubProfile(field: string) {
  const profile = new RegExp(`^(?:https://github\\.com/)?(${GITHUB_OWNER})/?$`);
  return text(field)
    .trim()
    .regex(profile, `${field} must be a GitHub username or https://github.com/ profile address`)
    .transform((value) => profile.exec(value)![1]!);
}

/** A whole number of drops (millionths of an XRP) as a string, as the ledger writes XRP amounts. */
export function drops(
  field: string,
  message = `${field} must be an amount of XRP in drops, as a string`,
) {
  return text(field, message).regex(/^[1-9][0-9]{0,16}$/, message);
}
