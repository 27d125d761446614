import styled from 'styled-components';

const Bar = styled.div`
  height: 61px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

/** What shows while the first page's remote loads: the frame's outline, no content yet. */
export function FrameSkeleton() {
  return <Bar aria-busy="true" aria-label="Loading Glow" />;
}
