// How the admin pages write amounts and ages, in the reader's locale (dates and counts: shared-ui).
import { counted } from '@glow/shared-ui/pages';

/** "3,000 XRP". */
export function formatXrp(amount: number): string {
  return `${amount.toLocaleString()} XRP`;
}

/** "24 Nov 2026, 09:12": a moment, to the minute. */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
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
