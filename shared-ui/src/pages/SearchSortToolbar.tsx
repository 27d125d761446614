import { SearchForm, SelectField } from '@glow/shared-ui';
import styled from 'styled-components';

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
