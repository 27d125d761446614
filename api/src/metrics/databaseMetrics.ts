// What the metrics read from the database at each scrape: the PostgreSQL pool's connections, and
// the work waiting in tables that every instance shares (so every instance reports the same
// figures): emails in the outbox, payments whose outcome the ledger has not settled yet (what
// reconcile is for), voters whose ledger facts were never read. One statement per scrape; while
// the database does not answer, glow_database_up is 0 and the figures read from it are NaN.
import { OPEN_PAYMENT_STATUSES } from '@glow/contract';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import { nowInSql } from '../clock';
import { rowsOf, type DatabaseConnection, type PoolStats } from '../db/database';
import { emailOutbox, payments, voterLedgerFacts, voters } from '../db/schema';

interface WaitingWork {
  outboxUnsent: number;
  outboxOldestAgeSeconds: number;
  paymentsInFlight: number;
  paymentsOldestAgeSeconds: number;
  votersUnread: number;
  votersOldestUnreadAgeSeconds: number;
}

async function readWaitingWork({ db }: DatabaseConnection): Promise<WaitingWork> {
  const ageOf = (oldest: SQL) =>
    sql`coalesce(extract(epoch from (${nowInSql()} - ${oldest})), 0)::float8`;
  const inFlight = inArray(payments.status, [...OPEN_PAYMENT_STATUSES]);
  const [row] = await rowsOf<Record<keyof WaitingWork, string | number>>(
    db.execute(sql`select
      (select count(*) from ${emailOutbox})::int as "outboxUnsent",
      (select ${ageOf(sql`min(${emailOutbox.createdAt})`)} from ${emailOutbox}) as "outboxOldestAgeSeconds",
      (select count(*) from ${payments} where ${inFlight})::int as "paymentsInFlight",
      (select ${ageOf(sql`min(${payments.createdAt})`)} from ${payments} where ${inFlight})
        as "paymentsOldestAgeSeconds",
      (select count(*) from ${voterLedgerFacts} where ${voterLedgerFacts.status} = 'unread')::int
        as "votersUnread",
      (select ${ageOf(sql`min(${voters.registeredAt})`)} from ${voterLedgerFacts}
        join ${voters} on ${voters.id} = ${voterLedgerFacts.voterId}
        where ${voterLedgerFacts.status} = 'unread') as "votersOldestUnreadAgeSeconds"`),
  );
  if (!row) throw new Error('The waiting work was not read');
  return {
    outboxUnsent: Number(row.outboxUnsent),
    outboxOldestAgeSeconds: Number(row.outboxOldestAgeSeconds),
    paymentsInFlight: Number(row.paymentsInFlight),
    paymentsOldestAgeSeconds: Number(row.paymentsOldestAgeSeconds),
    votersUnread: Number(row.votersUnread),
    votersOldestUnreadAgeSeconds: Number(row.votersOldestUnreadAgeSeconds),
  };
}

/** The pool's gauges; PGlite, one embedded database without a pool, has none. */
function watchPool(registry: Registry, connection: DatabaseConnection): void {
  if (!connection.poolStats()) return;
  const gauge = (name: string, help: string, valueOf: (stats: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const stats = connection.poolStats();
        if (stats) this.set(valueOf(stats));
      },
    });
  gauge(
    'glow_database_pool_connections',
    'PostgreSQL connections open, busy or idle',
    (s) => s.total,
  );
  gauge(
    'glow_database_pool_idle_connections',
    'PostgreSQL connections open and idle',
    (s) => s.idle,
  );
  gauge(
    'glow_database_pool_waiting_queries',
    'Queries waiting for a connection, every one of the pool busy',
    (s) => s.waiting,
  );
}

/** Registers the database's gauges: read when scraped, never in between. */
export function watchDatabase(
  registry: Registry,
  connection: DatabaseConnection,
  log: FastifyBaseLogger,
): void {
  watchPool(registry, connection);

  // The gauges of one scrape share one read (prom-client collects them all at once).
  let reading: Promise<WaitingWork | null> | null = null;
  const waitingWork = () =>
    (reading ??= readWaitingWork(connection)
      .catch((error: unknown) => {
        log.warn({ err: error }, 'the metrics could not read the database');
        return null;
      })
      .finally(() => {
        reading = null;
      }));

  new Gauge({
    name: 'glow_database_up',
    help: "1 when the scrape's read of the database answered, else 0",
    registers: [registry],
    async collect() {
      this.set((await waitingWork()) ? 1 : 0);
    },
  });
  const gauge = (name: string, help: string, figure: keyof WaitingWork) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set((await waitingWork())?.[figure] ?? Number.NaN);
      },
    });
  gauge('glow_email_outbox_unsent', 'Emails in the outbox, not sent yet', 'outboxUnsent');
  gauge(
    'glow_email_outbox_oldest_unsent_age_seconds',
    'Age of the oldest email not sent yet (0: none)',
    'outboxOldestAgeSeconds',
  );
  gauge(
    'glow_payments_in_flight',
    'Grant payments awaiting their signature or their outcome on the ledger',
    'paymentsInFlight',
  );
  gauge(
    'glow_payments_oldest_in_flight_age_seconds',
    'Age of the oldest grant payment whose outcome is not recorded: the reconcile lag (0: none)',
    'paymentsOldestAgeSeconds',
  );
  gauge(
    'glow_voter_ledger_unread',
    'Registered voters whose ledger facts were never read',
    'votersUnread',
  );
  gauge(
    'glow_voter_ledger_oldest_unread_age_seconds',
    'Time since the registration of the oldest voter whose ledger facts were never read (0: none)',
    'votersOldestUnreadAgeSeconds',
  );
}
