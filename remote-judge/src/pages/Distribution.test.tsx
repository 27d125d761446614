import type { Distribution } from '@glow/contract';

type DistributionItem = Distribution['items'][number];
import { formatDateTime } from '@glow/shared-ui/pages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { distribution, installJudgeApi } from '../testing/fakeJudgeApi';
import { renderJudgePage } from '../testing/renderJudgePage';

async function openDistribution(fields: Partial<Distribution> = {}, routes = {}) {
  const calls = installJudgeApi({
    'GET /api/cohorts/{id}/distribution': { body: distribution(fields) },
    ...routes,
  });
  await renderJudgePage('/judge/distributions/4');
  await screen.findByRole('heading', { level: 1, name: 'Distribution of Wave 3' });
  return calls;
}

const approveButton = () =>
  within(screen.getByRole('region', { name: 'Your approval' })).getByRole('button', {
    name: 'Approve distribution',
  });

describe('the distribution page', () => {
  it('lists each nomination with its final size and amount, and the total', async () => {
    await openDistribution();
    const list = screen.getByRole('table', { name: 'Final list of Wave 3' });
    expect(
      within(list)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['Maya Okafor', 'xrpl.js', 'Medium', '750 XRP'],
      ['Lars Henriksen', 'Clio', 'Decline', '0 XRP'],
    ]);
    expect(screen.getByRole('region', { name: 'Final list' }).textContent).toContain(
      'Total: 750 XRP for 2 nominations.',
    );
  });

  it('shows who approved, who is excused and who is awaited', async () => {
    await openDistribution();
    const judges = screen.getByRole('table', { name: 'Judges of Wave 3' });
    const approvalOf = (name: string) =>
      within(judges).getByText(name).closest('tr')!.querySelector('td[data-label="Approval"]')!
        .textContent;
    expect(approvalOf('Ana Ruiz')).toBe(`Approved${formatDateTime('2026-11-24T10:02:00.000Z')}`);
    expect(approvalOf('Ben Ito')).toBe('ExcusedBy Admin Demo: On leave');
    expect(approvalOf('Judge Demo')).toBe('Waiting');
    expect(screen.getByText(/1 of 2 approvals needed. Each judge approves once./)).toBeTruthy();
  });

  it('approves after a confirmation that says what is approved', async () => {
    const calls = await openDistribution(
      {},
      {
        'POST /api/cohorts/{id}/distribution/approvals': {
          status: 201,
          body: distribution({
            approvedByMe: true,
            approvable: false,
            approvals: 1,
            required: 4,
          }),
        },
      },
    );
    fireEvent.click(approveButton());
    const dialog = screen.getByRole('dialog', { name: 'Approve the distribution of Wave 3?' });
    expect(dialog.textContent).toContain(
      'You approve 1 grant totalling 750 XRP for Wave 3. Each judge approves once.',
    );
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Approve distribution' })),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ path: '/api/cohorts/4/distribution/approvals' }),
    ]);
    expect(screen.getByText('Your approval is recorded: 1 of 4')).toBeTruthy();
    expect(screen.queryByText('Distribution approved')).toBeNull();
  });

  it('says the distribution is approved when the last approval completes it', async () => {
    await openDistribution(
      {},
      {
        'POST /api/cohorts/{id}/distribution/approvals': {
          status: 201,
          body: distribution({ approvedByMe: true, approved: true, approvals: 2, required: 2 }),
        },
      },
    );
    fireEvent.click(approveButton());
    await act(async () =>
      fireEvent.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve distribution' }),
      ),
    );
    expect(await screen.findByText('Distribution approved')).toBeTruthy();
    expect(screen.getByText("Every judge has approved Wave 3's distribution.")).toBeTruthy();
  });

  it('shows no size the judge has not assessed, and totals only those shown', async () => {
    const [shown, hidden] = distribution().items as [DistributionItem, DistributionItem];
    await openDistribution({
      items: [shown, { ...hidden, sizesHidden: 'recused', finalSize: null, amount: null }],
      totals: { ...distribution().totals, notShown: 1 },
    });
    const list = screen.getByRole('table', { name: 'Final list of Wave 3' });
    expect(
      within(list)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['Maya Okafor', 'xrpl.js', 'Medium', '750 XRP'],
      ['Lars Henriksen', 'Clio', 'Not shown: you recused yourself', 'Not shown'],
    ]);
    const region = screen.getByRole('region', { name: 'Final list' });
    expect(region.textContent).toContain(
      'Total: 750 XRP for the 1 of 2 nominations whose sizes are shown to you.',
    );
    fireEvent.click(approveButton());
    expect(screen.getByRole('dialog').textContent).toContain(
      'You approve the distribution of Wave 3. The nominations shown to you hold 1 grant totalling 750 XRP. ' +
        'The sizes of 1 nomination you have not assessed are not shown to you, nor counted here.',
    );
  });

  it('tells an excused judge their approval is not needed', async () => {
    await openDistribution({
      approvable: false,
      panel: distribution().panel.map((judge) =>
        judge.judgeId === 4
          ? {
              ...judge,
              excused: { at: '2026-11-24T09:00:00.000Z', by: 'Admin Demo', reason: 'Away' },
            }
          : judge,
      ),
    });
    const approval = screen.getByRole('region', { name: 'Your approval' });
    expect(approval.textContent).toContain(
      'You were excused from this distribution (Away): your approval is not needed.',
    );
    expect(within(approval).queryByRole('button', { name: 'Approve distribution' })).toBeNull();
  });

  it("reads a closed cohort's distribution as closed and read-only, with no move left to make", async () => {
    installJudgeApi({
      'GET /api/cohorts/{id}/distribution': {
        body: distribution({
          cohort: { ...distribution().cohort, name: 'Pilot', period: 'closed' },
          approved: true,
          approvable: false,
          approvals: 2,
        }),
      },
    });
    await renderJudgePage('/judge/distributions/4');
    await screen.findByRole('heading', { level: 1, name: 'Distribution of Pilot' });
    expect(screen.getByText('Pilot is closed: its judging is read-only.')).toBeTruthy();
    const approval = screen.getByRole('region', { name: 'Your approval' });
    expect(approval.textContent).toContain('Approved by every judge; Pilot is closed.');
    expect(approval.textContent).not.toContain('admin');
  });

  it('shows "judge already approved distribution" when the API says so', async () => {
    await openDistribution(
      {},
      {
        'POST /api/cohorts/{id}/distribution/approvals': {
          status: 409,
          body: { message: 'judge already approved distribution' },
        },
      },
    );
    fireEvent.click(approveButton());
    await act(async () =>
      fireEvent.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve distribution' }),
      ),
    );
    expect(await screen.findByText('Judge already approved distribution')).toBeTruthy();
  });

  it('disables approving and says which previous steps are missing', async () => {
    await openDistribution({
      approvable: false,
      blockers: ['2 nominations have fewer than 3 assessments', '1 nomination is split'],
    });
    expect(approveButton()).toHaveProperty('disabled', true);
    expect(
      screen.getByText(
        'Previous steps must be completed first: 2 nominations have fewer than 3 assessments; 1 nomination is split.',
      ),
    ).toBeTruthy();
  });

  it('says when the judge approved, and when every judge has', async () => {
    await openDistribution({
      approvedByMe: true,
      approved: true,
      approvable: false,
      approvals: 2,
      panel: distribution().panel.map((judge) =>
        judge.judgeId === 4 ? { ...judge, approvedAt: '2026-11-24T11:30:00.000Z' } : judge,
      ),
    });
    const approval = screen.getByRole('region', { name: 'Your approval' });
    expect(approval.textContent).toContain(
      `You approved this distribution on ${formatDateTime('2026-11-24T11:30:00.000Z')}.`,
    );
    expect(approval.textContent).toContain(
      'Approved by every judge: an admin can now move Wave 3 to its distribution period.',
    );
    expect(within(approval).queryByRole('button', { name: 'Approve distribution' })).toBeNull();
  });

  it('says when approvals were reset by a change', async () => {
    await openDistribution({
      resetNote: 'Approvals were reset on 24 Nov 2026: Maya Okafor changed from Medium to Large',
    });
    expect(
      screen.getByText(
        'Approvals were reset on 24 Nov 2026: Maya Okafor changed from Medium to Large',
      ),
    ).toBeTruthy();
  });

  it("shows the API's refusal to read the distribution", async () => {
    installJudgeApi({
      'GET /api/cohorts/{id}/distribution': {
        status: 403,
        body: {
          message:
            'Unauthorized: you are not authorized to perform this action: you are not a judge of Wave 3',
        },
      },
    });
    await renderJudgePage('/judge/distributions/4');
    expect(await screen.findByText(/you are not a judge of Wave 3/)).toBeTruthy();
  });
});
