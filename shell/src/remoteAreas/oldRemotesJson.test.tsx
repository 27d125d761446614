import type { User } from '@glow/shared-api';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen, waitFor } from '@testing-library/react';
import { renderAppAt, startShell } from '../testing/renderInShell';
import { requestedRemotes, testRemoteRoutes } from '../testing/remoteRoutes';
import { testRemotesJson } from '../testing/remotesJson';

// A remotes.json written before remotes declared their paths: no line has "area". The shell
// learns the paths from the remotes' routes, loading every such remote the first time a path
// matches no declared prefix. The tests run in order: what a page loaded stays loaded.

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = loadRemote as jest.Mock;
const judge: User = { id: 2, email: 'judge@glow.local', role: 'judge' };
const OLD = testRemotesJson({ undeclared: ['glow_public', 'glow_admin', 'glow_judge'] });

function visit(path: string, user?: User) {
  return renderAppAt(path, startShell(user, { body: OLD }));
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = jest.fn();
  loadRemoteMock.mockImplementation(testRemoteRoutes);
});

it('opens /vote, having loaded every remote to find which one serves it', async () => {
  await visit('/vote');
  expect(await heading('Vote for Glow')).toBeTruthy();
  expect(requestedRemotes(loadRemoteMock).sort()).toEqual([
    'glow_admin',
    'glow_judge',
    'glow_public',
  ]);
});

it('then knows their paths: an unknown path is "Page not found" with nothing more loaded', async () => {
  loadRemoteMock.mockClear();
  await visit('/nowhere');
  expect(await heading('Page not found: /nowhere')).toBeTruthy();
  expect(loadRemoteMock).not.toHaveBeenCalled();
});

it('checks the access of a path under a learned prefix that no route matches', async () => {
  const { router } = await visit('/admin/typo');
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
});

it('signs a user in to the home learned from the role’s routes', async () => {
  const { router } = await visit('/login', judge);
  await waitFor(() => expect(router.state.location.pathname).toBe('/judge'));
  expect(await heading('Judging')).toBeTruthy();
  expect(screen.getByRole('navigation', { name: 'Judge navigation' })).toBeTruthy();
});
