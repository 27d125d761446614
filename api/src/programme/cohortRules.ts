// The rules of a cohort's life, as pure functions: when it may move to a period, when its
// settings are fixed, when a new one starts. The handlers read the facts and answer the refusals.
import {
  APPLICATIONS_DUE_MAX_DAYS,
  COHORT_START_MAX_DAYS_AHEAD,
  DEFAULT_APPLICATION_DAYS,
  isEndedPeriod,
  NEXT_PERIOD,
  type CohortMoveTarget,
  type CohortPeriod,
  type GrantSize,
  GRANT_SIZES,
} from '@glow/contract';
import { invalid } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import { isApproved, type DistributionApproval } from '../judging/distributionApproval';

export interface CohortState {
  name: string;
  period: CohortPeriod;
  startsAt: Date;
}

const DAY_MS = 24 * 3600_000;

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "1 Dec 2026" (UTC). */
export const formatDay = (date: Date) => dayFormat.format(date);

/** "09:12" (UTC). */
export const clockTime = (date: Date) => date.toISOString().slice(11, 16);

/** YYYY-MM-DD of the UTC day `days` after `date`'s. */
export function utcDay(date: Date, days = 0): string {
  return new Date(date.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The period a cohort in `period` moves to next (never back to nomination), or null once closed.
 */
export function nextPeriodOf(period: CohortPeriod): CohortMoveTarget | null {
  const next = NEXT_PERIOD[period];
  return next === null || next === 'nomination' ? null : next;
}

/**
 * Why the cohort cannot move to `to` now (what follows "wrong status: "), or null when it may.
 * Moves go forward one period at a time, only once the cohort has started; distribution waits
 * for the judges' approval.
 */
export function moveRefusal(
  cohort: CohortState,
  to: CohortPeriod,
  approval: DistributionApproval,
  now: Date,
): string | null {
  const next = nextPeriodOf(cohort.period);
  if (next === null) return endedPhrase(cohort);
  if (cohort.startsAt > now) return `${cohort.name} starts on ${formatDay(cohort.startsAt)}`;
  if (to !== next) {
    const close = next === 'closed' ? 'be closed' : `move to ${next}`;
    return `${cohort.name} is in its ${cohort.period} period; it can only ${close}`;
  }
  if (to === 'distribution' && !isApproved(approval)) {
    return `the judges have approved ${cohort.name}'s distribution ${approval.approvals} of ${approval.required} times`;
  }
  return null;
}

/** "Wave 1 is closed", "Wave 2 was cancelled". */
const endedPhrase = (cohort: CohortState) =>
  cohort.period === 'cancelled' ? `${cohort.name} was cancelled` : `${cohort.name} is closed`;

/** Whether the judges' approval of the distribution is in (the grants are then decided). */
function distributionApproved(cohort: CohortState, approval: DistributionApproval): boolean {
  return (
    cohort.period === 'distribution' ||
    cohort.period === 'closed' ||
    (approval.required > 0 && isApproved(approval))
  );
}

/**
 * Why the cohort's settings can no longer change, or null. They are fixed once the distribution
 * is approved: from the distribution period on, or earlier when the judges' approvals are in
 * (approvals required: before the judging issue none are, and nothing is fixed early); and once
 * the cohort was cancelled.
 */
export function settingsLockReason(
  cohort: CohortState,
  approval: DistributionApproval,
): string | null {
  if (cohort.period === 'cancelled') return endedPhrase(cohort);
  return distributionApproved(cohort, approval)
    ? `${cohort.name}'s settings are fixed once its distribution is approved`
    : null;
}

/**
 * Why the cohort cannot be cancelled, or null when it can: only before its distribution is
 * approved (then its grants are decided, and it can only be closed), and not once it ended.
 */
export function cancelRefusal(cohort: CohortState, approval: DistributionApproval): string | null {
  if (isEndedPeriod(cohort.period)) return endedPhrase(cohort);
  return distributionApproved(cohort, approval)
    ? `${cohort.name}'s distribution is approved, so its grants are decided: it can be closed, not cancelled`
    : null;
}

/**
 * A new cohort's due day when the admin gives none: DEFAULT_APPLICATION_DAYS after its start day.
 */
export const defaultApplicationsDueOn = (startsOn: string) =>
  utcDay(new Date(`${startsOn}T00:00:00Z`), DEFAULT_APPLICATION_DAYS);

/**
 * `invalid` unless `dueOn` comes after the cohort's start day, at most APPLICATIONS_DUE_MAX_DAYS
 * after it, and (when it is being changed) not before today: contributors were told a date, and a
 * new one can give them more time but cannot already be over.
 */
export function checkApplicationsDueOn(dueOn: string, startsOn: string, now: Date): void {
  if (dueOn <= startsOn) throw invalid(MESSAGES.applicationsDueBeforeStart);
  if (dueOn > utcDay(new Date(`${startsOn}T00:00:00Z`), APPLICATIONS_DUE_MAX_DAYS)) {
    throw invalid(MESSAGES.applicationsDueTooFar(APPLICATIONS_DUE_MAX_DAYS));
  }
  if (dueOn < utcDay(now)) throw invalid(MESSAGES.applicationsDuePast);
}

/**
 * When a cohort starting on `startsOn` (YYYY-MM-DD, UTC) begins: now for today or earlier, that
 * day's midnight (UTC) for a later day. Yesterday is accepted for a browser east of UTC, whose
 * today it still is; earlier days and days more than a year ahead are refused.
 */
export function cohortStartsAt(startsOn: string, now: Date): Date {
  if (startsOn < utcDay(now, -1)) throw invalid(MESSAGES.startsOnPast);
  if (startsOn > utcDay(now, COHORT_START_MAX_DAYS_AHEAD)) {
    throw invalid(MESSAGES.startsOnTooFar(COHORT_START_MAX_DAYS_AHEAD));
  }
  return startsOn <= utcDay(now) ? now : new Date(`${startsOn}T00:00:00.000Z`);
}

/** The sizes in their usual order (small, medium, large), so equal sets compare equal. */
export function orderedSizes(sizes: readonly GrantSize[]): GrantSize[] {
  return GRANT_SIZES.filter((size) => sizes.includes(size));
}

/** "Wave 2" after "Wave 1", "Pilot 2" after "Pilot"; the first cohort is "Cohort 1". */
export function nextCohortName(lastName: string | null, taken: ReadonlySet<string>): string {
  const match = lastName?.match(/^(.*?)(\d+)$/);
  const stem = lastName === null ? 'Cohort ' : match ? match[1]! : `${lastName} `;
  let number = lastName === null ? 1 : match ? Number(match[2]) + 1 : 2;
  while (taken.has(`${stem}${number}`.toLowerCase())) number += 1;
  return `${stem}${number}`;
}
