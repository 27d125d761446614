// The final size of a nomination from its judges' assessments (docs/decisions/0038-the-final-size-of-a-nomination.md
// states the rule): pure, so the review, the distribution, approvals and the
// programme's figures all decide it the same way.
import {
  ASSESSMENT_SIZES,
  MIN_ASSESSMENTS_PER_NOMINATION,
  type AssessmentSize,
  type ReviewFlag,
  type ReviewNeed,
} from '@glow/contract';

export type SizeCounts = Record<AssessmentSize, number>;

export interface FinalSizeInput {
  /** Assessments per size (recusals are not assessments and are not counted). */
  counts: SizeCounts;
  /** Non-excused panel judges who may still assess it: neither assessed nor recused. */
  judgesLeft: number;
  /** The judges' recorded consensus size, if any. */
  consensus: AssessmentSize | null;
}

export interface FinalSize {
  /** Null while it has fewer than 3 assessments or an unresolved split. */
  finalSize: AssessmentSize | null;
  /** How it was decided: the most common size, or the judges' consensus of a split. */
  decidedBy: 'mostCommon' | 'consensus' | null;
  flags: ReviewFlag[];
  /** What an unresolved split needs: one more judge's assessment, or the judges' consensus. */
  needs: ReviewNeed | null;
  /** The sizes sharing the highest count of a split (empty otherwise), in size order. */
  tiedSizes: AssessmentSize[];
}

export const NO_ASSESSMENTS: SizeCounts = { decline: 0, small: 0, medium: 0, large: 0 };

/**
 * The most common size once a nomination has 3 assessments (a plurality: S, S, M, L is Small).
 * A tie for the most common size is a split: it needs one more assessment while a judge is left,
 * then the judges' consensus (one of the tied sizes). A Decline among Large is flagged only.
 */
export function finalSizeOf({ counts, judgesLeft, consensus }: FinalSizeInput): FinalSize {
  const assessed = ASSESSMENT_SIZES.reduce((sum, size) => sum + counts[size], 0);
  const flags: ReviewFlag[] = [];
  if (counts.decline > 0 && counts.large > 0) flags.push('declineAmongLarge');
  if (assessed < MIN_ASSESSMENTS_PER_NOMINATION) {
    return {
      finalSize: null,
      decidedBy: null,
      flags: ['fewerThanThree', ...flags],
      needs: null,
      tiedSizes: [],
    };
  }
  const highest = Math.max(...ASSESSMENT_SIZES.map((size) => counts[size]));
  const mostCommon = ASSESSMENT_SIZES.filter((size) => counts[size] === highest);
  if (mostCommon.length === 1) {
    return {
      finalSize: mostCommon[0]!,
      decidedBy: 'mostCommon',
      flags,
      needs: null,
      tiedSizes: [],
    };
  }
  const splitFlags: ReviewFlag[] = ['split', ...flags];
  if (consensus !== null && mostCommon.includes(consensus)) {
    return {
      finalSize: consensus,
      decidedBy: 'consensus',
      flags: splitFlags,
      needs: null,
      tiedSizes: mostCommon,
    };
  }
  return {
    finalSize: null,
    decidedBy: null,
    flags: splitFlags,
    needs: judgesLeft > 0 ? 'anotherAssessment' : 'consensus',
    tiedSizes: mostCommon,
  };
}
