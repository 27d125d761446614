import { SearchForm, SelectField } from '@glow/shared-ui';
import styled, { css } from 'styled-components';

/** How wide the control that narrows the list is, by what it is. */
const LEAD_WIDTHS = {
  /** A filter among a few short options. */
  filter: css`
    width: 14rem;
  `,
  /** A choice among long options (a cohort with its progress). */
  wide: css`
    width: min(100%, 24rem);
  `,
  /** A search box: as wide as the row allows, up to a readable width. */
  search: css`
    flex: 1 1 18rem;
    max-width: 32rem;
  `,
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

const SearchAndSort = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 12rem;
  align-items: end;
  gap: 1rem;
  @media (max-width: 560px) {
    grid-template-columns: 1fr;
  }
`;

/**
 * A search box beside the list's order ("Sort by"), one above the other on a phone. The search
 * runs when submitted; the order applies when chosen.
 */
export function SearchSortToolbar<Sort extends string>({
  searchLabel,
  placeholder,
  search,
  onSearch,
  sortOptions,
  sort,
  onSort,
}: {
  searchLabel: string;
  placeholder: string;
  /** The search in effect. */
  search: string;
  onSearch: (search: string) => void;
  sortOptions: readonly { value: Sort; label: string }[];
  sort: Sort;
  onSort: (sort: Sort) => void;
}) {
  return (
    <SearchAndSort>
      <SearchForm
        label={searchLabel}
        placeholder={placeholder}
        value={search}
        onSearch={onSearch}
      />
      <SelectField
        label="Sort by"
        value={sort}
        onChange={(event) =>
          onSort(sortOptions.find(({ value }) => value === event.target.value)?.value ?? sort)
        }
      >
        {sortOptions.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
    </SearchAndSort>
  );
}
