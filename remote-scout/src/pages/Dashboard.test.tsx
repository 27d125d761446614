import { formatDate, votingPlan } from '@glow/shared-ui/pages';
import { screen, within } from '@testing-library/react';
import { draftKey, emptyDraft, writeDraft } from '../components/NominationDraft';
import { paths } from '../paths';
import { installScoutApi, scouted, WAVE_1, WAVE_2 } from '../testing/fakeScoutApi';
import { renderScoutPage, signedInScout } from '../testing/renderScoutPage';

beforeEach(() => localStorage.clear());

describe('the scout dashboard', () => {
  it('shows the open cohort, the way to nominate and the nominations with score, scouts and status', async () => {
    const calls = installScoutApi(
      {},
      { nominations: [scouted(30, { score: 4, scouts: 2, status: 'nominated' })] },
    );
    await renderScoutPage(paths.home);

    const cohort = await screen.findByRole('region', { name: 'Active cohort' });
    expect(within(cohort).getByText('Wave 2')).toBeTruthy();
    expect(cohort.textContent).toContain(
      `Nominations open since ${formatDate(WAVE_2.periodStartedAt)}, until an admin opens voting.`,
    );
    expect(
      within(cohort).getByRole('link', { name: 'Nominate a contributor' }).getAttribute('href'),
    ).toBe(paths.newNomination);

    const table = await screen.findByRole('table', { name: 'Your nominations in Wave 2' });
    const row = within(table).getByText('Maya Okafor').closest('tr')!;
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'Maya Okafor',
      'xrpl.js',
      '4',
      '2 scouts',
      'Nominated',
    ]);
    // On a phone each row is a card whose lines name their columns.
    expect([...row.querySelectorAll('td')].map((cell) => cell.dataset.label)).toEqual([
      'Contributor',
      'Projects',
      'Score',
      'Scouts',
      'Status',
    ]);
    const list = calls.find((call) => call.path === '/api/nominations/scouted');
    expect(list?.query).toEqual({ cohortId: String(WAVE_2.id), limit: '20' });
  });

  it('offers to continue a draft kept for the open cohort', async () => {
    installScoutApi();
    writeDraft(signedInScout.id, emptyDraft(WAVE_2));
    await renderScoutPage(paths.home);
    expect(await screen.findByRole('link', { name: 'Continue your draft' })).toBeTruthy();
    expect(localStorage.getItem(draftKey(signedInScout.id))).not.toBeNull();
  });

  it('says when the scout has not nominated anyone in the cohort yet', async () => {
    installScoutApi();
    await renderScoutPage(paths.home);
    expect(await screen.findByText('You have not nominated anyone in Wave 2 yet.')).toBeTruthy();
  });

  it('says nominations are closed, without the action, while the cohort is in voting', async () => {
    installScoutApi({}, { cohort: WAVE_1 });
    await renderScoutPage(paths.home);
    const cohort = await screen.findByRole('region', { name: 'Active cohort' });
    expect(cohort.textContent).toContain(
      `Nominations are closed: Wave 1 is in its voting period. ${votingPlan(WAVE_1)}.`,
    );
    expect(screen.queryByRole('link', { name: 'Nominate a contributor' })).toBeNull();
  });

  it("shows the judges' final sizes once the cohort's distribution is approved", async () => {
    const distribution = { ...WAVE_1, period: 'distribution' as const };
    const judged = {
      id: WAVE_1.id,
      name: WAVE_1.name,
      period: 'distribution' as const,
      active: true,
    };
    installScoutApi(
      {},
      {
        cohort: distribution,
        nominations: [
          scouted(30, { cohort: judged, status: 'sized', finalSize: 'medium', canChange: false }),
          scouted(31, {
            cohort: judged,
            contributor: {
              id: 8,
              firstName: 'Lars',
              lastName: 'Henriksen',
              githubUsername: 'larsh',
            },
            status: 'declined',
            finalSize: 'decline',
            canChange: false,
          }),
        ],
      },
    );
    await renderScoutPage(paths.home);

    const table = await screen.findByRole('table', { name: 'Your nominations in Wave 1' });
    const status = (name: string) =>
      within(table).getByText(name).closest('tr')!.querySelector('td[data-label="Status"]')
        ?.textContent;
    expect(status('Maya Okafor')).toBe('Sized: Medium');
    expect(status('Lars Henriksen')).toBe('Not funded');
  });

  it('says how nominations open when there is no active cohort', async () => {
    const calls = installScoutApi({}, { cohort: null });
    await renderScoutPage(paths.home);
    expect(
      await screen.findByText('No active cohort: nominations open when an admin starts one.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Nominate a contributor' })).toBeNull();
    expect(calls.some((call) => call.path === '/api/nominations/scouted')).toBe(false);
  });
});
