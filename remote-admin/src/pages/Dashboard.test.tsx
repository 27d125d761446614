import { formatDate, formatDateTime } from '@glow/shared-ui/pages';
import { installFakeApi, type FakeAnswer, type ReceivedCall } from '@glow/shared-api/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { applicationsPath, cohortPath, paths, paymentsPath } from '../paths';
import { DASHBOARD } from '../testing/programme';
import { paragraph, renderAdminPage } from '../testing/renderAdminPage';

let calls: ReceivedCall[];

beforeEach(() => {
  localStorage.clear();
  calls = installFakeApi({ 'GET /api/dashboard': { body: DASHBOARD } });
});

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('the dashboard: what waits on an admin', () => {
  it('lists each thing with its count and a link to where it is done, from the one read', async () => {
    calls = installFakeApi({
      'GET /api/dashboard': {
        body: {
          ...DASHBOARD,
          waitingOnAdmin: [
            {
              kind: 'applicationsToReview',
              cohort: { id: 2, name: 'Wave 1' },
              count: 3,
              since: null,
            },
            { kind: 'grantsPayable', cohort: { id: 1, name: 'Pilot' }, count: 2, since: null },
          ],
          newContactMessages: 4,
        },
      },
    });
    await renderAdminPage(paths.home);
    const waiting = within(await screen.findByRole('list', { name: 'Waiting on an admin' }));
    // Each line: its count (a badge), then the link.
    expect(waiting.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '33 applications submitted for review in Wave 1',
      '22 grants of Pilot ready to pay',
      '44 messages from the contact form to answer',
    ]);
    expect(
      waiting
        .getByRole('link', { name: '3 applications submitted for review in Wave 1' })
        .getAttribute('href'),
    ).toBe(`${applicationsPath(2)}?status=submitted`);
    expect(
      waiting.getByRole('link', { name: '2 grants of Pilot ready to pay' }).getAttribute('href'),
    ).toBe(paymentsPath(1));
    expect(
      waiting
        .getByRole('link', { name: '4 messages from the contact form to answer' })
        .getAttribute('href'),
    ).toBe(`${paths.messages}?state=new`);
    expect(calls.filter((call) => call.path === '/api/dashboard')).toHaveLength(1);
  });

  it('says when nothing waits', async () => {
    await renderAdminPage(paths.home);
    await screen.findByRole('region', { name: 'Needs your attention' });
    expect(
      section('Needs your attention').getByText('Nothing is waiting on an admin.'),
    ).toBeTruthy();
  });
});

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
    expect(lists.getByRole('link', { name: 'Payments' }).getAttribute('href')).toBe(paths.payments);
    expect(lists.getByRole('link', { name: 'Reporting' }).getAttribute('href')).toBe(
      paths.reporting,
    );
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

  it('offers to remind the judges only while the cohort is in its assessment period', async () => {
    await renderAdminPage(paths.home);
    await screen.findByRole('region', { name: 'Active cohort' });
    expect(screen.queryByRole('button', { name: 'Remind judges' })).toBeNull();
  });

  it('reminds the judges of the cohort in assessment, saying how many were emailed and when they last were', async () => {
    const remindedAt = '2026-11-24T09:12:00.000Z';
    let reminded: string | null = null;
    calls = installFakeApi({
      'GET /api/dashboard': () => ({
        body: {
          ...DASHBOARD,
          cohort: { ...DASHBOARD.cohort!, period: 'assessment', judgesRemindedAt: reminded },
        },
      }),
      'POST /api/cohorts/{id}/judge-reminders': () => {
        reminded = remindedAt;
        return { body: { success: true, message: 'judges reminded', emailed: 3 } };
      },
    });
    await renderAdminPage(paths.home);

    const cohort = within(await screen.findByRole('region', { name: 'Active cohort' }));
    expect(cohort.getByText('The judges of Wave 1 have not been reminded yet.')).toBeTruthy();
    await act(async () => fireEvent.click(cohort.getByRole('button', { name: 'Remind judges' })));

    expect(calls.filter((call) => call.method === 'POST')).toMatchObject([
      { path: '/api/cohorts/2/judge-reminders', token: 'admin-token' },
    ]);
    expect(await screen.findByText('Reminded 3 judges')).toBeTruthy();
    // The dashboard is read again: the time of this reminder.
    expect(
      await cohort.findByText(
        paragraph(
          `Judges with nominations left were last reminded on ${formatDateTime(remindedAt)}.`,
        ),
      ),
    ).toBeTruthy();
  });

  it('says when no judge has nominations left, and shows a refused reminder', async () => {
    let answer: FakeAnswer = {
      status: 200,
      body: { success: true, message: 'No judge has nominations left', emailed: 0 },
    };
    installFakeApi({
      'GET /api/dashboard': {
        body: { ...DASHBOARD, cohort: { ...DASHBOARD.cohort!, period: 'assessment' } },
      },
      'POST /api/cohorts/{id}/judge-reminders': () => answer,
    });
    await renderAdminPage(paths.home);
    const remind = await screen.findByRole('button', { name: 'Remind judges' });

    await act(async () => fireEvent.click(remind));
    expect(await screen.findByText('No judge has nominations left')).toBeTruthy();

    const refusal =
      'wrong status: the judges of Wave 1 were reminded at 09:12 on 24 Nov 2026; the next reminder can go from 09:12 on 25 Nov 2026';
    answer = { status: 409, body: { message: refusal } };
    await act(async () => fireEvent.click(remind));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(`No reminder was sent. ${refusal}`),
    );
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
