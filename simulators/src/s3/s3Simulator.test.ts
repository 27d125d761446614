import { createHash } from 'node:crypto';
import { DEFAULT_S3_ACCESS_KEY_ID, DEFAULT_S3_BUCKETS, DEFAULT_S3_PORT } from './s3Defaults';
import { s3OptionsFromEnv } from './s3OptionsFromEnv';
import {
  errorCode,
  objectPath,
  startTestS3,
  TEST_BUCKET,
  TEST_SECRET_ACCESS_KEY,
} from './s3TestKit';

let s3: Awaited<ReturnType<typeof startTestS3>>;

beforeEach(async () => {
  s3 = await startTestS3();
});

afterEach(() => s3.simulator.close());

const KEY = 'glow_admin/0.1.0-1a2b3c4d/remoteEntry.js';

function put(key: string, body: string, headers: Record<string, string> = {}) {
  return s3.send({ method: 'PUT', path: objectPath(TEST_BUCKET, key), body, headers });
}

describe('S3 stand-in: objects', () => {
  it('keeps an object with its Content-Type, Cache-Control and metadata; HEAD gives the headers only', async () => {
    const stored = await put(KEY, 'var glow_admin;', {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-cache',
      'x-amz-meta-build': '42',
    });
    expect(stored.status).toBe(200);
    const md5 = createHash('md5').update('var glow_admin;').digest('hex');
    expect(stored.headers.get('etag')).toBe(`"${md5}"`);

    const got = await s3.send({ path: objectPath(TEST_BUCKET, KEY) });
    expect(got.status).toBe(200);
    expect(await got.text()).toBe('var glow_admin;');
    expect(got.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(got.headers.get('cache-control')).toBe('no-cache');
    expect(got.headers.get('x-amz-meta-build')).toBe('42');
    expect(got.headers.get('etag')).toBe(`"${md5}"`);

    const head = await s3.send({ method: 'HEAD', path: objectPath(TEST_BUCKET, KEY) });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('15');
    expect(await head.text()).toBe('');
  });

  it('keys with spaces, plus signs and non-ASCII letters round-trip', async () => {
    const key = 'odd names/a+b (1) ü.js';
    expect((await put(key, 'x')).status).toBe(200);
    const got = await s3.send({ path: objectPath(TEST_BUCKET, key) });
    expect(await got.text()).toBe('x');
    expect([...s3.simulator.objects(TEST_BUCKET)!.keys()]).toEqual([key]);
  });

  it('answers NoSuchKey (404) for a missing key and NoSuchBucket (404) for a missing bucket', async () => {
    const missing = await s3.send({ path: objectPath(TEST_BUCKET, 'nothing/here.js') });
    expect(missing.status).toBe(404);
    const text = await missing.text();
    expect(text).toContain('<Code>NoSuchKey</Code>');
    expect(text).toContain('<Key>nothing/here.js</Key>');

    const noBucket = await s3.send({ path: objectPath('no-such-bucket', 'a.js') });
    expect(noBucket.status).toBe(404);
    expect(await errorCode(noBucket)).toBe('NoSuchBucket');

    const head = await s3.send({ method: 'HEAD', path: objectPath(TEST_BUCKET, 'nothing.js') });
    expect(head.status).toBe(404);
    expect(await head.text()).toBe('');
  });

  it('deletes an object (204), also one that is not there', async () => {
    await put(KEY, 'x');
    const deleted = await s3.send({ method: 'DELETE', path: objectPath(TEST_BUCKET, KEY) });
    expect(deleted.status).toBe(204);
    expect((await s3.send({ path: objectPath(TEST_BUCKET, KEY) })).status).toBe(404);
    const again = await s3.send({ method: 'DELETE', path: objectPath(TEST_BUCKET, KEY) });
    expect(again.status).toBe(204);
  });

  it('copies an object with its headers (CopyObject)', async () => {
    await put(KEY, 'entry', { 'content-type': 'text/javascript', 'cache-control': 'no-cache' });
    const copied = await s3.send({
      method: 'PUT',
      path: objectPath(TEST_BUCKET, 'copy/remoteEntry.js'),
      headers: { 'x-amz-copy-source': encodeURIComponent(`${TEST_BUCKET}/${KEY}`) },
    });
    expect(copied.status).toBe(200);
    expect(await copied.text()).toContain('<CopyObjectResult');
    const got = await s3.send({ path: objectPath(TEST_BUCKET, 'copy/remoteEntry.js') });
    expect(await got.text()).toBe('entry');
    expect(got.headers.get('cache-control')).toBe('no-cache');
    expect(got.headers.get('content-type')).toBe('text/javascript');
  });

  it('writes conditionally: If-None-Match * only when absent, If-Match only over that ETag', async () => {
    const first = await put('remotes.json', '{"v":1}', { 'if-none-match': '*' });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;

    const again = await put('remotes.json', '{"v":2}', { 'if-none-match': '*' });
    expect(again.status).toBe(412);
    expect(await errorCode(again)).toBe('PreconditionFailed');

    expect((await put('remotes.json', '{"v":2}', { 'if-match': etag })).status).toBe(200);
    const stale = await put('remotes.json', '{"v":3}', { 'if-match': etag });
    expect(stale.status).toBe(412);
    const got = await s3.send({ path: objectPath(TEST_BUCKET, 'remotes.json') });
    expect(await got.text()).toBe('{"v":2}');

    const unchanged = await s3.send({
      path: objectPath(TEST_BUCKET, 'remotes.json'),
      headers: { 'if-none-match': got.headers.get('etag')! },
    });
    expect(unchanged.status).toBe(304);
  });
});

describe('S3 stand-in: listing', () => {
  beforeEach(async () => {
    for (const key of ['a/1.js', 'a/2.js', 'a/b/3.js', 'b/4.js', 'c.json']) await put(key, key);
  });

  async function list(query: Record<string, string>) {
    const response = await s3.send({
      path: `/${TEST_BUCKET}`,
      query: { 'list-type': '2', ...query },
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    const all = (tag: string) =>
      [...text.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((match) => match[1]);
    return {
      keys: all('Key'),
      prefixes: [...text.matchAll(/<CommonPrefixes><Prefix>([^<]*)<\/Prefix>/g)].map((m) => m[1]),
      truncated: all('IsTruncated')[0] === 'true',
      next: all('NextContinuationToken')[0],
    };
  }

  it('lists keys under a prefix, in order, grouping at a delimiter (ListObjectsV2)', async () => {
    expect((await list({ prefix: 'a/' })).keys).toEqual(['a/1.js', 'a/2.js', 'a/b/3.js']);
    const grouped = await list({ delimiter: '/' });
    expect(grouped.keys).toEqual(['c.json']);
    expect(grouped.prefixes).toEqual(['a/', 'b/']);
  });

  it('pages with max-keys and continuation tokens', async () => {
    const seen: string[] = [];
    let token: string | undefined;
    let pages = 0;
    do {
      const page = await list({
        'max-keys': '2',
        ...(token ? { 'continuation-token': token } : {}),
      });
      seen.push(...(page.keys as string[]));
      token = page.truncated ? page.next : undefined;
      pages++;
    } while (token);
    expect(pages).toBe(3);
    expect(seen).toEqual(['a/1.js', 'a/2.js', 'a/b/3.js', 'b/4.js', 'c.json']);
  });
});

describe('S3 stand-in: signatures (SigV4)', () => {
  it('refuses a wrong secret with SignatureDoesNotMatch (403) and keeps nothing', async () => {
    const response = await s3.send({
      method: 'PUT',
      path: objectPath(TEST_BUCKET, KEY),
      body: 'evil',
      secretAccessKey: `${TEST_SECRET_ACCESS_KEY}x`,
    });
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe('SignatureDoesNotMatch');
    expect(s3.simulator.objects(TEST_BUCKET)!.size).toBe(0);
  });

  it('refuses an unknown access key with InvalidAccessKeyId (403)', async () => {
    const response = await s3.send({
      path: `/${TEST_BUCKET}`,
      query: { 'list-type': '2' },
      accessKeyId: 'AKIAUNKNOWN',
    });
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe('InvalidAccessKeyId');
  });

  it('refuses an unsigned request with AccessDenied (403)', async () => {
    const response = await fetch(`${s3.simulator.url}${objectPath(TEST_BUCKET, KEY)}`);
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe('AccessDenied');
  });

  it('refuses a request changed after signing: another path, another signed header, another body', async () => {
    await put(KEY, 'x');
    const otherPath = await s3.send({
      path: objectPath(TEST_BUCKET, KEY),
      tamper: (request) => {
        request.path = objectPath(TEST_BUCKET, 'other.js');
      },
    });
    expect(await errorCode(otherPath)).toBe('SignatureDoesNotMatch');

    const otherHeader = await s3.send({
      method: 'PUT',
      path: objectPath(TEST_BUCKET, KEY),
      body: 'y',
      headers: { 'cache-control': 'no-cache', 'x-amz-meta-a': '1' },
      tamper: (request) => {
        request.headers['x-amz-meta-a'] = '2';
      },
    });
    expect(await errorCode(otherHeader)).toBe('SignatureDoesNotMatch');

    const otherBody = await s3.send({
      method: 'PUT',
      path: objectPath(TEST_BUCKET, KEY),
      body: 'honest',
      tamper: (request) => {
        request.body = Buffer.from('forged');
      },
    });
    expect(otherBody.status).toBe(400);
    expect(await errorCode(otherBody)).toBe('XAmzContentSHA256Mismatch');
    const got = await s3.send({ path: objectPath(TEST_BUCKET, KEY) });
    expect(await got.text()).toBe('x');
  });

  it('refuses a signature for another region and one too far from its clock', async () => {
    const region = await s3.send({ path: objectPath(TEST_BUCKET, KEY), region: 'eu-west-1' });
    expect(region.status).toBe(400);
    expect(await errorCode(region)).toBe('AuthorizationHeaderMalformed');

    const old = await s3.send({
      path: objectPath(TEST_BUCKET, KEY),
      signingDate: new Date(Date.now() - 20 * 60 * 1000),
    });
    expect(old.status).toBe(403);
    expect(await errorCode(old)).toBe('RequestTimeTooSkewed');
  });
});

describe('S3 stand-in: settings', () => {
  it('reads S3_* variables, with defaults', () => {
    expect(s3OptionsFromEnv({})).toMatchObject({
      port: DEFAULT_S3_PORT,
      accessKeyId: DEFAULT_S3_ACCESS_KEY_ID,
      buckets: DEFAULT_S3_BUCKETS,
    });
    expect(
      s3OptionsFromEnv({ S3_PORT: '0', S3_BUCKETS: ' one, two ', S3_ACCESS_KEY_ID: 'K' }),
    ).toMatchObject({ port: 0, buckets: ['one', 'two'], accessKeyId: 'K' });
    expect(() => s3OptionsFromEnv({ S3_PORT: 'eighty' })).toThrow(/S3_PORT/);
  });
});
