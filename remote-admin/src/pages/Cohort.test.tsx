import { formatDate, formatDateTime } from '@glow/shared-ui/pages';
import type { ClosingGrant, CohortClosing, CohortDetail, Distribution } from '@glow/contract';
import { installFakeApi, type FakeAnswer, type ReceivedCall } from '@glow/shared-api/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { applicationsPath, cohortPath, integrityPath, paths, paymentsPath } from '../paths';
import { INES_ROW } from '../testing/applications';
import { NOMINATION, PILOT, WAVE_1, WAVE_1_DISTRIBUTION } from '../testing/programme';
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
    'GET /api/cohorts/{id}/applications': {
      body: { applications: [INES_ROW], page: 1, limit: 1, total: 6, awaitingReview: 2 },
    },
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
        return { body: { ...cohort, returnedToPool: [] } };
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

  it('says a refused move ("wrong status") as a sentence and reads the cohort again', async () => {
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

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Wave 1 did not move. Wave 1 is in its assessment period; it can only move to distribution.',
    );
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
    expect(region('Settings').getByText('Settings are fixed: the cohort is closed.')).toBeTruthy();
    expect(region('Settings').queryByRole('button')).toBeNull();
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

  it('reads the cohort again once saved', async () => {
    install({
      'GET /api/cohorts/{id}': () => ({ body: cohort }),
      'PATCH /api/cohorts/{id}': ({ body }) => {
        cohort = { ...cohort, ...(body as { name: string }) };
        return { body: cohort };
      },
    });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Edit settings' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Wave One' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' })));

    expect(await screen.findByRole('heading', { level: 1, name: 'Cohort Wave One' })).toBeTruthy();
    expect(callsTo('GET', '/api/cohorts/2')).toHaveLength(2);
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
    expect(within(row).getByRole('link', { name: 'Maya Okafor' }).getAttribute('href')).toMatch(
      /^\/admin\/nominations\/\d+$/,
    );
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

describe('the cohort page: judging', () => {
  let distribution: Distribution;

  /** Wave 1 in its assessment period, its distribution as `distribution` says. */
  function installAssessment(
    routes: Record<string, FakeAnswer | ((call: ReceivedCall) => FakeAnswer)> = {},
  ) {
    cohort.period = 'assessment';
    cohort.nextMove = null;
    install({ 'GET /api/cohorts/{id}/distribution': () => ({ body: distribution }), ...routes });
  }

  beforeEach(() => {
    distribution = structuredClone(WAVE_1_DISTRIBUTION);
  });

  const panelRow = (name: string) =>
    within(screen.getByRole('table', { name: 'Panel' }))
      .getAllByRole('row')
      .find((row) => within(row).queryByRole('cell', { name }))!;

  it('is not shown before the assessment period, and nothing is asked', async () => {
    await open();
    expect(screen.queryByRole('region', { name: 'Judging' })).toBeNull();
    expect(callsTo('GET', '/api/cohorts/2/distribution')).toHaveLength(0);
  });

  it("shows the approvals, the final sizes and their total, and each judge's progress and approval", async () => {
    installAssessment();
    await open();

    const judging = region('Judging');
    const fact = (name: string) => judging.getByText(name).nextElementSibling?.textContent;
    expect(await judging.findByText('Approvals')).toBeTruthy();
    expect(fact('Approvals')).toBe('1 of 2');
    expect(fact('Final sizes')).toBe('6 of 6 nominations');
    expect(fact('Total')).toBe(`${(4600).toLocaleString()} XRP`);
    expect(fact('By size')).toBe(
      `Small 2 × 50 XRP · Medium 2 × 750 XRP · Large 1 × ${(3000).toLocaleString()} XRP · Decline 1`,
    );

    const rows = within(judging.getByRole('table', { name: 'Panel' })).getAllByRole('row');
    expect(
      rows.slice(1).map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Ana Ruiz', '6', '0', '0', `Approved${formatDateTime('2026-11-20T10:02:00.000Z')}`, ''],
      ['Ben Ito', '5', '1', '0', 'Waiting', 'Excuse'],
      ['Chloé Martin', '2', '0', '0', 'ExcusedBy Demo Admin: On leave until December', 'Un-excuse'],
    ]);
    expect(callsTo('GET', '/api/cohorts/2/distribution')[0]?.token).toBe('admin-token');
  });

  it('says what blocks approving while a nomination has no final size', async () => {
    distribution.totals = {
      ...distribution.totals,
      complete: false,
      incomplete: 2,
      short: 1,
      splits: 1,
    };
    distribution.blockers = [
      '1 nomination has fewer than 3 assessments',
      '1 nomination is split with no most common size',
    ];
    installAssessment();
    await open();

    const judging = region('Judging');
    expect(
      await judging.findByText(
        'Not ready for approval: 1 nomination has fewer than 3 assessments; 1 nomination is split with no most common size.',
      ),
    ).toBeTruthy();
    expect(judging.getByText('Final sizes').nextElementSibling?.textContent).toBe(
      '4 of 6 nominations',
    );
  });

  it('excuses a waiting judge with the reason, required before anything is sent', async () => {
    installAssessment({
      'POST /api/cohorts/{id}/judges/{judgeId}/excusal': ({ body }) => {
        const { reason } = body as { reason: string };
        distribution = {
          ...distribution,
          required: 1,
          approvals: 1,
          approved: true,
          panel: distribution.panel.map((judge) =>
            judge.judgeId === 5
              ? { ...judge, excused: { at: '2026-11-22T09:00:00.000Z', by: 'Demo Admin', reason } }
              : judge,
          ),
        };
        return { body: distribution };
      },
    });
    await open();
    await screen.findByRole('table', { name: 'Panel' });
    const gotBefore = callsTo('GET', '/api/cohorts/2/distribution').length;
    expect(region('Judging').queryByRole('link', { name: 'Payments of Wave 1' })).toBeNull();

    const excuse = within(panelRow('Ben Ito')).getByRole('button', { name: 'Excuse' });
    expect(document.getElementById(excuse.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Ben Ito',
    );
    fireEvent.click(excuse);
    const dialog = within(
      screen.getByRole('dialog', { name: "Excuse Ben Ito from Wave 1's distribution?" }),
    );
    const reason = dialog.getByLabelText('Reason');
    expect(document.activeElement).toBe(reason);

    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Excuse' })));
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(
      document.getElementById(reason.getAttribute('aria-describedby')!.split(' ').at(-1)!)
        ?.textContent,
    ).toBe('Reason is required');
    expect(callsTo('POST', '/api/cohorts/2/judges/5/excusal')).toHaveLength(0);

    fireEvent.change(reason, { target: { value: 'Travelling without a connection' } });
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Excuse' })));

    expect(callsTo('POST', '/api/cohorts/2/judges/5/excusal')[0]?.body).toEqual({
      reason: 'Travelling without a connection',
    });
    expect(await screen.findByText('Ben Ito is excused')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(callsTo('GET', '/api/cohorts/2/distribution').length).toBeGreaterThan(gotBefore),
    );
    // Approved now: nobody can be excused or un-excused any more.
    await waitFor(() => expect(region('Judging').queryByRole('button')).toBeNull());
    // …and its grants can be paid.
    expect(
      region('Judging').getByRole('link', { name: 'Payments of Wave 1' }).getAttribute('href'),
    ).toBe(paymentsPath(2));
    expect(
      within(panelRow('Ben Ito')).getByText('By Demo Admin: Travelling without a connection'),
    ).toBeTruthy();
  });

  it("shows the server's refusal in the dialog", async () => {
    const refusal = "wrong status: Ben Ito has already approved Wave 1's distribution";
    installAssessment({
      'POST /api/cohorts/{id}/judges/{judgeId}/excusal': {
        status: 409,
        body: { message: refusal },
      },
    });
    await open();
    await screen.findByRole('table', { name: 'Panel' });

    fireEvent.click(within(panelRow('Ben Ito')).getByRole('button', { name: 'Excuse' }));
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Away' } });
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Excuse' })));

    expect((await dialog.findByRole('alert')).textContent).toBe(refusal);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('takes an excusal back', async () => {
    installAssessment({
      'DELETE /api/cohorts/{id}/judges/{judgeId}/excusal': () => {
        distribution = {
          ...distribution,
          required: 3,
          panel: distribution.panel.map((judge) => ({ ...judge, excused: null })),
        };
        return { body: distribution };
      },
    });
    await open();
    await screen.findByRole('table', { name: 'Panel' });

    await act(async () =>
      fireEvent.click(within(panelRow('Chloé Martin')).getByRole('button', { name: 'Un-excuse' })),
    );
    expect(callsTo('DELETE', '/api/cohorts/2/judges/6/excusal')).toHaveLength(1);
    expect(await screen.findByText('Chloé Martin is no longer excused')).toBeTruthy();
    await waitFor(() =>
      expect(region('Judging').getByText('Approvals').nextElementSibling?.textContent).toBe(
        '1 of 3',
      ),
    );
    expect(within(panelRow('Chloé Martin')).getByRole('button', { name: 'Excuse' })).toBeTruthy();
  });

  it('says why an excusal was not taken back', async () => {
    const locked = "wrong status: Wave 1's distribution is approved; assessments are locked";
    installAssessment({
      'DELETE /api/cohorts/{id}/judges/{judgeId}/excusal': {
        status: 409,
        body: { message: locked },
      },
    });
    await open();
    await screen.findByRole('table', { name: 'Panel' });

    await act(async () =>
      fireEvent.click(within(panelRow('Chloé Martin')).getByRole('button', { name: 'Un-excuse' })),
    );
    expect(await screen.findByText('Chloé Martin is still excused')).toBeTruthy();
    expect(screen.getByText(locked)).toBeTruthy();
  });

  it('once approved: who approved and when, and no excusing', async () => {
    distribution = {
      ...distribution,
      approvals: 2,
      approved: true,
      panel: distribution.panel.map((judge) =>
        judge.name === 'Ben Ito' ? { ...judge, approvedAt: '2026-11-22T16:30:00.000Z' } : judge,
      ),
    };
    installAssessment();
    await open();

    const judging = region('Judging');
    await judging.findByRole('table', { name: 'Panel' });
    expect(judging.getByText('Approvals').nextElementSibling?.textContent).toBe('2 of 2Approved');
    expect(within(panelRow('Ben Ito')).getAllByRole('cell')[4]?.textContent).toBe(
      `Approved${formatDateTime('2026-11-22T16:30:00.000Z')}`,
    );
    expect(judging.queryByRole('button')).toBeNull();
    expect(judging.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('a cohort that passed its assessment before judges approved distributions has no panel', async () => {
    cohort = structuredClone(PILOT);
    distribution = { ...distribution, panel: [], approvals: 0, required: 0 };
    install({ 'GET /api/cohorts/{id}/distribution': () => ({ body: distribution }) });
    await open();
    expect(
      await region('Judging').findByText(
        'Pilot has no panel: it passed its assessment before judges approved distributions.',
      ),
    ).toBeTruthy();
  });
});

describe('the cohort page: vote integrity', () => {
  it("links to the cohort's vote integrity", async () => {
    await open();
    const link = region('Vote integrity').getByRole('link', { name: 'Vote integrity' });
    expect(link.getAttribute('href')).toBe(integrityPath(2));
  });
});

describe('the cohort page: applications', () => {
  it('says how many applications await review and links to them', async () => {
    await open();
    const applications = region('Applications');
    const link = await applications.findByRole('link', { name: 'Applications (2 submitted)' });
    expect(link.getAttribute('href')).toBe(applicationsPath(2));
    expect(
      applications.getByText(
        paragraph('2 applications await your review, of 6 applications in all.'),
      ),
    ).toBeTruthy();
    expect(callsTo('GET', '/api/cohorts/2/applications')[0]?.query).toEqual({
      page: '1',
      limit: '1',
    });
  });

  it('says when none awaits review', async () => {
    install({
      'GET /api/cohorts/{id}/applications': {
        body: { applications: [INES_ROW], page: 1, limit: 1, total: 1, awaitingReview: 0 },
      },
    });
    await open();
    expect(
      await region('Applications').findByText(
        paragraph('No application awaits your review, of 1 application in all.'),
      ),
    ).toBeTruthy();
  });

  it('says when nobody applies yet', async () => {
    install({
      'GET /api/cohorts/{id}/applications': {
        body: { applications: [], page: 1, limit: 1, total: 0, awaitingReview: 0 },
      },
    });
    await open();
    expect(await screen.findByText(/^No contributor is applying in Wave 1 yet/)).toBeTruthy();
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

describe('the cohort page: closing', () => {
  const MAYA: ClosingGrant = {
    grantId: 21,
    applicationId: 31,
    contributor: { id: 41, name: 'Maya Okafor' },
    size: 'medium',
    amountDrops: '750000000',
    waitingFor: [
      'the contributor to submit the application (next: register your wallet)',
      'the contributor to register a wallet',
    ],
  };
  const ANA: ClosingGrant = {
    grantId: 22,
    applicationId: 32,
    contributor: { id: 42, name: 'Ana Ribeiro' },
    size: 'large',
    amountDrops: '3000000000',
    waitingFor: ["the KYC provider's decision"],
  };
  const CLOSING: CohortClosing = {
    returningToPool: [MAYA],
    stayingOpen: [ANA],
    unfinishedApplications: 2,
    applicationsDueOn: '2026-12-20',
    beforeApplicationsDue: true,
  };

  beforeEach(() => {
    cohort.period = 'distribution';
    cohort.settingsLocked = true;
    cohort.cancel = {
      allowed: false,
      reason:
        "Wave 1's distribution is approved, so its grants are decided: it can be closed, not cancelled",
    };
    cohort.nextMove = {
      period: 'closed',
      label: 'Close the cohort',
      effect: 'The cohort ends today and its figures are kept as they are; a new cohort can start.',
      allowed: true,
      reason: null,
    };
  });

  async function openClosing(routes: Parameters<typeof install>[0] = {}) {
    install({ 'GET /api/cohorts/{id}/closing': { body: CLOSING }, ...routes });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Close the cohort' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close Wave 1?' });
    await within(dialog).findByText('This cannot be undone.');
    return dialog;
  }

  it('lists each grant going back to the pool with its amount and why, those staying open, and asks to name the due date', async () => {
    const dialog = await openClosing();
    const returning = within(dialog).getByRole('list', { name: 'Going back to the pool' });
    expect(within(returning).getByRole('listitem').textContent).toBe(
      `Maya Okafor, Medium, ${(750).toLocaleString()} XRP. Waiting for the contributor to submit the application (next: register your wallet); the contributor to register a wallet.`,
    );
    expect(within(returning).getByRole('link', { name: 'Maya Okafor' }).getAttribute('href')).toBe(
      '/admin/applications/31',
    );
    expect(dialog.textContent).toContain('1 grant goes back to the pool (750 XRP):');
    const staying = within(dialog).getByRole('list', { name: 'Staying open' });
    expect(staying.textContent).toContain("Waiting for the KYC provider's decision.");
    expect(dialog.textContent).toContain(
      `Applications are due by ${formatDate('2026-12-20')}. Closing now ends 2 unfinished applications before that date.`,
    );
    const close = within(dialog).getByRole('button', { name: 'Close the cohort' });
    expect(close).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByLabelText(`Close before ${formatDate('2026-12-20')}`));
    expect(close).toHaveProperty('disabled', false);
  });

  it('closes naming what was shown, then says what the server did', async () => {
    const dialog = await openClosing({
      // Maya's grant became payable meanwhile: the server returned none.
      'POST /api/cohorts/{id}/period': () => ({
        body: { ...cohort, period: 'closed', nextMove: null, cancel: null, returnedToPool: [] },
      }),
    });
    fireEvent.click(within(dialog).getByLabelText(`Close before ${formatDate('2026-12-20')}`));
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close the cohort' })),
    );
    expect(callsTo('POST', '/api/cohorts/2/period')[0]?.body).toEqual({
      period: 'closed',
      returningGrantIds: [21],
      applicationsDueOn: '2026-12-20',
    });
    expect(
      await screen.findByText('Wave 1 is closed. No grant went back to the pool.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a refused close in the dialog and reads the list again', async () => {
    const dialog = await openClosing({
      'POST /api/cohorts/{id}/period': {
        status: 409,
        body: {
          message:
            'wrong status: the grants going back to the pool changed since they were shown: Ana Ribeiro (3,000 XRP) would go back too; review them and confirm again',
        },
      },
    });
    const readBefore = callsTo('GET', '/api/cohorts/2/closing').length;
    const dueBox = within(dialog).getByLabelText(`Close before ${formatDate('2026-12-20')}`);
    fireEvent.click(dueBox);
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close the cohort' })),
    );
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Wave 1 was not closed. The grants going back to the pool changed since they were shown: Ana Ribeiro (3,000 XRP) would go back too; review them and confirm again.',
    );
    await waitFor(() =>
      expect(callsTo('GET', '/api/cohorts/2/closing').length).toBeGreaterThan(readBefore),
    );
    expect(dueBox).toHaveProperty('checked', false);
  });

  it('after the due date, asks nothing more, and says when no grant is at stake', async () => {
    const dialog = await openClosing({
      'GET /api/cohorts/{id}/closing': {
        body: {
          ...CLOSING,
          returningToPool: [],
          stayingOpen: [],
          beforeApplicationsDue: false,
        },
      },
    });
    expect(
      await within(dialog).findByText(
        'No grant goes back to the pool: no application with a grant is left unfinished.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Close the cohort' })).toHaveProperty(
      'disabled',
      false,
    );
  });
});

describe('the cohort page: cancelling', () => {
  it('cancels with a reason, required before anything is sent', async () => {
    install({
      'POST /api/cohorts/{id}/cancel': () => ({
        body: { ...cohort, period: 'cancelled', cancelReason: 'Wrong start', nextMove: null },
      }),
    });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the cohort' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Wave 1?' });
    expect(dialog.textContent).toContain('nothing of it is paid');
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the cohort' })),
    );
    expect(within(dialog).getByText('Reason is required')).toBeTruthy();
    expect(callsTo('POST', '/api/cohorts/2/cancel')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'Wrong start' },
    });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the cohort' })),
    );
    expect(callsTo('POST', '/api/cohorts/2/cancel')[0]?.body).toEqual({ reason: 'Wrong start' });
    expect(await screen.findByText('Wave 1 was cancelled')).toBeTruthy();
  });

  it('is disabled with the reason once the distribution is approved', async () => {
    cohort.cancel = { allowed: false, reason: 'it can be closed, not cancelled' };
    install();
    await open();
    const button = screen.getByRole('button', { name: 'Cancel the cohort' });
    expect(button).toHaveProperty('disabled', true);
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
      'it can be closed, not cancelled',
    );
  });

  it('shows a cancelled cohort: when and why, the periods it reached, nothing to move or change', async () => {
    cohort = {
      ...cohort,
      period: 'cancelled',
      endsAt: '2026-10-20T09:00:00.000Z',
      cancelReason: 'Started by mistake.',
      periods: [...cohort.periods, { period: 'cancelled', beganAt: '2026-10-20T09:00:00.000Z' }],
      nextMove: null,
      cancel: null,
      settingsLocked: true,
      scouts: [],
      judges: [],
    };
    install({
      'GET /api/cohorts/{id}/nominations': {
        body: { nominations: [], page: 1, limit: 20, total: 0 },
      },
      'GET /api/cohorts/{id}/applications': {
        body: { applications: [], page: 1, limit: 1, total: 0, awaitingReview: 0 },
      },
    });
    await open();
    // What it had, said in the past: nothing will come.
    expect(await region('Nominations').findByText('It had no nominations.')).toBeTruthy();
    expect(await region('Applications').findByText('Nobody applied in Wave 1.')).toBeTruthy();
    expect(region('Scouts').getByText('No scout nominated anyone in this cohort.')).toBeTruthy();
    expect(region('Judges').getByText('It had no judges.')).toBeTruthy();
    expect(
      screen.getByText(
        paragraph(
          `Wave 1 was cancelled on ${formatDate('2026-10-20T09:00:00.000Z')}. Nothing of it was judged or paid, and its applications ended. The reason given:`,
        ),
      ),
    ).toBeTruthy();
    expect(screen.getByText('«Started by mistake.»')).toBeTruthy();
    const steps = within(screen.getByRole('list', { name: 'Periods of Wave 1' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      `NominationBegan ${formatDate('2026-10-01T09:00:00.000Z')}`,
      `VotingBegan ${formatDate('2026-10-15T09:00:00.000Z')}`,
      `CancelledNowCancelled ${formatDate('2026-10-20T09:00:00.000Z')}`,
    ]);
    expect(region('Periods').queryByRole('button')).toBeNull();
    expect(
      region('Settings').getByText('Settings are fixed: the cohort was cancelled.'),
    ).toBeTruthy();
    expect(region('Settings').queryByRole('button')).toBeNull();
  });
});

describe('the cohort page: the applications’ due date', () => {
  it('shows it, and once the other settings are fixed changes it alone', async () => {
    cohort.period = 'distribution';
    cohort.settingsLocked = true;
    install({
      'PATCH /api/cohorts/{id}': { body: { ...cohort, applicationsDueOn: '2027-01-10' } },
    });
    await open();
    expect(
      region('Settings').getByText('Applications due by').nextElementSibling?.textContent,
    ).toBe(formatDate('2026-12-20'));
    fireEvent.click(screen.getByRole('button', { name: 'Change the due date' }));
    expect(screen.queryByLabelText('Name')).toBeNull();
    fireEvent.change(screen.getByLabelText('Applications due by'), {
      target: { value: '2027-01-10' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' })));
    expect(callsTo('PATCH', '/api/cohorts/2')[0]?.body).toEqual({
      applicationsDueOn: '2027-01-10',
    });
  });
});
