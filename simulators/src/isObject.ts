/** A JSON object (not null, not an array): what a request body or a field must be to be read. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
