import type { ReceivedCall } from '@glow/shared-api/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paths } from '../paths';
import { evaluationRow, installJudgeApi, page, summary, WAVE_3 } from '../testing/fakeJudgeApi';
import { renderJudgePage } from '../testing/renderJudgePage';

const ROWS = [
  evaluationRow(30, { score: 9, scouts: 3 }),
  evaluationRow(31, {
    contributor: { id: 8, name: 'Lars Henriksen' },
    projects: [
      { id: 2, name: 'Clio' },
      { id: 3, name: 'rippled' },
    ],
    mine: { status: 'assessed', size: 'medium', assessmentId: 90 },
    assessmentCount: 3,
  }),
  evaluationRow(32, {
    contributor: { id: 9, name: 'Noor Haddad' },
    mine: { status: 'recused', size: null, assessmentId: 91 },
  }),
  evaluationRow(33, { contributor: { id: 10, name: 'Ines Moreau' }, conflict: true }),
];

const listOf = (rows = ROWS, total = rows.length) => ({
  body: { ...page(rows, 'evaluations', total), cohort: WAVE_3 },
});
const listCalls = (calls: ReceivedCall[]) =>
  calls.filter((call) => call.path === '/api/cohorts/4/evaluations');
const rowOf = (name: string) => screen.getByText(name, { selector: 'strong' }).closest('tr')!;

describe('the evaluations list', () => {
  it("lists the cohort's nominations with the judge's status and the action each allows", async () => {
    const calls = installJudgeApi({ 'GET /api/cohorts/{id}/evaluations': listOf() });
    await renderJudgePage(paths.evaluations);

    const table = await screen.findByRole('table', { name: 'Nominations of Wave 3' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    const cells = [...rowOf('Lars Henriksen').querySelectorAll('td')];
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Lars Henriksen',
      'Clio, rippled',
      'Rewrote the transaction signing of xrpl.js.',
      '7',
      '2',
      '3',
      'Assessed · Medium',
      'Revise',
    ]);
    // On a phone each row is a card whose lines name their columns.
    expect(cells.map((cell) => cell.dataset.label)).toEqual([
      'Contributor',
      'Projects',
      'Description',
      'Score',
      'Scouts',
      'Assessments',
      'Your status',
      'Actions',
    ]);
    expect(within(rowOf('Maya Okafor')).getByText('To do')).toBeTruthy();
    expect(
      within(rowOf('Maya Okafor')).getByRole('link', { name: 'Assess' }).getAttribute('href'),
    ).toBe('/judge/assessment/30');
    expect(within(rowOf('Noor Haddad')).getByText('Recused')).toBeTruthy();
    expect(within(rowOf('Noor Haddad')).getByRole('link', { name: 'View' })).toBeTruthy();
    expect(within(rowOf('Ines Moreau')).getByRole('link', { name: 'Recuse' })).toBeTruthy();
    expect(within(rowOf('Ines Moreau')).getByText('1 of 3')).toBeTruthy();
    expect(listCalls(calls)[0]?.query).toEqual({ page: '1', limit: '20' });
  });

  it('filters in the URL and asks the server for that part, from its first page', async () => {
    const calls = installJudgeApi({ 'GET /api/cohorts/{id}/evaluations': listOf(ROWS, 45) });
    const { router } = await renderJudgePage(`${paths.evaluations}?page=2`);
    await screen.findByRole('table', { name: 'Nominations of Wave 3' });
    expect(listCalls(calls).at(-1)?.query).toEqual({ page: '2', limit: '20' });

    const filters = screen.getByRole('group', { name: 'Show' });
    expect(within(filters).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await act(async () => fireEvent.click(within(filters).getByRole('button', { name: 'To do' })));
    expect(router.state.location.search).toBe('?filter=todo');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.query).toEqual({ page: '1', limit: '20', filter: 'todo' }),
    );
    expect(
      within(filters).getByRole('button', { name: 'To do' }).getAttribute('aria-pressed'),
    ).toBe('true');

    await act(async () =>
      fireEvent.click(within(filters).getByRole('button', { name: 'Fewer than 3 assessments' })),
    );
    expect(router.state.location.search).toBe('?filter=short');
  });

  it('pages on the server', async () => {
    const calls = installJudgeApi({ 'GET /api/cohorts/{id}/evaluations': listOf(ROWS, 45) });
    const { router } = await renderJudgePage(`${paths.evaluations}?filter=short`);
    await screen.findByRole('table', { name: 'Nominations of Wave 3' });
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    expect(router.state.location.search).toBe('?filter=short&page=2');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.query).toEqual({ page: '2', limit: '20', filter: 'short' }),
    );
  });

  it('says when nothing is left to do', async () => {
    installJudgeApi({ 'GET /api/cohorts/{id}/evaluations': listOf([]) });
    await renderJudgePage(`${paths.evaluations}?filter=todo`);
    expect(
      await screen.findByText('Nothing to do: you have assessed or recused every nomination.'),
    ).toBeTruthy();
  });

  it('says when no cohort is being assessed, without asking for a list', async () => {
    const calls = installJudgeApi({
      'GET /api/assessments/summary': { body: summary({ cohort: null }) },
    });
    await renderJudgePage(paths.evaluations);
    expect(await screen.findByText(/No cohort is being assessed/)).toBeTruthy();
    expect(listCalls(calls)).toHaveLength(0);
  });

  it("shows the API's refusal of the list", async () => {
    installJudgeApi({
      'GET /api/cohorts/{id}/evaluations': {
        status: 403,
        body: {
          message:
            'Unauthorized: you are not authorized to perform this action: you are not a judge of Wave 3',
        },
      },
    });
    await renderJudgePage(paths.evaluations);
    expect(await screen.findByText(/you are not a judge of Wave 3/)).toBeTruthy();
  });
});
