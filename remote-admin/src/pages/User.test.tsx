import type { UserDetail } from '@glow/contract';
import { installFakeApi, type ReceivedCall } from '@glow/shared-api/testing';
import { formatDateTime } from '@glow/shared-ui/pages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userPath } from '../paths';
import { renderAdminPage } from '../testing/renderAdminPage';

const JUDGE_REFUSAL =
  'A judge with assessments on record stays a judge: their assessments, recusals and approvals keep naming a judge';

function userDetail(overrides: Partial<UserDetail> = {}): UserDetail {
  return {
    id: 5,
    email: 'jo@glow.local',
    role: 'judge',
    firstName: 'Jo',
    lastName: 'Park',
    createdAt: '2025-03-04T10:00:00.000Z',
    hasPassword: true,
    deactivatedAt: null,
    lastSignedInAt: '2025-06-07T08:09:00.000Z',
    roleChanges: [
      { role: 'admin', refusal: null },
      { role: 'scout', refusal: JUDGE_REFUSAL },
      { role: 'contributor', refusal: 'A user with another role cannot become a contributor' },
    ],
    ...overrides,
  };
}

let calls: ReceivedCall[];
const ok = (message: string) => ({ body: { success: true, message } });

function open(user: UserDetail = userDetail()) {
  calls = installFakeApi({
    'GET /api/users/{id}': { body: user },
    'PATCH /api/users/{id}': {
      body: { success: true, message: 'Name saved', user: { ...user, firstName: 'Joanna' } },
    },
    'PUT /api/users/{id}/role': {
      body: { success: true, message: 'Role changed to admin', user: { ...user, role: 'admin' } },
    },
    'POST /api/users/{id}/invitation': ok('Invitation sent again'),
    'POST /api/users/{id}/deactivation': ok('User deactivated: they can no longer sign in'),
    'DELETE /api/users/{id}/deactivation': ok('User reactivated: they can sign in again'),
  });
  return renderAdminPage(userPath(user.id));
}

const region = (name: string) => within(screen.getByRole('region', { name }));
const sent = (method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

beforeEach(() => localStorage.clear());

describe("a user's page", () => {
  it('shows the account with its last sign-in, or never', async () => {
    await open();
    await screen.findByRole('heading', { level: 1, name: 'jo@glow.local' });
    const account = region('Account');
    expect(account.getByText('Last sign-in').nextElementSibling?.textContent).toBe(
      formatDateTime('2025-06-07T08:09:00.000Z'),
    );
    expect(account.getByText('Active')).toBeTruthy();
  });

  it('saves the name', async () => {
    await open();
    const name = await screen.findByRole('region', { name: 'Name' });
    fireEvent.change(within(name).getByLabelText('First name'), { target: { value: 'Joanna' } });
    fireEvent.click(within(name).getByRole('button', { name: 'Save name' }));
    await screen.findByText('Name saved');
    expect(sent('PATCH', '/api/users/5')[0]?.body).toEqual({
      firstName: 'Joanna',
      lastName: 'Park',
    });
  });

  it('offers only the roles the history allows, says why not for the others, and asks first', async () => {
    await open();
    const role = within(await screen.findByRole('region', { name: 'Role' }));
    const options = role.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Choose a role', 'Admin']);
    expect(role.getByText(JUDGE_REFUSAL)).toBeTruthy();

    fireEvent.change(role.getByLabelText('New role'), { target: { value: 'admin' } });
    fireEvent.click(role.getByRole('button', { name: 'Change role' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Make jo@glow.local an admin?' }),
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Change role' }));
    await screen.findByText('Role changed to admin');
    expect(sent('PUT', '/api/users/5/role')[0]?.body).toEqual({ role: 'admin' });
  });

  it('resends the invitation of someone who has not set a password', async () => {
    await open(userDetail({ hasPassword: false, lastSignedInAt: null }));
    const access = within(await screen.findByRole('region', { name: 'Access' }));
    expect(region('Account').getByText('Last sign-in').nextElementSibling?.textContent).toBe(
      'never',
    );
    fireEvent.click(access.getByRole('button', { name: 'Resend invitation' }));
    await screen.findByText('Invitation sent again');
    expect(sent('POST', '/api/users/5/invitation')).toHaveLength(1);
  });

  it('deactivates after confirming', async () => {
    await open();
    const access = within(await screen.findByRole('region', { name: 'Access' }));
    expect(access.queryByRole('button', { name: 'Resend invitation' })).toBeNull();
    fireEvent.click(access.getByRole('button', { name: 'Deactivate' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Deactivate jo@glow.local?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Deactivate' }));
    await screen.findByText('User deactivated: they can no longer sign in');
    expect(sent('POST', '/api/users/5/deactivation')).toHaveLength(1);
  });

  it('reactivates one deactivated', async () => {
    await open(userDetail({ deactivatedAt: '2025-07-01T10:00:00.000Z' }));
    const access = within(await screen.findByRole('region', { name: 'Access' }));
    fireEvent.click(access.getByRole('button', { name: 'Reactivate' }));
    await screen.findByText('User reactivated: they can sign in again');
    await waitFor(() => expect(sent('DELETE', '/api/users/5/deactivation')).toHaveLength(1));
  });

  it('lets an admin change nothing of their own account here', async () => {
    await open(userDetail({ id: 1, email: 'admin@glow.local', role: 'admin' }));
    await screen.findByRole('heading', { level: 1, name: 'admin@glow.local' });
    expect(screen.queryByRole('region', { name: 'Role' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Access' })).toBeNull();
    expect(screen.getByText(/This is your account/)).toBeTruthy();
  });
});
