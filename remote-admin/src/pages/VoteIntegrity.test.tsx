import type { VoteIntegrity, VoterLedgerReads } from '@glow/contract';
import { selectBreadcrumb } from '@glow/shared-api';
import {
  installFakeApi,
  type FakeAnswer,
  type FakeRoute,
  type ReceivedCall,
} from '@glow/shared-api/testing';
import { formatDateTime } from '@glow/shared-ui/pages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cohortPath, integrityPath } from '../paths';
import {
  CLUSTER_MEMBERS,
  FLAGGED_VOTERS,
  FUNDER,
  MEMBER_1,
  VOTER_EXCLUSION,
  WAVE_1_INTEGRITY,
  WAVE_1_LEDGER_READS,
  YOUNG,
} from '../testing/integrity';
import { renderAdminPage } from '../testing/renderAdminPage';

let calls: ReceivedCall[];
let integrity: VoteIntegrity;
let reads: VoterLedgerReads;
const callsTo = (method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);
const INTEGRITY = '/api/cohorts/2/vote-integrity';

function install(routes: Record<string, FakeRoute> = {}) {
  calls = installFakeApi({
    'GET /api/cohorts/{id}/vote-integrity': () => ({ body: integrity }),
    'GET /api/cohorts/{id}/voter-ledger-reads': () => ({ body: reads }),
    'GET /api/cohorts/{id}/vote-integrity/voters': ({ query }) => ({
      body: query.funder ? CLUSTER_MEMBERS : FLAGGED_VOTERS,
    }),
    ...routes,
  });
}

beforeEach(() => {
  localStorage.clear();
  integrity = structuredClone(WAVE_1_INTEGRITY);
  reads = structuredClone(WAVE_1_LEDGER_READS);
  install();
});

async function open() {
  const shell = await renderAdminPage(integrityPath(2));
  await screen.findByRole('heading', { level: 1, name: 'Vote integrity of Wave 1' });
  return shell;
}

const region = (name: string) => within(screen.getByRole('region', { name }));
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    );
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

describe('the vote integrity page', () => {
  it('shows the figures, the ledger reads and when the signals were worked out', async () => {
    const { store } = await open();
    await region('Ledger reads').findByText("36 of 41 voters' accounts read from the XRP Ledger.");
    const figures = [...document.querySelectorAll('dl dt')].map(
      (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
    );
    expect(figures).toEqual(
      expect.arrayContaining([
        'Voters: 41',
        'Flagged voters: 4',
        'Clusters: 1',
        'Excluded voters: 1',
        'Excluded votes: 2',
        'Read: 36',
        'Not on the ledger: 1',
        'History missing: 2',
        'Failed: 0',
        'Waiting: 2',
        `Last read: ${formatDateTime('2026-10-21T07:55:00.000Z')}`,
        `Signals worked out: ${formatDateTime('2026-10-21T08:00:00.000Z')}`,
      ]),
    );
    expect(
      region('Ledger reads').getByText("36 of 41 voters' accounts read from the XRP Ledger."),
    ).toBeTruthy();
    expect(selectBreadcrumb(store.getState(), cohortPath(2))).toEqual({ label: 'Cohort Wave 1' });
  });

  it('shows the rest of the page while the ledger reads are still being counted', async () => {
    let answerReads: (answer: FakeAnswer) => void = () => {};
    install({
      'GET /api/cohorts/{id}/voter-ledger-reads': () =>
        new Promise<FakeAnswer>((resolve) => (answerReads = resolve)),
    });
    await open();
    expect(screen.getByRole('table', { name: 'Funding clusters' })).toBeTruthy();
    expect(region('Ledger reads').getByText('Counting the accounts read…')).toBeTruthy();
    expect(region('Ledger reads').getAllByText('…')).toHaveLength(6);

    act(() => answerReads({ body: reads }));
    await region('Ledger reads').findByText("36 of 41 voters' accounts read from the XRP Ledger.");
    expect(region('Ledger reads').queryAllByText('…')).toHaveLength(0);
  });

  it('says the signals are not worked out yet before the first analysis', async () => {
    integrity = { ...integrity, analysedAt: null, clusters: [] };
    reads = { ...reads, read: 0, waiting: 41, lastReadAt: null };
    await open();
    await region('Ledger reads').findByText("0 of 41 voters' accounts read from the XRP Ledger.");
    const notYet = "Not worked out yet: the signals come once the voters' accounts are read.";
    expect(region('Funding clusters').getByText(notYet)).toBeTruthy();
    expect(region('Flagged voters').getByText(notYet)).toBeTruthy();
    expect(region('Ledger reads').getAllByText('Not yet')).toHaveLength(2);
    expect(callsTo('GET', `${INTEGRITY}/voters`)).toHaveLength(0);
  });

  it('lists the clusters, and opens one on its members and how they voted', async () => {
    await open();
    const clusters = screen.getByRole('table', { name: 'Funding clusters' });
    expect(rowsOf(clusters)).toEqual([
      [
        FUNDER,
        '2',
        '3',
        `${formatDateTime('2026-10-16T10:00:00.000Z')} – ${formatDateTime('2026-10-16T10:40:00.000Z')}`,
        'BurstVotes alike',
        '0',
        'Show membersExclude cluster',
      ],
    ]);

    fireEvent.click(within(clusters).getByRole('button', { name: 'Show members' }));
    const members = await screen.findByRole('table', {
      name: `Members of the cluster of ${FUNDER}`,
    });
    expect(callsTo('GET', `${INTEGRITY}/voters`).find((call) => call.query.funder)?.query).toEqual({
      funder: FUNDER,
      page: '1',
      limit: '20',
    });
    expect(rowsOf(members)[1]).toEqual([
      CLUSTER_MEMBERS.voters[1]!.address,
      formatDateTime('2026-10-16T10:40:00.000Z'),
      '2 days',
      'Young accountFunding clusterRegistered in a burstVotes alike',
      'Maya Okafor: up; Lars Henriksen: down',
      'Counted',
    ]);
    expect(within(clusters).getByRole('button', { name: 'Hide members' })).toBeTruthy();
  });

  it('lists the flagged voters with their signals in words, excluded or not', async () => {
    await open();
    const voters = await screen.findByRole('table', { name: 'Flagged voters' });
    const [member, young] = rowsOf(voters);
    expect(member?.[0]).toBe(MEMBER_1);
    expect(member?.[5]).toBe('Exclude voter');
    expect(young).toEqual([
      YOUNG,
      formatDateTime('2026-10-16T10:00:00.000Z'),
      '1 day',
      'Young account',
      'Lars Henriksen: up',
      'Excluded',
    ]);
    expect(callsTo('GET', `${INTEGRITY}/voters`)[0]?.query).toEqual({ page: '1', limit: '20' });
  });

  it("shows each nomination's score with every vote, as tallied and without flagged voters", async () => {
    await open();
    const scores = screen.getByRole('table', { name: 'Scores' });
    expect(
      within(scores)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Contributor', 'Votes', 'Every vote', 'Tally', 'Without flagged']);
    expect(rowsOf(scores)).toEqual([
      ['Maya Okafor', '20', '14', '12', '9'],
      ['Lars Henriksen', '11', '1', '1', '4'],
    ]);
  });

  it('lists the exclusions: whom, why, by whom and when, voters and votes', async () => {
    await open();
    expect(rowsOf(screen.getByRole('table', { name: 'Exclusions' }))).toEqual([
      [
        `The voter ${YOUNG}`,
        'Registered an hour after its account was made',
        'Demo Admin',
        formatDateTime('2026-10-20T14:00:00.000Z'),
        '1',
        '2',
        'Count again',
      ],
    ]);
  });
});

describe('the vote integrity page: exclusions', () => {
  it('refuses to exclude a cluster without a reason, then sends its funder and the reason', async () => {
    install({
      'POST /api/cohorts/{id}/vote-exclusions': ({ body }) => {
        const { reason } = body as { reason: string };
        const exclusion = {
          ...VOTER_EXCLUSION,
          id: 10,
          funder: FUNDER,
          voterAddress: null,
          voters: 3,
          votes: 6,
          reason,
        };
        integrity = { ...integrity, exclusions: [exclusion, ...integrity.exclusions] };
        return { status: 201, body: exclusion };
      },
    });
    await open();
    const gotBefore = callsTo('GET', INTEGRITY).length;

    fireEvent.click(screen.getByRole('button', { name: 'Exclude cluster' }));
    const dialog = within(
      screen.getByRole('dialog', { name: 'Exclude this cluster from the tally?' }),
    );
    expect(dialog.getByText(new RegExp(`Every voter activated by ${FUNDER}`))).toBeTruthy();
    const reason = dialog.getByLabelText('Reason');

    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Exclude cluster' })));
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.getByText('Reason is required')).toBeTruthy();
    expect(callsTo('POST', '/api/cohorts/2/vote-exclusions')).toHaveLength(0);

    fireEvent.change(reason, { target: { value: 'Funded by one account within the hour' } });
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Exclude cluster' })));

    expect(callsTo('POST', '/api/cohorts/2/vote-exclusions')[0]?.body).toEqual({
      funder: FUNDER,
      reason: 'Funded by one account within the hour',
    });
    expect(await screen.findByText('3 voters left out of the tally')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(callsTo('GET', INTEGRITY).length).toBeGreaterThan(gotBefore));
    expect(
      await within(screen.getByRole('table', { name: 'Exclusions' })).findByText(
        'Funded by one account within the hour',
      ),
    ).toBeTruthy();
  });

  it('excludes one flagged voter with its address and the reason', async () => {
    install({
      'POST /api/cohorts/{id}/vote-exclusions': {
        status: 201,
        body: { ...VOTER_EXCLUSION, id: 11, voterAddress: MEMBER_1 },
      },
    });
    await open();
    const voters = await screen.findByRole('table', { name: 'Flagged voters' });

    fireEvent.click(within(voters).getByRole('button', { name: 'Exclude voter' }));
    const dialog = within(
      screen.getByRole('dialog', { name: 'Exclude this voter from the tally?' }),
    );
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Bought votes' } });
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Exclude voter' })));

    expect(callsTo('POST', '/api/cohorts/2/vote-exclusions')[0]?.body).toEqual({
      voterAddress: MEMBER_1,
      reason: 'Bought votes',
    });
  });

  it('counts an exclusion again only once the admin confirms', async () => {
    install({
      'DELETE /api/cohorts/{id}/vote-exclusions/{exclusionId}': () => {
        integrity = { ...integrity, exclusions: [] };
        return { body: { success: true, message: 'exclusion lifted' } };
      },
    });
    await open();

    fireEvent.click(screen.getByRole('button', { name: 'Count again' }));
    let dialog = within(screen.getByRole('dialog', { name: 'Count these votes again?' }));
    expect(dialog.getByText(/2 votes of 1 voter go back into Wave 1's tally/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo('DELETE', '/api/cohorts/2/vote-exclusions/9')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Count again' }));
    dialog = within(screen.getByRole('dialog', { name: 'Count these votes again?' }));
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Count again' })));

    expect(callsTo('DELETE', '/api/cohorts/2/vote-exclusions/9')).toHaveLength(1);
    expect(await screen.findByText('1 voter is counted again')).toBeTruthy();
    expect(await screen.findByText('Every voter of Wave 1 is counted.')).toBeTruthy();
  });
});

describe('the vote integrity page: settings', () => {
  it('shows each setting, and saves them all, an empty minimum age as off', async () => {
    install({
      'PUT /api/cohorts/{id}/vote-integrity/settings': ({ body }) => ({
        body: body as VoteIntegrity['settings'],
      }),
    });
    await open();
    expect(field('Young account (days)').value).toBe('30');
    expect(field('Burst (minutes)').value).toBe('60');
    expect(field('Minimum account age to register (days)').value).toBe('');
    expect(field('Young account (days)').min).toBe('0');
    expect(field('Young account (days)').max).toBe('3650');

    fireEvent.change(field('Young account (days)'), { target: { value: '14' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' })));

    expect(callsTo('PUT', `${INTEGRITY}/settings`)[0]?.body).toEqual({
      ...WAVE_1_INTEGRITY.settings,
      youngAccountDays: 14,
      minAccountAgeDays: null,
    });
    expect(await screen.findByText('Settings saved')).toBeTruthy();

    fireEvent.change(field('Minimum account age to register (days)'), {
      target: { value: '90' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' })));
    await waitFor(() => expect(callsTo('PUT', `${INTEGRITY}/settings`)).toHaveLength(2));
    expect(callsTo('PUT', `${INTEGRITY}/settings`)[1]?.body).toMatchObject({
      youngAccountDays: 14,
      minAccountAgeDays: 90,
    });
  });

  it('refuses a setting out of its bounds before sending, and shows the API’s field error', async () => {
    install({
      'PUT /api/cohorts/{id}/vote-integrity/settings': {
        status: 400,
        body: { message: 'fields invalid: burstMinutes must be at most 10080' },
      },
    });
    await open();

    fireEvent.change(field('Cluster (voters)'), { target: { value: '1' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' })));
    expect(await screen.findByText('Cluster (voters) must be at least 2')).toBeTruthy();
    expect(callsTo('PUT', `${INTEGRITY}/settings`)).toHaveLength(0);

    fireEvent.change(field('Cluster (voters)'), { target: { value: '3' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' })));
    expect(await screen.findByText('Burst (minutes) must be at most 10080')).toBeTruthy();
    expect(field('Burst (minutes)').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows why a save was refused once the cohort moved to assessment', async () => {
    const refusal = 'wrong status: Wave 1 is in assessment; its votes are final';
    install({
      'PUT /api/cohorts/{id}/vote-integrity/settings': { status: 409, body: { message: refusal } },
    });
    await open();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' })));
    const form = within(screen.getByRole('form', { name: 'Vote integrity settings of Wave 1' }));
    expect((await form.findByRole('alert')).textContent).toBe(refusal);
  });

  it('fixes settings and exclusions once locked, saying why', async () => {
    integrity = {
      ...integrity,
      lockedBecause:
        "wrong status: Wave 1 is in its assessment period; a cohort's tally and its integrity settings are final once it moves to assessment",
    };
    await open();

    expect(
      screen.getByText(
        "Wave 1 is in its assessment period; a cohort's tally and its integrity settings are final once it moves to assessment.",
      ),
    ).toBeTruthy();
    expect(field('Young account (days)').matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Exclude cluster' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Count again' })).toBeNull();
    const voters = await screen.findByRole('table', { name: 'Flagged voters' });
    expect(within(voters).queryByRole('button', { name: 'Exclude voter' })).toBeNull();
  });
});
