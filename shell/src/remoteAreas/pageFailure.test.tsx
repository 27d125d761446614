import type { RemoteRoutesModule } from '@glow/shared-api';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen, waitFor } from '@testing-library/react';
import { findAreaFallback, visitAsAdmin, watchConsoleErrors } from '../testing/areaFailures';
import { shellApiCalls } from '../testing/renderInShell';
import { testRemotesJson } from '../testing/remotesJson';
import { routePatternOf } from './failureReports';

// A remote's page that throws while rendering: the area's fallback, and one report to the API
// naming the route's pattern, never the address with its ids. (One test a file: what a page has
// loaded stays loaded, as in the browser.)

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

function BrokenPage(): never {
  throw new Error('Cannot read properties of undefined');
}

const ADMIN_ROUTES: RemoteRoutesModule = {
  navigation: [],
  routes: [
    {
      path: '/admin/users/:id',
      handle: {
        access: { roles: ['admin'] },
        layout: 'admin',
        title: 'User',
        params: { id: 'id' },
      },
      Component: BrokenPage,
    },
  ],
};

watchConsoleErrors();
beforeEach(() => jest.spyOn(console, 'info').mockImplementation(() => undefined));

it('a page that throws shows the fallback and is reported once, by its route pattern', async () => {
  (loadRemote as jest.Mock).mockResolvedValue(ADMIN_ROUTES);
  window.scrollTo = jest.fn();
  await visitAsAdmin('/admin/users/12', { body: testRemotesJson() });

  expect((await findAreaFallback()).textContent).toContain('The admin pages could not be loaded');
  expect(screen.getByRole('banner')).toBeTruthy();
  await waitFor(() =>
    expect(
      shellApiCalls()
        .filter((call) => call.path === '/api/area-failures')
        .map((call) => call.body),
    ).toEqual([
      {
        remote: 'glow_admin',
        version: '0.1.0-test',
        route: '/admin/users/:id',
        kind: 'render',
      },
    ]),
  );
});

describe("a route's pattern", () => {
  it.each([
    ['/judge/assessment/12', { id: '12' }, '/judge/assessment/:id'],
    ['/admin/cohorts/3/applications', { id: '3' }, '/admin/cohorts/:id/applications'],
    ['/admin/users/7/personal-data', { id: '7' }, '/admin/users/:id/personal-data'],
    ['/admin/no/such/page', { '*': 'no/such/page' }, '/admin/*'],
    ['/vote', {}, '/vote'],
  ])('of %s with %j is %s', (pathname, params, pattern) => {
    expect(routePatternOf(pathname, params)).toBe(pattern);
  });
});
