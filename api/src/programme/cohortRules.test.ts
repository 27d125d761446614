// The cohort rules on their own: which moves are allowed, when settings are fixed, when a cohort
// starting on a day begins, and the suggested name of the next cohort.
import { COHORT_PERIODS, type CohortPeriod } from '@glow/contract';
import { invalid } from '../errors/domainErrors';
import {
  cohortStartsAt,
  moveRefusal,
  nextCohortName,
  settingsLockReason,
  type CohortState,
} from './cohortRules';

const NOW = new Date('2026-11-24T10:00:00Z');
const NO_APPROVAL_NEEDED = { approvals: 0, judges: 7, required: 0 };
const cohortIn = (period: CohortPeriod): CohortState => ({
  name: 'Wave 1',
  period,
  startsAt: new Date('2026-10-01T00:00:00Z'),
});

describe('moveRefusal', () => {
  it('allows only the next period, from each period', () => {
    const allowed = COHORT_PERIODS.flatMap((from) =>
      COHORT_PERIODS.filter(
        (to) => moveRefusal(cohortIn(from), to, NO_APPROVAL_NEEDED, NOW) === null,
      ).map((to) => `${from} → ${to}`),
    );
    expect(allowed).toEqual([
      'nomination → voting',
      'voting → assessment',
      'assessment → distribution',
      'distribution → closed',
    ]);
  });

  it('says where the cohort may go instead, that it is closed, or when it starts', () => {
    expect(moveRefusal(cohortIn('nomination'), 'assessment', NO_APPROVAL_NEEDED, NOW)).toBe(
      'Wave 1 is in its nomination period; it can only move to voting',
    );
    expect(moveRefusal(cohortIn('distribution'), 'voting', NO_APPROVAL_NEEDED, NOW)).toBe(
      'Wave 1 is in its distribution period; it can only be closed',
    );
    expect(moveRefusal(cohortIn('closed'), 'closed', NO_APPROVAL_NEEDED, NOW)).toBe(
      'Wave 1 is closed',
    );
    const later = { ...cohortIn('nomination'), startsAt: new Date('2026-12-01T00:00:00Z') };
    expect(moveRefusal(later, 'voting', NO_APPROVAL_NEEDED, NOW)).toBe(
      'Wave 1 starts on 1 Dec 2026',
    );
  });

  it('waits for the judges’ approvals before distribution, and only there', () => {
    const twoOfThree = { approvals: 2, judges: 7, required: 3 };
    expect(moveRefusal(cohortIn('assessment'), 'distribution', twoOfThree, NOW)).toBe(
      "the judges have approved Wave 1's distribution 2 of 3 times",
    );
    expect(moveRefusal(cohortIn('voting'), 'assessment', twoOfThree, NOW)).toBeNull();
    expect(
      moveRefusal(cohortIn('assessment'), 'distribution', { ...twoOfThree, approvals: 3 }, NOW),
    ).toBeNull();
  });
});

describe('settingsLockReason', () => {
  it('fixes the settings from distribution on, or once required approvals are in', () => {
    const locked = (period: CohortPeriod, approval = NO_APPROVAL_NEEDED) =>
      settingsLockReason(cohortIn(period), approval) !== null;
    expect(COHORT_PERIODS.filter((period) => locked(period))).toEqual([
      'distribution',
      'closed',
      'cancelled',
    ]);
    expect(locked('assessment', { approvals: 3, judges: 7, required: 3 })).toBe(true);
    expect(locked('assessment', { approvals: 2, judges: 7, required: 3 })).toBe(false);
  });
});

describe('cohortStartsAt', () => {
  it('starts now for today or yesterday, at midnight UTC for a later day', () => {
    expect(cohortStartsAt('2026-11-24', NOW)).toBe(NOW);
    expect(cohortStartsAt('2026-11-23', NOW)).toBe(NOW);
    expect(cohortStartsAt('2026-11-25', NOW)).toEqual(new Date('2026-11-25T00:00:00Z'));
    expect(cohortStartsAt('2027-11-24', NOW)).toEqual(new Date('2027-11-24T00:00:00Z'));
  });

  it('refuses earlier days and days more than 365 days ahead (400)', () => {
    for (const [day, message] of [
      ['2026-11-22', 'startsOn must be today or later'],
      ['2027-11-25', 'startsOn must be at most 365 days ahead'],
    ]) {
      expect(() => cohortStartsAt(day!, NOW)).toThrow(invalid(message!));
    }
  });
});

describe('nextCohortName', () => {
  it('counts on from the last name, skipping taken names', () => {
    expect(nextCohortName('Wave 1', new Set())).toBe('Wave 2');
    expect(nextCohortName('Wave 9', new Set())).toBe('Wave 10');
    expect(nextCohortName('Wave 1', new Set(['wave 2']))).toBe('Wave 3');
    expect(nextCohortName('Pilot', new Set(['pilot']))).toBe('Pilot 2');
    expect(nextCohortName(null, new Set())).toBe('Cohort 1');
  });
});
