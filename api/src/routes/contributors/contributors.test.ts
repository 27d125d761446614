// Contributors: the account a nominated contributor gets (services/contributorAccounts.ts: the
// user with the contributor role, the invitation or "nominated again" email, the refusal of an
// email that belongs to another role).
import { eq, sql } from 'drizzle-orm';
import { auditLogs, contributors, users } from '../../db/schema';
import { demoEmail } from '../../seed';
import type { Actor } from '../../services/auditLog';
import {
  ensureContributorAccount,
  type ContributorAccount,
} from '../../services/contributorAccounts';
import type { NominationNotice } from '../../services/contributorEmails';
import { startTestApi, type TestApi } from '../../testing/testApi';
import { passwordLinkIn } from '../../testing/testInbox';

const DIFFERENT_ROLE =
  "user exists with a different role: this email belongs to a Glow account that is not a contributor's";
const NOTICE: NominationNotice = {
  cohortName: 'Wave 2',
  projects: [
    { name: 'xrpl.js', githubRepo: 'XRPLF/xrpl.js' },
    { name: 'Clio', githubRepo: 'XRPLF/clio' },
  ],
  description: 'Rewrote the autofill path of xrpl.js and documented it.',
};

let api: TestApi;
let scout: Actor;
let added = 0;

beforeAll(async () => {
  api = await startTestApi();
  const [row] = await api.db
    .select()
    .from(users)
    .where(eq(users.email, demoEmail('scout')));
  scout = { id: row!.id, email: row!.email, role: row!.role };
});

afterAll(() => api.close());

/** A contributor record straight in the database (no account), with an email of its own. */
async function insertContributor(email?: string) {
  added += 1;
  const [row] = await api.db
    .insert(contributors)
    .values({
      firstName: 'Maya',
      lastName: `Okafor ${added}`,
      email: email ?? `contributor-${added}@example.org`,
      githubUsername: `maya-okafor-${added}`,
      projectRole: 'maintainer',
      contributorSince: '2024-01-01',
    })
    .returning();
  return row!;
}

function ensureAccount(contributorId: number): Promise<ContributorAccount> {
  return api.db.transaction((tx) =>
    ensureContributorAccount(tx, scout, api.config, contributorId, NOTICE),
  );
}

async function userWithEmail(email: string) {
  const [row] = await api.db.select().from(users).where(eq(users.email, email));
  return row;
}

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
      .where(eq(auditLogs.entityId, String(user!.id)));
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

  it('tells a contributor who signs in already that they were nominated again, without a link', async () => {
    const contributor = await insertContributor();
    const first = await ensureAccount(contributor.id);
    const { token } = passwordLinkIn(await api.inbox.waitForMessage(contributor.email));
    await api.call('POST', '/api/users/password', { body: { token, password: 'long-enough' } });

    const again = await ensureAccount(contributor.id);
    expect(again).toEqual({ userId: first.userId, emailed: 'nominated again' });
    const news = await api.inbox.waitForMessage(contributor.email, 2);
    expect(news.subject).toBe('You were nominated again in Wave 2');
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

  it('links the contributor-role user who has the email already', async () => {
    const email = 'existing-contributor@example.org';
    const { id } = await api.addUser({ email, role: 'contributor', password: 'long-enough' });
    const contributor = await insertContributor(email);
    expect(await ensureAccount(contributor.id)).toEqual({
      userId: id,
      emailed: 'nominated again',
    });
  });

  it('refuses an email that belongs to another role, and saves nothing', async () => {
    const contributor = await insertContributor(demoEmail('judge'));
    const usersBefore = await api.db.select({ value: sql<number>`count(*)::int` }).from(users);
    await expect(ensureAccount(contributor.id)).rejects.toMatchObject({
      status: 409,
      message: DIFFERENT_ROLE,
      details: { fields: ['contributorId'] },
    });
    const usersAfter = await api.db.select({ value: sql<number>`count(*)::int` }).from(users);
    expect(usersAfter).toEqual(usersBefore);
    expect(await api.inbox.messagesTo(demoEmail('judge'))).toEqual([]);
  });

  it('answers 404 for a contributor that does not exist', async () => {
    await expect(ensureAccount(2_147_483_647)).rejects.toMatchObject({
      status: 404,
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
