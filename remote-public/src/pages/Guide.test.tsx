import { screen, within } from '@testing-library/react';
import { paths } from '../paths';
import { installPublicApi, type FakePublicApi } from '../testing/fakePublicApi';
import { renderPublicPage } from '../testing/renderPublicPage';

let api: FakePublicApi;

beforeEach(() => {
  localStorage.clear();
  api = installPublicApi();
});

const part = (name: string) => within(screen.getByRole('region', { name }));

describe('the programme guide', () => {
  it('lists its sections, each linkable by its id', async () => {
    await renderPublicPage(paths.guide);

    expect(screen.getByRole('heading', { level: 1, name: 'How Glow works' })).toBeTruthy();
    const contents = within(screen.getByRole('navigation', { name: 'On this page' }));
    const links = contents
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['How voting works', '#voting'],
      ['How a cohort runs', '#cohorts'],
      ['How grants are sized', '#grants'],
      ['How grants are paid', '#payments'],
      ['Where the results are', '#results'],
    ]);
    for (const [name, href] of links) {
      expect(screen.getByRole('region', { name: name! }).id).toBe(href!.slice(1));
    }
  });

  it("explains registration with the deployment's payment, what a vote counts for and changing it", async () => {
    await renderPublicPage(paths.guide);
    const voting = part('How voting works');

    expect(voting.getByText(/Xaman, GemWallet, Crossmark/)).toBeTruthy();
    expect(
      await voting.findByText(/a payment of 1 drop of XRP to Glow's verification address/),
    ).toBeTruthy();
    expect(api.callsTo('GET /api/config')).toHaveLength(1);
    expect(
      voting.getByText(/An upvote adds \+1 to a nomination's score, a downvote −1/),
    ).toBeTruthy();
    expect(voting.getByText(/or remove your vote \(it then counts 0\)/)).toBeTruthy();
    expect(voting.getByRole('link', { name: 'Vote' }).getAttribute('href')).toBe(paths.vote);
  });

  it('gives the sizes, the amounts Glow proposes and who decides them', async () => {
    await renderPublicPage(paths.guide);
    const grants = part('How grants are sized');

    expect(grants.getByText(/At least 3 judges assess each nomination/)).toBeTruthy();
    const rows = within(grants.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      `Small${(50).toLocaleString()} XRP`,
      `Medium${(750).toLocaleString()} XRP`,
      `Large${(3000).toLocaleString()} XRP`,
    ]);
    expect(grants.getByText(/usually Large\) need an identity check/)).toBeTruthy();
  });

  it('says where the results are, and where to ask', async () => {
    await renderPublicPage(paths.guide);
    const results = part('Where the results are');

    expect(results.getByRole('link', { name: 'Results' }).getAttribute('href')).toBe(
      paths.applications,
    );
    expect(results.getByRole('link', { name: 'Write to us' }).getAttribute('href')).toBe(
      '/contact-us',
    );
  });
});
