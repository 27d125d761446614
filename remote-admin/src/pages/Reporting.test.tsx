import type { CohortReport, ProgrammeReport } from '@glow/contract';
import { installFakeApi, type ReceivedCall } from '@glow/shared-api/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paths } from '../paths';
import { renderAdminPage } from '../testing/renderAdminPage';

// jsdom has no canvas: the chart stands as the image it names; its numbers are in the tables.
jest.mock('../components/reporting/ChartCanvas', () => ({
  ChartCanvas: ({ summary }: { summary: string }) => <div role="img" aria-label={summary} />,
}));

const PROGRAMME: ProgrammeReport = {
  cohorts: [
    {
      id: 1,
      name: 'Pilot',
      approvedDrops: '18400000000',
      paidDrops: '4400000000',
      inFlightDrops: '0',
      returnedDrops: '14000000000',
      paidGrants: 2,
      medianDaysToPayment: 40,
    },
    {
      id: 2,
      name: 'Wave 1',
      approvedDrops: '0',
      paidDrops: '0',
      inFlightDrops: '0',
      returnedDrops: '0',
      paidGrants: 0,
      medianDaysToPayment: null,
    },
  ],
};

const PILOT: CohortReport = {
  cohort: {
    id: 1,
    name: 'Pilot',
    period: 'closed',
    startsAt: '2026-06-01T00:00:00.000Z',
    endsAt: '2026-07-20T00:00:00.000Z',
  },
  votesPerDay: [
    { day: '2026-06-20', up: 30, down: 6 },
    { day: '2026-06-21', up: 50, down: 10 },
    { day: '2026-06-22', up: 20, down: 4 },
  ],
  votersOverTime: [
    { day: '2026-06-20', registered: 12, tookPart: 10 },
    { day: '2026-06-21', registered: 30, tookPart: 28 },
    { day: '2026-06-22', registered: 40, tookPart: 40 },
  ],
  scoreBuckets: [
    { from: 14, to: 16, nominations: 1 },
    { from: 17, to: 19, nominations: 0 },
    { from: 20, to: 22, nominations: 3 },
  ],
  finalSizes: { small: 1, medium: 1, large: 1, decline: 1, notSized: 0 },
  timeToPayment: {
    weeks: [
      { fromDay: 35, toDay: 41, grants: 1 },
      { fromDay: 42, toDay: 48, grants: 1 },
    ],
    medianDays: 41.5,
  },
};

const WAVE_1: CohortReport = {
  cohort: {
    id: 2,
    name: 'Wave 1',
    period: 'voting',
    startsAt: '2026-10-01T00:00:00.000Z',
    endsAt: null,
  },
  votesPerDay: [],
  votersOverTime: [{ day: '2026-10-01', registered: 40, tookPart: 0 }],
  scoreBuckets: [{ from: 0, to: 0, nominations: 6 }],
  finalSizes: { small: 0, medium: 0, large: 0, decline: 0, notSized: 6 },
  timeToPayment: { weeks: [], medianDays: null },
};

const day = (iso: string) =>
  new Date(`${iso}T12:00:00`).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });

let calls: ReceivedCall[];

beforeEach(() => {
  localStorage.clear();
  calls = installFakeApi({
    'GET /api/reports/programme': { body: PROGRAMME },
    'GET /api/cohorts/1/report': { body: PILOT },
    'GET /api/cohorts/2/report': { body: WAVE_1 },
  });
});

const open = (path: string) => renderAdminPage(path);

/** The figure titled `title`. */
async function figure(title: string) {
  return within((await screen.findByRole('heading', { name: title })).closest('figure')!);
}

/** The rows of the figure's table, each as its cells' text. */
function tableRows(chart: ReturnType<typeof within>) {
  return within(chart.getByRole('table'))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('the reporting page', () => {
  it('opens on the newest cohort, and every chart there says it has nothing to draw yet', async () => {
    await open(paths.reporting);

    expect(await screen.findByRole('heading', { name: 'Wave 1 in figures' })).toBeTruthy();
    expect(screen.getByText('No votes in this cohort.')).toBeTruthy();
    expect(screen.getByText('No grant of this cohort is paid yet.')).toBeTruthy();
    expect((screen.getByLabelText('Cohort') as HTMLSelectElement).value).toBe('2');
  });

  it('shows a chosen cohort’s charts, each named by its summary and with its numbers as a table', async () => {
    const { router } = await open(`${paths.reporting}?cohort=1`);

    const votes = await figure('Votes per day');
    expect(
      votes.getByRole('img', {
        name: `Votes per day in Pilot: 3 days, 120 votes, most on ${day('2026-06-21')} (60)`,
      }),
    ).toBeTruthy();
    expect(tableRows(votes)).toEqual([
      ['Day', 'Upvotes', 'Downvotes'],
      [day('2026-06-20'), '30', '6'],
      [day('2026-06-21'), '50', '10'],
      [day('2026-06-22'), '20', '4'],
    ]);

    const voters = await figure('Registered voters over time');
    expect(tableRows(voters).at(-1)).toEqual([day('2026-06-22'), '40', '40']);
    expect(tableRows(voters)[0]).toEqual(['Day', 'Registered voters', 'Voted in Pilot']);

    const scores = await figure('Score distribution');
    expect(tableRows(scores).slice(1)).toEqual([
      ['14 to 16', '1'],
      ['17 to 19', '0'],
      ['20 to 22', '3'],
    ]);

    const sizes = await figure('Final sizes');
    expect(
      sizes.getByRole('img', {
        name: 'Final sizes in Pilot: Small 1, Medium 1, Large 1, Decline 1, Not sized yet 0',
      }),
    ).toBeTruthy();

    const payment = await figure('Time from nomination to payment');
    expect(payment.getByText(/the median is 41.5 days/)).toBeTruthy();
    expect(tableRows(payment).slice(1)).toEqual([
      ['35 to 41', '1'],
      ['42 to 48', '1'],
    ]);
    expect(calls.map((call) => call.path)).toContain('/api/cohorts/1/report');
    expect(router.state.location.search).toBe('?cohort=1');
  });

  it('shows the amounts of every cohort in XRP', async () => {
    await open(paths.reporting);
    const amounts = await figure('Amounts approved and paid per cohort');
    expect(tableRows(amounts)).toEqual([
      ['Cohort', 'Approved', 'Paid', 'In flight', 'Returned to the pool'],
      ['Pilot', '18,400 XRP', '4,400 XRP', '0 XRP', '14,000 XRP'],
      ['Wave 1', '0 XRP', '0 XRP', '0 XRP', '0 XRP'],
    ]);
    expect(
      amounts.getByRole('img', {
        name: 'Grant amounts of 2 cohorts: 18,400 XRP approved, 4,400 XRP paid',
      }),
    ).toBeTruthy();
  });

  it('changes cohort from the selector, keeping it in the URL', async () => {
    const { router } = await open(paths.reporting);
    await screen.findByRole('heading', { name: 'Wave 1 in figures' });

    fireEvent.change(screen.getByLabelText('Cohort'), { target: { value: '1' } });

    expect(await screen.findByRole('heading', { name: 'Pilot in figures' })).toBeTruthy();
    expect(router.state.location.search).toBe('?cohort=1');
  });

  it('shows a chart’s numbers on request', async () => {
    await open(`${paths.reporting}?cohort=1`);
    const votes = await figure('Votes per day');
    const toggle = votes.getByRole('button', { name: 'Show the numbers' });
    expect(getComputedStyle(votes.getByRole('table').parentElement!).position).toBe('absolute');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(toggle);

    expect(
      votes.getByRole('button', { name: 'Hide the numbers' }).getAttribute('aria-expanded'),
    ).toBe('true');
    // Shown now, no longer clipped to a pixel for screen readers alone.
    expect(getComputedStyle(votes.getByRole('table').parentElement!).position).not.toBe('absolute');
  });
});

describe('the exports', () => {
  let saved: string[];

  beforeEach(() => {
    saved = [];
    URL.createObjectURL = () => 'blob:test/1';
    URL.revokeObjectURL = () => undefined;
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
  });

  afterEach(() => jest.restoreAllMocks());

  it('downloads a cohort’s votes per day in one click, under the API’s file name', async () => {
    calls = installFakeApi({
      'GET /api/reports/programme': { body: PROGRAMME },
      'GET /api/cohorts/1/report': { body: PILOT },
      'GET /api/cohorts/1/exports/votes': {
        text: 'nomination_id,contributor,projects,day,up_votes,down_votes,net\r\n',
        headers: { 'Content-Disposition': 'attachment; filename="glow-pilot-votes-per-day.csv"' },
      },
    });
    await open(`${paths.reporting}?cohort=1`);

    fireEvent.click(await screen.findByRole('button', { name: 'Download votes per day (CSV)' }));

    await waitFor(() => expect(saved).toEqual(['glow-pilot-votes-per-day.csv']));
    expect(calls.at(-1)).toMatchObject({
      path: '/api/cohorts/1/exports/votes',
      token: 'admin-token',
    });
  });

  it('asks for the chosen cohort’s payments', async () => {
    calls = installFakeApi({
      'GET /api/reports/programme': { body: PROGRAMME },
      'GET /api/cohorts/1/report': { body: PILOT },
      'GET /api/payments/export': { text: 'payment_id\r\n' },
    });
    await open(`${paths.reporting}?cohort=1`);
    fireEvent.click(await screen.findByRole('button', { name: 'Download payments (CSV)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(calls.at(-1)).toMatchObject({ path: '/api/payments/export', query: { cohortId: '1' } });
  });

  it('says why a download failed', async () => {
    installFakeApi({
      'GET /api/reports/programme': { body: PROGRAMME },
      'GET /api/cohorts/1/report': { body: PILOT },
      'GET /api/cohorts/1/exports/nominations': {
        status: 503,
        body: { message: 'The database is not reachable right now' },
      },
    });
    await open(`${paths.reporting}?cohort=1`);

    fireEvent.click(await screen.findByRole('button', { name: 'Download nominations (CSV)' }));

    expect(await screen.findByText('The download failed')).toBeTruthy();
    expect(screen.getByText('The database is not reachable right now')).toBeTruthy();
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Download nominations (CSV)' })).toBeTruthy();
  });
});
