// How the API's emails and messages count things.

/** "1 nomination", "3 nominations"; `many` for a plural not made with "s". */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
