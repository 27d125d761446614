// The S3 stand-in's Fastify server. S3's REST API, path style (http://host/<bucket>/<key>), for
// the operations Glow's deploys use:
// ListBuckets, CreateBucket, HeadBucket, ListObjectsV2, PutObject (with If-Match/If-None-Match),
// CopyObject, GetObject, HeadObject (with If-Match/If-None-Match) and DeleteObject.
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Bucket, NewObject, ObjectStore, S3Object } from './objectStore';
import { readPayload } from './payload';
import { decodeOrRefuse, S3Error, sendS3Error } from './s3Errors';
import { verifySigV4, type SigV4Keys } from './sigV4';
import { S3_NAMESPACE, xmlDocument, xmlElement } from './xml';

/** One answered request, oldest first, for tests and the console. */
export interface S3RequestRecord {
  at: Date;
  method: string;
  operation: string;
  bucket?: string;
  key?: string;
  status: number;
  errorCode?: string;
}

export interface S3RoutesOptions extends SigV4Keys {
  store: ObjectStore;
  log: S3RequestRecord[];
}

const LOG_LIMIT = 2000;
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

interface Target {
  bucket?: string;
  key?: string;
  query: URLSearchParams;
}

/** The bucket is a path's first segment, the key the rest (decoded by the router). */
interface S3Params {
  bucket?: string;
  '*'?: string;
}

/** The request's bucket, key and query; none of the first two before it is routed. */
function targetOf(request: FastifyRequest): Target {
  const questionMark = request.url.indexOf('?');
  const query = new URLSearchParams(questionMark === -1 ? '' : request.url.slice(questionMark + 1));
  const { bucket, '*': key } = (request.params ?? {}) as S3Params;
  return { bucket, key: key || undefined, query };
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

const unquote = (etag: string) => etag.trim().replace(/^W\//, '').replace(/^"|"$/g, '');

function etagMatches(condition: string, object: S3Object | undefined): boolean {
  if (!object) return false;
  return condition
    .split(',')
    .some((candidate) => candidate.trim() === '*' || unquote(candidate) === unquote(object.etag));
}

function sendXml(reply: FastifyReply, body: string): FastifyReply {
  return reply.code(200).type('application/xml').send(body);
}

function objectHeaders(object: S3Object): Record<string, string | number> {
  return {
    'Content-Type': object.contentType,
    'Content-Length': object.body.length,
    ETag: object.etag,
    'Last-Modified': object.lastModified.toUTCString(),
    'Accept-Ranges': 'bytes',
    ...(object.cacheControl ? { 'Cache-Control': object.cacheControl } : {}),
    ...(object.contentEncoding ? { 'Content-Encoding': object.contentEncoding } : {}),
    ...(object.contentDisposition ? { 'Content-Disposition': object.contentDisposition } : {}),
    ...Object.fromEntries(
      Object.entries(object.metadata).map(([name, value]) => [`x-amz-meta-${name}`, value]),
    ),
  };
}

/** What a PUT's headers say about the object (Content-Type, Cache-Control, x-amz-meta-*). */
function describedObject(request: FastifyRequest, body: Buffer): NewObject {
  const metadata: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (name.startsWith('x-amz-meta-') && typeof value === 'string') {
      metadata[name.slice('x-amz-meta-'.length)] = value;
    }
  }
  return {
    body,
    contentType: header(request, 'content-type') || 'binary/octet-stream',
    cacheControl: header(request, 'cache-control'),
    contentEncoding:
      header(request, 'content-encoding')
        ?.split(',')
        .map((part) => part.trim())
        .filter((part) => part !== 'aws-chunked')
        .join(', ') || undefined,
    contentDisposition: header(request, 'content-disposition'),
    metadata,
  };
}

export function createS3Server({ store, log, ...keys }: S3RoutesOptions): FastifyInstance {
  function existingBucket(name: string): Bucket {
    const bucket = store.bucket(name);
    if (!bucket) throw new S3Error('NoSuchBucket', undefined, { BucketName: name });
    return bucket;
  }

  function listObjectsV2(bucket: Bucket, query: URLSearchParams, reply: FastifyReply): void {
    const prefix = query.get('prefix') ?? '';
    const delimiter = query.get('delimiter') ?? '';
    const maxKeysText = query.get('max-keys');
    const maxKeys = maxKeysText === null ? 1000 : Number(maxKeysText);
    if (!Number.isInteger(maxKeys) || maxKeys < 0) {
      throw new S3Error('InvalidArgument', 'max-keys must be a whole number', {
        ArgumentName: 'max-keys',
      });
    }
    const token = query.get('continuation-token');
    const startAfter = query.get('start-after') ?? '';
    const after = token ? Buffer.from(token, 'base64url').toString('utf8') : startAfter;
    const urlEncoded = query.get('encoding-type') === 'url';
    const encode = (text: string) =>
      urlEncoded ? encodeURIComponent(text).replace(/%2F/g, '/') : text;

    const keys = [...bucket.objects.keys()]
      .filter((key) => key.startsWith(prefix) && key > after)
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const contents: string[] = [];
    const prefixes: string[] = [];
    const seenPrefixes = new Set<string>();
    let last = '';
    let truncated = false;
    for (const key of keys) {
      const cut = delimiter ? key.indexOf(delimiter, prefix.length) : -1;
      const common = cut === -1 ? undefined : key.slice(0, cut + delimiter.length);
      if (common && seenPrefixes.has(common)) {
        last = key;
        continue;
      }
      if (contents.length + prefixes.length >= Math.min(maxKeys, 1000)) {
        truncated = true;
        break;
      }
      last = key;
      if (common) {
        seenPrefixes.add(common);
        prefixes.push(xmlElement('CommonPrefixes', [xmlElement('Prefix', encode(common))]));
        continue;
      }
      const object = bucket.objects.get(key)!;
      contents.push(
        xmlElement('Contents', [
          xmlElement('Key', encode(key)),
          xmlElement('LastModified', object.lastModified.toISOString()),
          xmlElement('ETag', object.etag),
          xmlElement('Size', String(object.body.length)),
          xmlElement('StorageClass', 'STANDARD'),
        ]),
      );
    }
    sendXml(
      reply,
      xmlDocument(
        xmlElement('ListBucketResult', [
          xmlElement('Name', bucket.name),
          xmlElement('Prefix', encode(prefix)),
          ...(delimiter ? [xmlElement('Delimiter', encode(delimiter))] : []),
          xmlElement('MaxKeys', String(maxKeys)),
          xmlElement('KeyCount', String(contents.length + prefixes.length)),
          xmlElement('IsTruncated', String(truncated)),
          ...(token ? [xmlElement('ContinuationToken', token)] : []),
          ...(truncated
            ? [xmlElement('NextContinuationToken', Buffer.from(last).toString('base64url'))]
            : []),
          ...(startAfter ? [xmlElement('StartAfter', encode(startAfter))] : []),
          ...(urlEncoded ? [xmlElement('EncodingType', 'url')] : []),
          ...contents,
          ...prefixes,
        ]),
        S3_NAMESPACE,
      ),
    );
  }

  async function putObject(
    request: FastifyRequest,
    reply: FastifyReply,
    bucket: Bucket,
    key: string,
    payloadHash: string,
  ): Promise<void> {
    const body = await readPayload(request.raw, payloadHash);
    const existing = bucket.objects.get(key);
    const ifMatch = header(request, 'if-match');
    const ifNoneMatch = header(request, 'if-none-match');
    if (ifMatch !== undefined) {
      if (!existing) throw new S3Error('NoSuchKey', undefined, { Key: key });
      if (!etagMatches(ifMatch, existing))
        throw new S3Error('PreconditionFailed', undefined, { Condition: 'If-Match' });
    }
    if (ifNoneMatch !== undefined) {
      if (ifNoneMatch.trim() !== '*') {
        throw new S3Error('NotImplemented', 'If-None-Match on PutObject accepts only "*"');
      }
      if (existing)
        throw new S3Error('PreconditionFailed', undefined, { Condition: 'If-None-Match' });
    }
    const stored = store.put(bucket, key, describedObject(request, body));
    reply.code(200).header('ETag', stored.etag).send();
  }

  async function copyObject(
    request: FastifyRequest,
    reply: FastifyReply,
    bucket: Bucket,
    key: string,
    payloadHash: string,
  ): Promise<void> {
    await readPayload(request.raw, payloadHash);
    const invalidSource = () =>
      new S3Error(
        'InvalidArgument',
        'Copy Source must mention the source bucket and key: sourcebucket/sourcekey',
      );
    const source = decodeOrRefuse(
      header(request, 'x-amz-copy-source')!.split('?')[0]!,
      invalidSource,
    );
    const match = /^\/?([^/]+)\/(.+)$/.exec(source);
    if (!match) throw invalidSource();
    const sourceBucket = existingBucket(match[1]!);
    const original = sourceBucket.objects.get(match[2]!);
    if (!original) throw new S3Error('NoSuchKey', undefined, { Key: match[2]! });
    const replace = header(request, 'x-amz-metadata-directive') === 'REPLACE';
    if (!replace && sourceBucket === bucket && match[2] === key) {
      throw new S3Error(
        'InvalidRequest',
        "This copy request is illegal because it is trying to copy an object to itself without changing the object's metadata, storage class, website redirect location or encryption attributes.",
      );
    }
    const copied = store.put(
      bucket,
      key,
      replace
        ? describedObject(request, original.body)
        : {
            body: original.body,
            contentType: original.contentType,
            cacheControl: original.cacheControl,
            contentEncoding: original.contentEncoding,
            contentDisposition: original.contentDisposition,
            metadata: { ...original.metadata },
          },
    );
    sendXml(
      reply,
      xmlDocument(
        xmlElement('CopyObjectResult', [
          xmlElement('LastModified', copied.lastModified.toISOString()),
          xmlElement('ETag', copied.etag),
        ]),
        S3_NAMESPACE,
      ),
    );
  }

  function getObject(
    request: FastifyRequest,
    reply: FastifyReply,
    bucket: Bucket,
    key: string,
  ): void {
    const object = bucket.objects.get(key);
    if (!object) throw new S3Error('NoSuchKey', undefined, { Key: key });
    const ifMatch = header(request, 'if-match');
    if (ifMatch !== undefined && !etagMatches(ifMatch, object)) {
      throw new S3Error('PreconditionFailed', undefined, { Condition: 'If-Match' });
    }
    const ifNoneMatch = header(request, 'if-none-match');
    if (ifNoneMatch !== undefined && etagMatches(ifNoneMatch, object)) {
      reply
        .code(304)
        .headers({ ETag: object.etag, 'Last-Modified': object.lastModified.toUTCString() })
        .send();
      return;
    }
    reply
      .code(200)
      .headers(objectHeaders(object))
      .send(request.method === 'HEAD' ? undefined : object.body);
  }

  /** Performs the request; returns the operation's name for the log. */
  async function perform(request: FastifyRequest, reply: FastifyReply): Promise<string> {
    const { method } = request;
    const { bucket: bucketName, key, query } = targetOf(request);
    const { payloadHash } = await verifySigV4(request.raw, keys);

    if (!bucketName) {
      if (method !== 'GET')
        throw new S3Error(
          'MethodNotAllowed',
          'The specified method is not allowed against this resource.',
        );
      sendXml(
        reply,
        xmlDocument(
          xmlElement('ListAllMyBucketsResult', [
            xmlElement(
              'Buckets',
              store
                .buckets()
                .map((bucket) =>
                  xmlElement('Bucket', [
                    xmlElement('Name', bucket.name),
                    xmlElement('CreationDate', bucket.createdAt.toISOString()),
                  ]),
                ),
            ),
          ]),
          S3_NAMESPACE,
        ),
      );
      return 'ListBuckets';
    }

    if (key === undefined) {
      if (method === 'PUT') {
        await readPayload(request.raw, payloadHash);
        if (!BUCKET_NAME.test(bucketName))
          throw new S3Error('InvalidBucketName', 'The specified bucket is not valid.', {
            BucketName: bucketName,
          });
        if (store.bucket(bucketName))
          throw new S3Error(
            'BucketAlreadyOwnedByYou',
            'Your previous request to create the named bucket succeeded and you already own it.',
            { BucketName: bucketName },
          );
        store.createBucket(bucketName);
        reply.code(200).header('Location', `/${bucketName}`).send();
        return 'CreateBucket';
      }
      const bucket = existingBucket(bucketName);
      if (method === 'HEAD') {
        reply.code(200).header('x-amz-bucket-region', keys.region).send();
        return 'HeadBucket';
      }
      if (method === 'GET' && query.get('list-type') === '2') {
        listObjectsV2(bucket, query, reply);
        return 'ListObjectsV2';
      }
      if (method === 'GET')
        throw new S3Error(
          'NotImplemented',
          'The stand-in lists objects with ListObjectsV2 (list-type=2) only',
        );
      throw new S3Error(
        'NotImplemented',
        `${method} on a bucket is not implemented by the stand-in`,
      );
    }

    const bucket = existingBucket(bucketName);
    switch (method) {
      case 'PUT':
        if (header(request, 'x-amz-copy-source')) {
          await copyObject(request, reply, bucket, key, payloadHash);
          return 'CopyObject';
        }
        await putObject(request, reply, bucket, key, payloadHash);
        return 'PutObject';
      case 'GET':
        getObject(request, reply, bucket, key);
        return 'GetObject';
      case 'HEAD':
        getObject(request, reply, bucket, key);
        return 'HeadObject';
      case 'DELETE':
        bucket.objects.delete(key);
        reply.code(204).send();
        return 'DeleteObject';
      default:
        throw new S3Error(
          'MethodNotAllowed',
          'The specified method is not allowed against this resource.',
        );
    }
  }

  /** Logs the answered request, with its status (set by then). */
  function record(
    request: FastifyRequest,
    reply: FastifyReply,
    operation: string,
    errorCode?: string,
  ) {
    const { bucket, key } = targetOf(request);
    log.push({
      at: new Date(),
      method: request.method,
      operation,
      bucket,
      key,
      status: reply.statusCode,
      ...(errorCode ? { errorCode } : {}),
    });
    if (log.length > LOG_LIMIT) log.splice(0, log.length - LOG_LIMIT);
  }

  function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    let answer: S3Error;
    if (error instanceof S3Error) {
      answer = error;
    } else if (error.code === 'FST_ERR_BAD_URL') {
      answer = new S3Error('InvalidURI', undefined, { URI: request.url });
    } else if (error.statusCode !== undefined && error.statusCode < 500) {
      // What Fastify refuses before a route runs: a Content-Type it cannot read, say.
      answer = new S3Error('InvalidRequest', error.message);
    } else {
      console.error(`S3 stand-in: ${error.stack ?? String(error)}`);
      answer = new S3Error('InternalError', 'The S3 stand-in failed; see its console');
    }
    // Drain what the client still sends, so it reads the answer instead of a reset.
    request.raw.resume();
    sendS3Error(reply, answer);
    record(request, reply, 'error', answer.code);
    return reply;
  }

  const app = Fastify({
    logger: false,
    // S3's request id, in every answer's x-amz-request-id and in its error documents.
    genReqId: () => randomBytes(8).toString('hex').toUpperCase(),
    exposeHeadRoutes: false,
    forceCloseConnections: true,
    frameworkErrors: answerError,
  });
  // Operations that take a body read it themselves, checked against its signed hash (readPayload).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _body, done) => done(null));
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-amz-request-id', request.id);
    reply.header('Server', 'GlowS3StandIn');
  });
  app.setErrorHandler(answerError);
  // Only a target that is no path (such as "*") finds no route.
  app.setNotFoundHandler((request, reply) =>
    answerError(new S3Error('InvalidURI', undefined, { URI: request.url }), request, reply),
  );

  for (const url of ['/', '/:bucket', '/:bucket/*']) {
    app.route({
      method: app.supportedMethods,
      url,
      handler: async (request, reply) => {
        record(request, reply, await perform(request, reply));
      },
    });
  }
  return app;
}
