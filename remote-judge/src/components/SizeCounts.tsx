import type { ReviewRow } from '@glow/contract';
import { ASSESSMENT_SIZE_NAMES, ASSESSMENT_SIZES } from '@glow/shared-api';
import styled from 'styled-components';

const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, auto);
  gap: 0 0.6rem;
  margin: 0;
  div {
    display: flex;
    flex-direction: column;
    align-items: center;
  }
  dt {
    font-size: 0.75rem;
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
