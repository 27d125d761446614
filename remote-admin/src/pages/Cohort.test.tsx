import { formatDate } from '@glow/shared-ui/pages';
import type { CohortDetail } from '@glow/contract';
import { installFakeApi, type FakeAnswer, type ReceivedCall } from '@glow/shared-api/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cohortPath } from '../components/nextSteps';
import { paths } from '../paths';
import { NOMINATION, PILOT, WAVE_1 } from '../testing/programme';
import { paragraph, renderAdminPage } from '../testing/renderAdminPage';

let calls: ReceivedCall[];
let cohort: CohortDetail;
const callsTo = (method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

function install(routes: Record<string, FakeAnswer | ((call: ReceivedCall) => FakeAnswer)> = {}) {
  calls = installFakeApi({
    'GET /api/cohorts/{id}': { body: cohort },
    'GET /api/cohorts/{id}/nominations': ({ query }) => ({
      body: { nominations: [NOMINATION], page: Number(query.page), limit: 20, total: 25 },
    }),
    ...routes,
  });
}

beforeEach(() => {
  localStorage.clear();
  cohort = structuredClone(WAVE_1);
  install();
});

async function open(path = cohortPath(cohort.id)) {
  const shell = await renderAdminPage(path);
  await screen.findByRole('heading', { level: 1, name: `Cohort ${cohort.name}` });
  return shell;
}

const region = (name: string) => within(screen.getByRole('region', { name }));
const AMOUNTS = 'Grant amount per size (XRP)';

describe('the cohort page: periods', () => {
  it('shows the periods in order with the day each began, the current one marked', async () => {
    await open();

    const timeline = screen.getByRole('list', { name: 'Periods of Wave 1' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      `NominationBegan ${formatDate('2026-10-01T09:00:00.000Z')}`,
      `VotingNowBegan ${formatDate('2026-10-15T09:00:00.000Z')}`,
      'AssessmentNot yet',
      'DistributionNot yet',
      'ClosedNot yet',
    ]);
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([
      null,
      'step',
      null,
      null,
      null,
    ]);
  });

  it('moves to the next period after a confirmation that says what changes', async () => {
    install({
      'POST /api/cohorts/{id}/period': () => {
        cohort = { ...cohort, period: 'assessment', nextMove: null };
        return { body: cohort };
      },
    });
    await open();
    const gotBefore = callsTo('GET', '/api/cohorts/2').length;

    fireEvent.click(screen.getByRole('button', { name: 'Start assessment' }));
    const dialog = screen.getByRole('dialog', { name: 'Start the assessment of Wave 1?' });
    expect(dialog.textContent).toContain(
      'Voting closes; the judges are emailed to assess the nominations.',
    );
    expect(dialog.textContent).toContain('This cannot be undone.');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('POST', '/api/cohorts/2/period')).toHaveLength(0);

    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Start assessment' })),
    );

    expect(callsTo('POST', '/api/cohorts/2/period')[0]?.body).toEqual({ period: 'assessment' });
    expect(await screen.findByText('Wave 1 is in its assessment period')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(callsTo('GET', '/api/cohorts/2').length).toBeGreaterThan(gotBefore));
  });

  it('moves nothing when the confirmation is cancelled', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Start assessment' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo('POST', '/api/cohorts/2/period')).toHaveLength(0);
  });

  it('shows a refused move ("wrong status") and reads the cohort again', async () => {
    const refusal =
      'wrong status: Wave 1 is in its assessment period; it can only move to distribution';
    install({ 'POST /api/cohorts/{id}/period': { status: 409, body: { message: refusal } } });
    await open();
    const gotBefore = callsTo('GET', '/api/cohorts/2').length;

    fireEvent.click(screen.getByRole('button', { name: 'Start assessment' }));
    await act(async () =>
      fireEvent.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: 'Start assessment' }),
      ),
    );

    expect((await screen.findByRole('alert')).textContent).toBe(`Wave 1 did not move. ${refusal}`);
    await waitFor(() => expect(callsTo('GET', '/api/cohorts/2').length).toBeGreaterThan(gotBefore));
  });

  it('offers the move disabled, with the reason, when the server does not allow it now', async () => {
    cohort.period = 'assessment';
    cohort.nextMove = {
      period: 'distribution',
      label: 'Start distribution',
      effect: 'Judges can no longer change their assessments; approved grants can be paid.',
      allowed: false,
      reason: "the judges have approved Wave 1's distribution 1 of 3 times",
    };
    install();
    await open();

    const button = screen.getByRole('button', { name: 'Start distribution' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
      "the judges have approved Wave 1's distribution 1 of 3 times",
    );
  });

  it('a closed cohort: closed marked, its end date, no move and fixed settings', async () => {
    cohort = structuredClone(PILOT);
    install();
    await open();

    const steps = within(screen.getByRole('list', { name: 'Periods of Pilot' })).getAllByRole(
      'listitem',
    );
    expect(steps[4]?.textContent).toBe(`ClosedNowClosed ${formatDate('2026-07-31T09:00:00.000Z')}`);
    expect(steps[4]?.getAttribute('aria-current')).toBe('step');
    expect(
      screen.getByText(
        paragraph(`Closed From ${formatDate(PILOT.startsAt)} to ${formatDate(PILOT.endsAt!)}.`),
      ),
    ).toBeTruthy();
    expect(region('Periods').queryByRole('button')).toBeNull();
    expect(
      region('Settings').getByText('Settings are fixed: the distribution is approved.'),
    ).toBeTruthy();
    expect(region('Settings').queryByRole('button', { name: 'Edit settings' })).toBeNull();
  });
});

describe('the cohort page: settings', () => {
  it('shows the amounts per size, the sizes that need KYC and the voting period', async () => {
    await open();
    const settings = region('Settings');
    expect(settings.getByText('Small').nextElementSibling?.textContent).toBe('50 XRP');
    expect(settings.getByText('Large').nextElementSibling?.textContent).toBe(
      `${(3000).toLocaleString()} XRPKYC required`,
    );
    expect(settings.getByText('Voting period').nextElementSibling?.textContent).toBe('14 days');
  });

  it('edits them and sends only what changed', async () => {
    install({ 'PATCH /api/cohorts/{id}': { body: { ...cohort, name: 'Wave One' } } });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Edit settings' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Wave One' } });
    fireEvent.change(within(screen.getByRole('group', { name: AMOUNTS })).getByLabelText('Small'), {
      target: { value: '60' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' })));

    expect(callsTo('PATCH', '/api/cohorts/2')[0]?.body).toEqual({
      name: 'Wave One',
      grantAmounts: { small: 60, medium: 750, large: 3000 },
    });
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
  });

  it('shows "cohort name exists" under the name, and a refusal of a locked cohort above the form', async () => {
    install({
      'PATCH /api/cohorts/{id}': { status: 409, body: { message: 'cohort name exists' } },
    });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Edit settings' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Pilot' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' })));

    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Cohort name exists',
    );

    const locked = "wrong status: Wave 1's settings are fixed once its distribution is approved";
    install({ 'PATCH /api/cohorts/{id}': { status: 409, body: { message: locked } } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' })));
    expect((await screen.findByRole('alert')).textContent).toBe(locked);
  });
});

describe('the cohort page: nominations and people', () => {
  it('lists the nominations with score, votes, scouts and assessments', async () => {
    await open();
    const table = await screen.findByRole('table', { name: 'Nominations' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Maya Okafor@mokafor', 'xrpl.js', '3', '5', '1', '0']);
    expect(callsTo('GET', '/api/cohorts/2/nominations')[0]?.query).toEqual({
      page: '1',
      limit: '20',
      sort: 'score',
    });
    expect(screen.getByText('25 nominations')).toBeTruthy();
  });

  it('searches, sorts and pages on the server, keeping them in the URL', async () => {
    const { router } = await open();
    await screen.findByRole('table', { name: 'Nominations' });

    fireEvent.change(screen.getByLabelText('Search nominations'), { target: { value: 'okafor' } });
    fireEvent.submit(screen.getByRole('search'));
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'newest' } });
    await waitFor(() =>
      expect(callsTo('GET', '/api/cohorts/2/nominations').at(-1)?.query).toEqual({
        page: '1',
        limit: '20',
        sort: 'newest',
        search: 'okafor',
      }),
    );
    expect(router.state.location.search).toBe('?search=okafor&sort=newest');
  });

  it('lists the scouts with their nominations, and the judges', async () => {
    await open();
    const scouts = within(screen.getByRole('table', { name: 'Scouts' }));
    expect(scouts.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'scout@glow.local',
      'Sam Scout',
      '6',
    ]);
    const judges = within(screen.getByRole('table', { name: 'Judges' }));
    expect(judges.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'judge@glow.local',
      'Jo Judge',
      'judge2@glow.local',
      '—',
    ]);
  });
});

describe('the cohort page: not found', () => {
  it('says "cohort not found" and links to the list', async () => {
    install({ 'GET /api/cohorts/{id}': { status: 404, body: { message: 'cohort not found' } } });
    await renderAdminPage(paths.cohort.replace(':id', '99'));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('cohort not found: there is no cohort 99.');
    expect(within(alert).getByRole('link', { name: 'All cohorts' }).getAttribute('href')).toBe(
      paths.cohorts,
    );
  });
});
