// Where `pnpm bench:programme` keeps its programme: the database `glow_bench_programme` on the
// server of BENCH_DATABASE_URL (a role allowed to CREATE DATABASE, as for bench:votes) or, without
// it and run as root, on Debian's PostgreSQL cluster (started when down, as scripts/lib/postgres.mjs
// does for the tests) as the role `glow_bench`, whose password is made anew on every run. The
// database is kept afterwards, so that `--reuse` can measure again without generating again.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { GENERATION_SIGNATURE } from './programmeData';

export const BENCH_DATABASE = 'glow_bench_programme';
export const BENCH_ROLE = 'glow_bench';

function capture(command: string, args: string[], input?: string): string {
  const result = spawnSync(command, args, { encoding: 'utf8', input });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.error}`);
  }
  return result.stdout.trim();
}

/**
 * Debian's cluster, started if down, with the role `role` (the bench's unless given), whose
 * password is made anew; answers a URL of that role. A bench that may run beside another gives
 * its own role, or the other's connections would fail on the changed password.
 */
export function debianClusterUrl(role = BENCH_ROLE): string {
  if (process.getuid?.() !== 0) {
    throw new Error(
      "bench:programme and bench:spike need PostgreSQL: run them as root (it uses Debian's cluster) or set " +
        'BENCH_DATABASE_URL to a server and a role allowed to CREATE DATABASE, e.g.\n' +
        '  BENCH_DATABASE_URL=postgres://glow_dev:glow_dev@127.0.0.1:5432/glow_dev pnpm bench:programme',
    );
  }
  const [cluster] = capture('pg_lsclusters', ['-h']).split('\n').filter(Boolean);
  if (!cluster) throw new Error('PostgreSQL is installed but has no cluster (pg_createcluster).');
  const [version, name, port, status] = cluster.split(/\s+/);
  if (status !== 'online') capture('pg_ctlcluster', [version!, name!, 'start']);
  const password = randomBytes(12).toString('hex');
  capture(
    'su',
    ['postgres', '-c', 'psql -q -v ON_ERROR_STOP=1'],
    `DO $$ BEGIN
       IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${role}') THEN
         CREATE ROLE ${role} LOGIN CREATEDB;
       END IF;
     END $$;
     ALTER ROLE ${role} PASSWORD '${password}';`,
  );
  return `postgres://${role}:${password}@127.0.0.1:${port}/postgres`;
}

/** Runs `statements` in `database` as Debian's cluster's superuser (run as root). */
export function asClusterSuperuser(database: string, statements: string): void {
  capture('su', ['postgres', '-c', `psql -q -v ON_ERROR_STOP=1 -d ${database}`], statements);
}

export async function onServer<T>(
  serverUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface BenchDatabase {
  url: string;
  /** Whether it already holds a complete programme of GENERATION_SIGNATURE's shape. */
  generated: boolean;
  drop(): Promise<void>;
}

/**
 * The bench's database: the one there is when `reuse` and it holds a complete programme of
 * today's shape, otherwise a new, empty one (whatever was there is dropped).
 */
export async function openBenchDatabase({ reuse }: { reuse: boolean }): Promise<BenchDatabase> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? debianClusterUrl();
  const url = new URL(serverUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  const drop = () =>
    onServer(serverUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS "${BENCH_DATABASE}" WITH (FORCE)`),
    ).then(() => undefined);
  const comment = await onServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ comment: string | null }>(
      `SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1`,
      [BENCH_DATABASE],
    );
    return rows[0]?.comment;
  });
  if (reuse && comment === GENERATION_SIGNATURE) {
    return { url: url.toString(), generated: true, drop };
  }
  await drop();
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE "${BENCH_DATABASE}"`));
  return { url: url.toString(), generated: false, drop };
}

/** Marks the database as holding a complete programme (see GENERATION_SIGNATURE). */
export async function markGenerated(client: pg.Client): Promise<void> {
  const signature = GENERATION_SIGNATURE.replaceAll("'", "''");
  await client.query(`COMMENT ON DATABASE "${BENCH_DATABASE}" IS '${signature}'`);
}
