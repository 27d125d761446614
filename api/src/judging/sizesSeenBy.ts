// What a judge is shown of a cohort's compiled judging. A judge learns the other judges' sizes of
// a nomination, and everything that follows from them (its final size, amount, consensus, its
// part of the totals, a note or an email naming its sizes), only once they saved their own
// assessment of it; a judge who recused never does, nor one with a conflict. Admins see all.
import type { CohortPeriod, ReviewTotals, Role, SizesHiddenReason } from '@glow/contract';
import {
  totalsOf,
  type CompiledDistribution,
  type CompiledNomination,
} from './compiledDistribution';

export interface SizesViewer {
  id: number;
  role: Role;
}

export interface SizesSeen {
  /** Why the viewer is not shown the nomination's sizes; null when they are. */
  hiddenOf(nomination: CompiledNomination): SizesHiddenReason | null;
  /** The cohort's totals with the hidden nominations left out of the sizes' counts and amounts. */
  totals: ReviewTotals;
}

/**
 * Whether the judge may still assess the cohort's nominations: it is in its assessment period,
 * its distribution is not approved, and they sit on its panel, not excused.
 */
export function judgingOpenTo(
  compiled: CompiledDistribution,
  period: CohortPeriod,
  judgeId: number,
): boolean {
  const seat = compiled.panel.find((member) => member.judgeId === judgeId);
  return (
    period === 'assessment' &&
    compiled.approvals < compiled.required &&
    seat !== undefined &&
    seat.excused === null
  );
}

/** What `viewer` is shown of `compiled`, the judging of a cohort now in `period`. */
export function sizesSeenBy(
  compiled: CompiledDistribution,
  viewer: SizesViewer,
  period: CohortPeriod,
): SizesSeen {
  if (viewer.role === 'admin') {
    return { hiddenOf: () => null, totals: compiled.totals };
  }
  const open = judgingOpenTo(compiled, period, viewer.id);
  const hiddenOf = (nomination: CompiledNomination): SizesHiddenReason | null => {
    const own = nomination.rows.find((row) => row.judgeId === viewer.id);
    if (own?.status === 'assessed') return null;
    if (own?.status === 'recused') return 'recused';
    if (nomination.judgesWithConflict.some((judge) => judge.id === viewer.id)) return 'conflict';
    return open ? 'assessFirst' : 'notAssessed';
  };
  return {
    hiddenOf,
    totals: totalsOf(compiled.nominations, (nomination) => hiddenOf(nomination) === null),
  };
}
