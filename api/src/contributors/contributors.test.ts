// Contributors: scouts and admins create them (checks, duplicates, the role conflict, the audit
// log) and search them (emails private to admins), a contributor's nominations in the active
// cohort, and the account a nominated contributor gets (contributors/contributorAccounts.ts: the
// user with the contributor role, the invitation or "nominated" email, the refusal of an email that
// belongs to another role).
import type {
  AuditLogList,
  ContributorConflictError,
  ContributorList,
  ContributorOutcome,
  FieldError,
  PairNominationList,
} from '@glow/contract';
import { and, eq, sql } from 'drizzle-orm';
import { auditLogs, contributors, nominations, users } from '../db/schema';
import { demoEmail } from '../seed';
import { WAVE_1 } from '../seed/demoProgramme';
import type { Actor } from '../system/auditLog';
import { ensureContributorAccount, type ContributorAccount } from './contributorAccounts';
import type { NominationNotice } from './contributorEmails';
import { startTestApi, type TestApi } from '../testing/testApi';
import { passwordLinkIn } from '../testing/testInbox';
import { openNominations } from '../testing/testProgramme';
import { newWallet, withBadChecksum } from '../testing/testWallets';

const DIFFERENT_ROLE =
  "user exists with a different role: this email belongs to a Glow account that is not a contributor's";
const NOTICE: Omit<NominationNotice, 'cohortId'> = {
  cohortName: 'Wave 2',
  applicationsDueOn: null,
  projects: [
    { name: 'xrpl.js', githubRepo: 'XRPLF/xrpl.js' },
    { name: 'Clio', githubRepo: 'XRPLF/clio' },
  ],
  description: 'Rewrote the autofill path of xrpl.js and documented it.',
};

/** A UTC day `days` from today, as YYYY-MM-DD. */
const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 24 * 3600_000).toISOString().slice(0, 10);

let api: TestApi;
let scout: Actor;
let scoutToken: string;
let adminToken: string;
/** The active cohort: the nominations of ensureContributorAccount's calls are in it. */
let cohortId: number;
let added = 0;

beforeAll(async () => {
  api = await startTestApi();
  [scoutToken, adminToken] = await Promise.all([api.loginAs('scout'), api.loginAs('admin')]);
  const [row] = await api.db
    .select()
    .from(users)
    .where(eq(users.email, demoEmail('scout')));
  scout = { id: row!.id, email: row!.email, role: row!.role };
  const active = await api.call<{ cohort: { id: number } }>('GET', '/api/cohorts/active');
  cohortId = active.body.cohort.id;
});

afterAll(() => api.close());

/** A contributor record straight in the database (no account), with an email of its own. */
async function insertContributor(email?: string) {
  added += 1;
  const [row] = await api.db
    .insert(contributors)
    .values({
      firstName: 'Maya',
      lastName: `Account ${added}`,
      email: email ?? `account-${added}@example.org`,
      githubUsername: `account-holder-${added}`,
      projectRole: 'maintainer',
      contributorSince: '2024-01-01',
    })
    .returning();
  return row!;
}

function ensureAccount(contributorId: number): Promise<ContributorAccount> {
  return api.db.transaction((tx) =>
    ensureContributorAccount(tx, scout, api.config, contributorId, { ...NOTICE, cohortId }),
  );
}

async function userWithEmail(email: string) {
  const [row] = await api.db.select().from(users).where(eq(users.email, email));
  return row;
}

/** A valid new contributor, unique per call. */
function newContributor(overrides: Record<string, unknown> = {}) {
  added += 1;
  return {
    firstName: 'Noor',
    lastName: `Haddad${added}`,
    email: `noor.haddad.${added}@example.org`,
    githubUsername: `noor-haddad-${added}`,
    xHandle: '@noor_builds',
    projectRole: 'maintainer',
    contributorSince: '2023-03-01',
    contributorUntil: null,
    xrplAddress: null,
    ...overrides,
  };
}

function createContributor<T = ContributorOutcome>(body: unknown, token = scoutToken) {
  return api.call<T>('POST', '/api/contributors', { token, body });
}

function searchContributors(query: Record<string, string>, token = scoutToken) {
  return api.call<ContributorList>('GET', '/api/contributors', { token, query });
}

async function contributorCount() {
  const [row] = await api.db.select({ value: sql<number>`count(*)::int` }).from(contributors);
  return row!.value;
}

async function newestLog() {
  const logs = await api.call<AuditLogList>('GET', '/api/logs', {
    token: adminToken,
    query: { limit: 1 },
  });
  return logs.body.logs[0];
}

/** Expects a refused call to have saved no contributor. */
async function expectNothingSaved(call: () => Promise<unknown>) {
  const before = await contributorCount();
  await call();
  expect(await contributorCount()).toBe(before);
}

describe('creating a contributor', () => {
  it('saves the record, audited, without an account or an email yet', async () => {
    const wallet = newWallet();
    const body = newContributor({
      email: 'Noor.Caps@Example.ORG',
      contributorUntil: '2025-12-31',
      xrplAddress: wallet.address,
    });
    const created = await createContributor(body);

    expect(created.status).toBe(201);
    const { contributor } = created.body;
    expect(created.body).toEqual({
      success: true,
      message: 'contributor created',
      contributor: {
        id: expect.any(Number),
        firstName: 'Noor',
        lastName: body.lastName,
        githubUsername: body.githubUsername,
        xHandle: 'noor_builds',
        email: 'n•••@example.org',
        activeNominations: 0,
      },
    });
    const [row] = await api.db
      .select()
      .from(contributors)
      .where(eq(contributors.id, contributor.id));
    expect(row).toMatchObject({
      userId: null,
      email: 'noor.caps@example.org',
      projectRole: 'maintainer',
      contributorSince: '2023-03-01',
      contributorUntil: '2025-12-31',
      xrplAddress: wallet.address,
    });
    expect(await newestLog()).toMatchObject({
      actor: { email: demoEmail('scout'), role: 'scout' },
      action: 'contributor.create',
      entity: 'contributor',
      entityId: String(contributor.id),
      details: { githubUsername: body.githubUsername, email: 'noor.caps@example.org' },
    });
    expect(await api.db.select().from(users).where(eq(users.email, row!.email))).toEqual([]);
    expect(await api.inbox.messagesTo(row!.email)).toEqual([]);
  });

  it('answers an admin with the whole email', async () => {
    const body = newContributor();
    const created = await createContributor(body, adminToken);
    expect(created.status).toBe(201);
    expect(created.body.contributor.email).toBe(body.email);
  });

  it.each([
    [
      'since in the future',
      { contributorSince: dayFromToday(2) },
      'fields invalid: contributorSince must not be in the future',
      ['contributorSince'],
    ],
    [
      'until in the future',
      { contributorUntil: dayFromToday(2) },
      'fields invalid: contributorUntil must not be in the future',
      ['contributorUntil'],
    ],
    [
      'an address whose checksum is wrong',
      { xrplAddress: withBadChecksum(newWallet().address) },
      'fields invalid: xrplAddress is not a valid XRPL address: its checksum does not match',
      ['xrplAddress'],
    ],
    [
      'a future since and a wrong checksum',
      {
        contributorSince: dayFromToday(3),
        xrplAddress: withBadChecksum(newWallet().address),
      },
      'fields invalid: contributorSince must not be in the future; xrplAddress is not a valid XRPL address: its checksum does not match',
      ['contributorSince', 'xrplAddress'],
    ],
    [
      'a missing name and a wrong email',
      { firstName: undefined, email: 'noor' },
      'mandatory field missing: firstName; fields invalid: email must be a valid email address',
      ['firstName', 'email'],
    ],
  ])('refuses %s (400 naming the fields)', async (_what, change, message, fields) => {
    await expectNothingSaved(async () => {
      expect(await createContributor<FieldError>(newContributor(change))).toEqual({
        status: 400,
        body: { message, fields },
      });
    });
  });

  it('takes today and tomorrow (a browser east of UTC) as since', async () => {
    for (const contributorSince of [dayFromToday(0), dayFromToday(1)]) {
      expect((await createContributor(newContributor({ contributorSince }))).status).toBe(201);
    }
  });

  it('refuses a second record of a person, by email or GitHub username in any case', async () => {
    const first = newContributor();
    const created = await createContributor(first);
    const existing = created.body.contributor;

    const cases = [
      [{ email: first.email.toUpperCase() }, 'a contributor has this email', ['email']],
      [
        { githubUsername: first.githubUsername.toUpperCase() },
        'a contributor has this GitHub username',
        ['githubUsername'],
      ],
      [
        { email: first.email, githubUsername: first.githubUsername },
        'a contributor has this email and this GitHub username',
        ['email', 'githubUsername'],
      ],
    ] as const;
    for (const [change, why, fields] of cases) {
      await expectNothingSaved(async () => {
        expect(await createContributor<ContributorConflictError>(newContributor(change))).toEqual({
          status: 409,
          body: { message: `contributor already exists: ${why}`, fields, contributor: existing },
        });
      });
    }
  });

  it('names both holders when the email and the GitHub username are two contributors’', async () => {
    const [a, b] = [newContributor(), newContributor()];
    await createContributor(a);
    await createContributor(b);
    const answer = await createContributor<ContributorConflictError>(
      newContributor({ email: a.email, githubUsername: b.githubUsername }),
    );
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      message:
        'contributor already exists: a contributor has this email, another this GitHub username',
      fields: ['email', 'githubUsername'],
      contributor: { lastName: a.lastName },
    });
  });

  it('refuses the email of an account of another role', async () => {
    await expectNothingSaved(async () => {
      expect(
        await createContributor<ContributorConflictError>(
          newContributor({ email: demoEmail('judge').toUpperCase() }),
        ),
      ).toEqual({ status: 409, body: { message: DIFFERENT_ROLE, fields: ['email'] } });
    });
  });

  it('links the account of a contributor who has one already', async () => {
    const email = 'has-an-account@example.org';
    const { id } = await api.addUser({ email, role: 'contributor', password: 'long-enough' });
    const created = await createContributor(newContributor({ email }));
    expect(created.status).toBe(201);
    const [row] = await api.db
      .select({ userId: contributors.userId })
      .from(contributors)
      .where(eq(contributors.id, created.body.contributor.id));
    expect(row!.userId).toBe(id);
  });

  it('saves one of two identical records sent at once', async () => {
    const body = newContributor();
    const answers = await Promise.all([createContributor(body), createContributor(body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toMatchObject({
      message: 'contributor already exists: a contributor has this email and this GitHub username',
    });
    const rows = await api.db.select().from(contributors).where(eq(contributors.email, body.email));
    expect(rows).toHaveLength(1);
  });
});

describe('searching contributors', () => {
  const names = (list: ContributorList) =>
    list.contributors.map(({ firstName, lastName }) => `${firstName} ${lastName}`);

  it('finds names and GitHub usernames by any part, in any case', async () => {
    expect(names((await searchContributors({ search: 'okaf' })).body)).toEqual(['Maya Okafor']);
    expect(names((await searchContributors({ search: 'maya oKAFOR' })).body)).toEqual([
      'Maya Okafor',
    ]);
    expect(names((await searchContributors({ search: 'CHENWEI-d' })).body)).toEqual(['Chen Wei']);
  });

  it('finds an email only in full, and masks it for a scout', async () => {
    // Her nomination made her account: the demo contributor's.
    const full = await searchContributors({ search: 'CONTRIBUTOR@glow.local' });
    expect(full.body.contributors).toEqual([
      {
        id: expect.any(Number),
        firstName: 'Maya',
        lastName: 'Okafor',
        githubUsername: 'mokafor',
        xHandle: null,
        email: 'c•••@glow.local',
        // Her Wave 1 nomination: the demo's active cohort.
        activeNominations: 1,
      },
    ]);
    expect((await searchContributors({ search: 'contributor@glow' })).body.total).toBe(0);
    expect((await searchContributors({ search: '@glow.local' })).body.total).toBe(0);
  });

  it('shows an admin whole emails', async () => {
    const answer = await searchContributors({ search: 'mokafor' }, adminToken);
    expect(answer.body.contributors.map((contributor) => contributor.email)).toEqual([
      'contributor@glow.local',
    ]);
  });

  it('lists everyone by last name, then first name, in pages without gaps or repeats', async () => {
    const all = await searchContributors({ limit: '100' });
    const total = all.body.total;
    expect(total).toBe(all.body.contributors.length);
    const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const byName = [...all.body.contributors].sort(
      (a, b) =>
        compare(a.lastName.toLowerCase(), b.lastName.toLowerCase()) ||
        compare(a.firstName.toLowerCase(), b.firstName.toLowerCase()) ||
        a.id - b.id,
    );
    expect(all.body.contributors).toEqual(byName);

    const pages = await Promise.all(
      [1, 2, 3].map((page) => searchContributors({ page: String(page), limit: '4' })),
    );
    expect(pages.map((page) => page.body.total)).toEqual([total, total, total]);
    const paged = pages.flatMap((page) => page.body.contributors.map((c) => c.id));
    expect(paged).toEqual(all.body.contributors.slice(0, 12).map((c) => c.id));
  });

  it('is refused to judges and contributors', async () => {
    const judge = await api.loginAs('judge');
    expect(await searchContributors({}, judge)).toEqual({
      status: 403,
      body: { message: 'Unauthorized: you are not authorized to perform this action' },
    });
  });
});

describe("a contributor's nominations in the active cohort", () => {
  async function idOf(githubUsername: string) {
    const [row] = await api.db
      .select({ id: contributors.id })
      .from(contributors)
      .where(eq(contributors.githubUsername, githubUsername));
    return row!.id;
  }

  const nominationsOf = (id: number, token = scoutToken) =>
    api.call<PairNominationList>('GET', `/api/contributors/${id}/nominations`, { token });

  it('lists what a scout may see of them, and whether the caller backs each', async () => {
    const maya = await idOf('mokafor');
    const [nominated] = await api.db
      .select({ createdAt: nominations.createdAt })
      .from(nominations)
      .where(eq(nominations.contributorId, maya));
    // The demo scout entered the day of the work, some days before the nomination.
    const workDone = new Date(
      nominated!.createdAt.getTime() - WAVE_1.nominations[0]!.workDaysBefore * 24 * 3600_000,
    );
    const answer = await nominationsOf(maya);
    expect(answer).toEqual({
      status: 200,
      body: {
        nominations: [
          {
            id: expect.any(Number),
            cohort: { id: expect.any(Number), name: 'Wave 1' },
            contributor: {
              id: maya,
              firstName: 'Maya',
              lastName: 'Okafor',
              githubUsername: 'mokafor',
            },
            projects: [
              {
                id: expect.any(Number),
                name: 'xrpl.js',
                githubRepo: 'XRPLF/xrpl.js',
                websiteUrl: 'https://js.xrpl.org',
              },
            ],
            description: expect.stringMatching(/^Rewrote the transaction autofill path/),
            categories: ['Solving Technical Debt', 'Creating Community Tools'],
            contributionDate: workDone.toISOString().slice(0, 10),
            scouts: 1,
            // The demo scout made every demo nomination.
            backedByMe: true,
          },
        ],
      },
    });
    const asAdmin = await nominationsOf(maya, adminToken);
    expect(asAdmin.body.nominations.map((nomination) => nomination.backedByMe)).toEqual([false]);
  });

  it('answers 404 for a contributor without one, and for an unknown contributor', async () => {
    const noor = await createContributor(newContributor());
    expect(await nominationsOf(noor.body.contributor.id)).toEqual({
      status: 404,
      body: { message: 'nominations not found for a contributor' },
    });
    expect(await nominationsOf(2_147_483_647)).toEqual({
      status: 404,
      body: { message: 'contributor not found' },
    });
  });

  it('counts only the active cohort: none once Wave 1 is closed', async () => {
    const maya = await idOf('mokafor');
    await openNominations(api);
    expect(await nominationsOf(maya)).toEqual({
      status: 404,
      body: { message: 'nominations not found for a contributor' },
    });
    const found = await searchContributors({ search: 'mokafor' });
    expect(found.body.contributors[0]!.activeNominations).toBe(0);
  });
});

describe('the account of a nominated contributor', () => {
  it('is made with the contributor role and invited by an email naming the nomination', async () => {
    const contributor = await insertContributor();
    const account = await ensureAccount(contributor.id);

    const user = await userWithEmail(contributor.email);
    expect(account).toEqual({ userId: user!.id, emailed: 'invitation' });
    expect(user).toMatchObject({ role: 'contributor', firstName: 'Maya', passwordHash: null });
    const [linked] = await api.db
      .select({ userId: contributors.userId })
      .from(contributors)
      .where(eq(contributors.id, contributor.id));
    expect(linked!.userId).toBe(user!.id);
    const [log] = await api.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'user'), eq(auditLogs.entityId, String(user!.id))));
    expect(log).toMatchObject({
      action: 'user.create',
      entity: 'user',
      actorId: scout.id,
      details: { email: contributor.email, role: 'contributor', via: 'nomination' },
    });

    const invitation = await api.inbox.waitForMessage(contributor.email);
    expect(invitation.subject).toBe('You were nominated for a Glow grant');
    expect(invitation.text).toContain('Hello Maya,');
    expect(invitation.text).toContain(
      'in Wave 2 for your work on xrpl.js (XRPLF/xrpl.js), Clio (XRPLF/clio)',
    );
    expect(invitation.text).toContain(NOTICE.description);
    expect(invitation.text).toContain(`${api.config.publicAppUrl}/contributor/applications`);
    expect(invitation.text).not.toMatch(/sanction|18 or older|screening|scout@/i);

    const { token } = passwordLinkIn(invitation);
    const set = await api.call('POST', '/api/users/password', {
      body: { token, password: 'contributor-password' },
    });
    expect(set.status).toBe(200);
    const login = await api.login(contributor.email, 'contributor-password');
    expect(login.status).toBe(200);
    const verified = await api.call('GET', '/api/users/verify', {
      token: String(login.body.api_token),
    });
    expect(verified.body).toMatchObject({
      userInfo: { email: contributor.email, role: 'contributor' },
    });
  });

  it('tells a contributor who signs in already that they were nominated, without a link', async () => {
    const contributor = await insertContributor();
    const first = await ensureAccount(contributor.id);
    const { token } = passwordLinkIn(await api.inbox.waitForMessage(contributor.email));
    await api.call('POST', '/api/users/password', { body: { token, password: 'long-enough' } });

    const again = await ensureAccount(contributor.id);
    expect(again).toEqual({ userId: first.userId, emailed: 'nominated' });
    const news = await api.inbox.waitForMessage(contributor.email, 2);
    expect(news.subject).toBe('You were nominated in Wave 2');
    expect(news.text).toContain(NOTICE.description);
    expect(news.text).not.toMatch(/setPassword|token=/);
  });

  it('invites again a contributor who never used the first invitation', async () => {
    const contributor = await insertContributor();
    await ensureAccount(contributor.id);
    expect(await ensureAccount(contributor.id)).toMatchObject({ emailed: 'invitation' });
    const second = await api.inbox.waitForMessage(contributor.email, 2);
    expect(second.subject).toBe('You were nominated for a Glow grant');
    expect(passwordLinkIn(second).token).toEqual(expect.any(String));
  });

  it('links the contributor-role user who has the email already, and tells them they were nominated', async () => {
    const email = 'existing-contributor@example.org';
    const { id } = await api.addUser({ email, role: 'contributor', password: 'long-enough' });
    const contributor = await insertContributor(email);
    expect(await ensureAccount(contributor.id)).toEqual({ userId: id, emailed: 'nominated' });
    // Their first nomination (after the admin's "You are invited to Glow"): nothing says "again".
    const news = await api.inbox.waitForMessage(email, 2);
    expect(news.subject).toBe('You were nominated in Wave 2');
    expect(news.text).not.toContain('again');
  });

  it('refuses an email that belongs to another role, and saves nothing', async () => {
    const contributor = await insertContributor(demoEmail('judge'));
    const usersBefore = await api.db.select({ value: sql<number>`count(*)::int` }).from(users);
    await expect(ensureAccount(contributor.id)).rejects.toMatchObject({
      kind: 'conflict',
      message: DIFFERENT_ROLE,
      details: { fields: ['contributorId'] },
    });
    const usersAfter = await api.db.select({ value: sql<number>`count(*)::int` }).from(users);
    expect(usersAfter).toEqual(usersBefore);
    expect(await api.inbox.messagesTo(demoEmail('judge'))).toEqual([]);
  });

  it('answers 404 for a contributor that does not exist', async () => {
    await expect(ensureAccount(2_147_483_647)).rejects.toMatchObject({
      kind: 'notFound',
      message: 'contributor not found',
    });
  });

  it('makes one user when two nominations of a new contributor are submitted at once', async () => {
    const contributor = await insertContributor();
    const accounts = await Promise.all([
      ensureAccount(contributor.id),
      ensureAccount(contributor.id),
    ]);
    expect(accounts[0]!.userId).toBe(accounts[1]!.userId);
    const rows = await api.db.select().from(users).where(eq(users.email, contributor.email));
    expect(rows).toHaveLength(1);
  });
});
