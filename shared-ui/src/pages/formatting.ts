// How pages write counts, in the reader's locale.

/** "1,204". */
export function formatCount(value: number): string {
  return value.toLocaleString();
}

/** "1 nomination", "3 nominations". */
export function counted(count: number, [one, many]: readonly [string, string]): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
