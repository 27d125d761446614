import { formatCount } from '@glow/shared-ui/pages';
import styled from 'styled-components';

/** Figures side by side, two per row on a phone. */
export const StatTiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9.5rem, 1fr));
  gap: 0.75rem;
  margin: 0;
  @media (max-width: 480px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Tile = styled.div`
  display: flex;
  flex-direction: column-reverse;
  /* The number at the top of the tile, however tall the row makes it. */
  justify-content: flex-end;
  gap: 0.2rem;
  padding: 0.85rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  dt {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: 1.6rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

/** One figure of StatTiles: the number large, what it counts under it. */
export function StatTile({ label, value }: { label: string; value: number }) {
  return (
    <Tile>
      <dt>{label}</dt>
      <dd>{formatCount(value)}</dd>
    </Tile>
  );
}
