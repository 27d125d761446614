import type { CohortFigures } from '@glow/contract';
import { Table } from '@glow/shared-ui';
import styled from 'styled-components';

/** Figures right-aligned; the name column stays in view while a wide table scrolls sideways. */
export const FiguresTable = styled(Table)`
  /* Narrower than other tables: the cohort list's ten columns fit beside the menu at 1280 px. */
  th,
  td {
    padding-inline: 0.5rem;
  }
  time {
    white-space: nowrap;
  }
  td.figure,
  th.figure {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  th:first-child,
  td:first-child {
    position: sticky;
    left: 0;
    background: ${({ theme }) => theme.colors.surface};
  }
  th:first-child {
    background: ${({ theme }) => theme.colors.gray[50]};
  }
`;

/** A cohort's figures, in the order the pages show them. */
export const COHORT_FIGURES: { key: keyof CohortFigures; label: string; title?: string }[] = [
  { key: 'nominations', label: 'Nominations' },
  { key: 'voters', label: 'Voters', title: 'Registered voters who voted' },
  { key: 'votes', label: 'Votes' },
  { key: 'assessments', label: 'Assessments' },
  { key: 'approvedGrants', label: 'Approved', title: 'Approved grants' },
  { key: 'paidGrants', label: 'Paid', title: 'Paid grants' },
];
