import type { User } from '@glow/shared-api';
import type { FakeRoute } from '@glow/shared-api/testing';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { fireEvent, screen } from '@testing-library/react';
import { renderAppAt, startShell } from '../testing/renderInShell';
import { REMOTE_ROUTES, requestedRemotes } from '../testing/remoteRoutes';
import { testRemotesJson } from '../testing/remotesJson';

// What a failure looks like: recorded in the area's status, reported once on the console, shown
// as the area's fallback inside the frame; its Retry tries again. Real timers: the three
// attempts of a load pause 500 ms and 2 s between them. (One test a file: what a page has loaded
// stays loaded, as in the browser.)

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = loadRemote as jest.Mock;
const admin: User = { id: 1, email: 'admin@glow.local', role: 'admin' };
/** Long enough for three attempts and their back-off. */
const SETTLED = { timeout: 6000 };

/** Opens `path` signed in as an admin, with /remotes.json answered by `remotesJson`. */
function visitAsAdmin(path: string, remotesJson: FakeRoute) {
  return renderAppAt(path, startShell(admin, remotesJson));
}

const fallback = () => screen.findByTestId('remote-unavailable', {}, SETTLED);
let consoleError: jest.SpyInstance;

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = jest.fn();
  loadRemoteMock.mockReset();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => consoleError.mockRestore());

const reports = (text: string) =>
  consoleError.mock.calls.filter(([first]) => String(first).includes(text));

it('a remote failing every attempt: its fallback in the frame, reported once; Retry loads it', async () => {
  loadRemoteMock.mockRejectedValue(new Error('Failed to load script'));
  await visitAsAdmin('/admin/users', { body: testRemotesJson() });

  const card = await fallback();
  expect(card.textContent).toContain('The admin pages could not be loaded');
  expect(requestedRemotes(loadRemoteMock)).toEqual(['glow_admin', 'glow_admin', 'glow_admin']);
  expect(reports('[glow] glow_admin could not be loaded:')).toEqual([
    ['[glow] glow_admin could not be loaded:', new Error('Failed to load script')],
  ]);
  expect(screen.getByRole('banner')).toBeTruthy();
  expect(screen.getByRole('contentinfo')).toBeTruthy();

  loadRemoteMock.mockImplementation(async (id: string) => REMOTE_ROUTES[id.replace('/routes', '')]);
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Users' }, SETTLED)).toBeTruthy();
  expect(screen.queryByTestId('remote-unavailable')).toBeNull();
  expect(reports('could not be loaded')).toHaveLength(1);
});
