import { signedIn, type User } from '@glow/shared-api';
import { installFakeApi } from '@glow/shared-api/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
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

async function openProfile(routes: Parameters<typeof installFakeApi>[0]) {
  const calls = installFakeApi({
    'GET /api/users/verify': { body: { success: true, userInfo: scout } },
    ...routes,
  });
  const store = createGlowStore();
  store.dispatch(signedIn({ token: 't', user: scout }));
  const rendered = await renderShellAt(paths.profile, store);
  await screen.findByLabelText('Current password');
  const { router } = rendered;
  return { calls, store, router };
}

function fillPasswords(current: string, next: string, confirmation = next) {
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), {
    target: { value: confirmation },
  });
}

it('changes the password with the current one, and empties the form', async () => {
  const { calls } = await openProfile({
    'POST /api/users/password/change': {
      body: { success: true, message: 'Password changed; your other sessions ended' },
    },
  });
  fillPasswords('old-password', 'a-better-password');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Change password' })));

  expect(await screen.findByText('Password changed; your other sessions ended')).toBeTruthy();
  expect(calls.find((call) => call.path === '/api/users/password/change')?.body).toEqual({
    currentPassword: 'old-password',
    newPassword: 'a-better-password',
  });
  expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
});

it('marks a wrong current password under its field', async () => {
  await openProfile({
    'POST /api/users/password/change': {
      status: 400,
      body: {
        message: 'currentPassword is not your current password',
        fields: ['currentPassword'],
      },
    },
  });
  fillPasswords('wrong-password', 'a-better-password');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Change password' })));

  const field = screen.getByLabelText('Current password');
  await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
  expect(screen.getByText('This is not your current password')).toBeTruthy();
});

it('sends nothing while the new passwords differ or one is short', async () => {
  const { calls } = await openProfile({});
  fillPasswords('old-password', 'a-better-password', 'another-password');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Change password' })));
  expect(screen.getByText('The two passwords do not match')).toBeTruthy();

  fillPasswords('old-password', 'short');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Change password' })));
  expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
  expect(calls.filter((call) => call.path === '/api/users/password/change')).toHaveLength(0);
});

it('signs out everywhere after confirming: the session is forgotten here too', async () => {
  const { calls, store, router } = await openProfile({
    'POST /api/users/logout/all': {
      body: { success: true, message: 'Signed out everywhere, here too' },
    },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
  await act(async () =>
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' })),
  );

  await waitFor(() => expect(store.getState().session.user).toBeNull());
  expect(router.state.location.pathname).toBe('/');
  expect(calls.filter((call) => call.path === '/api/users/logout/all')).toHaveLength(1);
});
