import { installFakeApi } from '@glow/shared-api/testing';
import { act, fireEvent, screen } from '@testing-library/react';
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
    await renderShellAt('/profile/resetPassword');
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
        status: 400,
        body: { message: 'email must be a valid email address' },
      },
    });
    await renderShellAt('/profile/resetPassword');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'nope' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send reset link' })));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'email must be a valid email address',
    );
  });
});
