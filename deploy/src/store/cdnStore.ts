// Where published files live: a folder on this machine (what `npm start`'s CDN origin serves) or
// an S3-compatible bucket. Publishing needs only these operations, so both behave the same.
import type { BuildFile } from '../files';

export interface StoredText {
  text: string;
  /** Changes whenever the content does; passed back as `expect` to replace it conditionally. */
  etag: string;
}

export interface WriteOptions {
  contentType: string;
  cacheControl: string;
  /**
   * Replace only if the object still has this ETag; `null`: only if it does not exist yet.
   * A lost race throws ConflictError. Leave out to write unconditionally.
   */
  expect?: string | null;
}

export interface UploadFile extends BuildFile {
  /** The object key, e.g. "glow_admin/0.1.0-1a2b3c4d/remoteEntry.js". */
  key: string;
  contentType: string;
  cacheControl: string;
}

export interface CdnStore {
  /** Says where, for messages: "folder /srv/.cdn", "s3://bucket/prefix at http://…". */
  readonly description: string;
  /** Fails with a clear message when the store cannot be used (no bucket, credentials refused). */
  checkAccess(): Promise<void>;
  exists(key: string): Promise<boolean>;
  read(key: string): Promise<StoredText | undefined>;
  /** Replaces one object in one step: a reader sees the old content or the new, never a mix. */
  write(key: string, text: string, options: WriteOptions): Promise<void>;
  /** Uploads files (in parallel, each replaced in one step). */
  upload(files: UploadFile[]): Promise<void>;
  /** Lets the process end (closes connections). */
  close?(): void;
}

/** "a/b/" + "c" → "a/b/c"; keys never start or end with a slash. */
export function joinKey(...parts: Array<string | undefined>): string {
  return parts
    .filter((part): part is string => Boolean(part))
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/');
}

/** Runs `work` on every item with at most `limit` running at once; fails on the first failure. */
export async function eachLimited<T>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  async function worker(): Promise<void> {
    while (!failed && next < items.length) {
      const item = items[next++] as T;
      try {
        await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
