// Checking AWS Signature Version 4 the way S3 does: the request is signed again with the secret
// of the access key it names (@smithy/signature-v4, the signer the AWS SDK itself uses) and the
// two signatures must match. Only the Authorization header form is accepted (no presigned URLs).
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { decodeOrRefuse, S3Error } from './s3Errors';

const ALGORITHM = 'AWS4-HMAC-SHA256';
/** S3 refuses a request signed more than 15 minutes away from its own clock. */
const MAX_SKEW_MS = 15 * 60 * 1000;

export interface SigV4Keys {
  /** Access key id → secret access key. */
  secrets: Map<string, string>;
  region: string;
  now?: () => number;
}

export interface VerifiedRequest {
  accessKeyId: string;
  /** x-amz-content-sha256: a hex SHA-256 of the body, UNSIGNED-PAYLOAD or a STREAMING-… mode. */
  payloadHash: string;
}

interface ParsedAuthorization {
  accessKeyId: string;
  date: string;
  region: string;
  service: string;
  signedHeaders: string[];
  signature: string;
}

function parseAuthorization(header: string): ParsedAuthorization {
  const malformed = () =>
    new S3Error('AuthorizationHeaderMalformed', 'The authorization header is malformed.');
  if (!header.startsWith(`${ALGORITHM} `)) {
    throw new S3Error(
      'InvalidArgument',
      `Unsupported Authorization Type; only ${ALGORITHM} is accepted`,
    );
  }
  const fields = new Map<string, string>();
  for (const part of header.slice(ALGORITHM.length).split(',')) {
    const equals = part.indexOf('=');
    if (equals === -1) throw malformed();
    fields.set(part.slice(0, equals).trim(), part.slice(equals + 1).trim());
  }
  const credential = fields.get('Credential')?.split('/');
  const signedHeaders = fields.get('SignedHeaders');
  const signature = fields.get('Signature');
  if (!credential || credential.length !== 5 || credential[4] !== 'aws4_request') throw malformed();
  if (!signedHeaders || !signature || !/^[0-9a-f]{64}$/.test(signature)) throw malformed();
  const [accessKeyId, date, region, service] = credential as [string, string, string, string];
  return { accessKeyId, date, region, service, signedHeaders: signedHeaders.split(';'), signature };
}

/** "20240102T030405Z" → Date. */
function parseAmzDate(value: string | undefined): Date | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  return new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!, second!));
}

/** The query as the signer wants it: decoded names and values (S3 clients encode spaces as %20). */
function parseQuery(search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  const decode = (part: string) =>
    decodeOrRefuse(part, () => new S3Error('InvalidURI', undefined, { URI: `?${search}` }));
  for (const pair of search.split('&').filter(Boolean)) {
    const equals = pair.indexOf('=');
    const name = decode(equals === -1 ? pair : pair.slice(0, equals));
    const value = equals === -1 ? '' : decode(pair.slice(equals + 1));
    const existing = query[name];
    query[name] =
      existing === undefined
        ? value
        : Array.isArray(existing)
          ? [...existing, value]
          : [existing, value];
  }
  return query;
}

function headerValue(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/** Throws the S3Error S3 would answer when the request's signature does not hold. */
export async function verifySigV4(
  request: IncomingMessage,
  { secrets, region, now = Date.now }: SigV4Keys,
): Promise<VerifiedRequest> {
  const authorization = headerValue(request, 'authorization');
  if (!authorization) {
    throw new S3Error('AccessDenied', 'Anonymous access is forbidden for this operation');
  }
  const parsed = parseAuthorization(authorization);
  const secretAccessKey = secrets.get(parsed.accessKeyId);
  if (secretAccessKey === undefined) {
    throw new S3Error('InvalidAccessKeyId', undefined, { AWSAccessKeyId: parsed.accessKeyId });
  }
  if (parsed.service !== 's3') {
    throw new S3Error(
      'AuthorizationHeaderMalformed',
      `The authorization header is malformed; incorrect service "${parsed.service}". This endpoint belongs to "s3".`,
    );
  }
  if (parsed.region !== region) {
    throw new S3Error(
      'AuthorizationHeaderMalformed',
      `The authorization header is malformed; the region '${parsed.region}' is wrong; expecting '${region}'`,
      { Region: region },
    );
  }
  const signingDate = parseAmzDate(headerValue(request, 'x-amz-date'));
  if (!signingDate) {
    throw new S3Error(
      'AccessDenied',
      'AWS authentication requires a valid Date or x-amz-date header',
    );
  }
  if (Math.abs(now() - signingDate.getTime()) > MAX_SKEW_MS) {
    throw new S3Error('RequestTimeTooSkewed', undefined, {
      RequestTime: headerValue(request, 'x-amz-date') ?? '',
      ServerTime: new Date(now()).toISOString(),
    });
  }
  if (parsed.date !== headerValue(request, 'x-amz-date')?.slice(0, 8)) {
    throw new S3Error(
      'AuthorizationHeaderMalformed',
      'The authorization header is malformed; the credential date does not match x-amz-date',
    );
  }
  if (!parsed.signedHeaders.includes('host')) {
    throw new S3Error('AccessDenied', 'The host header must be signed');
  }
  const payloadHash = headerValue(request, 'x-amz-content-sha256');
  if (!payloadHash) {
    throw new S3Error(
      'InvalidRequest',
      'Missing required header for this request: x-amz-content-sha256',
    );
  }

  const target = request.url ?? '/';
  const questionMark = target.indexOf('?');
  const headers: Record<string, string> = {};
  for (const name of parsed.signedHeaders) {
    const value = headerValue(request, name);
    if (value === undefined) {
      throw new S3Error(
        'AccessDenied',
        `There were headers present in SignedHeaders that were not sent: ${name}`,
      );
    }
    headers[name] = value;
  }
  const signer = new SignatureV4({
    service: 's3',
    region,
    credentials: { accessKeyId: parsed.accessKeyId, secretAccessKey },
    sha256: Sha256,
    // S3 signs the path as sent, without normalising or encoding it again.
    uriEscapePath: false,
    applyChecksum: false,
  });
  const signed = await signer.sign(
    {
      method: request.method ?? 'GET',
      protocol: 'http:',
      hostname: (headers.host ?? '').replace(/:\d+$/, ''),
      path: questionMark === -1 ? target : target.slice(0, questionMark),
      query: questionMark === -1 ? {} : parseQuery(target.slice(questionMark + 1)),
      headers,
    },
    { signingDate, signableHeaders: new Set(parsed.signedHeaders) },
  );
  const expected = /Signature=([0-9a-f]{64})/.exec(String(signed.headers.authorization))?.[1] ?? '';
  const matches =
    expected.length === parsed.signature.length &&
    timingSafeEqual(Buffer.from(expected), Buffer.from(parsed.signature));
  if (!matches) {
    throw new S3Error('SignatureDoesNotMatch', undefined, { AWSAccessKeyId: parsed.accessKeyId });
  }
  return { accessKeyId: parsed.accessKeyId, payloadHash };
}
