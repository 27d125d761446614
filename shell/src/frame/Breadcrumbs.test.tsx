import { useBreadcrumb, type BreadcrumbStep, type GlowRoute } from '@glow/shared-api';
import { createTestStore } from '@glow/shared-api/testing';
import { themes } from '@glow/shared-ui';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { Breadcrumbs } from './Breadcrumbs';

const handle = (title: string) => ({ title }) as GlowRoute['handle'];
const ROUTES = [
  { path: '/admin', handle: handle('Dashboard') },
  { path: '/admin/cohorts', handle: handle('Cohorts') },
  { path: '/admin/nominations/:id', handle: handle('Nomination') },
] as GlowRoute[];

function PagePublishing({ label, trail }: { label: string; trail?: BreadcrumbStep[] }) {
  useBreadcrumb(label, '/admin/nominations/12', trail);
  return null;
}

function trailAt(trail?: BreadcrumbStep[]) {
  render(
    <Provider store={createTestStore(null)}>
      <ThemeProvider theme={themes.glow}>
        <MemoryRouter initialEntries={['/admin/nominations/12']}>
          <PagePublishing label="Nomination of Maya Okafor" trail={trail} />
          <Breadcrumbs routes={ROUTES} />
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
  return within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
}

describe('the breadcrumb trail', () => {
  it("shows the record's cohort its page publishes, linked where it has a path", () => {
    const items = trailAt([
      { label: 'Cohorts', path: '/admin/cohorts' },
      { label: 'Wave 1', path: '/admin/cohorts/2' },
    ]);
    expect(items.map((item) => item.textContent)).toEqual([
      'Dashboard',
      'Cohorts',
      'Wave 1',
      'Nomination of Maya Okafor',
    ]);
    expect(within(items[2]!).getByRole('link').getAttribute('href')).toBe('/admin/cohorts/2');
    expect(within(items[3]!).queryByRole('link')).toBeNull();
    expect(items[3]!.firstElementChild?.getAttribute('aria-current')).toBe('page');
  });

  it('shows a step without a path as text', () => {
    const items = trailAt([{ label: 'Wave 1' }]);
    expect(items.map((item) => item.textContent)).toEqual([
      'Dashboard',
      'Wave 1',
      'Nomination of Maya Okafor',
    ]);
    expect(within(items[1]!).queryByRole('link')).toBeNull();
    expect(items[1]!.firstElementChild?.getAttribute('aria-current')).toBeNull();
  });

  it('follows the path without a published trail', () => {
    expect(trailAt().map((item) => item.textContent)).toEqual([
      'Dashboard',
      'Nomination of Maya Okafor',
    ]);
  });
});
