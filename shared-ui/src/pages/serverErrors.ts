import { FIELDS_INVALID, MANDATORY_FIELD_MISSING } from '@glow/contract/domain';
import { errorMessageOf, isGlowApiError } from '@glow/shared-api';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { setSubmitError } from '@glow/shared-ui';

/** Which of a form's fields a refusal may be about. */
export interface ServerErrorOptions<Values extends FieldValues> {
  /** The form's fields the API's messages may name. */
  fields: readonly FieldPath<Values>[];
  /** Messages (their beginning) that belong to a field: 'cohort name exists' → 'name'. */
  messageFields?: Record<string, FieldPath<Values>>;
}

/** The field a part of a 400 names first ("startsOn must be today or later"), if any. */
function fieldNamedBy<Values extends FieldValues>(
  part: string,
  fields: readonly FieldPath<Values>[],
): FieldPath<Values> | undefined {
  // The longest first: "grantAmounts.small must…" is about grantAmounts.small, not grantAmounts.
  return [...fields]
    .sort((a, b) => b.length - a.length)
    .find((field) => part.startsWith(`${field} `) || part.startsWith(`${field}: `));
}

/**
 * A 400's message cut into the parts that may each belong to a field. The API's groups are undone,
 * a missing field said in the contract's words: "mandatory field missing: a, b; fields invalid:
 * c must…; d: …" gives "a is required", "b is required", "c must…", "d: …".
 */
function messageParts(message: string): string[] {
  const parts: string[] = [];
  let group = '';
  for (const piece of message.split('; ')) {
    let part = piece;
    for (const words of [MANDATORY_FIELD_MISSING, FIELDS_INVALID]) {
      if (part.startsWith(`${words}: `)) {
        group = words;
        part = part.slice(words.length + 2);
      }
    }
    if (group === MANDATORY_FIELD_MISSING)
      parts.push(...part.split(', ').map((field) => `${field} is required`));
    else parts.push(part);
  }
  return parts;
}

/**
 * Shows why the API refused a form's submit where it belongs: under each field the answer names
 * (its `fields`, a message beginning with a field's name, or one of `messageFields`), else above
 * the form. Focus goes to the first field marked.
 */
export function showServerError<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'setError'>,
  failure: unknown,
  { fields, messageFields = {} }: ServerErrorOptions<Values>,
) {
  const message = errorMessageOf(failure);
  const marked: [FieldPath<Values>, string][] = [];
  const named = isGlowApiError(failure) ? (failure.fields ?? []) : [];
  const known = fields.filter((field) => named.includes(field));
  const byMessage = Object.entries(messageFields).find(([start]) => message.startsWith(start));
  const parts = messageParts(message);

  if (known.length)
    // Each field listed gets the part about it, or the whole message.
    for (const field of known)
      marked.push([field, parts.find((part) => fieldNamedBy(part, [field])) ?? message]);
  else if (byMessage) marked.push([byMessage[1], message]);
  else if (isGlowApiError(failure) && failure.status === 400) {
    // Field rules come as "a must…; b must…": each part under its field.
    const rest: string[] = [];
    for (const part of parts) {
      const field = fieldNamedBy(part, fields);
      if (field) marked.push([field, part]);
      else rest.push(part);
    }
    if (rest.length) setSubmitError(form, rest.join('; '));
  } else setSubmitError(form, message);

  marked.forEach(([field, text], index) =>
    form.setError(field, { type: 'server', message: text }, { shouldFocus: index === 0 }),
  );
}
