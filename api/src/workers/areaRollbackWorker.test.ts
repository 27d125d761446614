// The automatic rollback as the API runs it: given the CDN folder, the API rolls a new version of
// a remote back by itself once enough browsers report it failing, and tells the admins.
import { FolderStore, readLiveVersions } from '@glow/deploy';
import { publishRemote } from '@glow/deploy/src/publish';
import {
  removeTemporary,
  temporaryDir,
  writeFixtureBuild,
} from '@glow/deploy/src/testing/fixtureBuild';
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

async function deploy(variant: string, minutesAgo: number) {
  const build = writeFixtureBuild(join(work, variant), REMOTE, { variant });
  const { listing } = await publishRemote({
    store,
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
