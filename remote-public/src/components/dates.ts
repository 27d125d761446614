/** "14 Sept 2026" in the reader's locale, from an ISO date or date-time. */
export function formatDate(iso: string): string {
  // A bare date (2026-09-14) is a calendar day: read it as such, not as midnight UTC.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T12:00:00`) : new Date(iso);
  return date.toLocaleDateString(undefined, { dateStyle: 'medium' });
}
