import { screen, within } from '@testing-library/react';
import { paths } from '../paths';
import { installPublicApi, type FakePublicApi } from '../testing/fakePublicApi';
import { renderPublicPage } from '../testing/renderPublicPage';

let api: FakePublicApi;

beforeEach(() => {
  localStorage.clear();
  api = installPublicApi();
});

const periods = () =>
  within(screen.getByRole('list', { name: 'The periods of a cohort' }))
    .getAllByRole('listitem')
    .map(
      (item) =>
        `${item.getAttribute('aria-current') === 'step' ? '> ' : ''}${item.querySelector('h3')?.textContent}`,
    );

describe('the home page', () => {
  it('says what Glow is, shows the active cohort in voting and calls to vote', async () => {
    await renderPublicPage(paths.home);

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Glow' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'How Glow works' })).toBeTruthy();
    expect(await screen.findByText('Wave 1')).toBeTruthy();
    expect(screen.getByText('Voting period')).toBeTruthy();
    const since = new Date('2026-10-01T09:00:00.000Z').toLocaleDateString(undefined, {
      dateStyle: 'medium',
    });
    expect(screen.getByText(since).getAttribute('datetime')).toBe('2026-10-01T09:00:00.000Z');
    expect(screen.getByRole('link', { name: 'Vote now' }).getAttribute('href')).toBe(paths.vote);
    expect(
      screen.getByRole('link', { name: 'See the results of past cohorts' }).getAttribute('href'),
    ).toBe(paths.applications);
    expect(
      screen.getByRole('link', { name: 'Read the programme guide' }).getAttribute('href'),
    ).toBe(paths.guide);
    expect(periods()).toEqual(['Nomination', '> VotingNow', 'Assessment', 'Distribution']);
    expect(api.callsTo('GET /api/cohorts/active')).toHaveLength(1);
  });

  it('marks the period the cohort is in, and offers the nominations when voting is over', async () => {
    api.state.cohort = { ...api.state.cohort!, period: 'assessment' };
    await renderPublicPage(paths.home);

    expect(await screen.findByText('Assessment period')).toBeTruthy();
    expect(periods()).toEqual(['Nomination', 'Voting', '> AssessmentNow', 'Distribution']);
    expect(
      screen.getByText(/Voting is not open: the cohort is in its assessment period/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the nominations' }).getAttribute('href')).toBe(
      paths.vote,
    );
  });

  it('says so when no cohort is running', async () => {
    api.state.cohort = null;
    await renderPublicPage(paths.home);

    expect(await screen.findByText(/No cohort is running right now/)).toBeTruthy();
    expect(periods()).toEqual(['Nomination', 'Voting', 'Assessment', 'Distribution']);
    expect(screen.queryByRole('link', { name: 'Vote now' })).toBeNull();
  });

  it("shows the API's message when the cohort cannot be loaded", async () => {
    api.routes['GET /api/cohorts/active'] = {
      status: 500,
      body: { message: 'Internal server error' },
    };
    await renderPublicPage(paths.home);
    expect((await screen.findByRole('alert')).textContent).toContain('Internal server error');
  });
});
