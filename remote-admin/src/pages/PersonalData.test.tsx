import type { ListedUser, PersonalDataExport, PersonalDataSummary } from '@glow/contract';
import { installFakeApi, type ReceivedCall } from '@glow/shared-api/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paths, personalDataPath } from '../paths';
import { renderAdminPage, signedInAdmin } from '../testing/renderAdminPage';

const COUNTS: PersonalDataSummary['counts'] = {
  sessions: 2,
  passwordLinks: 1,
  documentAcceptances: 2,
  nominationsReceived: 1,
  nominationsMade: 0,
  coNominations: 0,
  applications: 1,
  wallets: 1,
  voterRegistrations: 1,
  votes: 12,
  grants: 1,
  assessments: 0,
  emails: 0,
  emailsSent: 0,
  contactMessages: 0,
  evidence: 0,
  auditEntries: 5,
};

const PRIYA: PersonalDataSummary = {
  person: {
    id: 12,
    email: 'priya@example.org',
    role: 'contributor',
    firstName: 'Priya',
    lastName: 'Nair',
    createdAt: '2026-08-01T10:00:00.000Z',
    hasPassword: true,
    deactivatedAt: null,
    erasedAt: null,
  },
  contributorId: 41,
  counts: COUNTS,
  erasureRefusal: null,
};

const ERASED: PersonalDataSummary = {
  ...PRIYA,
  person: {
    ...PRIYA.person,
    email: 'erased-12@erased.invalid',
    firstName: 'Erased person',
    lastName: '#12',
    hasPassword: false,
    deactivatedAt: '2026-11-24T10:00:00.000Z',
    erasedAt: '2026-11-24T10:00:00.000Z',
  },
  counts: { ...COUNTS, sessions: 0, passwordLinks: 0 },
  erasureRefusal: "wrong status: this person's personal data was already erased on 24 Nov 2026",
};

const EXPORT: PersonalDataExport = {
  version: 1,
  generatedAt: '2026-11-24T10:00:00.000Z',
  person: PRIYA.person,
  contributor: null,
  sessions: [],
  passwordLinks: [],
  documentAcceptances: [],
  nominationsReceived: [],
  nominationsMade: [],
  coNominations: [],
  applications: [],
  wallets: [{ address: 'rPriyaNair4sJd8kP9mVbW2cQxT7yZ1hLe', source: 'registered' }],
  voterRegistrations: [],
  votes: [],
  grants: [],
  assessments: [],
  emails: [],
  emailsSent: [],
  contactMessages: [],
  evidence: [],
  auditEntries: [],
};

let calls: ReceivedCall[];
let summary: PersonalDataSummary;
let saved: { name: string; text: Promise<string> }[];

beforeEach(() => {
  localStorage.clear();
  summary = PRIYA;
  saved = [];
  let blob: Blob | null = null;
  URL.createObjectURL = (made: Blob) => {
    blob = made;
    return 'blob:test/1';
  };
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, text: blob!.text() });
  });
  calls = installFakeApi({
    'GET /api/users/{id}/personal-data': () => ({ body: summary }),
    'GET /api/users/{id}/personal-data/export': {
      body: EXPORT,
      headers: {
        'Content-Disposition': 'attachment; filename="glow-personal-data-12-2026-11-24.json"',
      },
    },
    'POST /api/users/{id}/personal-data/erasure': () => {
      summary = ERASED;
      return {
        body: {
          success: true,
          message:
            'Personal data erased: the person now shows as Erased person #12; their votes, grants and payments stay',
          placeholderName: 'Erased person #12',
        },
      };
    },
  });
});

afterEach(() => jest.restoreAllMocks());

const region = (name: string) => within(screen.getByRole('region', { name }));

describe('one person’s personal data', () => {
  it('says who they are and how many records of each kind Glow holds', async () => {
    await renderAdminPage(personalDataPath(12));
    await screen.findByRole('heading', { level: 1, name: 'Personal data of Priya Nair' });
    const held = region('What Glow holds');
    expect(held.getByText('Email').nextElementSibling?.textContent).toBe('priya@example.org');
    expect(held.getByText('Contributor record').nextElementSibling?.textContent).toBe(
      'Contributor 41',
    );
    const kinds = within(held.getByRole('list', { name: 'Records held' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(kinds).toContain('12 votes');
    expect(kinds).toContain('1 grant with its payments');
    // Kinds they have none of are left out.
    expect(kinds.some((kind) => kind.includes('assessment'))).toBe(false);
    expect(calls[0]).toMatchObject({ path: '/api/users/12/personal-data', token: 'admin-token' });
  });

  it('downloads the JSON file under the API’s name', async () => {
    await renderAdminPage(personalDataPath(12));
    const download = await screen.findByRole('button', { name: 'Download as JSON' });
    await act(async () => fireEvent.click(download));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('glow-personal-data-12-2026-11-24.json');
    expect(JSON.parse(await saved[0]!.text)).toEqual(EXPORT);
    expect(calls.at(-1)).toMatchObject({ path: '/api/users/12/personal-data/export' });
  });

  it('erases the person after a confirmation that says what goes and what stays', async () => {
    await renderAdminPage(personalDataPath(12));
    fireEvent.click(await screen.findByRole('button', { name: 'Erase this person' }));
    const dialog = screen.getByRole('dialog', { name: 'Erase priya@example.org?' });
    expect(dialog.textContent).toContain('their votes, which still count');
    expect(dialog.textContent).toContain('This cannot be undone.');
    const confirm = within(dialog).getByRole('button', { name: 'Erase this person' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox'));
    await act(async () => fireEvent.click(confirm));

    expect(calls.some((call) => call.method === 'POST')).toBe(true);
    await screen.findByRole('heading', { level: 1, name: 'Personal data of Erased person #12' });
    expect(region('Erase this person').getByText(/^Erased on/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Erase this person' })).toBeNull();
  });

  it('says why the erasure is refused, and offers no button that would fail', async () => {
    summary = {
      ...PRIYA,
      erasureRefusal:
        'wrong status: a payment to this person is still open (payment #7, waiting for the wallet or the ledger); erase them once it is settled',
    };
    await renderAdminPage(personalDataPath(12));
    const erasure = within(await screen.findByRole('region', { name: 'Erase this person' }));
    expect(erasure.getByText(/a payment to this person is still open/)).toBeTruthy();
    expect(
      (erasure.getByRole('button', { name: 'Erase this person' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('answers an unknown person with a way back to the users', async () => {
    installFakeApi({
      'GET /api/users/{id}/personal-data': { status: 404, body: { message: 'User not found' } },
    });
    await renderAdminPage(personalDataPath(99));
    await screen.findByText('User not found');
    expect(screen.getByRole('link', { name: 'All users' }).getAttribute('href')).toBe(paths.users);
  });
});

describe('the users list', () => {
  it('links each row to the person’s personal data', async () => {
    const ada: ListedUser = {
      id: 2,
      email: 'ada@glow.local',
      role: 'judge',
      firstName: 'Ada',
      lastName: 'Lovelace',
      createdAt: '2025-03-04T10:00:00.000Z',
      hasPassword: true,
      deactivatedAt: null,
      lastSignedInAt: null,
    };
    installFakeApi({
      'GET /api/users': {
        body: {
          users: [
            {
              ...signedInAdmin,
              createdAt: ada.createdAt,
              hasPassword: true,
              deactivatedAt: null,
              lastSignedInAt: null,
            },
            ada,
          ],
          page: 1,
          limit: 20,
          total: 2,
        },
      },
    });
    await renderAdminPage(paths.users);
    const row = (await screen.findByRole('cell', { name: 'ada@glow.local' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Personal data' }).getAttribute('href')).toBe(
      personalDataPath(2),
    );
  });
});
