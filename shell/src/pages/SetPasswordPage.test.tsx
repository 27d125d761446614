import { installFakeApi, type ReceivedCall } from '@glow/shared-api/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paths } from '../paths';
import { renderShellAt } from '../testing/renderInShell';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => null),
  registerRemotes: jest.fn(),
}));

let calls: ReceivedCall[];
const setPasswordCalls = () => calls.filter((call) => call.path === '/api/users/password');

async function choose(password: string, confirmation: string) {
  fireEvent.change(await screen.findByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm password'), {
    target: { value: confirmation },
  });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save password' })));
}

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = jest.fn();
  calls = installFakeApi({
    'POST /api/users/password': {
      body: { success: true, message: 'Your password has been set; you can now sign in' },
    },
  });
});

describe('the set password page', () => {
  it('says when the two passwords do not match, and sends nothing', async () => {
    await renderShellAt(`${paths.setPassword}?token=abc`);
    await choose('long enough 1', 'long enough 2');

    const confirmation = screen.getByLabelText('Confirm password');
    expect(confirmation.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The two passwords do not match')).toBeTruthy();
    expect(setPasswordCalls()).toHaveLength(0);
  });

  it.each([
    ['short', 'Password must be at least 8 characters'],
    ['x'.repeat(129), 'Password must be at most 128 characters'],
  ])('says when the password %p breaks the rules, and sends nothing', async (password, message) => {
    await renderShellAt(`${paths.setPassword}?token=abc`);
    expect(screen.getByText('Between 8 and 128 characters.')).toBeTruthy();
    await choose(password, password);

    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    expect(setPasswordCalls()).toHaveLength(0);
  });

  it('sets the password with the token and offers to sign in', async () => {
    await renderShellAt(`${paths.setPassword}?token=abc`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Set your password');
    await choose('a good password', 'a good password');

    expect(setPasswordCalls()[0]?.body).toEqual({ token: 'abc', password: 'a good password' });
    expect(await screen.findByText('Your password has been set; you can now sign in')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(paths.login);
  });

  it("shows the server's message for an expired link", async () => {
    calls = installFakeApi({
      'POST /api/users/password': {
        status: 400,
        body: { message: 'This link is invalid or has expired; ask for a new one' },
      },
    });
    await renderShellAt(`${paths.setPassword}?token=old&reset=1`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Choose a new password');
    await waitFor(() => expect(document.title).toBe('Choose a new password · Glow'));
    await choose('a good password', 'a good password');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This link is invalid or has expired; ask for a new one');
    expect(
      within(alert).getByRole('link', { name: 'Ask for a new link' }).getAttribute('href'),
    ).toBe(paths.resetPassword);
  });

  it('explains what is missing without a token', async () => {
    await renderShellAt(paths.setPassword);
    expect(await screen.findByText(/needs the link from your invitation/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      paths.resetPassword,
    );
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
