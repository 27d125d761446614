import styled from 'styled-components';

/** Sections side by side while they fit, one under the other on a narrow screen. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr));
  gap: 1.5rem;
  align-items: start;
`;
