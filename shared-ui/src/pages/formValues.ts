/**
 * An optional field left empty is no value (null), not an empty string: react-hook-form's
 * `setValueAs` for it.
 */
export const emptyAsNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;
