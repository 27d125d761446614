import type { CohortDefaults } from '@glow/contract';
import { installFakeApi, type FakeAnswer, type ReceivedCall } from '@glow/shared-api/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cohortPath, paths } from '../paths';
import { WAVE_1 } from '../testing/programme';
import { renderAdminPage } from '../testing/renderAdminPage';

const DEFAULTS: CohortDefaults = {
  suggestedName: 'Wave 2',
  startsOn: '2026-11-24',
  grantAmounts: { small: 50, medium: 750, large: 3000 },
  kycSizes: ['large'],
  votingPeriodDays: 14,
  applicationsDueOn: '2027-01-23',
  unclosedCohort: null,
};

const WAVE_2 = { ...WAVE_1, id: 3, name: 'Wave 2', period: 'nomination' as const };

let calls: ReceivedCall[];
const startCalls = () => calls.filter((call) => call.method === 'POST');

function install(start: FakeAnswer, defaults: CohortDefaults = DEFAULTS) {
  calls = installFakeApi({
    'GET /api/cohorts/defaults': { body: defaults },
    'POST /api/cohorts': start,
    'GET /api/cohorts/{id}': { body: WAVE_2 },
    'GET /api/cohorts/{id}/nominations': {
      body: { nominations: [], page: 1, limit: 20, total: 0 },
    },
  });
}

beforeEach(() => {
  localStorage.clear();
  install({ status: 201, body: WAVE_2 });
});

const AMOUNTS = 'Grant amount per size (XRP)';
/** A field by its label; the grant amounts (Small, Medium, Large) within their group. */
const field = (label: string) =>
  (['Small', 'Medium', 'Large'].includes(label)
    ? within(screen.getByRole('group', { name: AMOUNTS })).getByLabelText(label)
    : screen.getByLabelText(label)) as HTMLInputElement;
const fill = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const submit = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start the cohort' })));
/** The message shown under a field (its description). */
const messageOf = (label: string) =>
  field(label)
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

async function open() {
  const shell = await renderAdminPage(paths.startCohort);
  await screen.findByLabelText('Name');
  return shell;
}

describe('the start a cohort page', () => {
  it("is filled with the last cohort's settings and today", async () => {
    await open();

    expect(field('Name').value).toBe('Wave 2');
    expect(field('Start date').value).toBe('2026-11-24');
    expect(field('Start date').type).toBe('date');
    expect(field('Small').value).toBe('50');
    expect(field('Medium').value).toBe('750');
    expect(field('Large').value).toBe('3000');
    const kyc = within(screen.getByRole('group', { name: 'KYC required for' }));
    expect((kyc.getByLabelText('Large') as HTMLInputElement).checked).toBe(true);
    expect((kyc.getByLabelText('Small') as HTMLInputElement).checked).toBe(false);
    expect(field('Voting period (days)').value).toBe('14');
  });

  it('starts the cohort, says so and opens its page', async () => {
    const { router } = await open();
    fill('Name', ' Wave 2 ');
    fill('Medium', '800');
    fireEvent.click(
      within(screen.getByRole('group', { name: 'KYC required for' })).getByLabelText('Medium'),
    );
    fill('Voting period (days)', '10');
    expect(field('Applications due by')).toHaveProperty('value', '2027-01-23');
    fill('Applications due by', '2027-02-01');
    await submit();

    expect(startCalls()[0]?.body).toEqual({
      name: 'Wave 2',
      startsOn: '2026-11-24',
      grantAmounts: { small: 50, medium: 800, large: 3000 },
      kycSizes: ['medium', 'large'],
      votingPeriodDays: 10,
      applicationsDueOn: '2027-02-01',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(cohortPath(3)));
    expect(await screen.findByText('Cohort started')).toBeTruthy();
  });

  it('checks the amounts and the voting period before calling the API', async () => {
    await open();
    fill('Small', '0');
    fill('Large', '');
    fill('Voting period (days)', '61');
    fill('Name', '');
    await submit();

    expect(messageOf('Small')).toBe('Small must be at least 1');
    expect(messageOf('Large')).toBe('Large must be a number');
    expect(messageOf('Voting period (days)')).toContain('Voting period (days) must be at most 60');
    expect(messageOf('Name')).toBe('Name is required');
    expect(field('Small').getAttribute('aria-invalid')).toBe('true');
    expect(startCalls()).toHaveLength(0);
  });

  it('shows a refused due date under its field', async () => {
    install({ status: 400, body: { message: 'applicationsDueOn must be after the start day' } });
    await open();
    fill('Applications due by', '2026-11-24');
    await submit();
    expect(messageOf('Applications due by')).toContain(
      'Applications due by must be after the start day',
    );
  });

  it('shows "cohort name exists" under the name', async () => {
    install({ status: 409, body: { message: 'cohort name exists' } });
    const { router } = await open();
    await submit();

    await waitFor(() => expect(messageOf('Name')).toBe('Cohort name exists'));
    expect(document.activeElement).toBe(field('Name'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(router.state.location.pathname).toBe(paths.startCohort);
  });

  it("shows the server's refusal of the start date under it", async () => {
    install({ status: 400, body: { message: 'startsOn must be today or later' } });
    await open();
    fill('Start date', '2026-01-01');
    await submit();

    await waitFor(() =>
      expect(messageOf('Start date')).toContain('Start date must be today or later'),
    );
  });

  it('warns that another cohort is unclosed, and shows the refusal above the form', async () => {
    install(
      {
        status: 409,
        body: { message: 'Wave 1 is active: close it before starting another cohort' },
      },
      { ...DEFAULTS, unclosedCohort: { id: 2, name: 'Wave 1', period: 'voting' } },
    );
    await open();

    const warning = screen.getByRole('status');
    expect(warning.textContent).toContain(
      'Wave 1 is in its voting period. Close it before starting another cohort.',
    );
    expect(within(warning).getByRole('link', { name: 'Go to Wave 1' }).getAttribute('href')).toBe(
      cohortPath(2),
    );
    await submit();

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Wave 1 is active: close it before starting another cohort',
    );
  });

  it("shows the server's message when the defaults cannot be loaded", async () => {
    installFakeApi({
      'GET /api/cohorts/defaults': { status: 500, body: { message: 'internal server error' } },
    });
    await renderAdminPage(paths.startCohort);
    expect((await screen.findByRole('alert')).textContent).toContain('internal server error');
  });
});
