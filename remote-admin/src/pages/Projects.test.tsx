import { formatDay } from '@glow/shared-ui/pages';
import type { ListedProject } from '@glow/contract';
import { installFakeApi, type FakeAnswer, type ReceivedCall } from '@glow/shared-api/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paths } from '../paths';
import { project, XRPL_JS } from '../testing/programme';
import { renderAdminPage } from '../testing/renderAdminPage';

const NOT_READ = project(2, { name: 'rippled', githubRepo: 'XRPLF/rippled' });
const GONE = project(3, {
  name: 'Old tool',
  githubRepo: 'someone/old-tool',
  github: { ...XRPL_JS.github!, status: 'missing', pushedAt: null },
});

const CREATED: ListedProject = project(9, {
  name: 'Hooks Builder',
  description: 'Writes hooks',
  githubRepo: 'XRPL-Labs/hooks-builder',
  github: XRPL_JS.github,
});

let calls: ReceivedCall[];
const callsTo = (method: string) =>
  calls.filter((call) => call.method === method && call.path.startsWith('/api/projects'));

function install(routes: Record<string, FakeAnswer> = {}) {
  calls = installFakeApi({
    'GET /api/projects': {
      body: { projects: [XRPL_JS, NOT_READ, GONE], page: 1, limit: 20, total: 3 },
    },
    'POST /api/projects': {
      status: 201,
      body: { success: true, message: 'project created', project: CREATED },
    },
    'PATCH /api/projects/{id}': {
      body: { success: true, message: 'project updated', project: XRPL_JS },
    },
    ...routes,
  });
}

beforeEach(() => {
  localStorage.clear();
  install();
});

const rowOf = (name: string) => screen.getByText(name, { selector: 'strong' }).closest('tr')!;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const fill = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
/** The message shown under a field. */
const messageOf = (label: string) =>
  field(label)
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .at(-1);

async function openList() {
  const shell = await renderAdminPage(paths.projects);
  await screen.findByRole('table', { name: 'Projects' });
  return shell;
}

async function openNewProject() {
  const shell = await openList();
  fireEvent.click(screen.getByRole('button', { name: 'New project' }));
  fill('Name', 'Hooks Builder');
  fill('Description', 'Writes hooks');
  fill('GitHub repository', 'https://github.com/XRPL-Labs/hooks-builder');
  return shell;
}

const create = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create project' })));

describe('the projects page: the list', () => {
  it("shows each project's repository with GitHub's figures, website, X and nominations", async () => {
    await openList();

    const xrplJs = within(rowOf('xrpl.js'));
    expect(xrplJs.getByText('A JavaScript/TypeScript library for the XRP Ledger')).toBeTruthy();
    expect(xrplJs.getByRole('link', { name: 'XRPLF/xrpl.js' }).getAttribute('href')).toBe(
      'https://github.com/XRPLF/xrpl.js',
    );
    const cells = xrplJs.getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells[1]).toBe(
      `XRPLF/xrpl.js★ ${(1204).toLocaleString()} stars · 37 open issues · pushed ${formatDay('2026-11-02T10:00:00.000Z')}read 3 h ago`,
    );
    expect(xrplJs.getByRole('link', { name: 'js.xrpl.org' }).getAttribute('href')).toBe(
      'https://js.xrpl.org',
    );
    expect(xrplJs.getByRole('link', { name: '@XRPLF' }).getAttribute('href')).toBe(
      'https://x.com/XRPLF',
    );
    expect(cells[4]).toBe('2');

    expect(within(rowOf('rippled')).getByText('Not read from GitHub yet')).toBeTruthy();
    expect(within(rowOf('Old tool')).getByText('Not found on GitHub')).toBeTruthy();
    expect(screen.getByText('3 projects')).toBeTruthy();
  });

  it('searches on the server, keeping the search in the URL', async () => {
    const { router } = await openList();
    fireEvent.change(screen.getByLabelText('Search projects'), { target: { value: ' xrpl ' } });
    fireEvent.submit(screen.getByRole('search'));

    await waitFor(() =>
      expect(callsTo('GET').at(-1)?.query).toEqual({ page: '1', limit: '20', search: 'xrpl' }),
    );
    expect(router.state.location.search).toBe('?search=xrpl');
  });

  it("shows the server's message when the list cannot be loaded", async () => {
    install({ 'GET /api/projects': { status: 500, body: { message: 'internal server error' } } });
    await renderAdminPage(paths.projects);
    expect((await screen.findByRole('alert')).textContent).toContain('internal server error');
  });
});

describe('the projects page: creating', () => {
  it('creates the project, says "project created", closes the form and reloads the list', async () => {
    await openList();
    const newProject = screen.getByRole('button', { name: 'New project' });
    newProject.focus();
    fireEvent.click(newProject);
    const form = screen.getByRole('region', { name: 'New project' });
    expect(document.activeElement).toBe(within(form).getByLabelText('Name'));
    fill('Name', 'Hooks Builder');
    fill('Description', 'Writes hooks');
    fill('GitHub repository', 'https://github.com/XRPL-Labs/hooks-builder');
    fill('X handle', '@hooksbuilder');
    const listedBefore = callsTo('GET').length;
    await create();

    expect(callsTo('POST')[0]?.body).toEqual({
      name: 'Hooks Builder',
      description: 'Writes hooks',
      githubRepo: 'XRPL-Labs/hooks-builder',
      websiteUrl: null,
      xHandle: 'hooksbuilder',
    });
    expect(await screen.findByText('project created')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'New project' })).toBeNull();
    expect(document.activeElement).toBe(newProject);
    await waitFor(() => expect(callsTo('GET').length).toBeGreaterThan(listedBefore));
  });

  it('checks the fields before calling the API', async () => {
    await openList();
    fireEvent.click(screen.getByRole('button', { name: 'New project' }));
    fill('GitHub repository', 'not a repository');
    fill('Website', 'ftp://example.org');
    await create();

    expect(messageOf('Name')).toBe('Name is required');
    expect(messageOf('Description')).toBe('Description is required');
    expect(messageOf('GitHub repository')).toBe(
      'GitHub repository must be a GitHub repository such as XRPLF/xrpl.js',
    );
    expect(messageOf('Website')).toBe('Website must be an http or https URL');
    expect(callsTo('POST')).toHaveLength(0);
  });

  it('shows "GitHub repo not found (use a public repo)" under the repository', async () => {
    install({
      'POST /api/projects': {
        status: 400,
        body: { message: 'GitHub repo not found (use a public repo)', fields: ['githubRepo'] },
      },
    });
    await openNewProject();
    await create();

    await waitFor(() =>
      expect(messageOf('GitHub repository')).toBe('GitHub repo not found (use a public repo)'),
    );
    expect(document.activeElement).toBe(field('GitHub repository'));
    expect(field('Name').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('region', { name: 'New project' })).toBeTruthy();
    expect(screen.queryByText('project created')).toBeNull();
  });

  it('marks each field a 409 duplicate names', async () => {
    const message =
      'duplicate project by repo, URL or name: the name "xrpl.js" is taken; the repository XRPLF/xrpl.js belongs to "xrpl.js"';
    install({
      'POST /api/projects': { status: 409, body: { message, fields: ['name', 'githubRepo'] } },
    });
    await openNewProject();
    await create();

    await waitFor(() => expect(field('Name').getAttribute('aria-invalid')).toBe('true'));
    expect(messageOf('Name')).toBe(`D${message.slice(1)}`);
    expect(field('GitHub repository').getAttribute('aria-invalid')).toBe('true');
    expect(field('Website').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows GitHub unreachable (502) and rate limited (503) above the form', async () => {
    const unreachable =
      'GitHub could not be reached, so the project was not saved; try again in a moment';
    install({ 'POST /api/projects': { status: 502, body: { message: unreachable } } });
    await openNewProject();
    await create();
    expect((await screen.findByRole('alert')).textContent).toBe(unreachable);

    const limited =
      "GitHub's rate limit is reached, so the repository cannot be checked now; try again in 14 minutes";
    install({ 'POST /api/projects': { status: 503, body: { message: limited } } });
    await create();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(limited));
    expect(field('GitHub repository').getAttribute('aria-invalid')).toBeNull();
  });
});

describe('the projects page: editing', () => {
  it('edits a project from its row and sends only what changed', async () => {
    await openList();
    fireEvent.click(within(rowOf('xrpl.js')).getByRole('button', { name: 'Edit' }));

    const form = screen.getByRole('region', { name: 'Edit xrpl.js' });
    expect((within(form).getByLabelText('GitHub repository') as HTMLInputElement).value).toBe(
      'XRPLF/xrpl.js',
    );
    fill('Description', 'The JavaScript library');
    fill('Website', '');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save project' })));

    expect(callsTo('PATCH')[0]).toMatchObject({
      path: '/api/projects/1',
      body: { description: 'The JavaScript library', websiteUrl: null },
    });
    expect(await screen.findByText('project updated')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Edit xrpl.js' })).toBeNull();
  });

  it('closes without a call when Cancel is pressed', async () => {
    await openList();
    fireEvent.click(within(rowOf('xrpl.js')).getByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('region', { name: 'Edit xrpl.js' })).toBeNull();
    expect(callsTo('PATCH')).toHaveLength(0);
  });
});
