import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { themes } from '../theme';
import { SearchSortToolbar } from './SearchSortToolbar';

type Sort = 'score' | 'newest';

const SORTS: { value: Sort; label: string }[] = [
  { value: 'score', label: 'Highest score' },
  { value: 'newest', label: 'Newest' },
];

const onSearch = jest.fn<void, [string]>();
const onSort = jest.fn<void, [Sort]>();

function renderToolbar(search = '', sort: Sort = 'score') {
  render(
    <ThemeProvider theme={themes.glow}>
      <SearchSortToolbar
        searchLabel="Search nominations"
        placeholder="Contributor or project"
        search={search}
        onSearch={onSearch}
        sortOptions={SORTS}
        sort={sort}
        onSort={onSort}
      />
    </ThemeProvider>,
  );
}

beforeEach(() => {
  onSearch.mockReset();
  onSort.mockReset();
});

describe('SearchSortToolbar', () => {
  it('shows the search and the order in effect', () => {
    renderToolbar('clio', 'newest');
    expect(screen.getByRole('search')).toBeTruthy();
    expect((screen.getByLabelText('Search nominations') as HTMLInputElement).value).toBe('clio');
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('newest');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Highest score',
      'Newest',
    ]);
  });

  it('searches for the words submitted, trimmed', () => {
    renderToolbar();
    fireEvent.change(screen.getByLabelText('Search nominations'), {
      target: { value: '  xrpl.js ' },
    });
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('xrpl.js');
  });

  it('answers the order chosen', () => {
    renderToolbar();
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'newest' } });
    expect(onSort).toHaveBeenCalledWith('newest');
  });
});
