import { installFakeApi, type FakeAnswer, type ReceivedCall } from '@glow/shared-api/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { paths } from '../paths';
import { renderAdminPage } from '../testing/renderAdminPage';

let calls: ReceivedCall[];
const createCalls = () => calls.filter((call) => call.method === 'POST');

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function openAndFill() {
  const shell = await renderAdminPage(paths.createUser);
  fill('Email', 'ada@example.org');
  fill('Role', 'judge');
  fill('First name', 'Ada');
  fill('Last name', 'Lovelace');
  return shell;
}

const submit = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create user' })));

beforeEach(() => {
  localStorage.clear();
  calls = installFakeApi({
    'POST /api/users': {
      status: 201,
      body: {
        success: true,
        message: 'User created; an invitation was sent',
        user: { id: 9, email: 'ada@example.org', role: 'judge' },
      },
    },
    'GET /api/users': { body: { users: [], page: 1, limit: 20, total: 0 } },
  });
});

describe('the create user page', () => {
  it('creates the user, says so and goes back to the list', async () => {
    const { router } = await openAndFill();
    await submit();

    expect(createCalls()[0]?.body).toEqual({
      email: 'ada@example.org',
      role: 'judge',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.users));
    expect(await screen.findByText('User created; an invitation was sent')).toBeTruthy();
  });

  it("shows the server's message next to the form when the email is taken", async () => {
    calls = installFakeApi({
      'POST /api/users': {
        status: 409,
        body: { message: 'A user with this email already exists' },
      },
    });
    const { router } = await openAndFill();
    await submit();

    expect((await screen.findByRole('alert')).textContent).toBe(
      'A user with this email already exists',
    );
    expect(router.state.location.pathname).toBe(paths.createUser);
  });

  it('keeps the button busy while the user is being created', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    calls = installFakeApi({
      'POST /api/users': () => new Promise((resolve) => (answer = resolve)),
    });
    await openAndFill();
    await submit();

    const button = screen.getByRole('button', { name: 'Creating…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await act(async () =>
      answer({ status: 409, body: { message: 'A user with this email already exists' } }),
    );
    expect(screen.getByRole('button', { name: 'Create user' })).toBeTruthy();
  });

  it('asks for an email and a role before calling the API', async () => {
    await renderAdminPage(paths.createUser);
    await submit();

    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Role is required')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Role').getAttribute('aria-invalid')).toBe('true');
    expect(createCalls()).toHaveLength(0);
  });

  it('says when the email is not an email address', async () => {
    await openAndFill();
    fill('Email', 'ada@');
    await submit();

    expect(screen.getByText('Email must be a valid email address')).toBeTruthy();
    expect(screen.queryByText('Role is required')).toBeNull();
    expect(createCalls()).toHaveLength(0);
  });

  it('sends the names trimmed, and empty when left blank', async () => {
    await openAndFill();
    fill('First name', '  Ada ');
    fill('Last name', '');
    await submit();

    expect(createCalls()[0]?.body).toEqual({
      email: 'ada@example.org',
      role: 'judge',
      firstName: 'Ada',
      lastName: '',
    });
  });
});
