// The automatic rollback as the API runs it: given the CDN folder, the API rolls a new version of
// a remote back by itself once enough browsers report it failing, and tells the admins; without
// a CDN store, or turned off, it says so once as it starts and rolls nothing back.
import { FolderStore, publishRemote, readLiveVersions } from '@glow/deploy';
import { removeTemporary, temporaryDir, writeFixtureBuild } from '@glow/deploy/testing';
import { join } from 'node:path';
import { VALID_AREA_FAILURE } from '../deploys/endpointCases';
import { eventually } from '../testing/eventually';
import { startTestApi, type TestApi } from '../testing/testApi';

const REMOTE = 'glow_judge';
const FAILURES = 3;

let work: string;
let store: FolderStore;
let api: TestApi;

beforeAll(async () => {
  work = temporaryDir('api-rollback');
  store = new FolderStore(join(work, 'cdn'));
  api = await startTestApi({
    GLOW_CDN_DIR: join(work, 'cdn'),
    GLOW_AUTO_ROLLBACK_FAILURES: String(FAILURES),
    GLOW_AUTO_ROLLBACK_INTERVAL_SECONDS: '1',
  });
});

afterAll(async () => {
  await api.close();
  removeTemporary(work);
});

async function deploy(variant: string, minutesAgo: number, to = store) {
  const build = writeFixtureBuild(join(work, variant), REMOTE, { variant });
  const { listing } = await publishRemote({
    store: to,
    name: REMOTE,
    distDir: build.dir,
    packageVersion: '0.1.0',
    origins: ['http://localhost:8081'],
    now: () => new Date(Date.now() - minutesAgo * 60_000),
  });
  return listing.version;
}

it("rolls a new version back by itself from the browsers' reports, and emails the admins", async () => {
  const one = await deploy('one', 30);
  const two = await deploy('two', 1);
  const report = (address: string, route = VALID_AREA_FAILURE.route) =>
    api.call('POST', '/api/area-failures', {
      body: { ...VALID_AREA_FAILURE, remote: REMOTE, version: two, route },
      remoteAddress: address,
    });
  for (let browser = 1; browser < FAILURES; browser++) await report(`10.9.0.${browser}`);
  // One browser counts once, whatever routes it reports.
  for (const route of ['/judge', '/judge/queue', '/judge/assessment/:id/review']) {
    await report('10.9.0.1', route);
  }
  await new Promise((done) => setTimeout(done, 1500));
  expect((await readLiveVersions(store)).get(REMOTE)).toBe(two);

  await report(`10.9.0.${FAILURES}`);
  await eventually(async () => (await readLiveVersions(store)).get(REMOTE) === one, 10_000);
  const email = await api.inbox.waitForMessage('admin@glow.local');
  expect(email.subject).toBe(`Glow rolled back ${REMOTE} to ${one}`);
});

/** An API started with `env`, its log lines, closed again. */
async function startLogging(env: Record<string, string>) {
  const lines: string[] = [];
  const other = await startTestApi(
    { LOG_LEVEL: 'info', GLOW_AUTO_ROLLBACK_INTERVAL_SECONDS: '1', ...env },
    { logStream: { write: (line) => lines.push(line) } },
  );
  const messages = () =>
    lines.map((line) => JSON.parse(line) as { component?: string; msg: string });
  return {
    api: other,
    rollbackLog: () => messages().filter((line) => line.component === 'area-rollback'),
  };
}

it('says once as it starts that there is no automatic rollback without a CDN store', async () => {
  const { api: other, rollbackLog } = await startLogging({});
  await other.close();
  expect(rollbackLog().map((line) => line.msg)).toEqual([
    'no automatic rollback: no CDN store is configured (GLOW_CDN_DIR or GLOW_CDN_S3_BUCKET)',
  ]);
});

it('rolls nothing back when turned off, and says so once', async () => {
  const cdn = join(work, 'cdn-off');
  const offStore = new FolderStore(cdn);
  await deploy('three', 30, offStore);
  const failing = await deploy('four', 1, offStore);
  const { api: other, rollbackLog } = await startLogging({
    GLOW_CDN_DIR: cdn,
    GLOW_AUTO_ROLLBACK: 'false',
    GLOW_AUTO_ROLLBACK_FAILURES: '1',
  });
  try {
    await other.call('POST', '/api/area-failures', {
      body: { ...VALID_AREA_FAILURE, remote: REMOTE, version: failing },
      remoteAddress: '10.9.1.1',
    });
    await new Promise((done) => setTimeout(done, 1500));
    expect((await readLiveVersions(offStore)).get(REMOTE)).toBe(failing);
  } finally {
    await other.close();
  }
  expect(rollbackLog().map((line) => line.msg)).toEqual([
    'automatic rollback is off (GLOW_AUTO_ROLLBACK=false)',
  ]);
});
