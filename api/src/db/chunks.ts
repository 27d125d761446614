/** Rows (or values) per statement: far below PostgreSQL's 65,535 parameters per statement. */
export const ROWS_PER_STATEMENT = 1000;

/** `items` in slices of ROWS_PER_STATEMENT, each for one statement. */
export function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += ROWS_PER_STATEMENT) {
    out.push(items.slice(start, start + ROWS_PER_STATEMENT));
  }
  return out;
}
