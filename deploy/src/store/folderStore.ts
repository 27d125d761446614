// The CDN as a folder: what `npm start`'s CDN origins serve (web-server/). Every file is
// written beside its target and renamed over it, so a reader never sees half a file; conditional
// writes hold a lock folder (mkdir is atomic) while they compare and replace.
import { createHash, randomBytes } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { ConflictError, DeployError } from '../errors';
import {
  eachLimited,
  type CdnStore,
  type StoredText,
  type UploadFile,
  type WriteOptions,
} from './cdnStore';

const LOCK_STALE_MS = 30_000;
const LOCK_WAIT_MS = 15_000;

function etagOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 32);
}

function temporaryBeside(file: string): string {
  return `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

export class FolderStore implements CdnStore {
  readonly root: string;
  readonly description: string;

  constructor(root: string) {
    this.root = resolve(root);
    this.description = `folder ${this.root}`;
  }

  private pathOf(key: string): string {
    const path = resolve(this.root, ...key.split('/'));
    if (!path.startsWith(this.root + sep)) throw new Error(`Key outside the store: ${key}`);
    return path;
  }

  async checkAccess(): Promise<void> {
    try {
      await mkdir(this.root, { recursive: true });
    } catch (error) {
      throw new DeployError(`Cannot use the CDN folder ${this.root}: ${(error as Error).message}`);
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async read(key: string): Promise<StoredText | undefined> {
    try {
      const text = await readFile(this.pathOf(key), 'utf8');
      return { text, etag: etagOf(text) };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async write(key: string, text: string, { expect }: WriteOptions): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(dirname(file), { recursive: true });
    if (expect === undefined) return replaceFile(file, text);
    await withLock(file, async () => {
      const current = await this.read(key);
      const etag = current ? current.etag : null;
      if (etag !== expect) throw new ConflictError(`${key} changed since it was read`);
      await replaceFile(file, text);
    });
  }

  async upload(files: UploadFile[]): Promise<void> {
    await eachLimited(files, 8, async (file) => {
      const target = this.pathOf(file.key);
      await mkdir(dirname(target), { recursive: true });
      const temporary = temporaryBeside(target);
      await copyFile(file.path, temporary);
      await rename(temporary, target);
    });
  }
}

async function replaceFile(file: string, text: string): Promise<void> {
  const temporary = temporaryBeside(file);
  try {
    await writeFile(temporary, text);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

async function withLock<T>(file: string, work: () => Promise<T>): Promise<T> {
  const lock = `${file}.lock`;
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const since = await stat(lock).then(
        (stats) => Date.now() - stats.mtimeMs,
        () => 0,
      );
      if (since > LOCK_STALE_MS) {
        // Left behind by a process that died while holding it.
        await rm(lock, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > deadline) {
        throw new DeployError(`${file} is locked by another deploy (${lock}); try again`);
      }
      await new Promise((done) => setTimeout(done, 10 + Math.random() * 20));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
