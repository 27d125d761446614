import type { ListedProject } from '@glow/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paths } from '../paths';
import { installPublicApi, type FakePublicApi } from '../testing/fakePublicApi';
import { renderPublicPage } from '../testing/renderPublicPage';

let api: FakePublicApi;

beforeEach(() => {
  localStorage.clear();
  api = installPublicApi();
});

const projectNames = () =>
  screen
    .queryAllByRole('article')
    .map((article) => within(article).getByRole('heading').textContent);

describe('the projects page', () => {
  it('lists the projects with their repository and website', async () => {
    api.state.projects = [
      ...api.state.projects,
      {
        id: 9,
        name: 'Clio',
        description: 'An XRP Ledger API server.',
        githubRepo: 'XRPLF/clio',
        websiteUrl: null,
        xHandle: '@xrpl_clio',
        github: null,
        nominations: 0,
      },
    ];
    await renderPublicPage(paths.projects);

    const clio = within(await screen.findByRole('article', { name: 'Clio' }));
    expect(clio.getByText('An XRP Ledger API server.')).toBeTruthy();
    expect(clio.getByRole('link', { name: 'XRPLF/clio on GitHub' }).getAttribute('href')).toBe(
      'https://github.com/XRPLF/clio',
    );
    expect(clio.getByRole('link', { name: '@xrpl_clio on X' }).getAttribute('href')).toBe(
      'https://x.com/xrpl_clio',
    );
    expect(clio.queryByRole('link', { name: /Website/ })).toBeNull();
    const xrplJs = within(screen.getByRole('article', { name: 'xrpl.js' }));
    expect(xrplJs.getByRole('link', { name: 'Website of xrpl.js' }).getAttribute('href')).toBe(
      'https://js.xrpl.org',
    );
    expect(api.callsTo('GET /api/projects')[0]?.query).toEqual({ page: '1', limit: '12' });
  });

  it('links only to http(s) addresses, whatever is stored', async () => {
    api.state.projects = [
      {
        id: 9,
        name: 'Trap',
        description: 'Stored before URLs were checked.',
        githubRepo: 'javascript:alert(1)//x',
        websiteUrl: 'javascript:alert(document.cookie)',
        xHandle: '@//evil.example',
        github: null,
        nominations: 0,
      },
    ];
    await renderPublicPage(paths.projects);

    const trap = within(await screen.findByRole('article', { name: 'Trap' }));
    expect(trap.queryByRole('link', { name: /Website/ })).toBeNull();
    const hrefs = trap.getAllByRole('link').map((link) => new URL(link.getAttribute('href')!));
    expect(hrefs.map(({ protocol, host }) => `${protocol}//${host}`)).toEqual([
      'https://github.com',
      'https://x.com',
    ]);
  });

  it('searches, with the search in the URL', async () => {
    const { router } = await renderPublicPage(`${paths.projects}?search=xrpl`);
    await screen.findByRole('article', { name: 'xrpl.js' });
    expect(api.callsTo('GET /api/projects')[0]?.query).toMatchObject({ search: 'xrpl' });
    expect(
      (screen.getByRole('searchbox', { name: 'Search projects' }) as HTMLInputElement).value,
    ).toBe('xrpl');

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'rippled' } });
    fireEvent.submit(screen.getByRole('search'));

    await waitFor(() => expect(projectNames()).toEqual(['rippled']));
    expect(router.state.location.search).toBe('?search=rippled');

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(await screen.findByText('No project matches “zzz”.')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(projectNames()).toHaveLength(3));
    expect(router.state.location.search).toBe('');
  });

  it('pages through many projects', async () => {
    api.state.projects = Array.from({ length: 30 }, (_, index): ListedProject => ({
      id: index + 1,
      name: `Project ${String(index + 1).padStart(2, '0')}`,
      description: 'A project',
      githubRepo: `owner/project-${index + 1}`,
      websiteUrl: null,
      xHandle: null,
      github: null,
      nominations: 0,
    }));
    const { router } = await renderPublicPage(paths.projects);
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('article', { name: 'Project 13' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
  });
});
