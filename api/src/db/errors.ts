/** True for PostgreSQL's unique_violation (23505), whether the driver or Drizzle raised it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object';) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
