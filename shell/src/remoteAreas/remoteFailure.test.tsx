import { loadRemote } from '@module-federation/enhanced/runtime';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  findAreaFallback,
  SETTLED,
  visitAsAdmin,
  watchConsoleErrors,
} from '../testing/areaFailures';
import { requestedRemotes, testRemoteRoutes } from '../testing/remoteRoutes';
import { shellApiCalls } from '../testing/renderInShell';
import { testRemotesJson } from '../testing/remotesJson';

// What a failure looks like: recorded in the area's status, reported once on the console and to
// the API, shown as the area's fallback inside the frame; its Retry tries again. Real timers: the three
// attempts of a load pause 500 ms and 2 s between them. (One test a file: what a page has loaded
// stays loaded, as in the browser; remotesJsonFailure.test.tsx has the other.)

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = loadRemote as jest.Mock;
const reports = watchConsoleErrors();

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = jest.fn();
});

it('a remote failing every attempt: its fallback in the frame, reported once; Retry loads it', async () => {
  loadRemoteMock.mockRejectedValue(new Error('Failed to load script'));
  await visitAsAdmin('/admin/users', { body: testRemotesJson() });

  const card = await findAreaFallback();
  expect(card.textContent).toContain('The admin pages could not be loaded');
  expect(requestedRemotes(loadRemoteMock)).toEqual(['glow_admin', 'glow_admin', 'glow_admin']);
  expect(reports('[glow] glow_admin could not be loaded:')).toEqual([
    ['[glow] glow_admin could not be loaded:', new Error('Failed to load script')],
  ]);
  expect(screen.getByRole('banner')).toBeTruthy();
  expect(screen.getByRole('contentinfo')).toBeTruthy();
  const failureReports = () => shellApiCalls().filter((call) => call.path === '/api/area-failures');
  await waitFor(() =>
    expect(failureReports().map((call) => call.body)).toEqual([
      { remote: 'glow_admin', version: '0.1.0-test', route: '/admin', kind: 'load' },
    ]),
  );

  loadRemoteMock.mockImplementation(testRemoteRoutes);
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Users' }, SETTLED)).toBeTruthy();
  expect(screen.queryByTestId('remote-unavailable')).toBeNull();
  expect(reports('could not be loaded')).toHaveLength(1);
  expect(failureReports()).toHaveLength(1);
});
