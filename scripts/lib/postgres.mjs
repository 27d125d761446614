// A PostgreSQL server for the tests: Debian's cluster, started (or installed) when needed, and a
// role + database of the run's own, dropped afterwards with whatever the tests created.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { run } from './run.mjs';

function capture(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

function psql(sql) {
  run('su', ['postgres', '-c', `psql -q -v ON_ERROR_STOP=1 -c "${sql.replaceAll('"', '\\"')}"`]);
}

/** Starts Debian's PostgreSQL cluster, installing it first when the machine has none. */
function ensurePostgresRunning() {
  if (capture('pg_lsclusters', ['-h']) === null) {
    run('apt-get', ['update']);
    run('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  const clusters = (capture('pg_lsclusters', ['-h']) ?? '').split('\n').filter(Boolean);
  if (clusters.length === 0) {
    console.error('PostgreSQL is installed but has no cluster: create one with pg_createcluster.');
    process.exit(1);
  }
  const [version, name, port, status] = clusters[0].split(/\s+/);
  if (status !== 'online') run('pg_ctlcluster', [version, name, 'start']);
  return Number(port);
}

/**
 * A fresh role (allowed to create databases: each test file makes its own) and database.
 * GLOW_TEST_DATABASE_URL skips all of this and uses that server as it is.
 */
export function provisionTestDatabase() {
  if (process.env.GLOW_TEST_DATABASE_URL) {
    return { url: process.env.GLOW_TEST_DATABASE_URL, drop() {} };
  }
  if (process.getuid?.() !== 0) {
    console.error(
      "The API tests need PostgreSQL: run npm test as root (it starts or installs Debian's " +
        'postgresql), or set GLOW_TEST_DATABASE_URL to a database whose role may CREATE DATABASE.',
    );
    process.exit(1);
  }
  const port = ensurePostgresRunning();
  const name = `glow_test_${randomBytes(4).toString('hex')}`;
  const password = randomBytes(12).toString('hex');
  psql(`CREATE ROLE ${name} LOGIN CREATEDB PASSWORD '${password}'`);
  // A test file drops its database WITH (FORCE), which must also end an autovacuum worker busy
  // on it (a process of no role: only pg_signal_backend may end it).
  psql(`GRANT pg_signal_backend TO ${name}`);
  // The run's databases are thrown away afterwards: their commits need not wait for the disk.
  psql(`ALTER ROLE ${name} SET synchronous_commit = off`);
  psql(`CREATE DATABASE ${name} OWNER ${name}`);
  return {
    url: `postgres://${name}:${password}@127.0.0.1:${port}/${name}`,
    drop() {
      const owned = capture('su', [
        'postgres',
        '-c',
        `psql -At -c "SELECT datname FROM pg_database WHERE datdba = (SELECT oid FROM pg_roles WHERE rolname = '${name}')"`,
      ]);
      for (const database of (owned ?? '').split('\n').filter(Boolean)) {
        psql(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      }
      psql(`DROP ROLE IF EXISTS ${name}`);
    },
  };
}
