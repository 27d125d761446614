import { formatDate } from '@glow/shared-ui/pages';
import { screen, within } from '@testing-library/react';
import { paths } from '../paths';
import { installJudgeApi, summary } from '../testing/fakeJudgeApi';
import { renderJudgePage } from '../testing/renderJudgePage';

const distributionState = (
  fields: Partial<NonNullable<ReturnType<typeof summary>['distribution']>>,
) =>
  summary({
    distribution: {
      ready: false,
      blockers: [],
      approvedByMe: false,
      excused: null,
      approvals: 0,
      required: 3,
      approved: false,
      ...fields,
    },
  });

async function distributionCard(body: ReturnType<typeof summary>) {
  installJudgeApi({ 'GET /api/assessments/summary': { body } });
  await renderJudgePage(paths.home);
  return screen.findByRole('region', { name: 'Distribution' });
}

describe('the judge dashboard', () => {
  it('shows the cohort under assessment, the progress and the way to continue', async () => {
    installJudgeApi();
    await renderJudgePage(paths.home);

    const cohort = await screen.findByRole('region', { name: 'Cohort under assessment' });
    expect(within(cohort).getByText('Wave 3')).toBeTruthy();
    expect(within(cohort).getByText('Assessment')).toBeTruthy();
    expect(cohort.textContent).toContain(`since ${formatDate('2026-11-20T09:00:00.000Z')}`);

    const progress = screen.getByRole('region', { name: 'Your progress' });
    expect(progress.textContent).toContain('You have assessed 12 of 40 nominations (1 recused).');
    const bar = within(progress).getByRole('progressbar');
    expect(bar.getAttribute('value')).toBe('13');
    expect(bar.getAttribute('max')).toBe('40');
    expect(
      within(progress).getByRole('link', { name: 'Continue assessing' }).getAttribute('href'),
    ).toBe('/judge/assessment/30');
    expect(
      within(progress).getByRole('link', { name: 'Your to-do list' }).getAttribute('href'),
    ).toBe('/judge/evaluations?filter=todo');
  });

  it('tells an excused judge they assess and approve nothing more, with no way to continue', async () => {
    const excused = { at: '2026-11-24T09:00:00.000Z', reason: 'On leave' };
    installJudgeApi({
      'GET /api/assessments/summary': {
        body: summary({
          distribution: { ...summary().distribution!, excused },
          continueAt: null,
        }),
      },
    });
    await renderJudgePage(paths.home);
    const progress = await screen.findByRole('region', { name: 'Your progress' });
    expect(progress.textContent).toContain(
      `An admin excused you from Wave 3's distribution on ${formatDate(excused.at)} (On leave): you assess and approve nothing more of it; what you assessed before still counts.`,
    );
    expect(within(progress).queryByRole('link', { name: 'Continue assessing' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Distribution' }).textContent).toContain(
      'You were excused from this distribution: your approval is not needed.',
    );
  });

  it('lists the nominations short of three assessments, as cards on a phone, with a link to all', async () => {
    installJudgeApi();
    await renderJudgePage(paths.home);

    const short = await screen.findByRole('region', { name: 'Short of three assessments' });
    expect(short.textContent).toContain('1 nomination has fewer than 3 assessments.');
    const row = within(short).getByRole('link', { name: 'Lars Henriksen' }).closest('tr')!;
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'Lars Henriksen',
      'xrpl.js',
      '1 of 3',
    ]);
    expect([...row.querySelectorAll('td')].map((cell) => cell.dataset.label)).toEqual([
      'Contributor',
      'Projects',
      'Assessments',
    ]);
    expect(within(short).getByRole('link', { name: 'See all 1' }).getAttribute('href')).toBe(
      '/judge/evaluations?filter=short',
    );
  });

  it('says when nothing is left to assess, without the way to continue', async () => {
    installJudgeApi({
      'GET /api/assessments/summary': {
        body: summary({
          continueAt: null,
          progress: { assessed: 39, recused: 1, total: 40 },
          short: { count: 0, first: [] },
        }),
      },
    });
    await renderJudgePage(paths.home);
    const progress = await screen.findByRole('region', { name: 'Your progress' });
    expect(within(progress).getByText('You have nothing left to assess.')).toBeTruthy();
    expect(within(progress).queryByRole('link', { name: 'Continue assessing' })).toBeNull();
    expect(screen.getByText('Every nomination has at least three assessments.')).toBeTruthy();
  });

  it('offers no assessing once the cohort has moved to its distribution period', async () => {
    const judged = summary();
    installJudgeApi({
      'GET /api/assessments/summary': {
        body: { ...judged, cohort: { ...judged.cohort!, period: 'distribution' } },
      },
    });
    await renderJudgePage(paths.home);
    const cohort = await screen.findByRole('region', { name: 'Cohort judged' });
    expect(within(cohort).getByText('Distribution')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Continue assessing' })).toBeNull();
  });

  it('says why the distribution is not ready', async () => {
    const card = await distributionCard(
      distributionState({
        blockers: ['5 nominations have fewer than 3 assessments', '1 is split'],
      }),
    );
    expect(card.textContent).toContain(
      'Not ready: 5 nominations have fewer than 3 assessments; 1 is split.',
    );
    expect(within(card).getByRole('link', { name: 'Review of Wave 3' }).getAttribute('href')).toBe(
      '/judge/review/4',
    );
  });

  it('offers the distribution when it awaits the judge’s approval', async () => {
    const card = await distributionCard(distributionState({ ready: true }));
    expect(card.textContent).toContain('Ready for your approval.');
    expect(
      within(card).getByRole('link', { name: 'Review and approve' }).getAttribute('href'),
    ).toBe('/judge/distributions/4');
  });

  it('says who is still awaited once the judge approved', async () => {
    const card = await distributionCard(
      distributionState({ ready: true, approvedByMe: true, approvals: 1 }),
    );
    expect(card.textContent).toContain('You approved it; waiting for 2 judges.');
    expect(within(card).queryByRole('link', { name: 'Review and approve' })).toBeNull();
  });

  it('says when every judge has approved', async () => {
    const card = await distributionCard(
      distributionState({ ready: true, approvedByMe: true, approvals: 3, approved: true }),
    );
    expect(card.textContent).toContain('Approved by every judge (3 approvals).');
  });

  it('says no cohort is being assessed, and links to the review of the last one judged', async () => {
    installJudgeApi({
      'GET /api/assessments/summary': {
        body: summary({
          cohort: null,
          lastCohort: { id: 2, name: 'Wave 1', period: 'closed' },
          progress: null,
          short: { count: 0, first: [] },
          distribution: null,
          continueAt: null,
        }),
      },
    });
    await renderJudgePage(paths.home);
    const card = await screen.findByRole('region', { name: 'No cohort is being assessed' });
    expect(card.textContent).toContain('Last cohort you judged: Wave 1 (closed)');
    expect(within(card).getByRole('link', { name: 'its review' }).getAttribute('href')).toBe(
      '/judge/review/2',
    );
    expect(screen.queryByRole('region', { name: 'Your progress' })).toBeNull();
  });

  it("shows the API's refusal when the summary cannot be read, with a way to try again", async () => {
    installJudgeApi({
      'GET /api/assessments/summary': { status: 500, body: { message: 'internal server error' } },
    });
    await renderJudgePage(paths.home);
    expect(await screen.findByText('internal server error')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
