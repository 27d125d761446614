// Reading a request body as S3 does: checked against x-amz-content-sha256, and Content-MD5 or an
// x-amz-checksum-crc32 when sent; aws-chunked bodies (the SDK's streaming uploads) are decoded.
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { crc32 } from 'node:zlib';
import { S3Error } from './s3Errors';

/** Larger than any file a Glow build has; S3's own single-PUT limit is 5 GB. */
export const MAX_OBJECT_BYTES = 64 * 1024 * 1024;

async function readRaw(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_OBJECT_BYTES) {
      throw new S3Error('EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** aws-chunked: `<hex size>[;chunk-signature=…]\r\n<data>\r\n` … `0…\r\n<trailers>\r\n\r\n`. */
function decodeAwsChunked(raw: Buffer): { body: Buffer; trailers: Map<string, string> } {
  const parts: Buffer[] = [];
  const trailers = new Map<string, string>();
  let offset = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', offset);
    if (lineEnd === -1) throw new S3Error('IncompleteBody', 'The aws-chunked body ends early');
    const size = parseInt(raw.subarray(offset, lineEnd).toString('latin1').split(';')[0]!, 16);
    if (!Number.isInteger(size) || size < 0) {
      throw new S3Error(
        'InvalidRequest',
        'A chunk size of the aws-chunked body is not hexadecimal',
      );
    }
    offset = lineEnd + 2;
    if (size === 0) break;
    parts.push(raw.subarray(offset, offset + size));
    offset += size + 2;
  }
  for (const line of raw.subarray(offset).toString('latin1').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      trailers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { body: Buffer.concat(parts), trailers };
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export async function readPayload(request: IncomingMessage, payloadHash: string): Promise<Buffer> {
  const raw = await readRaw(request);
  let body = raw;
  let trailers = new Map<string, string>();
  if (payloadHash.startsWith('STREAMING-')) {
    ({ body, trailers } = decodeAwsChunked(raw));
    const decodedLength = header(request, 'x-amz-decoded-content-length');
    if (decodedLength !== undefined && Number(decodedLength) !== body.length) {
      throw new S3Error(
        'IncompleteBody',
        'The decoded body does not have x-amz-decoded-content-length bytes',
      );
    }
  } else if (payloadHash !== 'UNSIGNED-PAYLOAD') {
    if (!/^[0-9a-f]{64}$/.test(payloadHash)) {
      throw new S3Error(
        'InvalidArgument',
        'x-amz-content-sha256 must be UNSIGNED-PAYLOAD, STREAMING-… or a SHA-256 in hex',
      );
    }
    const actual = createHash('sha256').update(body).digest('hex');
    if (actual !== payloadHash) {
      throw new S3Error(
        'XAmzContentSHA256Mismatch',
        "The provided 'x-amz-content-sha256' header does not match what was computed.",
        { ClientComputedContentSHA256: payloadHash, S3ComputedContentSHA256: actual },
      );
    }
  }
  const md5 = header(request, 'content-md5');
  if (md5 && createHash('md5').update(body).digest('base64') !== md5) {
    throw new S3Error('BadDigest', 'The Content-MD5 you specified did not match what we received.');
  }
  const crc = header(request, 'x-amz-checksum-crc32') ?? trailers.get('x-amz-checksum-crc32');
  if (crc) {
    const actual = Buffer.alloc(4);
    actual.writeUInt32BE(crc32(body));
    if (actual.toString('base64') !== crc) {
      throw new S3Error(
        'BadDigest',
        'The CRC32 you specified did not match the calculated checksum.',
      );
    }
  }
  return body;
}
