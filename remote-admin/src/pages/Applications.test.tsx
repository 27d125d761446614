import { formatDateTime } from '@glow/shared-ui/pages';
import type { CohortApplicationList } from '@glow/contract';
import { selectBreadcrumb } from '@glow/shared-api';
import { installFakeApi, type FakeAnswer, type ReceivedCall } from '@glow/shared-api/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { applicationPath, applicationsPath, cohortPath, nominationPath } from '../paths';
import { INES_ROW, LARS_ROW, progressOf } from '../testing/applications';
import { PILOT, WAVE_1 } from '../testing/programme';
import { renderAdminPage } from '../testing/renderAdminPage';

let calls: ReceivedCall[];
const callsTo = (method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

function list(applications = [INES_ROW, LARS_ROW]): CohortApplicationList {
  return { applications, page: 1, limit: 20, total: applications.length, awaitingReview: 1 };
}

function install(routes: Record<string, FakeAnswer | ((call: ReceivedCall) => FakeAnswer)> = {}) {
  calls = installFakeApi({
    'GET /api/cohorts/{id}': { body: WAVE_1 },
    'GET /api/cohorts/{id}/applications': { body: list() },
    ...routes,
  });
}

beforeEach(() => {
  localStorage.clear();
  install();
});

async function open(path = applicationsPath(WAVE_1.id)) {
  const shell = await renderAdminPage(path);
  await screen.findByRole('heading', { level: 1, name: 'Applications of Wave 1' });
  return shell;
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the applications of a cohort', () => {
  it('names an unfinished application of a closed cohort not completed', async () => {
    install({
      'GET /api/cohorts/{id}': { body: PILOT },
      'GET /api/cohorts/{id}/applications': {
        body: list([{ ...INES_ROW, status: 'inProgress', submittedAt: null }, LARS_ROW]),
      },
    });
    await renderAdminPage(applicationsPath(PILOT.id));
    const table = await screen.findByRole('table', { name: 'Applications' });
    expect(await within(table).findByText('Not completed (cohort closed)')).toBeTruthy();
    expect(within(table).getByText('Not eligible')).toBeTruthy();
  });

  it("names the cohort in the breadcrumb trail's step back to it", async () => {
    const { store } = await open();
    expect(selectBreadcrumb(store.getState(), cohortPath(WAVE_1.id))).toEqual({
      label: 'Cohort Wave 1',
    });
  });

  it('lists each contributor with projects, the steps done and next, status and submission', async () => {
    await open();
    const rows = within(await screen.findByRole('table', { name: 'Applications' })).getAllByRole(
      'row',
    );
    expect(rows.slice(1).map(cellsOf)).toEqual([
      [
        'Ines Moreauines@example.org',
        'Ledger Lens, xrpl.js',
        'Account ✓doneTerms ✓doneCoC ✓doneEligibility ✓doneWallet ✓doneDetails ✓done',
        'Submitted',
        formatDateTime('2026-11-24T10:20:00.000Z'),
      ],
      [
        'Lars Henriksenlhenriksen@example.org',
        'rippled',
        'Account ✓doneTerms ✓doneCoC ✓doneEligibility ✗failed',
        'Not eligible',
        '—',
      ],
    ]);
    expect(within(rows[2]!).getByRole('link', { name: 'rippled' }).getAttribute('href')).toBe(
      nominationPath(41),
    );
    expect(within(rows[1]!).getByRole('link', { name: 'Ines Moreau' }).getAttribute('href')).toBe(
      applicationPath(INES_ROW.id),
    );
    expect(callsTo('GET', '/api/cohorts/2/applications')[0]).toMatchObject({
      query: { page: '1', limit: '20' },
      token: 'admin-token',
    });
  });

  it('shows the step the contributor takes next, and a KYC the grant needs', async () => {
    install({
      'GET /api/cohorts/{id}/applications': {
        body: list([
          {
            ...INES_ROW,
            status: 'inProgress',
            progress: progressOf({ walletRegistered: false }),
            kycStatus: 'pending',
            submittedAt: null,
          },
        ]),
      },
    });
    await open();
    const steps = await screen.findByRole('list', { name: 'Steps' });
    expect(steps.textContent).toBe(
      'Account ✓doneTerms ✓doneCoC ✓doneEligibility ✓doneWallet nextKYC pending',
    );
  });

  it('filters by status on the server, keeping it in the URL', async () => {
    const { router } = await open();
    await screen.findByRole('table', { name: 'Applications' });

    install({
      'GET /api/cohorts/{id}/applications': ({ query }) => ({
        body: list(query.status === 'notEligible' ? [LARS_ROW] : []),
      }),
    });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'notEligible' } });
    await waitFor(() =>
      expect(callsTo('GET', '/api/cohorts/2/applications').at(-1)?.query).toEqual({
        page: '1',
        limit: '20',
        status: 'notEligible',
      }),
    );
    expect(router.state.location.search).toBe('?status=notEligible');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ines Moreau' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Lars Henriksen' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'returned' } });
    expect(await screen.findByText('No application is returned.')).toBeTruthy();
  });

  it('sends reminders and says how many went and how many were skipped', async () => {
    install({
      'POST /api/cohorts/{id}/applications/reminders': {
        body: { success: true, message: 'reminders sent', sent: 3, skipped: 1 },
      },
    });
    await open();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send reminders' })));

    expect(callsTo('POST', '/api/cohorts/2/applications/reminders')).toHaveLength(1);
    const toast = await screen.findByText('Sent 3 reminders');
    expect(toast.parentElement?.textContent).toContain(
      '1 contributor was reminded in the last 24 hours and not emailed again.',
    );
  });

  it('says so when nobody has a step left, and shows a refusal', async () => {
    install({
      'POST /api/cohorts/{id}/applications/reminders': {
        body: { success: true, message: 'reminders sent', sent: 0, skipped: 0 },
      },
    });
    await open();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send reminders' })));
    expect(await screen.findByText('No reminder was sent')).toBeTruthy();

    install({
      'POST /api/cohorts/{id}/applications/reminders': {
        status: 404,
        body: { message: 'cohort not found' },
      },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send reminders' })));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No reminder was sent. cohort not found',
    );
  });

  it('links back to the cohort', async () => {
    await open();
    expect(screen.getByRole('link', { name: 'Wave 1' }).getAttribute('href')).toBe(
      '/admin/cohorts/2',
    );
  });
});
