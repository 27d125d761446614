// The S3 stand-in: an S3-compatible object store on one port, faithful enough that the real
// @aws-sdk/client-s3 works against it (path-style requests, SigV4 checked, S3's XML errors).
// Objects live in memory with their Content-Type and Cache-Control.
import { listenOn } from '../standInServer';
import { createObjectStore, type Bucket, type S3Object } from './objectStore';
import { DEFAULT_S3_REGION } from './s3Defaults';
import { createS3Server, type S3RequestRecord } from './s3Routes';

export interface S3SimulatorOptions {
  host?: string;
  /** 0 picks a free port; the stand-in reports the one it got. */
  port: number;
  accessKeyId: string;
  secretAccessKey: string;
  /** The buckets that exist from the start (CreateBucket makes more). */
  buckets: string[];
  /** The region requests must be signed for; default us-east-1. */
  region?: string;
  /** The stand-in's clock, for tests of RequestTimeTooSkewed. */
  now?: () => number;
}

export interface S3Simulator {
  port: number;
  /** The endpoint for the SDK (`endpoint`, with `forcePathStyle: true`). */
  url: string;
  region: string;
  /** Every request answered, oldest first (the last 2000). */
  requests: S3RequestRecord[];
  /** A bucket's objects, for tests; undefined when there is no such bucket. */
  objects(bucket: string): Map<string, S3Object> | undefined;
  close(): Promise<void>;
}

export async function startS3Simulator({
  host = '127.0.0.1',
  port,
  accessKeyId,
  secretAccessKey,
  buckets,
  region = DEFAULT_S3_REGION,
  now,
}: S3SimulatorOptions): Promise<S3Simulator> {
  if (!accessKeyId || !secretAccessKey) {
    throw new Error('The S3 stand-in needs an access key id and a secret access key');
  }
  const store = createObjectStore(buckets);
  const requests: S3RequestRecord[] = [];
  const app = createS3Server({
    store,
    log: requests,
    secrets: new Map([[accessKeyId, secretAccessKey]]),
    region,
    now,
  });
  const boundTo = await listenOn(app, 'S3 stand-in', port, host);

  return {
    port: boundTo,
    url: `http://${host}:${boundTo}`,
    region,
    requests,
    objects: (name) => (store.bucket(name) as Bucket | undefined)?.objects,
    close: async () => {
      await app.close();
    },
  };
}
