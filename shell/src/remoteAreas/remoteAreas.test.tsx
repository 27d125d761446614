import type { User } from '@glow/shared-api';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen, waitFor } from '@testing-library/react';
import { renderAppAt, startShell } from '../testing/renderInShell';
import { requestedRemotes, testRemoteRoutes } from '../testing/remoteRoutes';

// The shell as the app creates it, with remotes.json served and the federation runtime answering
// with the routes of testing/remoteRoutes.tsx: which remote a path loads, and where access is
// checked for paths of an area that none of its routes match.

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = loadRemote as jest.Mock;
const admin: User = { id: 1, email: 'admin@glow.local', role: 'admin' };
const judge: User = { id: 2, email: 'judge@glow.local', role: 'judge' };

function visit(path: string, user?: User) {
  return renderAppAt(path, startShell(user));
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = jest.fn();
  loadRemoteMock.mockReset();
  loadRemoteMock.mockImplementation(testRemoteRoutes);
});

describe('a path under a prefix that a remote declares', () => {
  it('loads that remote alone and shows its page', async () => {
    await visit('/vote');
    expect(await heading('Vote for Glow')).toBeTruthy();
    expect(requestedRemotes(loadRemoteMock)).toEqual(['glow_public']);
  });

  it('shows the page of the remote to a user of its role', async () => {
    await visit('/admin/users', admin);
    expect(await heading('Users')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Admin navigation' })).toBeTruthy();
  });
});

describe('a path of an area that none of its routes match: the frame checks its access', () => {
  it('sends a signed-out visitor to sign in, keeping the path', async () => {
    const { router } = await visit('/admin/typo?x=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fadmin%2Ftypo%3Fx%3D1');
  });

  it('shows a 403 to a user of another role', async () => {
    await visit('/admin/typo', judge);
    expect(await heading('You are not allowed to open /admin/typo')).toBeTruthy();
  });

  it('shows "Page not found" to a user of the role, in the area’s layout', async () => {
    await visit('/admin/typo', admin);
    expect(await heading('Page not found: /admin/typo')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Admin navigation' })).toBeTruthy();
  });
});

describe('a page of another role', () => {
  it('shows its 403 in the user’s own area: that navigation, not the refused area’s', async () => {
    await visit('/admin/users', judge);
    expect(await heading('You are not allowed to open /admin/users')).toBeTruthy();
    const own = await screen.findByRole('navigation', { name: 'Judging navigation' });
    expect(own.textContent).toBe('Evaluations');
    expect(screen.queryByRole('navigation', { name: 'Admin navigation' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Users' })).toBeNull();
  });
});

describe('a path that no remote declares', () => {
  it('is "Page not found" without loading any remote', async () => {
    await visit('/nowhere');
    expect(await heading('Page not found: /nowhere')).toBeTruthy();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });
});

describe('signing in', () => {
  it('goes to the home the role’s area declares', async () => {
    const { router } = await visit('/login', judge);
    await waitFor(() => expect(router.state.location.pathname).toBe('/judge'));
    expect(await heading('Judging')).toBeTruthy();
  });
});
