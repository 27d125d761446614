// Previews: an admin asks for an uploaded version of a remote; the answer sets the signed
// glow_preview cookie the web server reads. Only admins, only uploaded versions, never a URL.
import {
  cookieValue,
  FolderStore,
  PREVIEW_COOKIE,
  readPreview,
  signPreview,
} from '@glow/deploy/preview';
import { publishRemote } from '@glow/deploy';
import { removeTemporary, temporaryDir, writeFixtureBuild } from '@glow/deploy/testing';
import { join } from 'node:path';
import { startTestApi, type TestApi } from '../testing/testApi';
import { PREVIEW_SECONDS } from './areaPreviewRoutes';
import { VALID_AREA_FAILURE } from './endpointCases';
import { areaFailures } from './tables';

const SECRET = 'the-api-preview-secret-of-these-tests-01';

let api: TestApi;
let admin: string;
let work: string;
let uploaded: string;

beforeAll(async () => {
  work = temporaryDir('api-previews');
  const cdn = join(work, 'cdn');
  const published = await publishRemote({
    store: new FolderStore(cdn),
    name: 'glow_judge',
    distDir: writeFixtureBuild(join(work, 'judge'), 'glow_judge').dir,
    packageVersion: '0.1.0',
    origins: ['http://localhost:8081'],
    uploadOnly: true,
  });
  uploaded = published.listing.version;
  api = await startTestApi({
    GLOW_PREVIEW_SECRET: SECRET,
    GLOW_CDN_DIR: cdn,
  });
  admin = await api.loginAs('admin');
});

afterAll(async () => {
  await api?.close();
  if (work) removeTemporary(work);
});

async function startPreview(body: unknown, headers: Record<string, string> = {}) {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/area-previews',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}`, ...headers },
    payload: JSON.stringify(body),
  });
  const setCookie = [response.headers['set-cookie'] ?? []].flat().map(String);
  return { status: response.statusCode, body: response.json<Record<string, unknown>>(), setCookie };
}

const previewIn = (setCookie: string[]) =>
  readPreview(cookieValue(setCookie[0]?.split(';')[0], PREVIEW_COOKIE), SECRET);

it('sets an HttpOnly, SameSite cookie, signed, naming the uploaded version, for an hour', async () => {
  const answer = await startPreview({ remote: 'glow_judge', version: uploaded });
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({
    remotes: { glow_judge: uploaded },
    expiresAt: expect.any(String),
  });
  expect(answer.setCookie).toHaveLength(1);
  expect(answer.setCookie[0]).toMatch(
    new RegExp(
      `^glow_preview=[^;]+; Path=/; Max-Age=${PREVIEW_SECONDS}; HttpOnly; SameSite=Strict$`,
    ),
  );
  const preview = previewIn(answer.setCookie);
  expect(preview?.remotes).toEqual({ glow_judge: uploaded });
  expect(new Date(preview!.expiresAt * 1000).toISOString()).toBe(answer.body.expiresAt);
});

it('is Secure when the request came over HTTPS through the trusted proxy', async () => {
  const answer = await startPreview(
    { remote: 'glow_judge', version: uploaded },
    { 'x-forwarded-proto': 'https' },
  );
  expect(answer.setCookie[0]).toMatch(/; Secure$/);
});

it('keeps the previews of other remotes the browser has, and ignores a forged cookie', async () => {
  const expiresAt = Math.floor(Date.now() / 1000) + 60;
  const other = signPreview({ remotes: { glow_admin: '0.1.0-aaaaaaaa' }, expiresAt }, SECRET);
  const kept = await startPreview(
    { remote: 'glow_judge', version: uploaded },
    { cookie: `${PREVIEW_COOKIE}=${other}` },
  );
  expect(kept.body.remotes).toEqual({ glow_admin: '0.1.0-aaaaaaaa', glow_judge: uploaded });

  const forged = signPreview(
    { remotes: { glow_admin: '0.1.0-aaaaaaaa' }, expiresAt },
    'x'.repeat(40),
  );
  const ignored = await startPreview(
    { remote: 'glow_judge', version: uploaded },
    { cookie: `${PREVIEW_COOKIE}=${forged}` },
  );
  expect(ignored.body.remotes).toEqual({ glow_judge: uploaded });
});

it('refuses a version that is not uploaded (404), setting no cookie', async () => {
  const answer = await startPreview({ remote: 'glow_judge', version: '0.1.0-00000000' });
  expect(answer.status).toBe(404);
  expect(answer.body.message).toBe(
    'glow_judge@0.1.0-00000000 is not uploaded: deploy it first (pnpm deploy:remote … --upload-only uploads without switching)',
  );
  expect(answer.setCookie).toEqual([]);
});

it('ends the preview for anyone: the cookie is removed', async () => {
  const response = await api.app.inject({ method: 'DELETE', url: '/api/area-previews' });
  expect(response.statusCode).toBe(200);
  expect(String(response.headers['set-cookie'])).toMatch(/^glow_preview=; Path=\/; Max-Age=0;/);
});

it('says previews are not set up when the API has no secret or no store', async () => {
  const bare = await startTestApi();
  try {
    const token = await bare.loginAs('admin');
    const answer = await bare.call('POST', '/api/area-previews', {
      token,
      body: { remote: 'glow_judge', version: uploaded },
    });
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({
      message:
        'Previews are not set up on this server: the API needs GLOW_PREVIEW_SECRET and the CDN store (GLOW_CDN_DIR or GLOW_CDN_S3_BUCKET)',
    });
  } finally {
    await bare.close();
  }
});

it("a previewing browser's failure reports are kept for the admins but never count toward a rollback", async () => {
  await api.db.delete(areaFailures);
  const expiresAt = Math.floor(Date.now() / 1000) + 60;
  const previewing = signPreview({ remotes: { glow_judge: uploaded }, expiresAt }, SECRET);
  const reportFrom = (remoteAddress: string, cookie?: string) =>
    api.app.inject({
      method: 'POST',
      url: '/api/area-failures',
      remoteAddress,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify({ ...VALID_AREA_FAILURE, remote: 'glow_admin' }),
    });
  expect((await reportFrom('10.9.0.1', `${PREVIEW_COOKIE}=${previewing}`)).statusCode).toBe(201);
  expect((await reportFrom('10.9.0.2')).statusCode).toBe(201);
  const rows = await api.db
    .select({ firstOfBrowser: areaFailures.firstOfBrowser })
    .from(areaFailures)
    .orderBy(areaFailures.id);
  expect(rows).toEqual([{ firstOfBrowser: false }, { firstOfBrowser: true }]);
});

it("signing out, here or everywhere, ends this browser's previews too", async () => {
  for (const path of ['/api/users/logout', '/api/users/logout/all']) {
    const token = await api.loginAs('admin');
    const response = await api.app.inject({
      method: 'POST',
      url: path,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/^glow_preview=; Path=\/; Max-Age=0;/);
  }
});
