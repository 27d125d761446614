// Creating and editing projects: the GitHub check through the stand-in (public repositories only,
// nothing saved when GitHub is down or rate-limited, and no request while it is paused), the
// duplicates refused before GitHub is asked, the facts stored and listed, and the audit log.
import type { AuditLogList, ListedProject, ProjectList, ProjectOutcome } from '@glow/contract';
import { eq, sql } from 'drizzle-orm';
import { githubRateLimits, projects } from '../db/schema';
import { startTestApi, type TestApi } from '../testing/testApi';

const REPO_NOT_FOUND = 'GitHub repo not found (use a public repo)';
const GITHUB_UNREACHABLE =
  'GitHub could not be reached, so the project was not saved; try again in a moment';
const DUPLICATE = 'duplicate project by repo, URL or name: ';
/** The API's wait for GitHub (connect + answer), kept short so a silent GitHub fails quickly. */
const ANSWER_TIMEOUT_MS = 800;

let api: TestApi;
let admin: string;
let created = 0;

beforeAll(async () => {
  api = await startTestApi({
    OUTSIDE_CONNECT_TIMEOUT_MS: '200',
    OUTSIDE_ANSWER_TIMEOUT_MS: String(ANSWER_TIMEOUT_MS),
  });
  admin = await api.loginAs('admin');
});

afterAll(() => api.close());

/** A repository of its own for each test, public unless said. */
async function newRepository(options: { private?: boolean; stars?: number } = {}) {
  created += 1;
  const fullName = `glow-test/Repo-${created}`;
  await api.github.addRepository({
    fullName,
    stars: options.stars ?? 10 + created,
    forks: 3,
    openIssues: 4,
    pushedAt: '2026-11-02T10:00:00.000Z',
    private: options.private ?? false,
  });
  return fullName;
}

function projectBody(githubRepo: string, extra: Record<string, unknown> = {}) {
  const suffix = githubRepo.split('-').at(-1);
  return {
    name: `Glow tool ${suffix}`,
    description: 'Tools for Glow',
    githubRepo,
    websiteUrl: `https://tool-${suffix}.example.org`,
    xHandle: `@glowtool${suffix}`,
    ...extra,
  };
}

function createProject(body: Record<string, unknown>, token = admin) {
  return api.call<ProjectOutcome>('POST', '/api/projects', { token, body });
}

function updateProject(id: number, body: Record<string, unknown>) {
  return api.call<ProjectOutcome>('PATCH', `/api/projects/${id}`, { token: admin, body });
}

async function created201(body: Record<string, unknown>): Promise<ListedProject> {
  const response = await createProject(body);
  if (response.status !== 201) throw new Error(`Create answered ${JSON.stringify(response)}`);
  return response.body.project;
}

async function projectCount() {
  const [row] = await api.db.select({ value: sql<number>`count(*)::int` }).from(projects);
  return row!.value;
}

async function logCount() {
  return (await api.call<AuditLogList>('GET', '/api/logs', { token: admin })).body.total;
}

async function newestLog() {
  const logs = await api.call<AuditLogList>('GET', '/api/logs', {
    token: admin,
    query: { limit: 1 },
  });
  return logs.body.logs[0];
}

/** The stand-in's requests for a repository (any case). */
function requestsFor(fullName: string) {
  return api.github
    .requests()
    .filter((request) => request.path.toLowerCase() === `/repos/${fullName}`.toLowerCase());
}

/** Expects the call to have saved nothing: no project, no audit entry. */
async function expectNothingSaved(call: () => Promise<unknown>) {
  const [projectsBefore, logsBefore] = [await projectCount(), await logCount()];
  await call();
  expect(await projectCount()).toBe(projectsBefore);
  expect(await logCount()).toBe(logsBefore);
}

describe('POST /api/projects', () => {
  it('creates a project whose repository is public, with GitHub canonical name and its facts', async () => {
    const fullName = await newRepository({ stars: 1204 });
    const before = Date.now();
    const response = await createProject({
      ...projectBody(fullName),
      githubRepo: `https://github.com/${fullName.toUpperCase()}.git`,
    });
    expect(response).toEqual({
      status: 201,
      body: {
        success: true,
        message: 'project created',
        project: {
          id: expect.any(Number),
          name: projectBody(fullName).name,
          description: 'Tools for Glow',
          githubRepo: fullName,
          websiteUrl: projectBody(fullName).websiteUrl,
          xHandle: projectBody(fullName).xHandle.slice(1),
          github: {
            stars: 1204,
            forks: 3,
            openIssues: 4,
            pushedAt: '2026-11-02T10:00:00.000Z',
            readAt: expect.any(String),
            status: 'found',
          },
          nominations: 0,
        },
      },
    });
    const readAt = Date.parse(response.body.project.github!.readAt);
    expect(readAt).toBeGreaterThanOrEqual(before - 1000);
    expect(readAt).toBeLessThanOrEqual(Date.now() + 1000);

    expect(await newestLog()).toMatchObject({
      action: 'project.create',
      entity: 'project',
      entityId: String(response.body.project.id),
      actor: { role: 'admin' },
      details: { name: projectBody(fullName).name, githubRepo: fullName },
    });
    const listed = await api.call<ProjectList>('GET', '/api/projects', {
      query: { search: fullName },
    });
    expect(listed.body.projects).toEqual([response.body.project]);
  });

  it('lets a scout create a project (audited as the scout)', async () => {
    const scout = await api.loginAs('scout');
    const response = await createProject(projectBody(await newRepository()), scout);
    expect(response.status).toBe(201);
    expect(await newestLog()).toMatchObject({
      action: 'project.create',
      actor: { role: 'scout' },
    });
  });

  it('refuses a private repository and a missing one with 400 naming githubRepo, saving nothing', async () => {
    const hidden = await newRepository({ private: true });
    for (const githubRepo of [hidden, 'glow-test/no-such-repo']) {
      await expectNothingSaved(async () => {
        expect(await createProject(projectBody(githubRepo))).toEqual({
          status: 400,
          body: { message: REPO_NOT_FOUND, fields: ['githubRepo'] },
        });
      });
    }
  });

  describe('duplicates', () => {
    let existing: ListedProject;

    beforeAll(async () => {
      existing = await created201(projectBody(await newRepository()));
    });

    it.each<[string, (existing: ListedProject) => Record<string, unknown>, string[]]>([
      ['the name, in another case', (held) => ({ name: held.name.toUpperCase() }), ['name']],
      [
        'the repository, in another case',
        (held) => ({ githubRepo: held.githubRepo.toLowerCase() }),
        ['githubRepo'],
      ],
      [
        'the repository as a URL',
        (held) => ({ githubRepo: `https://github.com/${held.githubRepo}/` }),
        ['githubRepo'],
      ],
      ['the website', (held) => ({ websiteUrl: held.websiteUrl }), ['websiteUrl']],
      [
        'the name and the repository',
        (held) => ({ name: held.name, githubRepo: held.githubRepo }),
        ['name', 'githubRepo'],
      ],
    ])('refuses %s with 409 naming the field, before asking GitHub', async (_, taken, fields) => {
      const body = { ...projectBody(await newRepository()), ...taken(existing) };
      const requestsBefore = api.github.requests().length;
      await expectNothingSaved(async () => {
        const response = await createProject(body);
        expect(response.status).toBe(409);
        expect(response.body).toEqual({ message: expect.any(String), fields });
        expect(response.body.message.startsWith(DUPLICATE)).toBe(true);
      });
      expect(api.github.requests()).toHaveLength(requestsBefore);
    });

    it('says which project holds each field', async () => {
      const response = await createProject({
        ...projectBody(await newRepository()),
        name: existing.name,
        githubRepo: existing.githubRepo,
        websiteUrl: existing.websiteUrl,
      });
      expect(response.body.message).toBe(
        `${DUPLICATE}the name "${existing.name}" is taken; the repository ${existing.githubRepo} belongs to "${existing.name}"; the website ${existing.websiteUrl} belongs to "${existing.name}"`,
      );
    });
  });

  describe('when GitHub cannot be reached', () => {
    afterEach(() => api.github.outage('none'));

    it.each(['reset', 'silent'] as const)(
      'answers 502 and saves nothing (connection %s)',
      async (outage) => {
        const body = projectBody(await newRepository());
        await api.github.outage(outage);
        const started = Date.now();
        await expectNothingSaved(async () => {
          expect(await createProject(body)).toEqual({
            status: 502,
            body: { message: GITHUB_UNREACHABLE },
          });
        });
        // A silent GitHub is given up on at the time-out, not waited on for ever.
        expect(Date.now() - started).toBeLessThan(ANSWER_TIMEOUT_MS + 200 + 2000);
      },
    );
  });

  describe('when GitHub is rate-limited', () => {
    afterEach(async () => {
      await api.github.rateLimit({ mode: 'off' });
      await api.db.delete(githubRateLimits);
    });

    it('answers 503 with Retry-After until the reset, and asks GitHub nothing more meanwhile', async () => {
      const body = projectBody(await newRepository());
      await api.github.rateLimit({ mode: 'primary', resetInSeconds: 900 });
      let response!: Awaited<ReturnType<typeof api.app.inject>>;
      await expectNothingSaved(async () => {
        response = await api.app.inject({
          method: 'POST',
          url: '/api/projects',
          headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        message:
          "GitHub's rate limit is reached, so the repository cannot be checked now; try again in 15 minutes",
      });
      const retryAfter = Number(response.headers['retry-after']);
      // GitHub's reset is in whole seconds: up to one more.
      expect(retryAfter).toBeGreaterThan(890);
      expect(retryAfter).toBeLessThanOrEqual(901);
      expect(requestsFor(body.githubRepo)).toHaveLength(1);

      // GitHub would answer again, but the API keeps to the reset GitHub gave it.
      await api.github.rateLimit({ mode: 'off' });
      expect((await createProject(body)).status).toBe(503);
      expect(requestsFor(body.githubRepo)).toHaveLength(1);
      const [paused] = await api.db
        .select()
        .from(githubRateLimits)
        .where(eq(githubRateLimits.resource, 'core'));
      expect(paused).toMatchObject({ remaining: 0 });
      expect(paused!.pausedUntil!.getTime()).toBeGreaterThan(Date.now() + 890_000);
    });

    it('waits out a secondary rate limit for its retry-after', async () => {
      await api.github.rateLimit({ mode: 'secondary', retryAfterSeconds: 30 });
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        payload: JSON.stringify(projectBody(await newRepository())),
      });
      expect(response.statusCode).toBe(503);
      expect(response.json<{ message: string }>().message).toMatch(/try again in 1 minute$/);
      expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(29);
      expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(30);
    });

    it("keeps GitHub's budget from its answers", async () => {
      await created201(projectBody(await newRepository()));
      const [budget] = await api.db.select().from(githubRateLimits);
      expect(budget).toMatchObject({ resource: 'core', limit: 60, pausedUntil: null });
      expect(budget!.remaining).toBeLessThan(60);
      expect(budget!.resetAt.getTime()).toBeGreaterThan(Date.now());
    });
  });
});

describe('PATCH /api/projects/{id}', () => {
  let project: ListedProject;

  beforeEach(async () => {
    project = await created201(projectBody(await newRepository()));
  });

  it('changes the description without asking GitHub, and audits from → to', async () => {
    const requestsBefore = api.github.requests().length;
    const response = await updateProject(project.id, { description: 'Better tools' });
    expect(response).toEqual({
      status: 200,
      body: {
        success: true,
        message: 'project updated',
        project: { ...project, description: 'Better tools' },
      },
    });
    expect(api.github.requests()).toHaveLength(requestsBefore);
    expect(await newestLog()).toMatchObject({
      action: 'project.update',
      entityId: String(project.id),
      details: { changes: { description: { from: 'Tools for Glow', to: 'Better tools' } } },
    });
  });

  it('clears the website and the X handle with null', async () => {
    const response = await updateProject(project.id, { websiteUrl: null, xHandle: null });
    expect(response.body.project).toMatchObject({ websiteUrl: null, xHandle: null });
    expect(await newestLog()).toMatchObject({
      details: {
        changes: {
          websiteUrl: { from: project.websiteUrl, to: null },
          xHandle: { from: project.xHandle, to: null },
        },
      },
    });
  });

  it('records nothing when nothing changes', async () => {
    const logsBefore = await logCount();
    const response = await updateProject(project.id, {
      description: project.description,
      githubRepo: project.githubRepo.toUpperCase(),
    });
    expect(response.status).toBe(200);
    expect(response.body.project).toEqual(project);
    expect(await logCount()).toBe(logsBefore);
    expect(requestsFor(project.githubRepo)).toHaveLength(1);
  });

  it('checks a new repository on GitHub and stores its facts', async () => {
    const other = await newRepository({ stars: 777 });
    const response = await updateProject(project.id, { githubRepo: other.toLowerCase() });
    expect(response.status).toBe(200);
    expect(response.body.project).toMatchObject({
      githubRepo: other,
      github: { stars: 777, status: 'found' },
    });
    expect(await newestLog()).toMatchObject({
      details: { changes: { githubRepo: { from: project.githubRepo, to: other } } },
    });
  });

  it('refuses a private repository (400), GitHub down (502) and a taken name (409), changing nothing', async () => {
    const hidden = await newRepository({ private: true });
    const unseen = await newRepository();
    const other = await created201(projectBody(await newRepository()));
    await expectNothingSaved(async () => {
      expect(await updateProject(project.id, { githubRepo: hidden })).toEqual({
        status: 400,
        body: { message: REPO_NOT_FOUND, fields: ['githubRepo'] },
      });
      await api.github.outage('reset');
      const whileDown = await updateProject(project.id, { githubRepo: unseen });
      await api.github.outage('none');
      expect(whileDown).toEqual({ status: 502, body: { message: GITHUB_UNREACHABLE } });
      expect(await updateProject(project.id, { name: other.name.toUpperCase() })).toEqual({
        status: 409,
        body: { message: `${DUPLICATE}the name "${other.name}" is taken`, fields: ['name'] },
      });
    });
    const [row] = await api.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row).toMatchObject({ githubRepo: project.githubRepo, name: project.name });
  });

  it('keeps its own name in another case', async () => {
    const response = await updateProject(project.id, { name: project.name.toUpperCase() });
    expect(response.status).toBe(200);
    expect(response.body.project.name).toBe(project.name.toUpperCase());
  });

  it('answers 404 for a project that does not exist', async () => {
    expect(await updateProject(2_147_483_646, { description: 'x' })).toEqual({
      status: 404,
      body: { message: 'project not found' },
    });
  });
});

describe('GET /api/projects?search=', () => {
  it('lists the name matching exactly first, then names starting with the search, then the rest', async () => {
    const names = ['Quasar Tools Pro', 'My Quasar', 'Quasar', 'Quasar Tools'];
    for (const name of names) {
      const repo = await newRepository();
      await created201(projectBody(repo, { name, description: 'Tools for the quasar' }));
    }
    const elsewhere = await created201(
      projectBody(await newRepository(), { name: 'Atlas', description: 'A quasar atlas' }),
    );

    const listed = await api.call<ProjectList>('GET', '/api/projects', {
      query: { search: 'quasar', limit: 100 },
    });
    const order = listed.body.projects.map((project) => project.name);
    expect(order.slice(0, 3)).toEqual(['Quasar', 'Quasar Tools', 'Quasar Tools Pro']);
    expect(order.indexOf('My Quasar')).toBeLessThan(order.indexOf(elsewhere.name));
  });
});
