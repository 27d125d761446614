// The buckets and their objects, in memory: gone when the stand-in stops.
import { createHash } from 'node:crypto';

export interface S3Object {
  body: Buffer;
  contentType: string;
  cacheControl?: string;
  contentEncoding?: string;
  contentDisposition?: string;
  /** x-amz-meta-* headers, names lower-case without the prefix. */
  metadata: Record<string, string>;
  /** Quoted MD5 of the body, as S3 gives for a single PUT. */
  etag: string;
  lastModified: Date;
}

export type NewObject = Omit<S3Object, 'etag' | 'lastModified'>;

export interface Bucket {
  name: string;
  createdAt: Date;
  objects: Map<string, S3Object>;
}

export interface ObjectStore {
  bucket(name: string): Bucket | undefined;
  buckets(): Bucket[];
  createBucket(name: string): Bucket;
  put(bucket: Bucket, key: string, object: NewObject): S3Object;
}

export function etagOf(body: Buffer): string {
  return `"${createHash('md5').update(body).digest('hex')}"`;
}

export function createObjectStore(names: string[]): ObjectStore {
  const buckets = new Map<string, Bucket>();
  const store: ObjectStore = {
    bucket: (name) => buckets.get(name),
    buckets: () => [...buckets.values()].sort((a, b) => a.name.localeCompare(b.name)),
    createBucket(name) {
      const bucket = { name, createdAt: new Date(), objects: new Map<string, S3Object>() };
      buckets.set(name, bucket);
      return bucket;
    },
    put(bucket, key, object) {
      // One assignment: a reader gets the old object or the new one, never part of either.
      const stored: S3Object = { ...object, etag: etagOf(object.body), lastModified: new Date() };
      bucket.objects.set(key, stored);
      return stored;
    },
  };
  for (const name of names) store.createBucket(name);
  return store;
}
