import styled from 'styled-components';

/** Above a list: its filter (a select) on the left, an action on the right; wraps when narrow. */
export const FilterToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 1rem;
  & > :first-child {
    width: 14rem;
  }
`;
