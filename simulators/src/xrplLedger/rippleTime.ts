// Ledger times: seconds since the "Ripple epoch" (2000-01-01T00:00:00Z) and their text forms.

const RIPPLE_EPOCH_UNIX_SECONDS = 946_684_800;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function toRippleTime(time: Date): number {
  return Math.floor(time.getTime() / 1000) - RIPPLE_EPOCH_UNIX_SECONDS;
}

/** "2024-01-31T12:00:00Z", as `close_time_iso`. */
export function isoSeconds(time: Date): string {
  return time.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** "2024-Jan-31 12:00:00.000000000 UTC", as `close_time_human`. */
export function humanTime(time: Date): string {
  const [date = '', clock = ''] = isoSeconds(time).replace('Z', '').split('T');
  const [year, month = '1', day] = date.split('-');
  return `${year}-${MONTHS[Number(month) - 1]}-${day} ${clock}.000000000 UTC`;
}

/** Whole seconds: ledger close times have no finer resolution. */
export function wholeSeconds(time: Date): Date {
  return new Date(Math.floor(time.getTime() / 1000) * 1000);
}
