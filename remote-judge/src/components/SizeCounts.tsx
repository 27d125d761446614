import type { ReviewRow } from '@glow/contract';
import { ASSESSMENT_SIZE_NAMES, ASSESSMENT_SIZES } from '@glow/shared-api';
import styled from 'styled-components';

const Counts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.1rem 0.75rem;
  margin: 0;
  div {
    display: flex;
    gap: 0.3rem;
    white-space: nowrap;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

/** How many judges gave each size: Decline, Small, Medium, Large. */
export function SizeCounts({ counts }: { counts: NonNullable<ReviewRow['counts']> }) {
  return (
    <Counts>
      {ASSESSMENT_SIZES.map((size) => (
        <div key={size}>
          <dt>{ASSESSMENT_SIZE_NAMES[size]}</dt>
          <dd>{counts[size]}</dd>
        </div>
      ))}
    </Counts>
  );
}

/** The sizes tied for most common: the ones a consensus may choose from. */
export function tiedSizes(counts: NonNullable<ReviewRow['counts']>) {
  const most = Math.max(...ASSESSMENT_SIZES.map((size) => counts[size]));
  return ASSESSMENT_SIZES.filter((size) => counts[size] === most && most > 0);
}
