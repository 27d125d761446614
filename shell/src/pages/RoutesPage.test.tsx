import { signedIn, type User } from '@glow/shared-api';
import { installFakeApi } from '@glow/shared-api/testing';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen, within } from '@testing-library/react';
import { paths } from '../paths';
import { createGlowStore } from '../store';
import { renderShellAt } from '../testing/renderInShell';
import { testRemoteRoutes } from '../testing/remoteRoutes';
import { testRemotesJson } from '../testing/remotesJson';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const admin: User = { id: 1, email: 'admin@glow.local', role: 'admin' };
const judge: User = { id: 2, email: 'judge@glow.local', role: 'judge' };

const FAILURES = {
  since: '2026-11-28T12:00:00.000Z',
  groups: [
    {
      remote: 'glow_judge',
      version: '0.1.0-test',
      route: '/judge/assessment/:id',
      kind: 'render',
      count: 3,
      firstAt: '2026-11-29T09:00:00.000Z',
      lastAt: '2026-11-29T10:00:00.000Z',
    },
    {
      remote: 'glow_judge',
      version: '0.1.0-older',
      route: '/judge',
      kind: 'load',
      count: 1,
      firstAt: '2026-11-29T08:00:00.000Z',
      lastAt: '2026-11-29T08:00:00.000Z',
    },
  ],
};

async function openRoutesAs(user: User) {
  (loadRemote as jest.Mock).mockImplementation(testRemoteRoutes);
  const calls = installFakeApi({
    'GET /remotes.json': { body: testRemotesJson() },
    'GET /api/users/verify': { body: { success: true, userInfo: user } },
    'GET /api/area-failures': { body: FAILURES },
  });
  const store = createGlowStore();
  store.dispatch(signedIn({ token: 't', user }));
  await renderShellAt(paths.routes, store);
  return calls;
}

beforeEach(() => {
  window.scrollTo = jest.fn();
});

it("shows an admin the failures browsers reported, marking each remote's live version", async () => {
  await openRoutesAs(admin);
  const section = await screen.findByRole('region', { name: 'Failures in the last 24 hours' });
  const rows = await within(section).findAllByRole('row');
  expect(rows.slice(1).map((row) => row.textContent)).toEqual([
    expect.stringMatching(/^glow_judge@0\.1\.0-test live\/judge\/assessment\/:idA page broke3/),
    expect.stringMatching(/^glow_judge@0\.1\.0-older \/judgeDid not load1/),
  ]);
});

it('shows anyone else the routes only, and asks the API for no failures', async () => {
  const calls = await openRoutesAs(judge);
  expect(await screen.findByRole('columnheader', { name: 'Served by' })).toBeTruthy();
  expect(screen.queryByRole('region', { name: /^Failures/ })).toBeNull();
  expect(calls.some((call) => call.path === '/api/area-failures')).toBe(false);
});
