import { z } from 'zod';

/** Every error the API answers with. */
export const ErrorBodySchema = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** `{ success, message }`: the answer of calls that change something and return nothing else. */
export const OutcomeSchema = z.object({ success: z.boolean(), message: z.string() });
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

export const PageInfoSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type PageInfo = z.infer<typeof PageInfoSchema>;

export const EmailSchema = z
  .email({ error: 'email must be a valid email address' })
  .max(254, 'email must be at most 254 characters');

export const PasswordSchema = z
  .string({ error: 'password must be a string' })
  .min(8, 'password must be at least 8 characters')
  .max(128, 'password must be at most 128 characters');

export const NameSchema = z.string().trim().max(100, 'names must be at most 100 characters');

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgresql']),
});
export type Health = z.infer<typeof HealthSchema>;
