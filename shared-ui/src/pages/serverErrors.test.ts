import type { GlowApiError } from '@glow/shared-api';
import { showServerError } from './serverErrors';

type Values = { description: string; categories: string[]; contributionDate: string; name: string };
const FIELDS = ['description', 'categories', 'contributionDate', 'name'] as const;

/** What showServerError marks: each field's message, and the one above the form. */
function marks(failure: unknown, messageFields?: Record<string, keyof Values>) {
  const marked: Record<string, string> = {};
  const setError = jest.fn(
    (field: string, error: { message?: string }, _options?: { shouldFocus?: boolean }) => {
      marked[field] = error.message ?? '';
    },
  );
  showServerError<Values>({ setError }, failure, { fields: FIELDS, messageFields });
  return {
    marked,
    focused: setError.mock.calls.find(([, , options]) => options?.shouldFocus)?.[0],
  };
}

const refusal = (status: number, message: string, fields?: string[]): GlowApiError =>
  fields ? { status, message, fields } : { status, message };

describe('showServerError', () => {
  it("puts each part of the API's grouped 400 under its field, and focuses the first", () => {
    const { marked, focused } = marks(
      refusal(
        400,
        'mandatory field missing: description, categories; fields invalid: contributionDate must not be in the future',
        ['description', 'categories', 'contributionDate'],
      ),
    );
    expect(marked).toEqual({
      description: 'description is required',
      categories: 'categories is required',
      contributionDate: 'contributionDate must not be in the future',
    });
    expect(focused).toBe('description');
  });

  it('finds the fields of a grouped 400 that lists none, and keeps the rest above the form', () => {
    const { marked } = marks(
      refusal(400, 'fields invalid: name must be at most 100 characters; screening.over18: no'),
    );
    expect(marked).toEqual({
      name: 'name must be at most 100 characters',
      'root.submit': 'screening.over18: no',
    });
  });

  it('puts the parts of an ungrouped 400 under their fields, as before', () => {
    expect(marks(refusal(400, 'name is required; description is required')).marked).toEqual({
      name: 'name is required',
      description: 'description is required',
    });
  });

  it('marks the fields a 409 names with its whole message', () => {
    expect(marks(refusal(409, 'duplicate project by repo, URL or name', ['name'])).marked).toEqual({
      name: 'duplicate project by repo, URL or name',
    });
  });

  it('puts a message that belongs to a field without naming it under that field', () => {
    const { marked } = marks(refusal(409, 'cohort name exists: Wave 2'), {
      'cohort name exists': 'name',
    });
    expect(marked).toEqual({ name: 'cohort name exists: Wave 2' });
  });

  it('shows any other failure above the form', () => {
    expect(marks(refusal(503, 'database unavailable')).marked).toEqual({
      'root.submit': 'database unavailable',
    });
  });
});
