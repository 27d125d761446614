import type { ReceivedCall } from '@glow/shared-api/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installJudgeApi, review, reviewRow, TOTALS } from '../testing/fakeJudgeApi';
import { renderJudgePage } from '../testing/renderJudgePage';

const SPLIT = reviewRow(31, {
  contributor: { id: 8, name: 'Lars Henriksen' },
  assessmentCount: 4,
  counts: { decline: 0, small: 2, medium: 0, large: 2 },
  finalSize: null,
  amount: null,
  flags: ['split'],
  needs: 'consensus',
  assessments: null,
});
const HIDDEN = reviewRow(32, {
  contributor: { id: 9, name: 'Noor Haddad' },
  assessmentCount: 2,
  sizesHidden: 'assessFirst',
  counts: null,
  finalSize: null,
  amount: null,
  flags: ['fewerThanThree'],
  judgesLeft: ['Judge Demo', 'Ben Ito'],
  assessments: null,
  mine: 'todo',
});
const RECUSED = reviewRow(34, {
  contributor: { id: 11, name: 'Tomás Vidal' },
  sizesHidden: 'recused',
  counts: null,
  finalSize: null,
  amount: null,
  assessments: null,
  mine: 'recused',
});
const WAITING = reviewRow(33, {
  contributor: { id: 10, name: 'Ines Moreau' },
  assessmentCount: 4,
  counts: { decline: 1, small: 0, medium: 0, large: 1 },
  finalSize: null,
  amount: null,
  flags: ['split', 'declineAmongLarge'],
  needs: 'anotherAssessment',
  judgesLeft: ['Ben Ito'],
  judgesWithConflict: ['Ana Ruiz'],
});

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;
const cellOf = (name: string, label: string) =>
  rowOf(name).querySelector<HTMLElement>(`td[data-label="${label}"]`)!;
const reviewCalls = (calls: ReceivedCall[]) =>
  calls.filter((call) => call.path === '/api/cohorts/4/review');

async function openReview(rows = [reviewRow(30), SPLIT, HIDDEN, WAITING], routes = {}) {
  const calls = installJudgeApi({
    'GET /api/cohorts/{id}/review': { body: review(rows) },
    ...routes,
  });
  const rendered = await renderJudgePage('/judge/review/4');
  await screen.findByRole('table', { name: 'Review of Wave 3' });
  return { calls, ...rendered };
}

describe('the review page', () => {
  it('shows per nomination the sizes given, final size, amount, flags and what it needs', async () => {
    await openReview();
    expect(cellOf('Maya Okafor', 'Sizes').textContent).toContain('Decline0Small1Medium2Large0');
    expect(cellOf('Maya Okafor', 'Final size').textContent).toBe('Medium');
    expect(cellOf('Maya Okafor', 'Amount').textContent).toBe('750 XRP');
    fireEvent.click(within(cellOf('Maya Okafor', 'Sizes')).getByText('Who gave what'));
    expect(cellOf('Maya Okafor', 'Sizes').textContent).toContain('Ana Ruiz: Medium');

    expect(cellOf('Ines Moreau', 'Flags').textContent).toBe(
      'Split: no most common sizeDecline among Large' +
        'Needs one more assessment (Ben Ito can assess)Ana Ruiz: a conflict, should recuse',
    );
    expect(cellOf('Maya Okafor', 'Flags').textContent).toBe('');
    expect(cellOf('Lars Henriksen', 'Final size').textContent).toBe('—');
    expect(within(cellOf('Lars Henriksen', 'Flags')).getByRole('button')).toBeTruthy();
  });

  it('shows each score as tallied and without the voters the ledger flagged', async () => {
    await openReview([reviewRow(30, { score: 7, withoutFlaggedScore: 3 })]);
    const table = screen.getByRole('table', { name: 'Review of Wave 3' });
    expect(
      within(table).getByRole('columnheader', { name: 'Without flagged voters' }),
    ).toBeTruthy();
    expect(cellOf('Maya Okafor', 'Score').textContent).toBe('7');
    expect(cellOf('Maya Okafor', 'Without flagged voters').textContent).toBe('3');
  });

  it('hides the sizes of a nomination the judge has not assessed yet', async () => {
    await openReview();
    const sizes = cellOf('Noor Haddad', 'Sizes');
    expect(sizes.textContent).toBe('Not shown until you assess it');
    expect(within(sizes).getByRole('link').getAttribute('href')).toBe('/judge/assessment/32');
    expect(cellOf('Noor Haddad', 'Final size').textContent).toBe('Not shown');
    expect(cellOf('Noor Haddad', 'Amount').textContent).toBe('Not shown');
    expect(cellOf('Noor Haddad', 'Flags').textContent).toBe(
      'Fewer than 3 assessmentsNeeds one more assessment (Judge Demo, Ben Ito can assess)',
    );
  });

  it('says why sizes are hidden from a judge who recused, and what the totals leave out', async () => {
    await openReview([reviewRow(30), RECUSED], {
      'GET /api/cohorts/{id}/review': {
        body: review([reviewRow(30), RECUSED], { totals: { ...TOTALS, notShown: 1 } }),
      },
    });
    expect(cellOf('Tomás Vidal', 'Sizes').textContent).toBe('Not shown: you recused yourself');
    expect(within(cellOf('Tomás Vidal', 'Sizes')).queryByRole('link')).toBeNull();
    expect(cellOf('Tomás Vidal', 'Final size').textContent).toBe('Not shown');
    const totals = screen.getByRole('region', { name: 'The distribution so far' });
    expect(totals.textContent).toContain('750 XRP so far for the nominations shown to you.');
    expect(totals.textContent).toContain(
      'The sizes of 1 nomination you have not assessed are not shown to you, nor counted here.',
    );
    expect(within(totals).getByRole('row', { name: /Not shown to you/ }).textContent).toBe(
      'Not shown to you1—',
    );
  });

  it("reads a closed cohort's review as read-only: no to-do filter, nothing to assess", async () => {
    const closed = { ...review([]).cohort, name: 'Pilot', period: 'closed' as const };
    const notAssessed = { ...HIDDEN, sizesHidden: 'notAssessed' as const };
    installJudgeApi({
      'GET /api/cohorts/{id}/review': { body: review([notAssessed], { cohort: closed }) },
    });
    await renderJudgePage('/judge/review/4');
    await screen.findByRole('table', { name: 'Review of Pilot' });
    expect(screen.getByText('Pilot is closed: its judging is read-only.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'The distribution' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mine to do' })).toBeNull();
    expect(cellOf('Noor Haddad', 'Sizes').textContent).toBe('Not shown: you did not assess it');
    expect(within(cellOf('Noor Haddad', 'Sizes')).queryByRole('link')).toBeNull();
  });

  it("totals the whole cohort's final sizes against the cohort's amounts", async () => {
    await openReview();
    const totals = screen.getByRole('region', { name: 'The distribution so far' });
    expect(totals.textContent).toContain(
      '2 of 4 nominations have a final size; 1 short of 3 assessments, 1 split. 750 XRP so far.',
    );
    const table = within(totals).getByRole('table', { name: 'Totals of Wave 3 by final size' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['Final size', 'Count', 'Amount'],
      ['Decline0 XRP each', '1', '0 XRP'],
      ['Small50 XRP each', '0', '0 XRP'],
      ['Medium750 XRP each', '1', '750 XRP'],
      ['Large3,000 XRP each', '0', '0 XRP'],
      ['Total', '2', '750 XRP'],
    ]);
  });

  it('explains how the final size is decided', async () => {
    await openReview();
    const rule = screen.getByText('How the final size is decided').closest('details')!;
    expect(rule.textContent).toContain('the most common size among its judges’ assessments');
    expect(rule.textContent).toContain('It has no final size until it has 3 assessments.');
    expect(rule.textContent).toContain('one more assessment');
    expect(rule.textContent).toContain('consensus size, one of the tied sizes');
  });

  it('filters in the URL and asks the server for that part', async () => {
    const { calls, router } = await openReview();
    expect(reviewCalls(calls).at(-1)?.query).toEqual({ page: '1', limit: '20' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Splits' })));
    expect(router.state.location.search).toBe('?filter=ties');
    await waitFor(() =>
      expect(reviewCalls(calls).at(-1)?.query).toEqual({ page: '1', limit: '20', filter: 'ties' }),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mine to do' })));
    await waitFor(() =>
      expect(reviewCalls(calls).at(-1)?.query).toEqual({ page: '1', limit: '20', filter: 'todo' }),
    );
  });

  it('records a consensus size among the tied ones only, with a reason', async () => {
    const { calls } = await openReview(undefined, {
      'PUT /api/nominations/{id}/consensus-size': {
        body: { success: true, message: 'consensus size recorded' },
      },
    });
    await act(async () =>
      fireEvent.click(
        within(cellOf('Lars Henriksen', 'Flags')).getByRole('button', {
          name: 'Record consensus size',
        }),
      ),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Consensus size for Lars Henriksen',
    });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Small', 'Large']);
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Record consensus' })),
    );
    expect(dialog.textContent).toContain('Choose a size');
    expect(within(dialog).getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Large' }));
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'The consensus meeting agreed on Large.' },
    });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Record consensus' })),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      expect.objectContaining({
        path: '/api/nominations/31/consensus-size',
        body: { size: 'large', reason: 'The consensus meeting agreed on Large.' },
      }),
    ]);
    expect(screen.getByText('Consensus size recorded')).toBeTruthy();
  });

  it("shows the API's refusal of a consensus in the dialog", async () => {
    await openReview(undefined, {
      'PUT /api/nominations/{id}/consensus-size': {
        status: 409,
        body: { message: 'wrong status: a judge is left to assess this nomination' },
      },
    });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Record consensus size' })),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Small' }));
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Agreed.' } });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Record consensus' })),
    );
    expect(
      await within(dialog).findByText('wrong status: a judge is left to assess this nomination'),
    ).toBeTruthy();
  });

  it('shows a recorded consensus as the final size, with its reason', async () => {
    await openReview([
      {
        ...SPLIT,
        finalSize: 'large',
        amount: 3000,
        needs: null,
        consensus: {
          size: 'large',
          reason: 'Agreed at the meeting.',
          recordedBy: 'Ana Ruiz',
          recordedAt: '2026-11-24T10:00:00.000Z',
        },
      },
    ]);
    expect(cellOf('Lars Henriksen', 'Final size').textContent).toBe(
      'Consensus: LargeAgreed at the meeting.',
    );
    expect(cellOf('Lars Henriksen', 'Amount').textContent).toBe('3,000 XRP');
  });

  it('says the distribution is complete when every nomination has its final size', async () => {
    installJudgeApi({
      'GET /api/cohorts/{id}/review': {
        body: review([reviewRow(30)], {
          totals: { ...TOTALS, complete: true, incomplete: 0, short: 0, splits: 0 },
        }),
      },
    });
    await renderJudgePage('/judge/review/4');
    expect(
      await screen.findByText('Every nomination has its final size: 750 XRP in all.'),
    ).toBeTruthy();
  });

  it.each([
    [404, 'cohort not found', /there is no cohort 4/],
    [409, 'wrong status: Wave 3 is in its voting period; nothing is assessed yet', /voting period/],
  ])("shows the API's %s refusal of the review", async (status, message, shown) => {
    installJudgeApi({ 'GET /api/cohorts/{id}/review': { status, body: { message } } });
    await renderJudgePage('/judge/review/4');
    expect(await screen.findByText(shown)).toBeTruthy();
  });

  it('says a refusal in the cohort’s state as a sentence, with the way back and no retry', async () => {
    installJudgeApi({
      'GET /api/cohorts/{id}/review': {
        status: 409,
        body: { message: 'wrong status: Wave 3 is in its voting period; nothing is assessed yet' },
      },
    });
    await renderJudgePage('/judge/review/4');
    expect(
      await screen.findByText('Wave 3 is in its voting period; nothing is assessed yet.'),
    ).toBeTruthy();
    expect(screen.queryByText(/wrong status/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeTruthy();
  });
});
