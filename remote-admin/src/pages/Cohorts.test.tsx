import { formatDate } from '@glow/shared-ui/pages';
import { installFakeApi, type ReceivedCall } from '@glow/shared-api/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cohortPath, paths } from '../paths';
import { PILOT, WAVE_1 } from '../testing/programme';
import { renderAdminPage } from '../testing/renderAdminPage';

let calls: ReceivedCall[];

beforeEach(() => {
  localStorage.clear();
  calls = installFakeApi({
    'GET /api/cohorts': ({ query }) => ({
      body: {
        cohorts: [WAVE_1, PILOT],
        page: Number(query.page),
        limit: Number(query.limit),
        total: 22,
      },
    }),
  });
});

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;
const cellsOf = (name: string) =>
  within(rowOf(name))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the cohorts page', () => {
  it('lists the cohorts as the API orders them, the active one marked, with their figures', async () => {
    await renderAdminPage(paths.cohorts);
    await screen.findByRole('link', { name: 'Wave 1' });

    expect(
      within(screen.getByRole('table', { name: 'Cohorts' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getByRole('link').textContent),
    ).toEqual(['Wave 1', 'Pilot']);
    expect(cellsOf('Wave 1')).toEqual([
      'Wave 1Active',
      'Voting',
      formatDate(WAVE_1.startsAt),
      '—',
      '6',
      '41',
      '128',
      '0',
      '0',
      '0',
    ]);
    expect(cellsOf('Pilot')).toEqual([
      'Pilot',
      'Closed',
      formatDate(PILOT.startsAt),
      formatDate(PILOT.endsAt!),
      '4',
      '40',
      '120',
      '12',
      '3',
      '3',
    ]);
    expect(screen.getByRole('link', { name: 'Pilot' }).getAttribute('href')).toBe(cohortPath(1));
    expect(screen.getByRole('columnheader', { name: 'Voters' }).getAttribute('title')).toBe(
      'Registered voters who voted',
    );
    expect(screen.getByRole('link', { name: 'Start a cohort' }).getAttribute('href')).toBe(
      paths.startCohort,
    );
    expect(calls[0]?.query).toEqual({ page: '1', limit: '20' });
  });

  it('shows a cancelled cohort as cancelled, ended the day it was, not active', async () => {
    const cancelled = {
      ...WAVE_1,
      id: 3,
      name: 'Wave 2',
      period: 'cancelled' as const,
      active: false,
      endsAt: '2026-11-02T09:00:00.000Z',
      cancelReason: 'Started by mistake.',
    };
    calls = installFakeApi({
      'GET /api/cohorts': { body: { cohorts: [cancelled, PILOT], page: 1, limit: 20, total: 2 } },
    });
    await renderAdminPage(paths.cohorts);
    await screen.findByRole('link', { name: 'Wave 2' });
    expect(cellsOf('Wave 2').slice(0, 4)).toEqual([
      'Wave 2',
      'Cancelled',
      formatDate(cancelled.startsAt),
      formatDate(cancelled.endsAt),
    ]);
  });

  it('pages on the server, keeping the page in the URL', async () => {
    const { router } = await renderAdminPage(paths.cohorts);
    await screen.findByRole('link', { name: 'Wave 1' });
    expect(screen.getByText('22 cohorts')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(calls.at(-1)?.query).toEqual({ page: '2', limit: '20' }));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('says when there is no cohort yet', async () => {
    installFakeApi({ 'GET /api/cohorts': { body: { cohorts: [], page: 1, limit: 20, total: 0 } } });
    await renderAdminPage(paths.cohorts);
    expect(await screen.findByText('There are no cohorts yet. Start the first one.')).toBeTruthy();
  });

  it("shows the server's message when the list cannot be loaded", async () => {
    installFakeApi({
      'GET /api/cohorts': { status: 500, body: { message: 'internal server error' } },
    });
    await renderAdminPage(paths.cohorts);
    expect((await screen.findByRole('alert')).textContent).toContain('internal server error');
  });
});
