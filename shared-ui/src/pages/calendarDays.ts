import { CONTRIBUTION_WARNING_MONTHS } from '@glow/shared-api';

// The days forms give and pages weigh (a contribution date, a contributor's since and until),
// in the browser's calendar: the API checks them against its own, with a day's slack.

/** Today as YYYY-MM-DD in the browser's calendar: the latest day a form takes. */
export function today(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/**
 * Whether the work of `date` is older than the months judges look at, counted back from its
 * nomination (`nominatedAt`; today for a nomination being made).
 */
export function olderThanWarning(date: string, nominatedAt = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const limit = new Date(nominatedAt);
  limit.setMonth(limit.getMonth() - CONTRIBUTION_WARNING_MONTHS);
  return date < today(limit);
}
