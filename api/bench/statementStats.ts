// What the statements of one database cost PostgreSQL over a stretch of time, from
// pg_stat_statements: the difference of two readings of its counters. The extension must be
// loaded by the server (shared_preload_libraries) and created in the database; with
// pg_stat_statements.track = 'all' the statements functions and triggers run are counted too.
import type pg from 'pg';

export interface StatementCost {
  query: string;
  /** Sent by a client (a round trip), not run by a function or trigger. */
  topLevel: boolean;
  calls: number;
  /** Time spent executing, in ms (wall time in the server: CPU, and waiting for I/O or locks). */
  totalMs: number;
  rows: number;
}

type Reading = Map<string, StatementCost>;

/** Why pg_stat_statements cannot be read in the database of `client`, or null when it can. */
export async function statementStatsUnavailable(client: pg.Client): Promise<string | null> {
  try {
    await client.query('SELECT 1 FROM pg_stat_statements LIMIT 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

async function read(client: pg.Client): Promise<Reading> {
  const { rows } = await client.query<{
    queryid: string;
    toplevel: boolean;
    query: string;
    calls: string;
    total_ms: number;
    rows: string;
  }>(
    `SELECT queryid::text || toplevel::text AS queryid, toplevel, query, calls, total_exec_time AS total_ms, rows
     FROM pg_stat_statements
     WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
       AND query NOT LIKE '%pg_stat_statements%'`,
  );
  return new Map(
    rows.map((row) => [
      row.queryid,
      {
        query: row.query,
        topLevel: row.toplevel,
        calls: Number(row.calls),
        totalMs: row.total_ms,
        rows: Number(row.rows),
      },
    ]),
  );
}

/** Starts a measurement; `stop()` answers each statement's cost since, the costliest first. */
export async function measureStatements(client: pg.Client) {
  const before = await read(client);
  return {
    async stop(): Promise<StatementCost[]> {
      const after = await read(client);
      const costs: StatementCost[] = [];
      for (const [id, now] of after) {
        const then = before.get(id);
        const calls = now.calls - (then?.calls ?? 0);
        if (calls <= 0) continue;
        costs.push({
          query: now.query,
          topLevel: now.topLevel,
          calls,
          totalMs: now.totalMs - (then?.totalMs ?? 0),
          rows: now.rows - (then?.rows ?? 0),
        });
      }
      return costs.sort((a, b) => b.totalMs - a.totalMs);
    },
  };
}

/**
 * What the active backends of the database of `client` wait for, sampled every `intervalMs`
 * from pg_stat_activity ("CPU" when they wait for nothing) until `stop()`: each wait's share.
 */
export function sampleWaits(client: pg.Client, intervalMs = 200) {
  const counts = new Map<string, number>();
  let sampling: Promise<void> | null = null;
  const sample = async () => {
    const { rows } = await client.query<{ wait: string; backends: number }>(
      `SELECT coalesce(wait_event_type || ': ' || wait_event, 'CPU (no wait)') AS wait,
              count(*)::int AS backends
       FROM pg_stat_activity
       WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()
       GROUP BY 1`,
    );
    for (const { wait, backends } of rows) counts.set(wait, (counts.get(wait) ?? 0) + backends);
  };
  const timer = setInterval(() => {
    sampling ??= sample().finally(() => (sampling = null));
  }, intervalMs);
  return {
    async stop(): Promise<[string, number][]> {
      clearInterval(timer);
      await sampling;
      const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
      return [...counts]
        .map(([wait, count]): [string, number] => [wait, count / total])
        .sort((a, b) => b[1] - a[1]);
    },
  };
}
