import { ASSESSMENT_SIZES, type AssessmentSize } from '@glow/contract';
import { finalSizeOf, NO_ASSESSMENTS, type FinalSize, type SizeCounts } from './finalSize';

/** Counts from a list of sizes: 'SSML' is Small, Small, Medium, Large (D for Decline). */
function countsOf(sizes: string): SizeCounts {
  const letters: Record<string, AssessmentSize> = {
    D: 'decline',
    S: 'small',
    M: 'medium',
    L: 'large',
  };
  const counts = { ...NO_ASSESSMENTS };
  for (const letter of sizes) counts[letters[letter]!] += 1;
  return counts;
}

type Case = [string, string, number, AssessmentSize | null, Partial<FinalSize>];

describe('finalSizeOf', () => {
  it.each<Case>([
    // [what, sizes, judges left, consensus, expected]
    ['no assessment', '', 3, null, { finalSize: null, flags: ['fewerThanThree'], needs: null }],
    ['one assessment', 'M', 3, null, { finalSize: null, flags: ['fewerThanThree'], needs: null }],
    ['two the same', 'MM', 0, null, { finalSize: null, flags: ['fewerThanThree'], needs: null }],
    ['two with a consensus row (not used)', 'SM', 0, 'small', { finalSize: null, decidedBy: null }],
    [
      'three the same',
      'LLL',
      0,
      null,
      { finalSize: 'large', decidedBy: 'mostCommon', flags: [], needs: null },
    ],
    ['two to one', 'SSL', 2, null, { finalSize: 'small', flags: [], needs: null }],
    ['a plurality, not a majority: S,S,M,L', 'SSML', 0, null, { finalSize: 'small', flags: [] }],
    ['three Declines', 'DDD', 0, null, { finalSize: 'decline', flags: [] }],
    [
      '1-1-1 with a judge left',
      'SML',
      1,
      null,
      {
        finalSize: null,
        flags: ['split'],
        needs: 'anotherAssessment',
        tiedSizes: ['small', 'medium', 'large'],
      },
    ],
    [
      '1-1-1 with nobody left',
      'SML',
      0,
      null,
      { finalSize: null, flags: ['split'], needs: 'consensus' },
    ],
    [
      '2-2 with judges left',
      'SSLL',
      3,
      null,
      {
        finalSize: null,
        flags: ['split'],
        needs: 'anotherAssessment',
        tiedSizes: ['small', 'large'],
      },
    ],
    [
      '2-2 with nobody left',
      'SSLL',
      0,
      null,
      { finalSize: null, flags: ['split'], needs: 'consensus', tiedSizes: ['small', 'large'] },
    ],
    [
      '2-2 decided by consensus',
      'SSLL',
      0,
      'large',
      { finalSize: 'large', decidedBy: 'consensus', flags: ['split'], needs: null },
    ],
    [
      '2-2 with a consensus that is not a tied size (stale)',
      'SSLL',
      0,
      'medium',
      { finalSize: null, needs: 'consensus' },
    ],
    [
      'a consensus ignored once a most common size exists',
      'SSLLL',
      0,
      'small',
      { finalSize: 'large', decidedBy: 'mostCommon', flags: [] },
    ],
    [
      'five assessments can still tie: S,S,M,M,L',
      'SSMML',
      0,
      null,
      { finalSize: null, needs: 'consensus', tiedSizes: ['small', 'medium'] },
    ],
    [
      'Decline among Large, most common Large',
      'DLL',
      0,
      null,
      { finalSize: 'large', flags: ['declineAmongLarge'] },
    ],
    [
      'Decline among Large in a split',
      'DDLL',
      1,
      null,
      { finalSize: null, flags: ['split', 'declineAmongLarge'], needs: 'anotherAssessment' },
    ],
    [
      'Decline among Large short of three',
      'DL',
      2,
      null,
      { finalSize: null, flags: ['fewerThanThree', 'declineAmongLarge'] },
    ],
    ['Decline and Medium are not flagged', 'DMM', 0, null, { finalSize: 'medium', flags: [] }],
  ])('%s (%s, %i left, consensus %s)', (_what, sizes, judgesLeft, consensus, expected) => {
    expect(finalSizeOf({ counts: countsOf(sizes), judgesLeft, consensus })).toMatchObject(expected);
  });

  // Every count of up to 4 per size (625 combinations), with and without judges left and with
  // each consensus: the rule's promises hold for all of them.
  const everyCounts: SizeCounts[] = [];
  for (const decline of [0, 1, 2, 3, 4])
    for (const small of [0, 1, 2, 3, 4])
      for (const medium of [0, 1, 2, 3, 4])
        for (const large of [0, 1, 2, 3, 4]) everyCounts.push({ decline, small, medium, large });
  const consensuses = [null, ...ASSESSMENT_SIZES];

  it('gives a final size only to 3 or more assessments, and always a most common size', () => {
    for (const counts of everyCounts) {
      const total = ASSESSMENT_SIZES.reduce((sum, size) => sum + counts[size], 0);
      const highest = Math.max(...ASSESSMENT_SIZES.map((size) => counts[size]));
      for (const judgesLeft of [0, 1])
        for (const consensus of consensuses) {
          const { finalSize, flags, needs } = finalSizeOf({ counts, judgesLeft, consensus });
          expect(flags.includes('fewerThanThree')).toBe(total < 3);
          if (finalSize !== null) {
            expect(total).toBeGreaterThanOrEqual(3);
            expect(counts[finalSize]).toBe(highest);
            expect(needs).toBeNull();
          }
        }
    }
  });

  it('leaves no nomination of 3 or more without a final size or a need', () => {
    for (const counts of everyCounts) {
      const total = ASSESSMENT_SIZES.reduce((sum, size) => sum + counts[size], 0);
      if (total < 3) continue;
      const unique = ASSESSMENT_SIZES.filter(
        (size) => counts[size] === Math.max(...ASSESSMENT_SIZES.map((s) => counts[s])),
      );
      for (const judgesLeft of [0, 1])
        for (const consensus of consensuses) {
          const result = finalSizeOf({ counts, judgesLeft, consensus });
          expect(result.flags.includes('split')).toBe(unique.length > 1);
          if (unique.length > 1 && !(consensus && unique.includes(consensus))) {
            expect(result.finalSize).toBeNull();
            expect(result.needs).toBe(judgesLeft > 0 ? 'anotherAssessment' : 'consensus');
            expect(result.tiedSizes).toEqual(unique);
          } else {
            expect(result.finalSize).not.toBeNull();
          }
          expect(result.flags.includes('declineAmongLarge')).toBe(
            counts.decline > 0 && counts.large > 0,
          );
        }
    }
  });
});
