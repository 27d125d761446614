// A PostgreSQL server of a test's own (initdb into a temporary folder, pg_ctl on a free port), for
// a test that stops and starts it: the shared test server must keep running for the other files.
// As root it runs as the postgres user (PostgreSQL refuses root), as scripts/lib/postgres.mjs does.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const POSTGRES_USER = 'postgres';

export interface OwnPostgresServer {
  /** A URL of the server (superuser, no password: trust on 127.0.0.1 only). */
  url(database?: string): string;
  /** pg_ctl stop -m fast: the server ends every connection and exits. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server (if running) and deletes its folder. */
  destroy(): Promise<void>;
}

/** The folder of initdb and pg_ctl: POSTGRES_BIN_DIR, Debian's newest version, or PATH. */
function findBinDir(): string {
  const candidates = [
    process.env.POSTGRES_BIN_DIR,
    ...(fs.existsSync('/usr/lib/postgresql')
      ? fs
          .readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : []),
    ...(process.env.PATH ?? '').split(path.delimiter),
  ].filter((dir): dir is string => Boolean(dir));
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'initdb')));
  if (!found) {
    throw new Error(
      'initdb and pg_ctl were not found (looked in POSTGRES_BIN_DIR, /usr/lib/postgresql/*/bin ' +
        "and PATH): install PostgreSQL (npm test does so as root: Debian's postgresql) or set " +
        'POSTGRES_BIN_DIR.',
    );
  }
  return found;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

async function userIds(user: string): Promise<{ uid: number; gid: number }> {
  try {
    const [uid, gid] = await Promise.all([
      run('id', ['-u', user]).then(({ stdout }) => Number(stdout.trim())),
      run('id', ['-g', user]).then(({ stdout }) => Number(stdout.trim())),
    ]);
    return { uid, gid };
  } catch {
    throw new Error(
      `Running as root, the test PostgreSQL server must run as the "${user}" user, which does not exist: install Debian's postgresql.`,
    );
  }
}

export async function startOwnPostgresServer(): Promise<OwnPostgresServer> {
  const binDir = findBinDir();
  const asRoot = process.getuid?.() === 0;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'glow-postgres-'));
  const dataDir = path.join(folder, 'data');
  const logFile = path.join(folder, 'server.log');
  if (asRoot) {
    const { uid, gid } = await userIds(POSTGRES_USER);
    fs.chownSync(folder, uid, gid);
  }
  const port = await freePort();

  /** Runs a PostgreSQL program, as the postgres user when this process is root. */
  async function postgres(program: string, args: string[]) {
    const command = path.join(binDir, program);
    try {
      await (asRoot
        ? run('runuser', ['-u', POSTGRES_USER, '--', command, ...args], { cwd: folder })
        : run(command, args, { cwd: folder }));
    } catch (error) {
      const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-2000) : '';
      throw new Error(`${program} ${args.join(' ')} failed: ${String(error)}\n${log}`);
    }
  }

  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`;
  let running = false;
  const server: OwnPostgresServer = {
    url: (database = 'postgres') => `postgres://${POSTGRES_USER}@127.0.0.1:${port}/${database}`,
    async start() {
      await postgres('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', 'start']);
      running = true;
    },
    async stop() {
      await postgres('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    async destroy() {
      try {
        if (running) await postgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(folder, { recursive: true, force: true });
      }
    },
  };
  try {
    await postgres('initdb', [
      '-D',
      dataDir,
      '-U',
      POSTGRES_USER,
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--no-locale',
      '--no-sync',
    ]);
    await server.start();
  } catch (error) {
    await server.destroy();
    throw error;
  }
  return server;
}
