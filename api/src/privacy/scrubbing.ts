// Replacing a person's identifiers inside stored text and JSON (queued emails, audit details):
// each occurrence of their email or full name becomes its placeholder; in a record about them,
// every value under a key that holds personal data (names, emails, handles, free text) does.
import { ERASED_TEXT } from './placeholders';

/** A text to find (case-insensitively) and what replaces it. */
export interface Identifier {
  text: string;
  replacement: string;
}

/** Keys of audit details that name a person: a name, an email, a handle, an identity check. */
const NAMING_KEYS = [
  'email',
  'firstName',
  'lastName',
  'name',
  'contributorName',
  'githubUsername',
  'xHandle',
  'agreementName',
  'providerId',
];

/** Keys of audit details whose values are personal data or free text. */
const PERSONAL_KEYS = new Set([...NAMING_KEYS, 'description', 'reason', 'note', 'comment']);

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with every identifier replaced. */
export function scrubText(text: string, identifiers: readonly Identifier[]): string {
  return identifiers.reduce(
    (scrubbed, { text: found, replacement }) =>
      found.trim().length < 3
        ? scrubbed
        : scrubbed.replace(new RegExp(escapeForRegExp(found), 'gi'), replacement),
    text,
  );
}

/** Every string under a personal key, erased. */
function eraseAll(value: unknown): unknown {
  if (typeof value === 'string') return ERASED_TEXT;
  if (Array.isArray(value)) return value.map(eraseAll);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, eraseAll(inner)]));
  }
  return value;
}

/**
 * `value` with the identifiers replaced in every string; `aboutThem`: also every value under a
 * personal key.
 */
export function scrubJson(
  value: unknown,
  identifiers: readonly Identifier[],
  aboutThem: boolean,
): unknown {
  if (typeof value === 'string') return scrubText(value, identifiers);
  if (Array.isArray(value)) return value.map((item) => scrubJson(item, identifiers, aboutThem));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        aboutThem && PERSONAL_KEYS.has(key) && inner !== null
          ? eraseAll(inner)
          : scrubJson(inner, identifiers, aboutThem),
      ]),
    );
  }
  return value;
}

/** Keys of audit details that name or identify a person: a name, an email, a handle, an address. */
const IDENTIFYING_KEYS = new Set([
  ...NAMING_KEYS,
  'address',
  'walletAddress',
  'agreedAddress',
  'approvedAddress',
  'destination',
]);

/** Entities whose names are the programme's, not a person's (a cohort's name, a project's). */
const PROGRAMME_ENTITIES = new Set(['cohort', 'project']);

/**
 * The details of an audit entry a person made about someone else's record, as their export holds
 * them: without the other person's names, emails, handles and addresses.
 */
export function withoutOthersIdentity(entity: string, details: unknown): unknown {
  if (PROGRAMME_ENTITIES.has(entity)) return details;
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([key]) => !IDENTIFYING_KEYS.has(key))
          .map(([key, inner]) => [key, strip(inner)]),
      );
    }
    return value;
  };
  return strip(details);
}
