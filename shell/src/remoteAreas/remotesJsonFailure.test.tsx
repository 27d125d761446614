import { loadRemote } from '@module-federation/enhanced/runtime';
import { fireEvent, screen } from '@testing-library/react';
import {
  findAreaFallback,
  SETTLED,
  visitAsAdmin,
  watchConsoleErrors,
} from '../testing/areaFailures';
import { testRemoteRoutes } from '../testing/remoteRoutes';
import { testRemotesJson } from '../testing/remotesJson';

// /remotes.json failing as remoteFailure.test.tsx has a remote fail: recorded, reported once,
// shown as the fallback, and read again by Retry. (One test a file: a page reads remotes.json
// once it has succeeded.)

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const reports = watchConsoleErrors();

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = jest.fn();
  (loadRemote as jest.Mock).mockImplementation(testRemoteRoutes);
});

it('/remotes.json that cannot be read: the fallback on an area path, reported once; Retry reads it again', async () => {
  let answer = { status: 503, body: { message: 'Unavailable' } as unknown };
  await visitAsAdmin('/admin/users', () => answer);

  expect((await findAreaFallback()).textContent).toContain(
    'The pages at this address could not be loaded',
  );
  expect(reports('[glow] /remotes.json could not be read:')).toHaveLength(1);
  expect(screen.getByRole('banner')).toBeTruthy();

  answer = { status: 200, body: testRemotesJson() };
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Users' }, SETTLED)).toBeTruthy();
  expect(reports('could not be')).toHaveLength(1);
});
