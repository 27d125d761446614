import { themes } from '@glow/shared-ui';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { AreaNav } from './AreaNav';

const ADMIN_ENTRIES = [
  { to: '/admin', label: 'Dashboard' },
  { to: '/admin/cohorts', label: 'Cohorts', records: ['/admin/nominations/:id'] },
  { to: '/admin/payments', label: 'Payments' },
];

function navAt(path: string) {
  const { unmount } = render(
    <ThemeProvider theme={themes.glow}>
      <MemoryRouter initialEntries={[path]}>
        <AreaNav entries={ADMIN_ENTRIES} label="Admin navigation" vertical />
      </MemoryRouter>
    </ThemeProvider>,
  );
  const nav = within(screen.getByRole('navigation', { name: 'Admin navigation' }));
  const marks = ADMIN_ENTRIES.map(({ label }) =>
    nav.getByRole('link', { name: label }).getAttribute('aria-current'),
  );
  unmount();
  return marks;
}

describe("an area's navigation", () => {
  it('marks the entry of the page shown as the current page, and no other', () => {
    expect(navAt('/admin/cohorts')).toEqual([null, 'page', null]);
    expect(navAt('/admin')).toEqual(['page', null, null]);
  });

  it("marks the list's entry on one of its records' pages, not the dashboard's", () => {
    expect(navAt('/admin/cohorts/3/applications')).toEqual([null, 'page', null]);
    expect(navAt('/admin/payments/12')).toEqual([null, null, 'page']);
  });

  it('marks the entry whose list opens a record living outside its path', () => {
    expect(navAt('/admin/nominations/7')).toEqual([null, 'page', null]);
    expect(navAt('/admin/nominations')).toEqual(['page', null, null]);
  });

  it('takes no path that only starts like an entry for a page of it', () => {
    expect(navAt('/admin/cohortsarchive')).toEqual(['page', null, null]);
  });
});
