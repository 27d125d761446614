import { signedIn, type User } from '@glow/shared-api';
import { installFakeApi } from '@glow/shared-api/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { paths } from '../paths';
import { createGlowStore } from '../store';
import { renderShellAt } from '../testing/renderInShell';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => null),
  registerRemotes: jest.fn(),
}));

const THANKS =
  'Thank you: your message is on its way to the programme team, and a copy to ada@example.org';

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = jest.fn();
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function fillIn(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(await screen.findByLabelText(label), { target: { value } });
  }
}

const send = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send message' })));

describe('the help page', () => {
  it('sends the message and shows the answer, pointing to the guide first', async () => {
    const calls = installFakeApi({
      'POST /api/contact-messages': { status: 201, body: { success: true, message: THANKS } },
    });
    await renderShellAt(paths.help);
    expect(screen.getByRole('link', { name: 'programme guide' }).getAttribute('href')).toBe(
      paths.guide,
    );
    expect((await screen.findByRole('combobox', { name: 'Topic' })).textContent).toBe(
      'Choose a topicVotingNominationsMy applicationPaymentsOther',
    );

    await fillIn({
      Name: 'Ada Lovelace ',
      Email: 'ada@example.org',
      Topic: 'application',
      Message: 'Where do I register my wallet for the grant?',
    });
    await send();

    expect(await screen.findByText(THANKS)).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/contact-messages',
      body: {
        name: 'Ada Lovelace',
        email: 'ada@example.org',
        topic: 'application',
        message: 'Where do I register my wallet for the grant?',
      },
    });
  });

  it('fills in the name and email of a signed-in user', async () => {
    const judge: User = {
      id: 3,
      email: 'judge@glow.local',
      role: 'judge',
      firstName: 'Jo',
      lastName: 'Judge',
    };
    installFakeApi({ 'GET /api/users/verify': { body: { success: true, userInfo: judge } } });
    const store = createGlowStore();
    store.dispatch(signedIn({ token: 't', user: judge }));
    await renderShellAt(paths.help, store);

    expect(((await screen.findByLabelText('Name')) as HTMLInputElement).value).toBe('Jo Judge');
    expect(field('Email').value).toBe('judge@glow.local');
  });

  it('names each field that is wrong before calling the API', async () => {
    const calls = installFakeApi({});
    await renderShellAt(paths.help);
    await fillIn({ Email: 'ada@', Message: 'Hi' });
    await send();

    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email must be a valid email address')).toBeTruthy();
    expect(screen.getByText('Topic is required')).toBeTruthy();
    expect(screen.getByText('Message must be at least 10 characters')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's message when it refuses, keeping what was written", async () => {
    installFakeApi({
      'POST /api/contact-messages': {
        status: 429,
        body: { message: 'Too many messages sent, please try again in 15 minutes' },
      },
    });
    await renderShellAt(paths.help);
    await fillIn({
      Name: 'Ada',
      Email: 'ada@example.org',
      Topic: 'voting',
      Message: 'How do I change my vote?',
    });
    await send();

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many messages sent, please try again in 15 minutes',
    );
    expect(field('Message').value).toBe('How do I change my vote?');
  });
});
