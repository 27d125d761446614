// The API's one clock: what "now" is wherever the product uses the current time (the times rows
// record, expiries, rate-limit windows, periods, "not in the future"). Real time, unless `atTime`
// sets it for one piece of work: the demo data's story runs each of its steps at the moment it
// happened. The setting follows that work only (its promises, timers and in-process requests),
// through AsyncLocalStorage, so requests running beside it keep real time.
// Waits and time-outs measure durations, not moments: they use performance.now().
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type SQL } from 'drizzle-orm';

/** How far the clock of the work running now is from real time, in milliseconds. */
const offsets = new AsyncLocalStorage<number>();

export function now(): Date {
  return new Date(Date.now() + (offsets.getStore() ?? 0));
}

/** The clock's time as an SQL value, for queries that compare with it or add to it. */
export function nowInSql(): SQL {
  return sql`${now().toISOString()}::timestamptz`;
}

/**
 * Runs `work` with the clock set to `moment`; it runs on from there as real time passes, so what
 * the work does later is later.
 */
export function atTime<T>(moment: Date, work: () => T): T {
  return offsets.run(moment.getTime() - Date.now(), work);
}
