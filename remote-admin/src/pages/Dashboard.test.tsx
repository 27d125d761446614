import { formatDate } from '@glow/shared-ui/pages';
import { installFakeApi, type ReceivedCall } from '@glow/shared-api/testing';
import { screen, within } from '@testing-library/react';
import { cohortPath } from '../components/nextSteps';
import { paths } from '../paths';
import { DASHBOARD } from '../testing/programme';
import { paragraph, renderAdminPage } from '../testing/renderAdminPage';

let calls: ReceivedCall[];

beforeEach(() => {
  localStorage.clear();
  calls = installFakeApi({ 'GET /api/dashboard': { body: DASHBOARD } });
});

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('the dashboard', () => {
  it('shows the active cohort, what needs doing next, the figures and the lists', async () => {
    await renderAdminPage(paths.home);

    const cohort = within(await screen.findByRole('region', { name: 'Active cohort' }));
    expect(cohort.getByRole('link', { name: 'Wave 1' }).getAttribute('href')).toBe(cohortPath(2));
    expect(cohort.getByText('Nomination')).toBeTruthy();
    expect(
      cohort.getByText(
        paragraph(
          `Started ${formatDate('2026-10-01T09:00:00.000Z')}; in its nomination period since ${formatDate('2026-10-01T09:00:00.000Z')}.`,
        ),
      ),
    ).toBeTruthy();

    const next = section('Needs your attention');
    expect(
      next
        .getByRole('link', { name: '12 nominations so far: open voting when the scouts are done' })
        .getAttribute('href'),
    ).toBe(cohortPath(2));

    const figures = section('Figures');
    const figure = (label: string) => figures.getByText(label).nextElementSibling?.textContent;
    expect(figure('Nominations')).toBe('12');
    expect(figure('Registered voters')).toBe((1204).toLocaleString());
    expect(figure('Votes today')).toBe('37');
    expect(figure('Assessments')).toBe('0');
    expect(figure('Applications complete')).toBe('0');

    const lists = within(screen.getByRole('navigation', { name: 'Lists' }));
    expect(lists.getByRole('link', { name: 'Cohorts' }).getAttribute('href')).toBe(paths.cohorts);
    expect(lists.getByRole('link', { name: 'Projects' }).getAttribute('href')).toBe(paths.projects);
    expect(lists.getByRole('link', { name: 'Audits & Logs' }).getAttribute('href')).toBe(
      paths.logs,
    );
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/dashboard', token: 'admin-token' });
  });

  it('offers to start a cohort when none is running', async () => {
    installFakeApi({ 'GET /api/dashboard': { body: { ...DASHBOARD, cohort: null } } });
    await renderAdminPage(paths.home);

    const cohort = within(await screen.findByRole('region', { name: 'Active cohort' }));
    expect(cohort.getByText('No cohort is running.')).toBeTruthy();
    expect(cohort.getByRole('link', { name: 'Start a cohort' }).getAttribute('href')).toBe(
      paths.startCohort,
    );
  });

  it('says when the cohort starts, if it has not yet', async () => {
    const startsAt = '2026-12-01T00:00:00.000Z';
    installFakeApi({
      'GET /api/dashboard': {
        body: { ...DASHBOARD, cohort: { ...DASHBOARD.cohort!, started: false, startsAt } },
      },
    });
    await renderAdminPage(paths.home);

    const cohort = within(await screen.findByRole('region', { name: 'Active cohort' }));
    expect(cohort.getByText(paragraph(`Starts on ${formatDate(startsAt)}.`))).toBeTruthy();
  });

  it("shows the server's message when the dashboard cannot be loaded", async () => {
    installFakeApi({
      'GET /api/dashboard': {
        status: 403,
        body: { message: 'Unauthorized: you are not authorized to perform this action' },
      },
    });
    await renderAdminPage(paths.home);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Unauthorized: you are not authorized to perform this action',
    );
  });
});
