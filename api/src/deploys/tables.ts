// The deploys area's tables: the failures of role areas that browsers report, and the automatic
// rollbacks of failing versions.
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { AREA_FAILURE_KINDS } from '@glow/contract';
import { createdAt } from '../db/columns';

export const areaFailureKindEnum = pgEnum('area_failure_kind', AREA_FAILURE_KINDS);

/**
 * One browser's report that a remote's version failed on a route, at most one per browser, hour,
 * remote, version, route and kind. Nothing about the person: no address, no ids, no error text.
 */
export const areaFailures = pgTable(
  'area_failures',
  {
    id: serial('id').primaryKey(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    route: text('route').notNull(),
    kind: areaFailureKindEnum('kind').notNull(),
    /**
     * Whether it was the browser's first report of this remote's version within the hour: only
     * those count toward the automatic rollback, so one browser weighs once whatever it reports.
     */
    firstOfBrowser: boolean('first_of_browser').notNull().default(true),
    reportedAt: createdAt(),
  },
  (table) => [
    index('area_failures_reported_at_idx').on(table.reportedAt),
    index('area_failures_remote_version_idx').on(table.remote, table.version, table.reportedAt),
  ],
);

/**
 * The automatic rollback of one deploy of a remote's version (deploys/automaticRollback.ts): the
 * API process that inserts the row, or finds the last attempt old enough, is the one that tries;
 * the outcome is recorded here, so a refusal is announced once and retried only now and then.
 */
export const areaRollbackAttempts = pgTable(
  'area_rollback_attempts',
  {
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    /** When the deploy made the version live (its deployments.json log entry). */
    deployedAt: timestamp('deployed_at', { withTimezone: true }).notNull(),
    /** The last try; another waits until this is old enough. */
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    /** Failure reports counted at the last try. */
    failures: integer('failures').notNull(),
    /** The version rolled back to, once it was. */
    rolledBackTo: text('rolled_back_to'),
    /** Why the last try was refused (the deploy tooling's message); null if none was. */
    refusal: text('refusal'),
  },
  (table) => [primaryKey({ columns: [table.remote, table.version, table.deployedAt] })],
);
