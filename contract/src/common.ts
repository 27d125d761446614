import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SEARCH_MAX_LENGTH,
} from './limits';
import { isMissing } from './isMissing';
import { text } from './fields';

/** Every error the API answers with. */
export const ErrorBodySchema = z.object({ message: text('message') });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/**
 * A 400 of the endpoints whose contract entry says `validationWords: 'spec'`: "mandatory field
 * missing: a, b; fields invalid: c must …", and the fields named, as dotted paths
 * (`screening.over18`), for a form to mark.
 */
export const FieldErrorSchema = ErrorBodySchema.extend({
  fields: z.array(text('fields')).optional(),
});
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** `{ success, message }`: the answer of calls that change something and return nothing else. */
export const OutcomeSchema = z.object({ success: z.boolean(), message: text('message') });
export type Outcome = z.infer<typeof OutcomeSchema>;

export const MAX_PAGE_SIZE = 100;

/**
 * `?page=&limit=` as sent in a query string: both whole numbers greater than 0. The query string's
 * text is coerced; callers are typed to pass numbers (`number<number>`).
 */
export const PagingQuerySchema = z.strictObject({
  page: z.coerce
    .number<number>({ error: 'page must be a number' })
    .int('page must be a whole number')
    .positive('page must be greater than 0')
    .default(1),
  limit: z.coerce
    .number<number>({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .positive('limit must be greater than 0')
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
    .default(20),
});
export type PagingQuery = z.infer<typeof PagingQuerySchema>;

/** `?search=`: words to look for in a list, trimmed; absent or empty lists everything. */
export const SearchSchema = text('search')
  .trim()
  .max(SEARCH_MAX_LENGTH, `search must be at most ${SEARCH_MAX_LENGTH} characters`)
  .optional();

export const PageInfoSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type PageInfo = z.infer<typeof PageInfoSchema>;

// The messages name their field: the API answers them as they are, a form shows them under the
// field as a sentence ("Email is required").
export const EmailSchema = z
  .email({
    error: (issue) =>
      isMissing(issue.input) ? 'email is required' : 'email must be a valid email address',
  })
  .max(EMAIL_MAX_LENGTH, `email must be at most ${EMAIL_MAX_LENGTH} characters`);

export const PasswordSchema = text('password')
  .min(PASSWORD_MIN_LENGTH, `password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const NameSchema = text('names')
  .trim()
  .max(NAME_MAX_LENGTH, `names must be at most ${NAME_MAX_LENGTH} characters`);
