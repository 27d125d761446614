// With --remotes-s3 the shell origin reads /remotes.json, and the versions a browser previews,
// from the remotes' bucket that deploy:remote --s3 writes, as production keeps them.
import { S3Store } from '@glow/deploy';
import { signPreview } from '@glow/deploy/preview';
import { removeTemporary, temporaryDir } from '@glow/deploy/testing';
import { startS3Simulator, type S3Simulator } from '../../simulators/src/s3';
import { publishJudgeVersions } from './testing/judgeVersions';
import { createSiteFixture, type SiteFixture } from './testing/siteFixture';
import { startWebServers, type WebServers } from './startWebServers';

const SECRET = 'the-preview-secret-of-these-tests-0002';
const CREDENTIALS = { accessKeyId: 'AKIAWEBTEST000000001', secretAccessKey: 'web-test-secret' };

let s3: S3Simulator;
let site: SiteFixture;
let servers: WebServers;
let work: string;
let live: string;
let uploaded: string;

jest.setTimeout(30_000);

beforeAll(async () => {
  s3 = await startS3Simulator({ port: 0, ...CREDENTIALS, buckets: ['glow-cdn'] });
  const store = new S3Store({
    bucket: 'glow-cdn',
    prefix: 'remotes',
    endpoint: s3.url,
    credentials: CREDENTIALS,
  });
  work = temporaryDir('preview-bucket');
  ({ live, uploaded } = await publishJudgeVersions(store, work, ['https://cdn.glow.example']));
  site = createSiteFixture();
  servers = await startWebServers({
    host: '127.0.0.1',
    shellPort: 0,
    cdnPorts: [0, 0],
    shellDir: site.shellDir,
    cdnDir: site.cdnDir,
    apiUrl: 'http://127.0.0.1:9',
    policy: { cdnOrigins: ['https://cdn.glow.example'], xamanUrl: 'https://xaman.glow.example' },
    logger: false,
    previewSecret: SECRET,
    remotesStore: store,
  });
});

afterAll(async () => {
  await servers?.close();
  site?.remove();
  await s3?.close();
  if (work) removeTemporary(work);
});

async function judgeLine(cookie?: string) {
  const response = await fetch(`${servers.shellUrl}/remotes.json`, {
    headers: cookie ? { cookie } : {},
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const { remotes } = (await response.json()) as {
    remotes: { name: string; version: string; preview?: true }[];
  };
  return remotes.find((line) => line.name === 'glow_judge')!;
}

test('serves the live remotes.json of the bucket, and a preview of a version uploaded there', async () => {
  expect(await judgeLine()).toEqual(expect.objectContaining({ version: live }));
  const expiresAt = Math.floor(Date.now() / 1000) + 600;
  const cookie = `glow_preview=${signPreview({ remotes: { glow_judge: uploaded }, expiresAt }, SECRET)}`;
  expect(await judgeLine(cookie)).toEqual(
    expect.objectContaining({ version: uploaded, preview: true }),
  );
});
