// How the API's emails and messages count things.
import { xrpOf } from '@glow/contract';

/** "1 nomination", "3 nominations"; `many` for a plural not made with "s". */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "xrpl.js, Clio and Ledger Lens": words joined as a sentence lists them. */
export const listed = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** "750 XRP", "0.000001 XRP": an amount in drops (a string of digits) as people read it. */
export const xrpOfDrops = (drops: string) =>
  `${xrpOf(drops).toLocaleString('en-US', { maximumFractionDigits: 6 })} XRP`;

/** "ledger 812,450". */
export const ledgerNumber = (index: number) => `ledger ${index.toLocaleString('en-US')}`;
