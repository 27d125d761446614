// How pages write counts (in the reader's locale), the API's messages and a nomination's projects.
// From the shared singleton, not @glow/contract/domain: that would bundle the domain in each remote.
import { xrpOf } from '@glow/shared-api';

/** "1,204". */
export function formatCount(value: number): string {
  return value.toLocaleString();
}

/** "1 nomination", "3 nominations". */
export function counted(count: number, [one, many]: readonly [string, string]): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/** "nomination withdrawn" → "Nomination withdrawn": the API's lower-case wording as a sentence. */
export function asSentence(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** "3,000 XRP". */
export function formatXrp(amount: number): string {
  return `${formatCount(amount)} XRP`;
}

/** "2,250 XRP", "0.000012 XRP": an amount in drops (the ledger's whole-number string) as XRP. */
export function formatDrops(drops: string): string {
  return `${xrpOf(drops).toLocaleString(undefined, { maximumFractionDigits: 6 })} XRP`;
}

/** "xrpl.js, Clio": the projects of a nomination, by name. */
export function projectNames(projects: readonly { name: string }[]): string {
  return projects.map((project) => project.name).join(', ');
}
