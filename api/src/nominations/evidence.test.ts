// Evidence (GET/POST /api/nominations/{id}/evidence, DELETE …/evidence/{evidenceId}): the scouts
// backing a nomination add links with a note until its cohort's assessment starts; a GitHub pull
// request, issue or release is read on GitHub (its title, state, merge or publication), a page
// GitHub does not have is refused, and an unreachable GitHub keeps the link with the reason.
import type {
  EvidenceOutcome,
  FieldError,
  NominationOutcome,
  ScoutEvidenceList,
} from '@glow/contract';
import { EVIDENCE_PER_NOMINATION_MAX } from '@glow/contract';
import { desc, eq } from 'drizzle-orm';
import { auditLogs, nominationEvidence } from '../db/schema';
import { databaseBudgetStore } from '../clients/githubBudget';
import { createGitHubClient } from '../clients/githubClient';
import { startTestApi, type TestApi } from '../testing/testApi';
import { gitHubRefreshOptions } from '../testing/testGitHubRefresh';
import { readUnreadEvidence } from '../workers/githubRefreshWorker';
import { eraseEvidenceAbout } from '../privacy/messageErasure';
import { readEvidenceAgain, unreadEvidence } from './evidenceGitHub';
import {
  coNominate,
  insertContributor,
  insertProject,
  nominate,
  nominationBody,
} from '../testing/testNominations';
import {
  addScout,
  moveCohortTo,
  openNominations,
  SCREENING_PASSED,
  type AddedCohort,
  type AddedScout,
} from '../testing/testProgramme';

const MERGED_PULL = 'https://github.com/XRPLF/xrpl.js/pull/2741';
const RELEASE = 'https://github.com/XRPLF/xrpl.js/releases/tag/xrpl%404.3.0';
const DOCS = 'https://xrpl.org/docs/tutorials/autofill';

let api: TestApi;
let scoutToken: string;
let second: AddedScout;
let outsider: AddedScout;
let cohort: AddedCohort;

beforeAll(async () => {
  api = await startTestApi();
  scoutToken = await api.loginAs('scout');
  [second, outsider] = await Promise.all([
    addScout(api, 'second.scout@example.org'),
    addScout(api, 'outsider.scout@example.org'),
  ]);
  cohort = await openNominations(api);
});

afterAll(() => api.close());

async function nominated(): Promise<number> {
  const [contributor, project] = await Promise.all([insertContributor(api), insertProject(api)]);
  const answer = await nominate<NominationOutcome>(
    api,
    scoutToken,
    nominationBody(contributor.id, [project.id]),
  );
  expect(answer.status).toBe(201);
  return answer.body.nomination.id;
}

const add = <T = EvidenceOutcome>(token: string, nominationId: number, body: unknown) =>
  api.call<T>('POST', `/api/nominations/${nominationId}/evidence`, { token, body });
const list = (token: string, nominationId: number) =>
  api.call<ScoutEvidenceList>('GET', `/api/nominations/${nominationId}/evidence`, { token });
const remove = (token: string, nominationId: number, evidenceId: number) =>
  api.call('DELETE', `/api/nominations/${nominationId}/evidence/${evidenceId}`, { token });

/** One round of the GitHub refresh of the links not read yet, as its worker runs it. */
const refreshUnreadEvidence = () => readUnreadEvidence(gitHubRefreshOptions(api));

const link = (url: string, kind = 'pullRequest', note = 'The change itself, merged.') => ({
  url,
  kind,
  note,
});

describe('adding evidence', () => {
  it('reads a GitHub pull request: its title, merged state and merge time', async () => {
    const id = await nominated();
    const answer = await add(scoutToken, id, link(MERGED_PULL));
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      success: true,
      message: 'evidence added',
      evidence: {
        url: MERGED_PULL,
        kind: 'pullRequest',
        note: 'The change itself, merged.',
        addedByMe: true,
        canRemove: true,
        github: {
          title: 'Autofill fetches fees and sequences once per batch',
          state: 'merged',
          publishedAt: null,
          notReadBecause: null,
        },
      },
    });
    const { github } = answer.body.evidence;
    expect(Date.parse(github!.mergedAt!)).toBeLessThan(Date.now());
    expect(github!.readAt).not.toBeNull();
    // The newest entry: the demo data's scouts added evidence before.
    const [audit] = await api.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'nomination.addEvidence'))
      .orderBy(desc(auditLogs.id))
      .limit(1);
    expect(audit).toMatchObject({
      entity: 'nomination',
      entityId: String(id),
      details: expect.objectContaining({ url: expect.any(String) }),
    });
  });

  it("reads a merged pull request linked as an issue (GitHub's issues include pull requests) as merged", async () => {
    const asIssue = MERGED_PULL.replace('/pull/', '/issues/');
    const answer = await add(scoutToken, await nominated(), link(asIssue, 'other'));
    expect(answer.status).toBe(201);
    expect(answer.body.evidence.github).toMatchObject({
      title: 'Autofill fetches fees and sequences once per batch',
      state: 'merged',
      mergedAt: expect.any(String),
    });
  });

  it('reads a release by its tag, and leaves a link elsewhere without GitHub facts', async () => {
    const id = await nominated();
    const release = await add(scoutToken, id, link(RELEASE, 'release', 'Shipped in 4.3.0.'));
    expect(release.body.evidence.github).toMatchObject({
      title: 'xrpl.js 4.3.0',
      state: 'published',
      mergedAt: null,
    });
    const docs = await add(scoutToken, id, link(DOCS, 'documentation', 'The tutorial they wrote.'));
    expect(docs.status).toBe(201);
    expect(docs.body.evidence.github).toBeNull();
    const listed = await list(scoutToken, id);
    expect(listed.body.canChange).toBe(true);
    expect(listed.body.nomination).toMatchObject({
      id,
      cohort: { id: cohort.id, name: cohort.name, period: 'nomination' },
      projects: [{ id: expect.any(Number), name: expect.any(String) }],
    });
    expect(listed.body.evidence.map((evidence) => evidence.url)).toEqual([RELEASE, DOCS]);
  });

  it('refuses a pull request GitHub does not have, naming url, and keeps nothing', async () => {
    const id = await nominated();
    const answer = await add<FieldError>(
      scoutToken,
      id,
      link('https://github.com/XRPLF/xrpl.js/pull/99999'),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: 'fields invalid: url must point at a pull request that exists on GitHub',
      fields: ['url'],
    });
    expect((await list(scoutToken, id)).body.evidence).toEqual([]);
  });

  it('keeps the link with "not read yet" while GitHub cannot be reached, and reads it later', async () => {
    const id = await nominated();
    await api.github.outage('reset');
    try {
      const answer = await add(scoutToken, id, link(MERGED_PULL));
      expect(answer.status).toBe(201);
      expect(answer.body.message).toBe(
        'evidence added; its GitHub facts are not read yet: GitHub could not be reached',
      );
      expect(answer.body.evidence.github).toEqual({
        title: null,
        state: null,
        mergedAt: null,
        publishedAt: null,
        readAt: null,
        notReadBecause: 'GitHub could not be reached',
      });
    } finally {
      await api.github.outage('none');
    }
    // The GitHub refresh reads it once GitHub answers again.
    const round = await refreshUnreadEvidence();
    expect(round).toEqual({ read: 1, ended: 'done' });
    const [read] = (await list(scoutToken, id)).body.evidence;
    expect(read!.github).toMatchObject({ state: 'merged', notReadBecause: null });
  });

  it('takes an issue GitHub says was deleted (410 Gone) as one it does not have', async () => {
    await api.github.addRepository({
      fullName: 'XRPLF/gone-issues',
      issues: [
        {
          number: 7,
          title: 'A deleted issue',
          author: 'octocat',
          createdAt: '2026-01-05T10:00:00Z',
          deleted: true,
        },
      ],
    });
    const deleted = link('https://github.com/XRPLF/gone-issues/issues/7', 'other');
    const refused = await add<FieldError>(scoutToken, await nominated(), deleted);
    expect(refused).toEqual({
      status: 400,
      body: {
        message: 'fields invalid: url must point at an issue that exists on GitHub',
        fields: ['url'],
      },
    });

    // Added while GitHub could not be asked: the refresh reads it as gone, and goes on with the
    // links after it instead of taking GitHub for unreachable.
    const id = await nominated();
    await api.github.outage('reset');
    try {
      expect((await add(scoutToken, id, deleted)).status).toBe(201);
      expect((await add(scoutToken, id, link(MERGED_PULL))).status).toBe(201);
    } finally {
      await api.github.outage('none');
    }
    const round = await refreshUnreadEvidence();
    expect(round).toEqual({ read: 2, ended: 'done' });
    const [gone, merged] = (await list(scoutToken, id)).body.evidence;
    expect(gone!.github).toMatchObject({ title: null, state: null, notReadBecause: null });
    expect(merged!.github).toMatchObject({ state: 'merged', notReadBecause: null });
  });

  it('takes a page GitHub refuses for good (451 taken down, 403 SAML) as one it cannot read', async () => {
    const page = {
      number: 3,
      title: 'A refused page',
      author: 'octocat',
      createdAt: '2026-01-05T10:00:00Z',
    };
    await api.github.addRepository({
      fullName: 'XRPLF/taken-down',
      blocked: 'legal',
      pulls: [page],
    });
    await api.github.addRepository({ fullName: 'SsoOrg/tools', blocked: 'saml', issues: [page] });
    const takenDown = link('https://github.com/XRPLF/taken-down/pull/3');
    const behindSaml = link('https://github.com/SsoOrg/tools/issues/3', 'other');
    expect(await add<FieldError>(scoutToken, await nominated(), takenDown)).toEqual({
      status: 400,
      body: {
        message: 'fields invalid: url must point at a pull request that exists on GitHub',
        fields: ['url'],
      },
    });
    expect(await add<FieldError>(scoutToken, await nominated(), behindSaml)).toEqual({
      status: 400,
      body: {
        message: 'fields invalid: url must point at an issue that exists on GitHub',
        fields: ['url'],
      },
    });

    // Added while GitHub could not be asked: the refresh reads them with no facts, and goes on
    // with the link after them.
    const id = await nominated();
    await api.github.outage('reset');
    try {
      for (const each of [takenDown, behindSaml, link(MERGED_PULL)]) {
        expect((await add(scoutToken, id, each)).status).toBe(201);
      }
    } finally {
      await api.github.outage('none');
    }
    const round = await refreshUnreadEvidence();
    expect(round).toEqual({ read: 3, ended: 'done' });
    const [blocked, sso, merged] = (await list(scoutToken, id)).body.evidence;
    expect(blocked!.github).toMatchObject({ title: null, state: null, notReadBecause: null });
    expect(sso!.github).toMatchObject({ title: null, state: null, notReadBecause: null });
    expect(merged!.github).toMatchObject({ state: 'merged', notReadBecause: null });
  });

  it('stores no GitHub facts on a link erased while GitHub was being read', async () => {
    const id = await nominated();
    await api.github.outage('reset');
    try {
      expect((await add(scoutToken, id, link(MERGED_PULL))).status).toBe(201);
    } finally {
      await api.github.outage('none');
    }
    const [unread] = await unreadEvidence(api.db, 100).then((rows) =>
      rows.filter((row) => row.url === MERGED_PULL).slice(-1),
    );
    const github = createGitHubClient(
      api.config.github,
      api.config.outsideTimeouts,
      databaseBudgetStore(api.db),
    );
    // The nominee is erased while the refresh waits on GitHub.
    const slowGitHub = {
      ...github,
      reference: async (reference: Parameters<typeof github.reference>[0]) => {
        await eraseEvidenceAbout(api.db, [id]);
        return github.reference(reference);
      },
    };
    await readEvidenceAgain(api.db, slowGitHub, unread!);
    const [row] = await api.db
      .select()
      .from(nominationEvidence)
      .where(eq(nominationEvidence.id, unread!.id));
    expect(row).toMatchObject({
      url: `https://erased.invalid/evidence/${unread!.id}`,
      githubTitle: null,
    });
  });

  it('refuses the same link twice with a 409 naming url', async () => {
    const id = await nominated();
    expect((await add(scoutToken, id, link(DOCS, 'documentation'))).status).toBe(201);
    const again = await add<FieldError>(scoutToken, id, link(` ${DOCS} `, 'post'));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      message: 'url is already evidence of this nomination',
      fields: ['url'],
    });
  });

  it(`holds at most ${EVIDENCE_PER_NOMINATION_MAX} links`, async () => {
    const id = await nominated();
    await api.db.insert(nominationEvidence).values(
      Array.from({ length: EVIDENCE_PER_NOMINATION_MAX }, (_, index) => ({
        nominationId: id,
        url: `https://example.org/post/${index}`,
        kind: 'post' as const,
        note: 'A post.',
      })),
    );
    const answer = await add(scoutToken, id, link(DOCS, 'documentation'));
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      message: `a nomination holds at most ${EVIDENCE_PER_NOMINATION_MAX} pieces of evidence`,
    });
  });

  it(`keeps one of several links sent at once to a nomination one short of ${EVIDENCE_PER_NOMINATION_MAX}`, async () => {
    const id = await nominated();
    await api.db.insert(nominationEvidence).values(
      Array.from({ length: EVIDENCE_PER_NOMINATION_MAX - 1 }, (_, index) => ({
        nominationId: id,
        url: `https://example.org/post/${index}`,
        kind: 'post' as const,
        note: 'A post.',
      })),
    );
    const answers = await Promise.all(
      [1, 2, 3, 4].map((index) =>
        add(scoutToken, id, link(`https://example.org/late/${index}`, 'post')),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    expect((await list(scoutToken, id)).body.evidence).toHaveLength(EVIDENCE_PER_NOMINATION_MAX);
  });
});

describe('who may add and remove evidence', () => {
  it('answers a scout who does not back the nomination as an unknown one, without asking GitHub', async () => {
    const id = await nominated();
    const asked = api.github.requests().length;
    const added = await add(outsider.token, id, link(MERGED_PULL));
    expect(added.status).toBe(404);
    expect(added.body).toEqual({ message: 'nomination not found' });
    expect(api.github.requests().length).toBe(asked);
    expect((await list(outsider.token, id)).status).toBe(404);
    const mine = await add(scoutToken, id, link(DOCS, 'documentation'));
    expect((await remove(outsider.token, id, mine.body.evidence.id)).status).toBe(404);
    expect((await list(scoutToken, id)).body.evidence).toHaveLength(1);
  });

  it('lets a co-nominator add and remove their own; the nominating scout removes any', async () => {
    const id = await nominated();
    const backed = await coNominate(api, second.token, id, {
      screening: SCREENING_PASSED,
      note: 'I reviewed it too.',
    });
    expect(backed.status).toBe(201);
    const nominators = await add(scoutToken, id, link(DOCS, 'documentation'));
    const coNominators = await add(second.token, id, link(MERGED_PULL));
    expect(coNominators.status).toBe(201);

    const seenBySecond = await list(second.token, id);
    expect(
      seenBySecond.body.evidence.map(({ addedByMe, canRemove }) => ({ addedByMe, canRemove })),
    ).toEqual([
      { addedByMe: false, canRemove: false },
      { addedByMe: true, canRemove: true },
    ]);
    const refused = await remove(second.token, id, nominators.body.evidence.id);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      message:
        'Unauthorized: only the scout who added this evidence, or the nominating scout, may remove it',
    });

    const removed = await remove(scoutToken, id, coNominators.body.evidence.id);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true, message: 'evidence removed' });
    expect((await list(scoutToken, id)).body.evidence.map((e) => e.url)).toEqual([DOCS]);
    // Evidence of another nomination is not found through this one.
    const other = await nominated();
    expect((await remove(scoutToken, other, nominators.body.evidence.id)).status).toBe(404);
  });

  it('takes evidence in the voting period, and none once the assessment started', async () => {
    const id = await nominated();
    await moveCohortTo(api, cohort.id, 'voting');
    const voting = await add(scoutToken, id, link(DOCS, 'documentation'));
    expect(voting.status).toBe(201);
    await moveCohortTo(api, cohort.id, 'assessment');
    const late = await add(scoutToken, id, link(MERGED_PULL));
    expect(late.status).toBe(409);
    expect(late.body).toEqual({
      message: `wrong status: ${cohort.name} is in its assessment period; its evidence can no longer change`,
    });
    expect((await remove(scoutToken, id, voting.body.evidence.id)).status).toBe(409);
    const listed = await list(scoutToken, id);
    expect(listed.body.canChange).toBe(false);
    expect(listed.body.evidence).toEqual([
      expect.objectContaining({ url: DOCS, addedByMe: true, canRemove: false }),
    ]);
  });
});
