import type { AuditLogEntry } from '@glow/contract';
import { installFakeApi, type ReceivedCall } from '@glow/shared-api/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paths } from '../paths';
import { renderAdminPage } from '../testing/renderAdminPage';
import { formatDetails } from './Logs';

const ENTRY: AuditLogEntry = {
  id: 7,
  at: '2025-05-06T14:30:00.000Z',
  actor: { id: 1, email: 'admin@glow.local', role: 'admin' },
  action: 'user.create',
  entity: 'user',
  entityId: '12',
  details: { email: 'ada@example.org', role: 'judge' },
};

let calls: ReceivedCall[];

beforeEach(() => {
  localStorage.clear();
  calls = installFakeApi({
    'GET /api/logs': ({ query }) => ({
      body: { logs: [ENTRY], page: Number(query.page), limit: Number(query.limit), total: 30 },
    }),
  });
});

describe('the audit log page', () => {
  it('shows who did what to which record, when, with the details on one line', async () => {
    await renderAdminPage(paths.logs);

    const row = within((await screen.findByText('user.create')).closest('tr')!);
    expect(
      row.getByText(
        new Date(ENTRY.at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
      ),
    ).toBeTruthy();
    expect(row.getByText('admin@glow.local')).toBeTruthy();
    expect(row.getByText('Admin')).toBeTruthy();
    expect(row.getByText('user #12')).toBeTruthy();
    expect(row.getByText('email: ada@example.org, role: judge')).toBeTruthy();
    expect(screen.getByText('30 entries')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
  });

  it('pages with Next, keeping the page in the URL', async () => {
    const { router } = await renderAdminPage(paths.logs);
    await screen.findByText('user.create');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(calls.at(-1)?.query).toEqual({ page: '2', limit: '25' }));
    expect(router.state.location.search).toBe('?page=2');
  });
});

describe('formatDetails', () => {
  it('writes values that are not text as JSON and an empty value as a dash', () => {
    expect(formatDetails({ firstName: null, ids: [1, 2], ok: true })).toBe(
      'firstName: —, ids: [1,2], ok: true',
    );
    expect(formatDetails({})).toBe('');
  });
});
