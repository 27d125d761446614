// How pages write dates, in the reader's locale.
import { counted } from './formatting';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A bare date (2026-10-15) is a calendar day: read it as such, not as midnight UTC. */
function asDate(iso: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T12:00:00`) : new Date(iso);
}

/** "15 Oct 2026", from an ISO date or date-time. */
export function formatDate(iso: string): string {
  return asDate(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
}

/** "15 Oct": a day of the current programme, where the year goes without saying. */
export function formatDay(iso: string): string {
  return asDate(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
}

/** The day `days` after `iso`, as an ISO date-time. */
export function daysAfter(iso: string, days: number): string {
  return new Date(new Date(iso).getTime() + days * DAY_MS).toISOString();
}

/**
 * "Voting runs for 14 days, until about 29 Oct 2026": the length the admin planned, counted from
 * the day voting opened ("about": the admin closes voting by moving the cohort on). Once that day
 * has passed: "Voting was planned to end about 29 Oct 2026; it stays open until an admin moves
 * the cohort on".
 */
export function votingPlan(
  { periodStartedAt, votingPeriodDays }: { periodStartedAt: string; votingPeriodDays: number },
  now: Date = new Date(),
): string {
  const plannedEnd = daysAfter(periodStartedAt, votingPeriodDays);
  if (now.getTime() >= new Date(plannedEnd).getTime()) {
    return `Voting was planned to end about ${formatDate(plannedEnd)}; it stays open until an admin moves the cohort on`;
  }
  const days = votingPeriodDays === 1 ? '1 day' : `${votingPeriodDays} days`;
  return `Voting runs for ${days}, until about ${formatDate(plannedEnd)}`;
}

/** "just now", "5 min ago", "3 h ago", "2 days ago". */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return counted(Math.floor(hours / 24), ['day ago', 'days ago']);
}

/** "24 Nov 2026, 10:02": a moment, in the reader's locale. */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
