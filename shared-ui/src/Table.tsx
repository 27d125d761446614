import styled from 'styled-components';

/**
 * A data table; wrap it in TableScroll so a wide one scrolls instead of the page. While
 * `aria-busy`, its rows are dimmed: they are about to be replaced.
 */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;
  th,
  td {
    text-align: left;
    padding: 0.6rem 0.75rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }
  th {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.gray[50]};
    white-space: nowrap;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  code {
    font-size: 0.9em;
  }
  tbody {
    transition: opacity 120ms ease;
  }
  &[aria-busy='true'] tbody {
    opacity: 0.55;
  }
`;

export const TableScroll = styled.div`
  /* Contains the absolutely positioned VisuallyHidden text of far columns, which would otherwise
     widen the page on a phone instead of scrolling with the table. */
  position: relative;
  overflow-x: auto;
`;
