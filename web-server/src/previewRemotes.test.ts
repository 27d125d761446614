// /remotes.json for a browser that previews an uploaded version: its line replaced, marked as a
// preview; every other browser, and any cookie not signed with the secret, gets the live file.
import { publishRemote } from '@glow/deploy';
import { FolderStore, signPreview } from '@glow/deploy/preview';
import { removeTemporary, temporaryDir, writeFixtureBuild } from '@glow/deploy/testing';
import { join } from 'node:path';
import { publishJudgeVersions } from './testing/judgeVersions';
import { startTestOrigins, type TestOrigins } from './testing/startTestOrigins';

const SECRET = 'the-preview-secret-of-these-tests-0001';
const ORIGINS = ['http://localhost:8081'];

let origins: TestOrigins;
let work: string;
let live: string;
let uploaded: string;

jest.setTimeout(30_000);

beforeAll(async () => {
  origins = await startTestOrigins({ previewSecret: SECRET });
  work = temporaryDir('preview');
  ({ live, uploaded } = await publishJudgeVersions(
    new FolderStore(origins.site.cdnDir),
    work,
    ORIGINS,
  ));
});

afterAll(async () => {
  await origins?.stop();
  if (work) removeTemporary(work);
});

interface Line {
  name: string;
  version: string;
  entry: string;
  preview?: true;
}

async function remotesFor(cookie?: string) {
  const response = await fetch(`${origins.shellUrl}/remotes.json`, {
    headers: cookie ? { cookie } : {},
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('vary')).toMatch(/cookie/i);
  const { remotes } = (await response.json()) as { remotes: Line[] };
  return remotes.find((line) => line.name === 'glow_judge')!;
}

const cookieFor = (remotes: Record<string, string>, secret = SECRET, inSeconds = 600) =>
  `glow_preview=${signPreview({ remotes, expiresAt: Math.floor(Date.now() / 1000) + inSeconds }, secret)}`;

test('a browser with a signed preview gets the uploaded version, marked; the others the live one', async () => {
  const previewed = await remotesFor(cookieFor({ glow_judge: uploaded }));
  expect(previewed).toMatchObject({ version: uploaded, preview: true });
  expect(previewed.entry).toBe(`glow_judge/${uploaded}/remoteEntry.js`);

  const other = await remotesFor();
  expect(other.version).toBe(live);
  expect(other.preview).toBeUndefined();
});

test('a cookie signed with another secret, expired, or naming a version not uploaded changes nothing', async () => {
  for (const cookie of [
    cookieFor({ glow_judge: uploaded }, 'another-secret-that-is-long-enough-000'),
    cookieFor({ glow_judge: uploaded }, SECRET, -1),
    cookieFor({ glow_judge: '0.1.0-00000000' }),
    'glow_preview=v1.bm90IHNpZ25lZA.AAAA',
  ]) {
    const line = await remotesFor(cookie);
    expect(line.version).toBe(live);
    expect(line.preview).toBeUndefined();
  }
});

test("a previewed version that declares another remote's path is not served: the live line stays", async () => {
  const store = new FolderStore(origins.site.cdnDir);
  const publish = (name: string, variant: string, uploadOnly: boolean, paths?: string[]) =>
    publishRemote({
      store,
      name,
      distDir: writeFixtureBuild(join(work, `${name}-${variant}`), name, {
        variant,
        ...(paths ? { area: { label: name, home: paths[0], paths } } : {}),
      }).dir,
      packageVersion: '0.1.0',
      origins: ORIGINS,
      uploadOnly,
    });
  await publish('glow_admin', 'live', false);
  const grabbing = (await publish('glow_judge', 'grab', true, ['/judge', '/admin'])).listing
    .version;

  const line = await remotesFor(cookieFor({ glow_judge: grabbing }));
  expect(line.version).toBe(live);
  expect(line.preview).toBeUndefined();
});
