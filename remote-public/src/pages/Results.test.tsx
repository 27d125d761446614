import { screen, within } from '@testing-library/react';
import { paths } from '../paths';
import {
  installPublicApi,
  PAID_HASH,
  PILOT_RESULTS,
  type FakePublicApi,
} from '../testing/fakePublicApi';
import { renderPublicPage } from '../testing/renderPublicPage';

let api: FakePublicApi;

beforeEach(() => {
  localStorage.clear();
  api = installPublicApi();
});

/** The nominations table of a cohort, row by row, each cell's text. */
const rowsOf = (cohort: string) =>
  within(screen.getByRole('table', { name: `Nominations of ${cohort}` }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('the results page', () => {
  it("shows each approved cohort's figures, grants and payments", async () => {
    await renderPublicPage(paths.applications);

    expect(await screen.findByRole('heading', { level: 2, name: 'Pilot' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Results' })).toBeTruthy();
    const figures = screen.getByText('Grants approved').closest('dl')!;
    expect(within(figures).getByText('4,400 XRP')).toBeTruthy();
    expect(within(figures).getByText('4,000 XRP')).toBeTruthy();
    expect(within(figures).getByText('120')).toBeTruthy();

    const rows = rowsOf('Pilot');
    expect(rows.map((cells) => cells.slice(0, 4))).toEqual([
      ['Priya Nair', 'xrpl.js', 'Medium', '4,000 XRP'],
      ['Jonas Becker', 'XRPL Standards', 'Small', '400 XRP'],
      ['Aiko Tanaka', 'rippled', 'Decline', '—'],
      ['Lars Henriksen', 'rippled', 'Large', '14,000 XRP'],
    ]);
    expect(rows[1]![4]).toBe('Not paid yet');
    expect(rows[2]![4]).toBe('No grant');
    expect(rows[3]![4]).toBe('Returned to the pool');
    const transaction = screen.getByRole('link', { name: /View transaction/ });
    expect(transaction.getAttribute('href')).toBe(
      `https://testnet.xrpl.org/transactions/${PAID_HASH}`,
    );
    expect(screen.getByRole('link', { name: 'xrpl.js' }).getAttribute('href')).toBe(
      'https://github.com/XRPLF/xrpl.js',
    );
  });

  it('names the scouts and judges, and says their own decisions are not published', async () => {
    await renderPublicPage(paths.applications);
    await screen.findByRole('heading', { level: 2, name: 'Pilot' });

    const listUnder = (title: string) =>
      within(screen.getByRole('heading', { name: title }).parentElement!)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(listUnder('Scouts')).toEqual(PILOT_RESULTS.scouts);
    expect(listUnder('Judges')).toEqual(PILOT_RESULTS.judges);
    expect(screen.getByText(/What each scout or judge decided is not published/)).toBeTruthy();
  });

  it('says how many votes were left out of the tally, and why', async () => {
    api.state.results = {
      cohorts: [
        {
          ...PILOT_RESULTS,
          excluded: {
            voters: 3,
            votes: 12,
            reasons: ['Accounts funded by one wallet minutes apart', 'Votes bought on a forum'],
          },
        },
      ],
    };
    await renderPublicPage(paths.applications);
    await screen.findByRole('heading', { level: 2, name: 'Pilot' });

    expect(
      screen.getByText(
        '12 votes of 3 voters were left out of the tally: Accounts funded by one wallet minutes apart; Votes bought on a forum',
      ),
    ).toBeTruthy();
  });

  it('says nothing of excluded votes when none was left out', async () => {
    await renderPublicPage(paths.applications);
    await screen.findByRole('heading', { level: 2, name: 'Pilot' });

    expect(screen.queryByText(/left out of the tally/)).toBeNull();
  });

  it('says when no cohort has results yet', async () => {
    api.state.results = { cohorts: [] };
    await renderPublicPage(paths.applications);

    expect(
      await screen.findByText(
        "No results yet: a cohort's results appear here once its judges approve the distribution.",
      ),
    ).toBeTruthy();
  });
});
