// The CDN as an S3-compatible bucket (AWS S3, MinIO, R2, the local stand-in in simulators/).
// Credentials come from the SDK's standard chain: AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY,
// a profile, a role. Every failure is turned into a message that says what to fix.
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { readFile } from 'node:fs/promises';
import { ConflictError, DeployError } from '../errors';
import {
  eachLimited,
  joinKey,
  type CdnStore,
  type StoredText,
  type UploadFile,
  type WriteOptions,
} from './cdnStore';

export interface S3StoreOptions {
  bucket: string;
  /** The setting that named the bucket, for messages (default GLOW_CDN_S3_BUCKET). */
  bucketVariable?: string;
  /** Leave out for AWS itself; e.g. http://127.0.0.1:8028 for the local stand-in. */
  endpoint?: string;
  region?: string;
  /** Every key is put under it, e.g. "cdn" → cdn/glow_admin/…; no slashes needed. */
  prefix?: string;
  /** Bucket in the path (http://host/bucket/key) rather than the host name; default: with an endpoint. */
  forcePathStyle?: boolean;
  /** Normally from the SDK's chain (environment, profile, role); tests pass them. */
  credentials?: S3ClientConfig['credentials'];
}

interface SdkError {
  name?: string;
  message?: string;
  code?: string;
  $metadata?: { httpStatusCode?: number };
}

export class S3Store implements CdnStore {
  readonly description: string;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly bucketVariable: string;
  private readonly prefix: string;
  private readonly endpoint: string;

  constructor(options: S3StoreOptions) {
    this.bucket = options.bucket;
    this.bucketVariable = options.bucketVariable ?? 'GLOW_CDN_S3_BUCKET';
    this.prefix = joinKey(options.prefix);
    this.endpoint = options.endpoint ?? 'AWS';
    this.description = `s3://${joinKey(this.bucket, this.prefix)} at ${this.endpoint}`;
    this.client = new S3Client({
      region: options.region ?? 'us-east-1',
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
      ...(options.credentials ? { credentials: options.credentials } : {}),
      // Checksums only where S3 requires them: many S3-compatible stores reject the SDK's
      // default CRC32 headers; SigV4 already covers the body with its SHA-256.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  private keyOf(key: string): string {
    return joinKey(this.prefix, key);
  }

  /** The message for an SDK failure: what went wrong, in terms of the settings to change. */
  private explain(error: unknown, operation: string, key?: string): Error {
    const { name = '', message = String(error), code, $metadata } = error as SdkError;
    const status = $metadata?.httpStatusCode;
    const target = key ? `${operation} ${key}` : operation;
    const where = this.description;
    switch (name) {
      case 'InvalidAccessKeyId':
        return new DeployError(
          `S3 refused the credentials at ${this.endpoint}: it does not know the access key id (AWS_ACCESS_KEY_ID) [InvalidAccessKeyId]`,
        );
      case 'SignatureDoesNotMatch':
        return new DeployError(
          `S3 refused the credentials at ${this.endpoint}: the secret access key (AWS_SECRET_ACCESS_KEY) does not match the access key id [SignatureDoesNotMatch]`,
        );
      case 'AccessDenied':
      case 'Forbidden':
        return new DeployError(
          `S3 denied ${target} on ${where}: these credentials may not use the bucket [${name || status}]`,
        );
      case 'NoSuchBucket':
        return new DeployError(
          `The bucket "${this.bucket}" does not exist at ${this.endpoint} (${this.bucketVariable}) [NoSuchBucket]`,
        );
      case 'CredentialsProviderError':
        return new DeployError(
          `No S3 credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or an AWS profile or role) [${message}]`,
        );
      case 'RequestTimeTooSkewed':
        return new DeployError(`S3 refused the request: this machine's clock is off [${name}]`);
      default:
        if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'ECONNRESET') {
          return new DeployError(
            `Cannot reach S3 at ${this.endpoint} (GLOW_CDN_S3_ENDPOINT): ${code}`,
          );
        }
        if (
          name === 'PreconditionFailed' ||
          name === 'ConditionalRequestConflict' ||
          status === 412
        ) {
          return new ConflictError(`${key ?? operation} changed since it was read`);
        }
        if (status === 403) {
          return new DeployError(
            `S3 refused ${target} on ${where} (HTTP 403): check the credentials and the bucket's permissions`,
          );
        }
        return new DeployError(
          `S3 ${target} on ${where} failed: ${name || 'error'}${status ? ` (HTTP ${status})` : ''}: ${message}`,
        );
    }
  }

  async checkAccess(): Promise<void> {
    try {
      // A GET answers S3's XML errors (a HEAD has no body to tell a wrong secret from a missing bucket).
      await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          MaxKeys: 1,
          ...(this.prefix ? { Prefix: `${this.prefix}/` } : {}),
        }),
      );
    } catch (error) {
      throw this.explain(error, 'ListObjectsV2');
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key) }));
      return true;
    } catch (error) {
      const { name, $metadata } = error as SdkError;
      if (name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404) {
        return false;
      }
      throw this.explain(error, 'HeadObject', this.keyOf(key));
    }
  }

  async read(key: string): Promise<StoredText | undefined> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key) }),
      );
      const text = (await answer.Body?.transformToString('utf-8')) ?? '';
      return { text, etag: answer.ETag ?? '' };
    } catch (error) {
      if ((error as SdkError).name === 'NoSuchKey') return undefined;
      throw this.explain(error, 'GetObject', this.keyOf(key));
    }
  }

  async write(key: string, text: string, options: WriteOptions): Promise<void> {
    const { expect } = options;
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: this.keyOf(key),
          Body: Buffer.from(text, 'utf8'),
          ContentType: options.contentType,
          CacheControl: options.cacheControl,
          ...(expect === null ? { IfNoneMatch: '*' } : expect ? { IfMatch: expect } : {}),
        }),
      );
    } catch (error) {
      throw this.explain(error, 'PutObject', this.keyOf(key));
    }
  }

  async upload(files: UploadFile[]): Promise<void> {
    await eachLimited(files, 8, async (file) => {
      const key = this.keyOf(file.key);
      try {
        await this.client.send(
          new PutObjectCommand({
            Bucket: this.bucket,
            Key: key,
            Body: await readFile(file.path),
            ContentType: file.contentType,
            CacheControl: file.cacheControl,
          }),
        );
      } catch (error) {
        throw this.explain(error, 'PutObject', key);
      }
    });
  }

  close(): void {
    this.client.destroy();
  }
}
