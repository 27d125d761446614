import { installFakeApi } from '@glow/shared-api/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { paths } from '../paths';
import { renderShellAt } from '../testing/renderInShell';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => null),
  registerRemotes: jest.fn(),
}));

const NEUTRAL_ANSWER =
  'If an account exists for this email, a link to reset its password has been sent';

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = jest.fn();
});

describe('the reset password page', () => {
  it("sends the email and shows the server's neutral answer", async () => {
    const calls = installFakeApi({
      'POST /api/users/password/reset': { body: { success: true, message: NEUTRAL_ANSWER } },
    });
    await renderShellAt(paths.resetPassword);
    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: ' judge@glow.local ' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send reset link' })));

    expect(await screen.findByText(NEUTRAL_ANSWER)).toBeTruthy();
    expect(calls[calls.length - 1]?.body).toEqual({ email: 'judge@glow.local' });
  });

  it("shows the server's message when it refuses", async () => {
    installFakeApi({
      'POST /api/users/password/reset': {
        status: 429,
        body: { message: 'Too many password reset requests, please try again in 15 minutes' },
      },
    });
    await renderShellAt(paths.resetPassword);
    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: 'judge@glow.local' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send reset link' })));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many password reset requests, please try again in 15 minutes',
    );
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeTruthy();
  });

  it.each([
    ['', 'Email is required'],
    ['judge@', 'Email must be a valid email address'],
  ])('checks the email %p before calling the API', async (email, message) => {
    const calls = installFakeApi({
      'POST /api/users/password/reset': { body: { success: true, message: NEUTRAL_ANSWER } },
    });
    await renderShellAt(paths.resetPassword);
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send reset link' })));

    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });
});
