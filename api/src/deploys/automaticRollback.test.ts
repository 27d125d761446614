// The way back by itself: a remote's new version that browsers report failing often enough, soon
// enough after its deploy, is rolled back to the version before without anyone acting; recorded
// as automatic in its history, audited once, announced once to every active admin. Reports of
// other versions, from before the window or the deploy, a version made live by a rollback or
// deployed with --no-auto-rollback, one watched no longer, or one with nothing before it are left
// alone; a refused rollback is announced once and tried again only a window later; two API
// processes roll back once.
import type { AreaFailureKind, AuditLogList } from '@glow/contract';
import {
  FolderStore,
  publishRemote,
  readDeploymentHistory,
  readLiveVersions,
  rollbackRemote,
} from '@glow/deploy';
import {
  removeTemporary,
  temporaryDir,
  writeFixtureBuild,
  writeFixtureShell,
} from '@glow/deploy/testing';
import { and, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { join } from 'node:path';
import { auditLogs, emailOutbox, sentEmails, users } from '../db/schema';
import { PUBLIC_APP_URL, startTestApi, type TestApi } from '../testing/testApi';
import { rollBackFailingVersions, type AutomaticRollbackOptions } from './automaticRollback';
import type { CdnStores } from './cdnStores';
import { areaFailures, areaRollbackAttempts } from './tables';

const REMOTE = 'glow_admin';
const MINUTE = 60_000;
const SETTINGS = { failures: 5, windowMs: 10 * MINUTE, watchMs: 60 * MINUTE };
const ROLLED_BACK = 'area.rollback';
const REFUSED = 'area.rollback_refused';

let api: TestApi;
let work: string;
let stores: CdnStores;
let admins: string[];

beforeAll(async () => {
  api = await startTestApi();
  const rows = await api.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt)));
  admins = rows.map((row) => row.email);
});

afterAll(() => api.close());

beforeEach(async () => {
  work = temporaryDir('rollback');
  stores = { remotes: new FolderStore(join(work, 'cdn')) };
  await api.db.delete(areaFailures);
  await api.db.delete(areaRollbackAttempts);
  await api.db.delete(auditLogs).where(inArray(auditLogs.action, [ROLLED_BACK, REFUSED]));
  // The fixture builds are the same versions in every test: so are the emails' subjects.
  for (const table of [emailOutbox, sentEmails]) {
    await api.db.delete(table).where(like(table.subject, 'Glow %roll% back glow_%'));
  }
});

afterEach(() => removeTemporary(work));

const options = (): AutomaticRollbackOptions => ({
  db: api.db,
  stores,
  settings: SETTINGS,
  appUrl: PUBLIC_APP_URL,
  log: api.app.log,
});

const round = () => rollBackFailingVersions(options());

/** Publishes a build of the admin remote (`variant` makes its version) at `minutesAgo`. */
async function deploy(
  variant: string,
  minutesAgo = 1,
  shared?: Parameters<typeof writeFixtureBuild>[2],
  noAutomaticRollback = false,
) {
  const build = writeFixtureBuild(join(work, `build-${variant}`), REMOTE, { variant, ...shared });
  const result = await publishRemote({
    store: stores.remotes,
    name: REMOTE,
    distDir: build.dir,
    packageVersion: '0.1.0',
    origins: ['http://localhost:8081'],
    now: () => new Date(Date.now() - minutesAgo * MINUTE),
    noAutomaticRollback,
  });
  return result.listing.version;
}

/**
 * `count` failure reports of `version` (each another route), `minutesAgo`: from as many browsers,
 * unless `firstOfBrowser` is false (from browsers that reported this version already).
 */
async function report(
  version: string,
  count: number,
  minutesAgo = 0,
  kind: AreaFailureKind = 'load',
  firstOfBrowser = true,
) {
  const reportedAt = new Date(Date.now() - minutesAgo * MINUTE);
  await api.db.insert(areaFailures).values(
    Array.from({ length: count }, (_, index) => ({
      remote: REMOTE,
      version,
      route: `/admin/page-${index}`,
      kind,
      firstOfBrowser,
      reportedAt,
    })),
  );
}

const live = async () => (await readLiveVersions(stores.remotes)).get(REMOTE);

const auditEntries = (action: string) =>
  api.db.select().from(auditLogs).where(eq(auditLogs.action, action));

/** The recipients of the emails queued or sent with this subject (one statement: one moment). */
async function emailsAbout(subject: string): Promise<string[]> {
  const rows = await unionAll(
    api.db
      .select({ recipient: emailOutbox.recipient })
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, subject)),
    api.db
      .select({ recipient: sentEmails.recipient })
      .from(sentEmails)
      .where(eq(sentEmails.subject, subject)),
  );
  return rows.map((email) => email.recipient).sort();
}

it('leaves a new version below the threshold live, and rolls it back by itself at the threshold', async () => {
  const one = await deploy('one', 30);
  const two = await deploy('two', 2);
  await report(two, SETTINGS.failures - 1);
  expect(await round()).toEqual([]);
  expect(await live()).toBe(two);

  await report(two, 1, 0, 'render');
  expect(await round()).toEqual([
    { remote: REMOTE, version: two, failures: 5, outcome: 'rolledBack', to: one },
  ]);
  expect(await live()).toBe(one);
  const { log } = await readDeploymentHistory(stores.remotes, REMOTE);
  expect(log.at(-1)).toEqual({
    at: expect.any(String),
    action: 'rollback',
    version: one,
    from: two,
    automatic: true,
    reason: '5 browsers reported failures within 10 minutes (limit 5)',
  });

  const [entry, ...more] = await auditEntries(ROLLED_BACK);
  expect(more).toEqual([]);
  expect(entry).toMatchObject({
    actorId: null,
    actorEmail: 'Glow (automatic)',
    actorRole: 'admin',
    entity: 'remote',
    entityId: REMOTE,
    details: { remote: REMOTE, from: two, to: one, failures: 5, threshold: 5, windowMinutes: 10 },
  });

  // The admins' audit log shows it as Glow's own.
  const logs = await api.call<AuditLogList>('GET', '/api/logs', {
    token: await api.loginAs('admin'),
  });
  expect(logs.body.logs.find((entry) => entry.action === ROLLED_BACK)).toMatchObject({
    actor: { id: null, email: 'Glow (automatic)', role: 'admin' },
    entityId: REMOTE,
  });

  const subject = `Glow rolled back ${REMOTE} to ${one}`;
  expect(admins.length).toBeGreaterThan(0);
  expect(await emailsAbout(subject)).toEqual([...admins].sort());
  const email = await api.inbox.waitForMessage(admins[0]!);
  expect(email.subject).toBe(subject);
  expect(email.text).toContain(`${REMOTE} ${two}, deployed recently, failed to load for people`);
  expect(email.text).toContain('5 browsers reported failures within 10 minutes (the limit is 5)');
  expect(email.text).toContain(`${PUBLIC_APP_URL}/routes`);

  // The version rolled back to was made live by a rollback: never rolled back in turn.
  await report(one, 10);
  expect(await round()).toEqual([]);
  expect(await live()).toBe(one);
  expect(await auditEntries(ROLLED_BACK)).toHaveLength(1);
});

it('counts the browsers reporting the new version within the window and since its deploy, each once', async () => {
  const one = await deploy('one', 60);
  const two = await deploy('two', 30);
  await report(one, 10);
  await report(two, 10, 11);
  await report(two, 4, 9);
  await report(two, 10, 1, 'render', false);
  expect(await round()).toEqual([]);
  expect(await live()).toBe(two);

  // Reports from before a deploy of the same version again do not count for it.
  const three = await deploy('three', 5);
  await report(three, 4, 6);
  await report(three, 4, 1);
  expect(await round()).toEqual([]);
  expect(await live()).toBe(three);
  await report(three, 1);
  expect(await round()).toMatchObject([{ outcome: 'rolledBack', version: three, to: two }]);
});

it('leaves alone a version made live by a rollback, one watched no longer, and a first deploy', async () => {
  const first = await deploy('one', 5);
  await report(first, 10);
  expect(await round()).toEqual([]);

  await deploy('two', 4);
  await deploy('three', 3);
  const back = await rollbackRemote({ store: stores.remotes, name: REMOTE });
  await report(back.listing.version, 10);
  expect(await round()).toEqual([]);
  expect(await live()).toBe(back.listing.version);

  const old = await deploy('four', SETTINGS.watchMs / MINUTE + 1);
  await report(old, 10);
  expect(await round()).toEqual([]);
  expect(await live()).toBe(old);
  expect(await auditEntries(ROLLED_BACK)).toEqual([]);
});

it('never rolls back by itself a version deployed with --no-auto-rollback (a security fix)', async () => {
  await deploy('one', 5);
  const fix = await deploy('two', 1, undefined, true);
  await report(fix, 10);
  expect(await round()).toEqual([]);
  expect(await live()).toBe(fix);
  expect(await auditEntries(ROLLED_BACK)).toEqual([]);
});

it('two API processes at once roll back once and tell the admins once', async () => {
  const one = await deploy('one', 30);
  const two = await deploy('two', 2);
  await report(two, 7);
  const outcomes = (await Promise.all([round(), round(), round()])).flat();
  expect(outcomes).toEqual([
    { remote: REMOTE, version: two, failures: 7, outcome: 'rolledBack', to: one },
  ]);
  expect(await live()).toBe(one);
  expect(await auditEntries(ROLLED_BACK)).toHaveLength(1);
  expect(await emailsAbout(`Glow rolled back ${REMOTE} to ${one}`)).toEqual([...admins].sort());
  const { log } = await readDeploymentHistory(stores.remotes, REMOTE);
  expect(log.filter((entry) => entry.action === 'rollback')).toHaveLength(1);
});

it('announces a refused rollback once and tries again only a window later', async () => {
  // The version before needs a shared-ui the live shell does not provide.
  const one = await deploy('one', 30, {
    shared: [{ name: '@glow/shared-ui', version: '2.0.0', requiredVersion: '>=2.0.0 <3.0.0' }],
  });
  const two = await deploy('two', 2);
  const shellDir = join(work, 'shell');
  writeFixtureShell(shellDir);
  stores = { ...stores, shell: new FolderStore(shellDir) };
  await report(two, 6);

  const [refused, ...others] = await round();
  expect(others).toEqual([]);
  expect(refused).toMatchObject({ remote: REMOTE, version: two, outcome: 'refused' });
  const refusal = refused?.outcome === 'refused' ? refused.refusal : '';
  expect(refusal).toContain('@glow/shared-ui');
  expect(await live()).toBe(two);
  const [entry, ...more] = await auditEntries(REFUSED);
  expect(more).toEqual([]);
  expect(entry?.details).toMatchObject({ remote: REMOTE, version: two, refusal, failures: 6 });
  const subject = `Glow could not roll back ${REMOTE} ${two}`;
  expect(await emailsAbout(subject)).toEqual([...admins].sort());

  // Not again in the next rounds.
  expect(await round()).toEqual([]);

  // A window later it is tried again, still refused: not announced again.
  await api.db
    .update(areaRollbackAttempts)
    .set({ attemptedAt: sql`${areaRollbackAttempts.attemptedAt} - interval '11 minutes'` });
  expect(await round()).toMatchObject([{ outcome: 'refused', version: two }]);
  expect(await auditEntries(REFUSED)).toHaveLength(1);
  expect(await emailsAbout(subject)).toEqual([...admins].sort());

  // Once the shell can run it, the next try rolls back.
  writeFixtureShell(shellDir, {
    provides: { '@glow/shared-ui': '2.0.0', '@glow/shared-api': '1.0.0', react: '19.3.1' },
  });
  await api.db
    .update(areaRollbackAttempts)
    .set({ attemptedAt: sql`${areaRollbackAttempts.attemptedAt} - interval '11 minutes'` });
  expect(await round()).toMatchObject([{ outcome: 'rolledBack', version: two, to: one }]);
  expect(await live()).toBe(one);
});

it('counts the reports from one IPv6 site (a /48, what one subscriber is often given) as one browser', async () => {
  const one = await deploy('one', 30);
  const two = await deploy('two', 2);
  const reportFrom = async (remoteAddress: string) => {
    const answer = await api.call('POST', '/api/area-failures', {
      body: { remote: REMOTE, version: two, route: '/admin', kind: 'load' },
      remoteAddress,
    });
    expect(answer.status).toBe(201);
  };
  // One subscriber's /56 holds 256 networks of /64: each its own address for the rate limits.
  for (let network = 1; network <= SETTINGS.failures + 1; network += 1) {
    await reportFrom(`2001:db8:48:${network}::1`);
  }
  expect(await round()).toEqual([]);
  expect(await live()).toBe(two);

  for (let site = 1; site < SETTINGS.failures; site += 1) {
    await reportFrom(`2001:db8:${site}::7`);
  }
  expect(await round()).toMatchObject([{ outcome: 'rolledBack', failures: 5, to: one }]);
});
