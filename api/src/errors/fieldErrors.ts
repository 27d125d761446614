// The specification's words for the `invalid` input of the endpoints whose contract entry says
// `validationWords: 'spec'`:
// "mandatory field missing: description, categories; fields invalid: contributionDate must not be
// in the future", with `fields` naming each field, for a form to mark. The contract's rules and
// the API's own checks (a checksum, a date against the server's clock) answer in these words
// alike.
import { FIELDS_INVALID, MANDATORY_FIELD_MISSING } from '@glow/contract/domain';
import { now } from '../clock';
import { invalid, type DomainError } from './domainErrors';

/** One field's problem: its dotted name (`screening.over18`) and the sentence that says it. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** A message that says its field is absent ("description is required", "body is required"). */
export const saysMissing = (message: string) => /^[\w.]+ is required\b/.test(message);

/** The answer's body: the missing fields named, then the invalid ones' messages. */
export function fieldErrorBody(problems: FieldProblem[]): { message: string; fields: string[] } {
  const missing = problems.filter((problem) => saysMissing(problem.message));
  const invalid = problems.filter((problem) => !saysMissing(problem.message));
  const unique = (values: string[]) => [...new Set(values)];
  const parts = [
    ...(missing.length
      ? [
          `${MANDATORY_FIELD_MISSING}: ${unique(missing.map((problem) => problem.field)).join(', ')}`,
        ]
      : []),
    ...(invalid.length
      ? [`${FIELDS_INVALID}: ${unique(invalid.map((problem) => problem.message)).join('; ')}`]
      : []),
  ];
  return { message: parts.join('; '), fields: unique(problems.map((problem) => problem.field)) };
}

/** An `invalid` for checks the contract cannot make (they need the clock or the database). */
export function fieldsInvalid(problems: FieldProblem[]): DomainError {
  const { message, fields } = fieldErrorBody(problems);
  return invalid(message, { fields });
}

/** Throws the `invalid` of `problems` when there is any. */
export function refuseFields(problems: FieldProblem[]): void {
  if (problems.length > 0) throw fieldsInvalid(problems);
}

const DAY_MS = 24 * 3600_000;

/**
 * A day (YYYY-MM-DD) after today, in UTC with one day of slack for browsers east of UTC: "… must
 * not be in the future". Nothing for a day not given.
 */
export function notInTheFuture(
  field: string,
  day: string | null | undefined,
  today = now(),
): FieldProblem[] {
  const latest = new Date(today.getTime() + DAY_MS).toISOString().slice(0, 10);
  return day && day > latest ? [{ field, message: `${field} must not be in the future` }] : [];
}
