// For tests: an S3 stand-in on a free port and a small client that signs requests with SigV4
// exactly as the AWS SDK does (same signer), so each test can also bend one part of a request.
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import { createHash } from 'node:crypto';
import { startS3Simulator, type S3Simulator } from './startS3Simulator';

export const TEST_ACCESS_KEY_ID = 'AKIAGLOWTEST00000001';
export const TEST_SECRET_ACCESS_KEY = 'test-secret-access-key-for-the-s3-stand-in';
export const TEST_BUCKET = 'glow-test';

export interface SignedRequest {
  method?: string;
  /** "/bucket/key" with each segment as the SDK encodes it. */
  path: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: Buffer | string;
  accessKeyId?: string;
  secretAccessKey?: string;
  region?: string;
  signingDate?: Date;
  /** Changes the request after signing (to send something other than what was signed). */
  tamper?: (request: { path: string; headers: Record<string, string>; body?: Buffer }) => void;
}

/** The path of a key, encoded the way @aws-sdk/client-s3 sends it. */
export function objectPath(bucket: string, key: string): string {
  const encode = (segment: string) =>
    encodeURIComponent(segment).replace(
      /[!'()*]/g,
      (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
    );
  return `/${encode(bucket)}/${key.split('/').map(encode).join('/')}`;
}

export async function startTestS3(options: { now?: () => number } = {}) {
  const simulator = await startS3Simulator({
    port: 0,
    accessKeyId: TEST_ACCESS_KEY_ID,
    secretAccessKey: TEST_SECRET_ACCESS_KEY,
    buckets: [TEST_BUCKET],
    ...options,
  });
  return { simulator, send: (request: SignedRequest) => send(simulator, request) };
}

async function send(simulator: S3Simulator, request: SignedRequest): Promise<Response> {
  const url = new URL(simulator.url);
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  const signer = new SignatureV4({
    service: 's3',
    region: request.region ?? simulator.region,
    credentials: {
      accessKeyId: request.accessKeyId ?? TEST_ACCESS_KEY_ID,
      secretAccessKey: request.secretAccessKey ?? TEST_SECRET_ACCESS_KEY,
    },
    sha256: Sha256,
    uriEscapePath: false,
  });
  const signed = await signer.sign(
    {
      method: request.method ?? 'GET',
      protocol: 'http:',
      hostname: url.hostname,
      port: Number(url.port),
      path: request.path,
      query: request.query ?? {},
      headers: {
        host: url.host,
        'x-amz-content-sha256': createHash('sha256')
          .update(body ?? Buffer.alloc(0))
          .digest('hex'),
        ...request.headers,
      },
      body,
    },
    { signingDate: request.signingDate },
  );
  const sent = { path: request.path, headers: { ...signed.headers }, body };
  request.tamper?.(sent);
  const search = new URLSearchParams(request.query ?? {}).toString().replace(/\+/g, '%20');
  // fetch sets Host itself (the same value).
  const headers = { ...sent.headers };
  delete headers.host;
  return fetch(`${simulator.url}${sent.path}${search ? `?${search}` : ''}`, {
    method: request.method ?? 'GET',
    headers,
    body: sent.body,
  });
}

/** The <Code> of an S3 XML error answer. */
export async function errorCode(response: Response): Promise<string | undefined> {
  return /<Code>([^<]+)<\/Code>/.exec(await response.text())?.[1];
}
