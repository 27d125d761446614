import { signedIn, type User } from '@glow/shared-api';
import { installFakeApi, type FakeRoute, type ReceivedCall } from '@glow/shared-api/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { paths } from '../paths';
import { createGlowStore } from '../store';
import { renderShellAt } from '../testing/renderInShell';
import { testRemotesJson } from '../testing/remotesJson';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => null),
  registerRemotes: jest.fn(),
}));

const admin: User = { id: 1, email: 'admin@glow.local', role: 'admin' };
const signedInAnswer = { success: true, message: 'Login successful', api_token: 'token-1' };

let calls: ReceivedCall[];

function fakeApi(
  login: FakeRoute,
  verify: FakeRoute = { body: { success: true, userInfo: admin } },
) {
  calls = installFakeApi({
    'POST /api/users/login': login,
    'GET /api/users/verify': verify,
    // The role's home (/admin) comes from the admin area's line.
    'GET /remotes.json': { body: testRemotesJson() },
  });
}

async function signInAt(path: string, email = 'admin@glow.local', password = 'glow-demo') {
  const shell = await renderShellAt(path);
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
  return shell;
}

const alertText = () => screen.findByRole('alert').then((alert) => alert.textContent);

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = jest.fn();
});

describe('the login page', () => {
  it('stores the token, verifies it, saves the user and goes to the redirect', async () => {
    fakeApi({ body: signedInAnswer });
    const { store, router } = await signInAt(`${paths.login}?redirect=%2Fprofile%3Ftab%3D1`);

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.profile));
    expect(router.state.location.search).toBe('?tab=1');
    expect(calls.find((call) => call.path === '/api/users/login')?.body).toEqual({
      email: 'admin@glow.local',
      password: 'glow-demo',
    });
    expect(calls.find((call) => call.path === '/api/users/verify')?.token).toBe('token-1');
    expect(store.getState().session).toEqual({ token: 'token-1', user: admin });
    expect(localStorage.getItem('api_token')).toBe('token-1');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(admin);
  });

  it("goes to the role's home without a redirect", async () => {
    fakeApi({ body: signedInAnswer });
    const { router } = await signInAt(paths.login);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it.each(['https://evil.example/x', '//evil.example/x', '/\\evil.example/x'])(
    "goes to the role's home instead of the redirect %p to another site",
    async (redirect) => {
      fakeApi({ body: signedInAnswer });
      const { router } = await signInAt(`${paths.login}?redirect=${encodeURIComponent(redirect)}`);
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    },
  );

  it("shows the server's message when signing in fails", async () => {
    fakeApi({
      status: 429,
      body: { message: 'Too many login attempts, please try again in 5 minutes' },
    });
    const { router, store } = await signInAt(paths.login);

    expect(await alertText()).toBe('Too many login attempts, please try again in 5 minutes');
    expect(router.state.location.pathname).toBe(paths.login);
    expect(store.getState().session.token).toBeNull();
  });

  it('shows "Wrong username or password" for a 401 without a message', async () => {
    fakeApi({ status: 401 });
    await signInAt(paths.login, 'admin@glow.local', 'wrong');
    expect(await alertText()).toBe('Wrong username or password');
  });

  it('stores nothing and says so when the new token does not verify', async () => {
    fakeApi({ body: signedInAnswer }, { status: 401, body: { message: 'Please login' } });
    const { router, store } = await signInAt(`${paths.login}?redirect=%2Fprofile`);

    expect(await alertText()).toBe('Token error, please try again');
    expect(router.state.location.pathname).toBe(paths.login);
    expect(store.getState().session).toEqual({ token: null, user: null });
    expect(localStorage.getItem('api_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('keeps the button busy while signing in', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    fakeApi(() => new Promise((resolve) => (answer = resolve)));
    await signInAt(paths.login);

    const button = screen.getByRole('button', { name: 'Signing in…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await act(async () => answer({ body: signedInAnswer }));
  });

  it('names each missing field before calling the API', async () => {
    fakeApi({ body: signedInAnswer });
    await signInAt(paths.login, '', '');

    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).not.toContainEqual(expect.objectContaining({ path: '/api/users/login' }));
  });

  it('signs in on a second try after a refusal', async () => {
    let attempts = 0;
    fakeApi(() =>
      ++attempts === 1
        ? { status: 401, body: { message: 'Wrong username or password' } }
        : { body: signedInAnswer },
    );
    const { router } = await signInAt(paths.login, 'admin@glow.local', 'wrong');
    expect(await alertText()).toBe('Wrong username or password');

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'glow-demo' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(calls.filter((call) => call.path === '/api/users/login').at(-1)?.body).toEqual({
      email: 'admin@glow.local',
      password: 'glow-demo',
    });
  });

  it('links to the password reset', async () => {
    fakeApi({ body: signedInAnswer });
    await renderShellAt(paths.login);
    const link = await screen.findByRole('link', { name: 'Forgot your password?' });
    expect(link.getAttribute('href')).toBe(paths.resetPassword);
  });

  it('sends a signed-in user to their home', async () => {
    fakeApi({ body: signedInAnswer });
    const store = createGlowStore();
    store.dispatch(signedIn({ token: 'token-0', user: admin }));
    const { router } = await renderShellAt(paths.login, store);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });
});
