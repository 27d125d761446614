// The reporting page's figures shaped for its charts: pure functions over what the
// queries counted, so each rule reads (and is tested) on its own.
import type { CohortReport } from '@glow/contract';

const DAY_MS = 24 * 3600_000;

/** A UTC calendar day, YYYY-MM-DD. */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Every UTC day from `first` to `last`, both included (none when `last` is before `first`). */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${last}T00:00:00Z`);
  for (let at = Date.parse(`${first}T00:00:00Z`); at <= end; at += DAY_MS) {
    days.push(dayOf(new Date(at)));
  }
  return days;
}

/** Votes per day with the days between the first and the last vote filled in as zero. */
export function votesPerDayFrom(
  counted: { day: string; up: number; down: number }[],
): CohortReport['votesPerDay'] {
  if (counted.length === 0) return [];
  const byDay = new Map(counted.map((row) => [row.day, row]));
  return daysBetween(counted[0]!.day, counted.at(-1)!.day).map((day) => ({
    day,
    up: byDay.get(day)?.up ?? 0,
    down: byDay.get(day)?.down ?? 0,
  }));
}

/**
 * Running totals per day over `days`: `before` counted before the first day, then each day's
 * new ones (days not in `days` are ignored).
 */
export function runningTotals(
  days: string[],
  before: number,
  perDay: Map<string, number>,
): number[] {
  let total = before;
  return days.map((day) => (total += perDay.get(day) ?? 0));
}

/** At most this many score buckets. */
export const MAX_SCORE_BUCKETS = 12;

/** Nominations per score bucket: at most 12 of equal width from the lowest to the highest score. */
export function scoreBucketsOf(scores: number[]): CohortReport['scoreBuckets'] {
  if (scores.length === 0) return [];
  const low = Math.min(...scores);
  const high = Math.max(...scores);
  const width = Math.ceil((high - low + 1) / MAX_SCORE_BUCKETS);
  const buckets = Array.from({ length: Math.ceil((high - low + 1) / width) }, (_, index) => ({
    from: low + index * width,
    to: Math.min(high, low + (index + 1) * width - 1),
    nominations: 0,
  }));
  for (const score of scores) buckets[Math.floor((score - low) / width)]!.nominations += 1;
  return buckets;
}

/** The middle value (the mean of the two middle ones for an even count); null without values. */
export function medianOf(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Paid grants per week of waiting (days 0–6, 7–13, …) up to the longest wait; and the median. */
export function timeToPaymentOf(days: number[]): CohortReport['timeToPayment'] {
  if (days.length === 0) return { weeks: [], medianDays: null };
  const weeks = Array.from({ length: Math.floor(Math.max(...days) / 7) + 1 }, (_, week) => ({
    fromDay: week * 7,
    toDay: week * 7 + 6,
    grants: 0,
  }));
  for (const waited of days) weeks[Math.floor(waited / 7)]!.grants += 1;
  return { weeks, medianDays: medianOf(days) };
}
