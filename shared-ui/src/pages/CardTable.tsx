import styled from 'styled-components';
import { Table } from '@glow/shared-ui';

/** Phones: each row of a CardTable becomes a card, each cell a line with its column's name. */
export const PHONE_WIDTH = '767px';

/**
 * A list of records: a table on wide screens; on a phone each row is a card of labelled lines,
 * each cell naming its column in `data-label` (an empty cell is left out, a cell labelled
 * "Actions" goes without its label).
 */
export const CardTable = styled(Table)`
  td {
    vertical-align: top;
  }
  @media (max-width: ${PHONE_WIDTH}) {
    thead {
      display: none;
    }
    tbody,
    tr,
    td {
      display: block;
    }
    tr {
      padding: 0.75rem 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    tbody tr:last-child {
      border-bottom: 0;
    }
    td {
      display: grid;
      grid-template-columns: 7rem 1fr;
      align-items: start;
      justify-items: start;
      gap: 0.75rem;
      padding: 0.3rem 0;
      border: 0;
    }
    td::before {
      content: attr(data-label);
      font-weight: 600;
      color: ${({ theme }) => theme.colors.textMuted};
    }
    td[data-label='Actions'] {
      display: block;
      padding-top: 0.6rem;
    }
    td[data-label='Actions']::before {
      content: none;
    }
    td:empty {
      display: none;
    }
  }
`;
