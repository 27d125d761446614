// Previews on /routes, in a browser whose remotes.json (read once per page, so once in this file)
// is the web server's answer to a preview of glow_judge@0.1.0-next.
import { signedIn, type User } from '@glow/shared-api';
import { installFakeApi } from '@glow/shared-api/testing';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paths } from '../paths';
import { createGlowStore } from '../store';
import { renderShellAt } from '../testing/renderInShell';
import { testRemoteRoutes } from '../testing/remoteRoutes';
import { testRemotesJson } from '../testing/remotesJson';
import { reloadPage } from './reloadPage';

jest.mock('./reloadPage', () => ({ reloadPage: jest.fn() }));
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const admin: User = { id: 1, email: 'admin@glow.local', role: 'admin' };
const judge: User = { id: 2, email: 'judge@glow.local', role: 'judge' };
const reload = reloadPage as jest.Mock;

function previewing() {
  const remotesJson = testRemotesJson();
  remotesJson.remotes = remotesJson.remotes.map((line) =>
    line.name === 'glow_judge' ? { ...line, version: '0.1.0-next', preview: true } : line,
  );
  return remotesJson;
}

async function openRoutesAs(user: User) {
  (loadRemote as jest.Mock).mockImplementation(testRemoteRoutes);
  const calls = installFakeApi({
    'GET /remotes.json': { body: previewing() },
    'GET /api/users/verify': { body: { success: true, userInfo: user } },
    'GET /api/area-failures': {
      body: {
        since: '2026-11-28T12:00:00.000Z',
        groups: [
          {
            remote: 'glow_judge',
            version: '0.1.0-next',
            route: '/judge',
            kind: 'render',
            count: 1,
            firstAt: '2026-11-29T09:00:00.000Z',
            lastAt: '2026-11-29T09:00:00.000Z',
          },
        ],
      },
    },
    'POST /api/area-previews': ({ body }) =>
      (body as { version: string }).version === '0.1.0-missing'
        ? { status: 404, body: { message: 'glow_judge@0.1.0-missing is not uploaded' } }
        : {
            body: {
              remotes: { glow_judge: '0.1.0-next' },
              expiresAt: '2026-11-29T13:00:00.000Z',
            },
          },
    'DELETE /api/area-previews': { body: { success: true, message: 'The preview has ended' } },
  });
  const store = createGlowStore();
  store.dispatch(signedIn({ token: 't', user }));
  await renderShellAt(paths.routes, store);
  return calls;
}

beforeEach(() => {
  window.scrollTo = jest.fn();
  reload.mockReset();
});

const previewSection = () =>
  screen.findByRole('region', { name: 'Preview a version in this browser' });

async function askForPreview(version: string) {
  const section = await previewSection();
  fireEvent.change(await within(section).findByLabelText('Remote'), {
    target: { value: 'glow_judge' },
  });
  fireEvent.change(within(section).getByLabelText('Version'), { target: { value: version } });
  fireEvent.click(within(section).getByRole('button', { name: 'Preview' }));
  return section;
}

it("marks the previewed version's routes, says so, and does not call it live among the failures", async () => {
  await openRoutesAs(admin);
  const judgeRow = (await screen.findAllByRole('row')).find((row) =>
    row.textContent?.startsWith('/judge/evaluations'),
  );
  expect(judgeRow?.textContent).toMatch(/glow_judge@0\.1\.0-next preview$/);
  expect(within(await previewSection()).getByRole('status').textContent).toContain(
    'This browser runs glow_judge@0.1.0-next as a preview',
  );
  const failures = await screen.findByRole('region', { name: 'Failures in the last 24 hours' });
  const [, failure] = await within(failures).findAllByRole('row');
  expect(failure!.textContent).toMatch(/^glow_judge@0\.1\.0-next \/judge/);
  expect(failure!.textContent).not.toContain('live');
});

it('ends the preview, and the page reloads to run the live versions', async () => {
  const calls = await openRoutesAs(admin);
  fireEvent.click(within(await previewSection()).getByRole('button', { name: 'End the preview' }));
  await waitFor(() => expect(reload).toHaveBeenCalled());
  expect(calls.filter((call) => call.path === '/api/area-previews')).toMatchObject([
    { method: 'DELETE' },
  ]);
});

it('an admin starts a preview of an uploaded version, and the page reloads to run it', async () => {
  const calls = await openRoutesAs(admin);
  await askForPreview('0.1.0-next');
  await waitFor(() => expect(reload).toHaveBeenCalled());
  expect(calls.filter((call) => call.path === '/api/area-previews')).toMatchObject([
    { method: 'POST', body: { remote: 'glow_judge', version: '0.1.0-next' } },
  ]);
});

it('a version that is not uploaded is said so, and nothing reloads', async () => {
  await openRoutesAs(admin);
  const section = await askForPreview('0.1.0-missing');
  expect(await within(section).findByText('glow_judge@0.1.0-missing is not uploaded')).toBeTruthy();
  expect(reload).not.toHaveBeenCalled();
});

it('is not offered to anyone but an admin', async () => {
  await openRoutesAs(judge);
  expect(await screen.findByRole('columnheader', { name: 'Served by' })).toBeTruthy();
  expect(screen.queryByRole('region', { name: /^Preview/ })).toBeNull();
});
