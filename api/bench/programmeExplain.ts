// The statements a call runs and their plans: the call is answered by an in-process API (the same
// createApi and handlers as the measured process) whose Drizzle logger records every statement;
// each is then run again under EXPLAIN (ANALYZE, BUFFERS) with the parameters it was sent with.
// So the plans are those of the API's real queries, whoever writes them and wherever they live.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { loadConfig } from '../src/config';
import { openDatabase, type Database, type DatabaseConnection } from '../src/db/database';
import * as schema from '../src/db/schema';
import { createApi, type RunningApi } from '../src/server';
import type { Call } from './benchHttp';

export interface ExplainedStatement {
  sql: string;
  params: unknown[];
  /** PostgreSQL's "Execution Time" of the statement, in ms. */
  executionMs: number;
  plan: string;
}

export interface Explainer {
  /** Answers `call` in process and explains each distinct read it ran, slowest first. */
  explain(call: Call): Promise<ExplainedStatement[]>;
  close(): Promise<void>;
}

export async function startExplainer(databaseUrl: string): Promise<Explainer> {
  let recorded: { sql: string; params: unknown[] }[] | null = null;
  const opened = await openDatabase({ kind: 'postgresql', url: databaseUrl });
  // The same pool, under a Database whose logger records (as testing/statementLog.ts does, with
  // the parameters too).
  const pool = (opened.db as unknown as { $client: pg.Pool }).$client;
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => void recorded?.push({ sql, params }) },
  });
  const connection: DatabaseConnection = { ...opened, db: db as unknown as Database };
  const api: RunningApi = await createApi(
    loadConfig({
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'silent',
      SMTP_URL: 'smtp://127.0.0.1:1',
      XRPL_RPC_URL: 'http://127.0.0.1:1',
      // Only the calls' statements are recorded: the outbox worker keeps quiet meanwhile.
      EMAIL_POLL_INTERVAL_MS: String(3_600_000),
    }),
    { connection },
  );
  const explainClient = new pg.Client({ connectionString: databaseUrl });
  await explainClient.connect();

  return {
    async explain(call) {
      recorded = [];
      await api.app.inject({
        method: call.method,
        url: call.path,
        ...(call.headers ? { headers: call.headers } : {}),
        ...(call.body === undefined ? {} : { payload: call.body }),
      });
      // Reads only: EXPLAIN ANALYZE runs the statement, and a write would change the programme.
      const statements = [...new Map(recorded.map((s) => [s.sql, s])).values()].filter((s) =>
        /^\s*(select|with)\b/i.test(s.sql),
      );
      recorded = null;
      const explained: ExplainedStatement[] = [];
      for (const statement of statements) {
        // One column per row: a line of the plan.
        const { rows } = await explainClient.query<[string]>({
          text: `EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`,
          values: statement.params,
          rowMode: 'array',
        });
        const plan = rows.map(([line]) => line).join('\n');
        const executionMs = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
        explained.push({ ...statement, executionMs, plan });
      }
      return explained.sort((a, b) => b.executionMs - a.executionMs);
    },
    async close() {
      await explainClient.end();
      await api.close();
      await connection.close();
    },
  };
}
