import type { ListedUser } from '@glow/contract';
import { installFakeApi, type ReceivedCall } from '@glow/shared-api/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paths } from '../paths';
import { renderAdminPage, signedInAdmin } from '../testing/renderAdminPage';

function listedUser(id: number, overrides: Partial<ListedUser> = {}): ListedUser {
  return {
    id,
    email: `user${id}@glow.local`,
    role: 'judge',
    firstName: null,
    lastName: null,
    createdAt: '2025-03-04T10:00:00.000Z',
    hasPassword: true,
    deactivatedAt: null,
    lastSignedInAt: '2025-06-07T08:09:00.000Z',
    ...overrides,
  };
}

const USERS = [
  {
    ...signedInAdmin,
    createdAt: '2025-01-01T09:00:00.000Z',
    hasPassword: true,
    deactivatedAt: null,
    lastSignedInAt: null,
  },
  listedUser(2, { email: 'ada@glow.local', firstName: 'Ada', lastName: 'Lovelace' }),
  listedUser(3, {
    email: 'new@glow.local',
    role: 'scout',
    hasPassword: false,
    lastSignedInAt: null,
  }),
  listedUser(4, {
    email: 'gone@glow.local',
    role: 'scout',
    deactivatedAt: '2025-05-06T10:00:00.000Z',
  }),
];

let calls: ReceivedCall[];
let total: number;
const listCalls = () => calls.filter((call) => call.method === 'GET' && call.path === '/api/users');
const deleteCalls = () => calls.filter((call) => call.method === 'DELETE');

beforeEach(() => {
  localStorage.clear();
  total = 45;
  calls = installFakeApi({
    'GET /api/users': ({ query }) => ({
      body: { users: USERS, page: Number(query.page), limit: Number(query.limit), total },
    }),
    'DELETE /api/users': { body: { success: true, message: 'User deleted', outcome: 'deleted' } },
  });
});

const rowOf = (email: string) => screen.getByRole('cell', { name: email }).closest('tr')!;
const deleteButtonOf = (email: string) => {
  const button = within(rowOf(email)).getByRole('button', { name: 'Delete' });
  expect(button.getAttribute('aria-describedby')).toBe(
    screen.getByRole('cell', { name: email }).id,
  );
  return button;
};

describe('the users page', () => {
  it('lists the users with their name, role, status, creation date and last sign-in', async () => {
    await renderAdminPage(paths.users);

    const ada = within(await waitFor(() => rowOf('ada@glow.local')));
    expect(ada.getByText('Ada Lovelace')).toBeTruthy();
    expect(ada.getByText('Judge')).toBeTruthy();
    expect(ada.getByText('Active')).toBeTruthy();
    expect(
      ada.getByText(
        new Date('2025-03-04T10:00:00.000Z').toLocaleDateString(undefined, { dateStyle: 'medium' }),
      ),
    ).toBeTruthy();
    expect(
      ada.getByText(
        new Date('2025-06-07T08:09:00.000Z').toLocaleString(undefined, {
          dateStyle: 'medium',
          timeStyle: 'short',
        }),
      ),
    ).toBeTruthy();
    expect(ada.getByRole('link', { name: 'ada@glow.local' }).getAttribute('href')).toBe(
      '/admin/users/2',
    );
    expect(within(rowOf('new@glow.local')).getByText('Invited')).toBeTruthy();
    expect(within(rowOf('new@glow.local')).getByText('never')).toBeTruthy();
    expect(screen.getByText('45 users')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(listCalls()[0]?.query).toEqual({ page: '1', limit: '20' });
    expect(listCalls()[0]?.token).toBe('admin-token');
    expect(screen.getByRole('link', { name: 'Create user' }).getAttribute('href')).toBe(
      paths.createUser,
    );
  });

  it('offers no Delete for the signed-in admin', async () => {
    await renderAdminPage(paths.users);
    await waitFor(() => rowOf('admin@glow.local'));
    expect(within(rowOf('admin@glow.local')).queryByRole('button')).toBeNull();
    expect(within(rowOf('admin@glow.local')).getByText('You')).toBeTruthy();
    expect(deleteButtonOf('ada@glow.local')).toBeTruthy();
  });

  it('asks the API for the chosen role from the first page, and keeps it in the URL', async () => {
    const { router } = await renderAdminPage(`${paths.users}?page=2`);
    await waitFor(() => rowOf('ada@glow.local'));

    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'judge' } });

    await waitFor(() =>
      expect(listCalls().at(-1)?.query).toEqual({ page: '1', limit: '20', role: 'judge' }),
    );
    expect(router.state.location.search).toBe('?role=judge');
  });

  it('pages with Previous and Next, keeping the page in the URL', async () => {
    const { router } = await renderAdminPage(`${paths.users}?role=judge`);
    await waitFor(() => rowOf('ada@glow.local'));
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() =>
      expect(listCalls().at(-1)?.query).toEqual({ page: '2', limit: '20', role: 'judge' }),
    );
    expect(router.state.location.search).toBe('?role=judge&page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
  });

  it('deletes a user after confirmation, says so and reloads the list', async () => {
    await renderAdminPage(paths.users);
    await waitFor(() => rowOf('ada@glow.local'));
    const listedBefore = listCalls().length;

    fireEvent.click(deleteButtonOf('ada@glow.local'));
    const dialog = screen.getByRole('dialog', { name: 'Delete user ada@glow.local?' });
    expect(deleteCalls()).toHaveLength(0);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));

    expect(deleteCalls()[0]?.body).toEqual({ id: 2 });
    expect(await screen.findByText('User deleted')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(listedBefore));
  });

  it('shows a deactivated user as such, since when, with nothing to delete', async () => {
    await renderAdminPage(paths.users);
    const gone = within(await waitFor(() => rowOf('gone@glow.local')));
    expect(gone.getByText('Deactivated')).toBeTruthy();
    const day = new Date('2025-05-06T10:00:00.000Z').toLocaleDateString(undefined, {
      dateStyle: 'medium',
    });
    expect(gone.getByText(day).closest('span')!.textContent).toBe(`on ${day}`);
    expect(gone.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('names each cell of a row by its column, for the card each row becomes on a phone', async () => {
    await renderAdminPage(paths.users);
    const row = await waitFor(() => rowOf('gone@glow.local'));
    const status = within(row).getByText('Deactivated').closest('td')!;
    expect(status.getAttribute('data-label')).toBe('Status');
    expect(
      Array.from(row.querySelectorAll('td'), (cell) => cell.getAttribute('data-label')),
    ).toEqual([
      'Email',
      'Name',
      'Role',
      'Status',
      'Created',
      'Last sign-in',
      'Personal data',
      'Actions',
    ]);
  });

  it('says when the API deactivated a user with history instead of deleting them', async () => {
    const message = 'User deactivated, not deleted: they have nominations on record';
    calls = installFakeApi({
      'GET /api/users': { body: { users: USERS, page: 1, limit: 20, total: USERS.length } },
      'DELETE /api/users': { body: { success: true, message, outcome: 'deactivated' } },
    });
    await renderAdminPage(paths.users);
    await waitFor(() => rowOf('ada@glow.local'));
    fireEvent.click(deleteButtonOf('ada@glow.local'));
    const dialog = screen.getByRole('dialog', { name: 'Delete user ada@glow.local?' });
    expect(dialog.textContent).toContain(
      'Someone with nominations, assessments, applications or payments on record is deactivated instead of deleted',
    );
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    await renderAdminPage(paths.users);
    await waitFor(() => rowOf('ada@glow.local'));

    fireEvent.click(deleteButtonOf('ada@glow.local'));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deleteCalls()).toHaveLength(0);
  });

  it("shows the server's message when the list cannot be loaded", async () => {
    calls = installFakeApi({
      'GET /api/users': {
        status: 403,
        body: { message: 'Unauthorized: you are not authorized to perform this action' },
      },
    });
    await renderAdminPage(paths.users);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Unauthorized: you are not authorized to perform this action',
    );
  });

  it('says when there are no users of a role', async () => {
    calls = installFakeApi({
      'GET /api/users': { body: { users: [], page: 1, limit: 20, total: 0 } },
    });
    await renderAdminPage(`${paths.users}?role=contributor`);
    expect(await screen.findByText('There are no contributors yet.')).toBeTruthy();
  });
});
