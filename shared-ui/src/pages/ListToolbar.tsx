import styled from 'styled-components';

/** How wide the control that narrows the list is, by what it is. */
const LEAD_WIDTHS = {
  /** A filter among a few short options. */
  filter: 'width: 14rem;',
  /** A choice among long options (a cohort with its progress). */
  wide: 'width: min(100%, 24rem);',
  /** A search box: as wide as the row allows, up to a readable width. */
  search: 'flex: 1 1 18rem; max-width: 32rem;',
};

/**
 * Above a list: the control that narrows it first (a filter or a search), then the list's action
 * on the far side; they wrap onto two lines on a narrow screen.
 */
export const ListToolbar = styled.div<{ $lead?: keyof typeof LEAD_WIDTHS }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 1rem;
  & > :first-child {
    ${({ $lead = 'filter' }) => LEAD_WIDTHS[$lead]}
  }
`;
