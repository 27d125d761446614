// An admin manages a person's account: their name, their role where their history allows it, a new
// invitation (the old link dies), deactivation and reactivation, and when they last signed in.
import type { UserDetail, UserList } from '@glow/contract';
import { eq } from 'drizzle-orm';
import { contributors, judgeAssessments, nominations, users } from '../db/schema';
import { startTestApi, type TestApi } from '../testing/testApi';
import { assess, assessmentBody, auditRows } from '../testing/testAssessments';
import { passwordLinkIn } from '../testing/testInbox';
import { assessDirectly, givenCohortInAssessment } from '../testing/testJudging';
import { addScout } from '../testing/testProgramme';
import { changeUserRole } from './roleChanges';
import { createUser } from './userChanges';
import { deactivateAccount } from './userDeactivation';

let api: TestApi;
let admin: string;
let adminId: number;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.loginAs('admin');
  const [row] = await api.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'admin@glow.local'));
  adminId = row!.id;
});

afterAll(() => api.close());

let invited = 0;
/** Invites a user as the admin (the invitation email is left unread); answers their id. */
async function invite(role: 'admin' | 'scout' | 'judge' | 'contributor', email?: string) {
  invited += 1;
  const address = email ?? `person.${invited}.${Date.now()}@example.org`;
  const created = await api.call<{ user: { id: number } }>('POST', '/api/users', {
    token: admin,
    body: { email: address, role },
  });
  expect(created.status).toBe(201);
  return { id: created.body.user.id, email: address };
}

const getUser = (id: number, token = admin) =>
  api.call<UserDetail>('GET', `/api/users/${id}`, { token });
const changeRole = (id: number, role: string, token = admin) =>
  api.call('PUT', `/api/users/${id}/role`, { token, body: { role } });
const refusalOf = (detail: UserDetail, role: string) =>
  detail.roleChanges.find((change) => change.role === role)?.refusal;

describe('PATCH /api/users/{id}', () => {
  it("saves the person's name, audited", async () => {
    const { id, email } = await invite('scout');
    expect(
      await api.call('PATCH', `/api/users/${id}`, {
        token: admin,
        body: { firstName: ' Rosa ', lastName: 'Park' },
      }),
    ).toEqual({
      status: 200,
      body: {
        success: true,
        message: 'Name saved',
        user: { id, email, role: 'scout', firstName: 'Rosa', lastName: 'Park' },
      },
    });
    const [audit] = await auditRows(api, 'user.update', id);
    expect(audit).toMatchObject({ actorEmail: 'admin@glow.local', details: { email } });
  });

  it('answers 404 for nobody', async () => {
    expect(
      await api.call('PATCH', '/api/users/999999', {
        token: admin,
        body: { firstName: 'A', lastName: 'B' },
      }),
    ).toEqual({ status: 404, body: { message: 'User not found' } });
  });
});

describe('PUT /api/users/{id}/role', () => {
  it('makes a scout without nominations a judge: sessions end, audited, emailed', async () => {
    const scout = await addScout(api, `plain.scout.${Date.now()}@example.org`);
    const answer = await changeRole(scout.id, 'judge');
    expect(answer).toMatchObject({
      status: 200,
      body: { success: true, user: { id: scout.id, role: 'judge' } },
    });
    expect((await api.call('GET', '/api/users/verify', { token: scout.token })).status).toBe(401);
    const [audit] = await auditRows(api, 'user.role.change', scout.id);
    expect(audit).toMatchObject({ details: { email: scout.email, from: 'scout', to: 'judge' } });
    const email = await api.inbox.waitForMessage(scout.email, 2);
    expect(email.subject).toBe('Your role in Glow changed');
    expect(email.text).toContain('you are now a judge');
    const relogged = await api.login(scout.email, 'scout-password');
    const verified = await api.call<{ userInfo: { role: string } }>('GET', '/api/users/verify', {
      token: String(relogged.body.api_token),
    });
    expect(verified.body.userInfo.role).toBe('judge');
  });

  it('refuses the same role, and any change to contributor, saying why', async () => {
    const { id, email } = await invite('scout');
    expect(await changeRole(id, 'scout')).toEqual({
      status: 409,
      body: { message: `wrong status: ${email} is already a scout` },
    });
    expect(await changeRole(id, 'contributor')).toEqual({
      status: 409,
      body: {
        message: expect.stringMatching(/^A user with another role cannot become a contributor/),
      },
    });
  });

  it('never lets an admin change their own role, so the last admin stays one', async () => {
    expect(await changeRole(adminId, 'scout')).toEqual({
      status: 400,
      body: { message: 'You cannot change your own role: another admin can' },
    });
    expect(refusalOf((await getUser(adminId)).body, 'scout')).toBe(
      'You cannot change your own role: another admin can',
    );
  });

  it('keeps a judge with assessments a judge, and says so before anyone tries', async () => {
    const cohort = await givenCohortInAssessment(api, {
      name: 'Wave R',
      nominations: 1,
      judges: 2,
    });
    const [assessing, idle] = cohort.judges;
    await assessDirectly(api.db, cohort.nominationIds[0]!, assessing!.id, 'medium');

    const detail = (await getUser(assessing!.id)).body;
    expect(detail.roleChanges.map((change) => change.role)).toEqual([
      'admin',
      'scout',
      'contributor',
    ]);
    expect(refusalOf(detail, 'scout')).toMatch(/^A judge with assessments on record stays a judge/);
    expect(await changeRole(assessing!.id, 'scout')).toEqual({
      status: 409,
      body: { message: expect.stringMatching(/^A judge with assessments on record stays a judge/) },
    });
    expect(await changeRole(assessing!.id, 'contributor')).toMatchObject({ status: 409 });

    // A judge who has assessed nothing leaves the panel with the role.
    expect(refusalOf((await getUser(idle!.id)).body, 'scout')).toBeNull();
    expect((await changeRole(idle!.id, 'scout')).status).toBe(200);
  });

  it('leaves no scout with an assessment when a judge is demoted while they assess', async () => {
    const cohort = await givenCohortInAssessment(api, {
      name: 'Wave D',
      nominations: 1,
      judges: 6,
    });
    const nominationId = cohort.nominationIds[0]!;
    for (const judge of cohort.judges) {
      const [assessed, demoted] = await Promise.all([
        assess(api, judge.token, nominationId, assessmentBody('medium')),
        changeRole(judge.id, 'scout'),
      ]);
      // One of the two goes first; the other sees it.
      expect(
        (assessed.status === 201 && demoted.status === 409) ||
          (demoted.status === 200 && [401, 403].includes(assessed.status)),
      ).toBe(true);
      const [user] = await api.db.select().from(users).where(eq(users.id, judge.id));
      const held = await api.db
        .select({ id: judgeAssessments.id })
        .from(judgeAssessments)
        .where(eq(judgeAssessments.judgeId, judge.id));
      expect({ role: user!.role, assessments: held.length }).toEqual(
        assessed.status === 201
          ? { role: 'judge', assessments: 1 }
          : { role: 'scout', assessments: 0 },
      );
    }
  });

  it('keeps a scout with nominations a scout, and a nominated contributor a contributor', async () => {
    const scout = await addScout(api, `busy.scout.${Date.now()}@example.org`);
    const [nomination] = await api.db.select({ id: nominations.id }).from(nominations).limit(1);
    await api.db
      .update(nominations)
      .set({ scoutId: scout.id })
      .where(eq(nominations.id, nomination!.id));
    expect(await changeRole(scout.id, 'judge')).toEqual({
      status: 409,
      body: { message: expect.stringMatching(/^A scout with nominations on record stays a scout/) },
    });

    const contributor = await invite('contributor');
    const [record] = await api.db.select({ id: contributors.id }).from(contributors).limit(1);
    await api.db
      .update(contributors)
      .set({ userId: contributor.id })
      .where(eq(contributors.id, record!.id));
    expect(await changeRole(contributor.id, 'scout')).toEqual({
      status: 409,
      body: {
        message: expect.stringMatching(/^A contributor who was nominated stays a contributor/),
      },
    });
    const fresh = await invite('contributor');
    expect((await changeRole(fresh.id, 'scout')).status).toBe(200);
  });
});

describe('POST /api/users/{id}/invitation', () => {
  it('emails a new link; the old one no longer sets a password', async () => {
    const { id, email } = await invite('judge');
    const first = passwordLinkIn(await api.inbox.waitForMessage(email, 1));
    expect(await api.call('POST', `/api/users/${id}/invitation`, { token: admin })).toEqual({
      status: 200,
      body: {
        success: true,
        message: 'Invitation sent again; the earlier links no longer work',
      },
    });
    const second = passwordLinkIn(await api.inbox.waitForMessage(email, 2));
    expect(second.token).not.toBe(first.token);
    const stale = await api.call('POST', '/api/users/password', {
      body: { token: first.token, password: 'old-link-password' },
    });
    expect(stale.status).toBe(400);
    const fresh = await api.call('POST', '/api/users/password', {
      body: { token: second.token, password: 'new-link-password' },
    });
    expect(fresh.status).toBe(200);
    expect((await auditRows(api, 'user.invitation.resend', id)).length).toBe(1);

    expect(await api.call('POST', `/api/users/${id}/invitation`, { token: admin })).toEqual({
      status: 409,
      body: {
        message: `wrong status: ${email} has set a password already; they can reset it from the login page`,
      },
    });
  });
});

describe('deactivation and reactivation', () => {
  it('deactivates anyone but oneself, reversibly: sign-in stops, then works again', async () => {
    const scout = await addScout(api, `paused.scout.${Date.now()}@example.org`);
    expect(await api.call('POST', `/api/users/${scout.id}/deactivation`, { token: admin })).toEqual(
      {
        status: 200,
        body: { success: true, message: 'User deactivated: they can no longer sign in' },
      },
    );
    expect((await api.call('GET', '/api/users/verify', { token: scout.token })).status).toBe(401);
    expect((await api.login(scout.email, 'scout-password')).status).toBe(403);
    expect(
      (await api.call('POST', `/api/users/${scout.id}/deactivation`, { token: admin })).status,
    ).toBe(409);
    expect(refusalOf((await getUser(scout.id)).body, 'judge')).toMatch(/reactivate them before/);

    expect(
      await api.call('DELETE', `/api/users/${scout.id}/deactivation`, { token: admin }),
    ).toEqual({
      status: 200,
      body: { success: true, message: 'User reactivated: they can sign in again' },
    });
    expect((await api.login(scout.email, 'scout-password')).status).toBe(200);
    const email = await api.inbox.waitForMessage(scout.email, 3);
    expect(email.subject).toBe('Your Glow account was reactivated');
    const [audit] = await auditRows(api, 'user.reactivate', scout.id);
    expect(audit).toMatchObject({ details: { email: scout.email, role: 'scout' } });
    expect(
      await api.call('DELETE', `/api/users/${scout.id}/deactivation`, { token: admin }),
    ).toEqual({
      status: 409,
      body: { message: `wrong status: ${scout.email} is not deactivated` },
    });
  });

  it('sends one reactivated before setting a password a new invitation', async () => {
    const { id, email } = await invite('scout');
    const first = passwordLinkIn(await api.inbox.waitForMessage(email, 1));
    await api.call('POST', `/api/users/${id}/deactivation`, { token: admin });
    await api.call('DELETE', `/api/users/${id}/deactivation`, { token: admin });
    const messages = [await api.inbox.waitForMessage(email, 3)];
    const again = passwordLinkIn(messages[0]!);
    expect(again.token).not.toBe(first.token);
    expect(
      (
        await api.call('POST', '/api/users/password', {
          body: { token: again.token, password: 'back-again-1' },
        })
      ).status,
    ).toBe(200);
  });

  it('refuses an admin deactivating themself', async () => {
    expect(await api.call('POST', `/api/users/${adminId}/deactivation`, { token: admin })).toEqual({
      status: 400,
      body: { message: 'You cannot deactivate your own account' },
    });
  });
});

describe('last sign-in', () => {
  it('is null until a password sign-in, then its time, in the list and the detail', async () => {
    const { email } = await invite('scout');
    const before = await api.call<UserList>('GET', '/api/users', {
      token: admin,
      query: { limit: 100 },
    });
    expect(before.body.users.find((user) => user.email === email)?.lastSignedInAt).toBeNull();

    const scout = await addScout(api, `signing.scout.${Date.now()}@example.org`);
    const detail = (await getUser(scout.id)).body;
    expect(Date.parse(detail.lastSignedInAt!)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('two admins changing each other at once', () => {
  it('lets a change go on only while its admin is still an active admin', async () => {
    const other = await invite('admin');
    const staleAdmin = { id: other.id, email: other.email, role: 'admin' as const };
    const target = await invite('scout');
    // The other admin was made a scout between their request's session check and its change.
    expect((await changeRole(other.id, 'scout')).status).toBe(200);
    for (const change of [
      () => changeUserRole(api.db, api.config, staleAdmin, target.id, 'judge'),
      () => deactivateAccount(api.db, api.config, staleAdmin, adminId),
      () =>
        createUser(api.db, api.config, staleAdmin, {
          email: 'stand.in.admin@example.org',
          role: 'admin',
        }),
    ]) {
      await expect(change()).rejects.toMatchObject({
        kind: 'forbidden',
        message:
          'Unauthorized: you are not authorized to perform this action: you are no longer an active admin',
      });
    }
    expect((await getUser(adminId)).body.deactivatedAt).toBeNull();
    const [standIn] = await api.db
      .select()
      .from(users)
      .where(eq(users.email, 'stand.in.admin@example.org'));
    expect(standIn).toBeUndefined();
  });
});
