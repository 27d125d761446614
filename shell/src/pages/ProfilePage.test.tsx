import { signedIn, type User } from '@glow/shared-api';
import { installFakeApi } from '@glow/shared-api/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { paths } from '../paths';
import { createGlowStore } from '../store';
import { renderShellAt } from '../testing/renderInShell';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => null),
  registerRemotes: jest.fn(),
}));

const scout: User = { id: 2, email: 'scout@glow.local', role: 'scout', firstName: 'Sam' };

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = jest.fn();
});

it('shows the email and role, and saves a new name into the session', async () => {
  const renamed = { ...scout, firstName: 'Samira', lastName: 'Scout' };
  const calls = installFakeApi({
    'GET /api/users/verify': { body: { success: true, userInfo: scout } },
    'POST /api/updateProfile': {
      body: { success: true, message: 'Profile updated', userInfo: renamed },
    },
  });
  const store = createGlowStore();
  store.dispatch(signedIn({ token: 't', user: scout }));
  await renderShellAt(paths.profile, store);

  expect(await screen.findByText('scout@glow.local', { selector: 'dd' })).toBeTruthy();
  expect(screen.getByText('scout')).toBeTruthy();
  expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Sam');

  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Samira ' } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Scout' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));

  await waitFor(() => expect(store.getState().session.user).toEqual(renamed));
  expect(calls.find((call) => call.path === '/api/updateProfile')?.body).toEqual({
    firstName: 'Samira',
    lastName: 'Scout',
  });
  expect(await screen.findByText('Profile updated')).toBeTruthy();
});

it("shows the server's message when the name cannot be saved, and keeps the session's name", async () => {
  installFakeApi({
    'GET /api/users/verify': { body: { success: true, userInfo: scout } },
    'POST /api/updateProfile': { status: 500, body: { message: 'Internal server error' } },
  });
  const store = createGlowStore();
  store.dispatch(signedIn({ token: 't', user: scout }));
  await renderShellAt(paths.profile, store);

  fireEvent.change(await screen.findByLabelText('First name'), { target: { value: 'Samira' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));

  expect((await screen.findByRole('alert')).textContent).toBe('Internal server error');
  expect(store.getState().session.user).toEqual(scout);
});

it('says when a name is too long, and sends nothing', async () => {
  const calls = installFakeApi({
    'GET /api/users/verify': { body: { success: true, userInfo: scout } },
  });
  const store = createGlowStore();
  store.dispatch(signedIn({ token: 't', user: scout }));
  await renderShellAt(paths.profile, store);

  // A paste can bring more than the field's maxLength lets a user type.
  fireEvent.change(await screen.findByLabelText('Last name'), {
    target: { value: 'x'.repeat(101) },
  });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));

  expect(screen.getByText('Names must be at most 100 characters')).toBeTruthy();
  expect(screen.getByLabelText('Last name').getAttribute('maxlength')).toBe('100');
  expect(calls.filter((call) => call.path === '/api/updateProfile')).toHaveLength(0);
});
